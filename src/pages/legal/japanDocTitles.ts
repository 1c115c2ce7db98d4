/**
 * The Japan site's statutory disclosures (SPEC section 2, Legal), served at /legal/jp/{slug}.
 * Slugs are ours (SPEC names the documents, not their paths). Titles only: route files read
 * them for the page title without loading the documents.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const JAPAN_DOC_SLUGS = [
  'cryptocurrency-overview',
  'important-information',
  'system-risk-management',
  'anti-money-laundering-policy',
  'debt-performance',
  'information-security',
  'new-cryptocurrency-review',
  'specified-commercial-transactions',
  'antisocial-forces',
  'conflict-of-interest',
] as const;

export type JapanDocSlug = (typeof JAPAN_DOC_SLUGS)[number];

export function isJapanDoc(slug: string): slug is JapanDocSlug {
  return (JAPAN_DOC_SLUGS as readonly string[]).includes(slug);
}

export const JAPAN_DOC_TITLES: Readonly<Record<JapanDocSlug, MessageDescriptor>> = {
  'cryptocurrency-overview': msg`Overview of the crypto assets we handle`,
  'important-information': msg`Important information about crypto asset transactions`,
  'system-risk-management': msg`System risk management policy`,
  'anti-money-laundering-policy': msg`Anti-money laundering and counter-terrorist financing policy`,
  'debt-performance': msg`Policy on the performance of obligations to customers`,
  'information-security': msg`Information security policy`,
  'new-cryptocurrency-review': msg`Policy on reviewing new crypto assets`,
  'specified-commercial-transactions': msg`Disclosure under the Act on Specified Commercial Transactions`,
  'antisocial-forces': msg`Basic policy against antisocial forces`,
  'conflict-of-interest': msg`Conflict of interest management policy`,
};
