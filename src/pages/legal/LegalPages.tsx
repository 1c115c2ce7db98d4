/**
 * The site's legal documents: user agreement, privacy policy, terms of service, risk disclosure
 * and licences. The site's name and contacts come from its config.
 */
import { Trans } from '@lingui/react/macro';
import { useSite } from '../../site/site';
import { LegalDocument, type LegalSection } from './LegalDocument';

/** The legal documents' effective date (ISO); the plain agreement document shows it too. */
export const EFFECTIVE = '2026-01-15';

/**
 * The user agreement's sections: one text for the app's page and the plain document the build
 * writes per locale (/docs/agreement.html, ./AgreementDocument.tsx). `linkClass` styles the
 * contact link (the app's class; the plain document has its own style).
 */
export function userAgreementSections(siteName: string, email: string, linkClass?: string): LegalSection[] {
  return [
    { id: 'scope', heading: <Trans>Scope</Trans>, body: <p><Trans>This agreement governs your use of {siteName}, its website, apps and services. By opening an account you accept it in full.</Trans></p> },
    { id: 'eligibility', heading: <Trans>Eligibility</Trans>, body: <p><Trans>You must be at least 18 years old, have full legal capacity, and not reside in a country or region where our services are restricted.</Trans></p> },
    { id: 'account', heading: <Trans>Your account</Trans>, body: <><p><Trans>You are responsible for keeping your password, authenticator and fund password secret, and for all activity under your account.</Trans></p><p><Trans>We may ask you to verify your identity at any time and may limit the account until you do.</Trans></p></> },
    { id: 'services', heading: <Trans>Services</Trans>, body: <p><Trans>We provide spot, margin and derivatives trading, earn products and related services. Some services are unavailable in some regions.</Trans></p> },
    { id: 'risks', heading: <Trans>Risks</Trans>, body: <p><Trans>Crypto asset prices are highly volatile. You may lose all the funds you trade. We do not give investment advice.</Trans></p> },
    { id: 'termination', heading: <Trans>Suspension and termination</Trans>, body: <p><Trans>We may suspend or close an account that breaches this agreement or applicable law, after which you may withdraw your remaining assets unless the law forbids it.</Trans></p> },
    { id: 'contact', heading: <Trans>Contact</Trans>, body: <p><Trans>Questions about this agreement: <a className={linkClass} href={`mailto:${email}`}>{email}</a>.</Trans></p> },
  ];
}

export function UserAgreementPage() {
  const site = useSite();
  return <LegalDocument title={<Trans>User agreement</Trans>} effective={EFFECTIVE} sections={userAgreementSections(site.name, site.support.email, 'ui-link')} current="userAgreement" />;
}

export function PrivacyPolicyPage() {
  const site = useSite();
  const siteName = site.name;
  const email = site.support.email;
  const sections: LegalSection[] = [
    { id: 'controller', heading: <Trans>Who we are</Trans>, body: <p><Trans>{siteName} is responsible for the personal data described in this policy.</Trans></p> },
    { id: 'data', heading: <Trans>Data we collect</Trans>, body: <p><Trans>Identity and contact details, verification documents, transaction records, device and log-in information, and your communications with us.</Trans></p> },
    { id: 'purposes', heading: <Trans>Why we use it</Trans>, body: <p><Trans>To provide our services, meet anti-money-laundering and other legal duties, prevent fraud, and improve our products.</Trans></p> },
    { id: 'sharing', heading: <Trans>Who we share it with</Trans>, body: <p><Trans>Identity verification providers, payment partners, auditors and authorities where the law requires. We do not sell your data.</Trans></p> },
    { id: 'retention', heading: <Trans>How long we keep it</Trans>, body: <p><Trans>For as long as your account is open and then for the period the law requires, usually five years.</Trans></p> },
    { id: 'rights', heading: <Trans>Your rights</Trans>, body: <p><Trans>You may ask for access to, correction of or deletion of your data, and object to some uses. Write to <a className="ui-link" href={`mailto:${email}`}>{email}</a>.</Trans></p> },
    { id: 'cookies', heading: <Trans>Cookies</Trans>, body: <p><Trans>We use cookies to keep you logged in, remember your language and theme, and measure how the site is used.</Trans></p> },
  ];
  return <LegalDocument title={<Trans>Privacy policy</Trans>} effective={EFFECTIVE} sections={sections} current="privacyPolicy" />;
}

export function TermsOfServicePage() {
  const site = useSite();
  const siteName = site.name;
  const sections: LegalSection[] = [
    { id: 'use', heading: <Trans>Using the website</Trans>, body: <p><Trans>You may use this website to learn about and access the services of {siteName}. Automated access that burdens our systems is not allowed without our consent.</Trans></p> },
    { id: 'content', heading: <Trans>Content</Trans>, body: <p><Trans>Market data, articles and tools are provided for information only and are not investment advice.</Trans></p> },
    { id: 'ip', heading: <Trans>Intellectual property</Trans>, body: <p><Trans>Our names, logos and content belong to us or our licensors. You may not use them without permission.</Trans></p> },
    { id: 'liability', heading: <Trans>Liability</Trans>, body: <p><Trans>To the extent the law allows, we are not liable for indirect losses, or for losses caused by events beyond our reasonable control.</Trans></p> },
    { id: 'changes', heading: <Trans>Changes</Trans>, body: <p><Trans>We may update these terms. We will tell you about material changes before they take effect.</Trans></p> },
  ];
  return <LegalDocument title={<Trans>Terms of service</Trans>} effective={EFFECTIVE} sections={sections} />;
}

export function RiskDisclosurePage() {
  const sections: LegalSection[] = [
    { id: 'volatility', heading: <Trans>Price volatility</Trans>, body: <p><Trans>Crypto asset prices can rise or fall sharply within minutes. Past performance does not indicate future results.</Trans></p> },
    { id: 'leverage', heading: <Trans>Leverage</Trans>, body: <p><Trans>Margin and futures trading magnify losses as well as gains. Positions can be liquidated and you can lose your entire margin.</Trans></p> },
    { id: 'liquidity', heading: <Trans>Liquidity</Trans>, body: <p><Trans>Some markets are thin. You may be unable to buy or sell at the price you expect, or at all.</Trans></p> },
    { id: 'technology', heading: <Trans>Technology</Trans>, body: <p><Trans>Blockchains, wallets and our own systems can fail or be attacked. Transactions sent to a wrong address usually cannot be reversed.</Trans></p> },
    { id: 'regulation', heading: <Trans>Regulation</Trans>, body: <p><Trans>Laws on crypto assets are changing. A change may affect the value of an asset or the services we can offer you.</Trans></p> },
    { id: 'protection', heading: <Trans>No deposit protection</Trans>, body: <p><Trans>Crypto assets are not covered by bank deposit guarantee or investor compensation schemes.</Trans></p> },
  ];
  return <LegalDocument title={<Trans>Risk disclosure</Trans>} effective={EFFECTIVE} sections={sections} current="riskDisclosure" />;
}

export function LicensesPage() {
  const site = useSite();
  const siteName = site.name;
  const sections: LegalSection[] = [
    { id: 'entity', heading: <Trans>Operating entity</Trans>, body: <p><Trans>The services on this website are provided by the entity operating {siteName} in your region.</Trans></p> },
    { id: 'registrations', heading: <Trans>Registrations</Trans>, body: <p><Trans>We hold the registrations and licences required to provide crypto asset services where we operate, and we publish their numbers on this page as they are granted.</Trans></p> },
    { id: 'complaints', heading: <Trans>Complaints</Trans>, body: <p><Trans>If we cannot resolve your complaint, you may refer it to the regulator or ombudsman named in your user agreement.</Trans></p> },
  ];
  return <LegalDocument title={<Trans>Licences and registrations</Trans>} effective={EFFECTIVE} sections={sections} current="licenses" />;
}

/**
 * /docs/agreement.html inside the app (the Hong Kong footer's link, followed in the app). A page
 * load of that address gets the plain document the build writes per locale instead
 * (./AgreementDocument.tsx, scripts/prerender.ts): the same sections, the same messages.
 */
export function AgreementDocumentPage() {
  return <UserAgreementPage />;
}
