/**
 * The trading chart (SPEC sections 3, 4, 9): lightweight-charts on live data. Pages import the
 * lazy component (or the panel holding it in its boundary), so the charting library loads only
 * where a chart shows.
 */
export { loadTradingChart, TradingChart } from './lazy';
export type { TradingChartProps } from './TradingChart';
export { ChartPanel, precisionOf } from './ChartPanel';
export { ChartSlot } from './ChartSlot';
export { ORDER_TYPE, SIDE, type PositionLine } from './orderTypes';
export { layoutKey } from './layoutStore';
