/**
 * Legal and company pages (SPEC section 2, legal routes): agreements, policies, licences, about,
 * media kit, fees, the mobile app page, contacts, and Japan's disclosures.
 */
export { UserAgreementPage, PrivacyPolicyPage, TermsOfServicePage, RiskDisclosurePage, LicensesPage, AgreementDocumentPage } from './LegalPages';
export { AboutPage } from './AboutPage';
export { MediaKitPage } from './MediaKitPage';
export { FeePage } from './FeePage';
export { MobileAppPage } from './MobileAppPage';
export { ContactsPage } from './ContactsPage';
export { JapanLegalIndexPage, JapanLegalPage } from './JapanLegalPages';
export { SiteDocsNav, LegalDocument, ContactCard } from './LegalDocument';
