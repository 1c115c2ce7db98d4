/**
 * The 404 page's message ids (config/not-found-links.json `label`, via the `notFoundColumns`
 * decision) and column ids, mapped to Lingui messages. labels.test.ts checks config against it.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const NOT_FOUND_LINK_TEXT: Readonly<Record<string, MessageDescriptor>> = {
  'notFound.link.spot': msg`Spot trading`,
  'notFound.link.futures': msg`Futures`,
  'notFound.link.alpha': msg`Alpha`,
  'notFound.link.etf': msg`Leveraged ETF`,
  'notFound.link.convert': msg`Convert`,
  'notFound.link.buySellCrypto': msg`Buy crypto`,
  'notFound.link.copytrading': msg`Copy trading`,
  'notFound.link.price': msg`Crypto prices`,
  'notFound.link.marketData': msg`Market data`,
  'notFound.link.pricePrediction': msg`Price prediction`,
  'notFound.link.howToBuy': msg`How to buy`,
  'notFound.link.converter': msg`Crypto converter`,
  'notFound.link.news': msg`News`,
  'notFound.link.learn': msg`Learn`,
  'notFound.link.blog': msg`Blog`,
  'notFound.link.cryptoWiki': msg`Crypto wiki`,
  'notFound.link.glossary': msg`Glossary`,
  'notFound.link.upcomingEvent': msg`Upcoming events`,
  'notFound.link.help': msg`Help centre`,
};

/** Column headings, in display order. A column id not listed here is shown last, untitled. */
export const NOT_FOUND_COLUMNS: ReadonlyArray<{ id: string; title: MessageDescriptor }> = [
  { id: 'trade', title: msg`Trade` },
  { id: 'learn', title: msg`Learn and explore` },
  { id: 'support', title: msg`Support` },
];
