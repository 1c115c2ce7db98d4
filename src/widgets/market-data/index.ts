/**
 * Market data every page that shows prices shares: the coin list, the market tickers and the fiat
 * rates (the markets, trade, buy and account pages read them through this index).
 */
export { useFiatList, useFiatPerUsdt } from './fiat';
export { findMarket, useMarkets } from './markets';
// The coin directory (issue 39): /price, /price/{coin}, /crypto-market-data and home's markets.
export { useCoinDirectory, type DirectoryEntry } from './directory';
export { pageWindow, paginate, searchCoins, sortCoins, type SortDirection, type SortKey } from './directoryView';
export { Sparkline } from './Sparkline';
export { useLiveQuotes } from './liveTickers';
