/**
 * Trading (SPEC section 2, trading routes): spot, margin, futures, delivery, options, convert,
 * alpha, pilot, pre-market, ETF and strategy bots. Other features use the chart slot through this
 * index; routes import the pages.
 */
export { ChartSlot } from './ChartSlot';
/** The live chart in its loading and failure boundary, for pages beyond the trading screen. */
export { ChartPanel, precisionOf } from './TradeScreen';
/** The on-chain token listings (the mocked backend's chart lists them too, until issue 13 moves them to the backend). */
export type { OnchainToken } from './onchain';
