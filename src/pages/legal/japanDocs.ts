/** The Japan disclosures' text, section by section (translated product copy). */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { JapanDocSlug } from './japanDocTitles';

export interface JapanDocSection {
  id: string;
  heading: MessageDescriptor;
  paragraphs: readonly MessageDescriptor[];
}

export const JAPAN_DOCS: Readonly<Record<JapanDocSlug, readonly JapanDocSection[]>> = {
  'cryptocurrency-overview': [
    { id: 'handled', heading: msg`Crypto assets handled`, paragraphs: [msg`We handle Bitcoin (BTC), Ether (ETH), XRP, Litecoin (LTC) and the other crypto assets listed in our trading screens, each registered with the Japan Virtual and Crypto assets Exchange Association.`] },
    { id: 'nature', heading: msg`Nature of crypto assets`, paragraphs: [msg`Crypto assets are not legal tender and are not guaranteed by any government or central bank. Their value can fall sharply or become zero.`] },
    { id: 'details', heading: msg`Per-asset information`, paragraphs: [msg`For each asset we publish its issuer or developer, its consensus mechanism, total supply and known risks, updated whenever they change.`] },
  ],
  'important-information': [
    { id: 'risk', heading: msg`Price fluctuation risk`, paragraphs: [msg`Crypto asset prices change with supply and demand and may fall substantially, causing losses.`] },
    { id: 'fees', heading: msg`Fees`, paragraphs: [msg`Trading fees, withdrawal fees and spreads apply as shown in our fee schedule. The spread is the difference between the buying and selling prices we present.`] },
    { id: 'custody', heading: msg`Segregation of assets`, paragraphs: [msg`Customer money is held in trust at a Japanese trust bank; customer crypto assets are held separately from our own, mainly in cold wallets.`] },
    { id: 'registration', heading: msg`Registration`, paragraphs: [msg`We are registered as a crypto asset exchange service provider with the Kanto Local Finance Bureau.`] },
  ],
  'system-risk-management': [
    { id: 'policy', heading: msg`Basic policy`, paragraphs: [msg`We recognise system failures and cyber attacks as major risks and manage them under a framework approved by our board.`] },
    { id: 'measures', heading: msg`Measures`, paragraphs: [msg`Redundant systems, continuous monitoring, regular penetration tests and a business continuity plan tested at least once a year.`] },
    { id: 'incidents', heading: msg`Incidents`, paragraphs: [msg`If a failure affects customers we report it promptly on our website and to the authorities.`] },
  ],
  'anti-money-laundering-policy': [
    { id: 'policy', heading: msg`Basic policy`, paragraphs: [msg`We take measures to prevent our services from being used for money laundering or terrorist financing, in line with the Act on Prevention of Transfer of Criminal Proceeds.`] },
    { id: 'verification', heading: msg`Customer verification`, paragraphs: [msg`We verify each customer's identity when they open an account and again when required, and we keep verification records for seven years.`] },
    { id: 'monitoring', heading: msg`Transaction monitoring`, paragraphs: [msg`We monitor transactions and report suspicious ones to the authorities. We apply the travel rule to crypto asset transfers.`] },
  ],
  'debt-performance': [
    { id: 'policy', heading: msg`Basic policy`, paragraphs: [msg`We perform our obligations to customers, returning their money and crypto assets on request, in good faith and without delay.`] },
    { id: 'protection', heading: msg`Protection of customer assets`, paragraphs: [msg`Customer money is held in trust; customer crypto assets are held in segregated wallets and reconciled daily against our records.`] },
    { id: 'shortfall', heading: msg`Shortfalls`, paragraphs: [msg`If segregated assets fall short of what we owe, we make up the shortfall from our own assets promptly.`] },
  ],
  'information-security': [
    { id: 'policy', heading: msg`Basic policy`, paragraphs: [msg`We protect the information entrusted to us by customers from loss, leakage and misuse.`] },
    { id: 'measures', heading: msg`Measures`, paragraphs: [msg`Access control on a need-to-know basis, encryption of personal data, staff training and regular audits.`] },
    { id: 'review', heading: msg`Continuous improvement`, paragraphs: [msg`We review this policy and our measures at least once a year and whenever our risks change.`] },
  ],
  'new-cryptocurrency-review': [
    { id: 'policy', heading: msg`Basic policy`, paragraphs: [msg`Before handling a new crypto asset we review it thoroughly and confirm it meets the standards of the Japan Virtual and Crypto assets Exchange Association.`] },
    { id: 'criteria', heading: msg`Review criteria`, paragraphs: [msg`Legal status, the issuer's credibility, the technology's security, liquidity and the risk of use for money laundering.`] },
    { id: 'monitoring', heading: msg`After listing`, paragraphs: [msg`We keep monitoring each asset and may stop handling it, giving customers advance notice.`] },
  ],
  'specified-commercial-transactions': [
    { id: 'seller', heading: msg`Business operator`, paragraphs: [msg`Exchange Japan K.K., registered crypto asset exchange service provider. Representative and address are shown in our company profile.`] },
    { id: 'price', heading: msg`Prices and fees`, paragraphs: [msg`Prices are shown on each trading screen. Fees are listed in the fee schedule.`] },
    { id: 'payment', heading: msg`Payment and delivery`, paragraphs: [msg`Payment by bank transfer in Japanese yen. Crypto assets are credited to your account immediately after a trade is executed.`] },
    { id: 'cancellation', heading: msg`Cancellation`, paragraphs: [msg`Because of the nature of the service, executed trades cannot be cancelled or returned.`] },
  ],
  'antisocial-forces': [
    { id: 'policy', heading: msg`Basic policy`, paragraphs: [msg`We have no relationship whatsoever with antisocial forces and refuse any unjust demand from them.`] },
    { id: 'measures', heading: msg`Measures`, paragraphs: [msg`We screen customers and business partners, include exclusion clauses in our contracts, and work with the police and lawyers.`] },
  ],
  'conflict-of-interest': [
    { id: 'policy', heading: msg`Basic policy`, paragraphs: [msg`We identify and manage transactions in which our interests, or those of our group, could conflict with our customers' interests.`] },
    { id: 'types', heading: msg`Transactions concerned`, paragraphs: [msg`Our own trading in assets customers also trade, and services we provide to issuers of assets we handle.`] },
    { id: 'methods', heading: msg`Management methods`, paragraphs: [msg`Separation of departments, restrictions on information sharing, and disclosure to customers where appropriate.`] },
  ],
};
