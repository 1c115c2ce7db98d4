/**
 * Trading (SPEC section 2, trading routes): spot, margin, futures, delivery, options, convert,
 * alpha, pilot, pre-market, ETF and strategy bots. Other features use the chart slot through this
 * index; routes import the pages.
 */
export { ChartSlot } from './ChartSlot';
