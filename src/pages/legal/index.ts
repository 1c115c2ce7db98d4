/**
 * Legal and company pages (SPEC section 2, legal routes): agreements, policies, licences, about,
 * media kit, fees, the mobile app page, contacts, and Japan's disclosures.
 */
export { UserAgreementPage, PrivacyPolicyPage, TermsOfServicePage, RiskDisclosurePage, LicensesPage, AgreementDocumentPage } from './LegalPages';
export { AboutPage, MediaKitPage, FeePage, MobileAppPage, ContactsPage } from './CompanyPages';
export { JapanLegalIndexPage, JapanLegalPage } from './JapanLegalPages';
export { SiteDocsNav, LegalDocument, ContactCard } from './LegalDocument';
