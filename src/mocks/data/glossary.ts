/**
 * The mocked backend's glossary (issue 13 part 5): server content like the articles, published by
 * the content team in English, its language of record; a real backend answers in the language
 * asked for where a translation is published. Demo and tests only.
 */
import type { GlossaryItem } from '../../generated/validators';

export const GLOSSARY: readonly GlossaryItem[] = [
  { slug: 'altcoin', term: 'Altcoin', definition: 'Any cryptocurrency other than Bitcoin.' },
  { slug: 'ask', term: 'Ask', definition: 'The lowest price a seller in the order book will accept.' },
  { slug: 'bid', term: 'Bid', definition: 'The highest price a buyer in the order book will pay.' },
  { slug: 'cold-wallet', term: 'Cold wallet', definition: 'A wallet whose keys are kept offline, out of reach of online attacks.' },
  { slug: 'dca', term: 'Dollar-cost averaging', definition: 'Buying a fixed amount at regular intervals, whatever the price.' },
  { slug: 'funding-rate', term: 'Funding rate', definition: 'A periodic payment between long and short holders of perpetual futures that keeps the contract price close to the spot price.' },
  { slug: 'gas', term: 'Gas', definition: "The fee paid to a blockchain's validators to process a transaction." },
  { slug: 'kyc', term: 'KYC', definition: 'Know your customer: the identity checks regulated platforms carry out before serving a customer.' },
  { slug: 'leverage', term: 'Leverage', definition: 'Trading with borrowed funds, which multiplies both gains and losses.' },
  { slug: 'limit-order', term: 'Limit order', definition: 'An order to buy or sell at a set price or better.' },
  { slug: 'liquidation', term: 'Liquidation', definition: 'The forced closing of a leveraged position when its margin no longer covers its losses.' },
  { slug: 'market-cap', term: 'Market capitalisation', definition: "A coin's price multiplied by its circulating supply." },
  { slug: 'market-order', term: 'Market order', definition: 'An order filled at once at the best prices available.' },
  { slug: 'spread', term: 'Spread', definition: 'The difference between the best ask and the best bid.' },
  { slug: 'stablecoin', term: 'Stablecoin', definition: 'A token designed to keep a steady value, usually one US dollar.' },
  { slug: 'staking', term: 'Staking', definition: 'Locking coins to help secure a proof-of-stake network in return for rewards.' },
];
