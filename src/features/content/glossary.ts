/** Glossary terms (translated: they are product copy, not editorial content). */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export interface GlossaryTerm {
  slug: string;
  term: MessageDescriptor;
  definition: MessageDescriptor;
}

export const GLOSSARY: readonly GlossaryTerm[] = [
  { slug: 'altcoin', term: msg`Altcoin`, definition: msg`Any cryptocurrency other than Bitcoin.` },
  { slug: 'ask', term: msg`Ask`, definition: msg`The lowest price a seller in the order book will accept.` },
  { slug: 'bid', term: msg`Bid`, definition: msg`The highest price a buyer in the order book will pay.` },
  { slug: 'cold-wallet', term: msg`Cold wallet`, definition: msg`A wallet whose keys are kept offline, out of reach of online attacks.` },
  { slug: 'dca', term: msg`Dollar-cost averaging`, definition: msg`Buying a fixed amount at regular intervals, whatever the price.` },
  { slug: 'funding-rate', term: msg`Funding rate`, definition: msg`A periodic payment between long and short holders of perpetual futures that keeps the contract price close to the spot price.` },
  { slug: 'gas', term: msg`Gas`, definition: msg`The fee paid to a blockchain's validators to process a transaction.` },
  { slug: 'kyc', term: msg`KYC`, definition: msg`Know your customer: the identity checks regulated platforms carry out before serving a customer.` },
  { slug: 'leverage', term: msg`Leverage`, definition: msg`Trading with borrowed funds, which multiplies both gains and losses.` },
  { slug: 'limit-order', term: msg`Limit order`, definition: msg`An order to buy or sell at a set price or better.` },
  { slug: 'liquidation', term: msg`Liquidation`, definition: msg`The forced closing of a leveraged position when its margin no longer covers its losses.` },
  { slug: 'market-cap', term: msg`Market capitalisation`, definition: msg`A coin's price multiplied by its circulating supply.` },
  { slug: 'market-order', term: msg`Market order`, definition: msg`An order filled at once at the best prices available.` },
  { slug: 'spread', term: msg`Spread`, definition: msg`The difference between the best ask and the best bid.` },
  { slug: 'stablecoin', term: msg`Stablecoin`, definition: msg`A token designed to keep a steady value, usually one US dollar.` },
  { slug: 'staking', term: msg`Staking`, definition: msg`Locking coins to help secure a proof-of-stake network in return for rewards.` },
];

export function glossaryTerm(slug: string): GlossaryTerm | undefined {
  return GLOSSARY.find((term) => term.slug === slug);
}
