/**
 * Markets (SPEC section 2, content routes /price, /crypto-market-data, /price-prediction,
 * /how-to-buy, /converter): the coin list, the market tickers and the pages that show them.
 * Other features read the coin and market data through this index; routes import the pages.
 */
export type { CoinInfo } from './coins';
export { DEFAULT_FIAT, useFiatList, useFiatPerUsdt } from './fiat';
export { findMarket, toMarket, useMarkets, type Market } from './markets';
