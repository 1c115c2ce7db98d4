/**
 * Market data every page that shows prices shares: the coin list, the market tickers and the fiat
 * rates (the markets, trade, buy and account pages read them through this index).
 */
export { useFiatList, useFiatPerUsdt } from './fiat';
export { findMarket, useMarkets, type Market } from './markets';
