/**
 * The trading chart (SPEC sections 3, 4, 9): lightweight-charts on live data. Pages import the
 * panel holding the lazy component in its boundary (or start its code early with
 * loadTradingChart), so the charting library loads only where a chart shows.
 */
export { loadTradingChart } from './lazy';
export { ChartPanel, precisionOf } from './ChartPanel';
export { PerformanceChart } from './PerformanceChart';
export { ORDER_TYPE, SIDE, type PositionLine } from './orderTypes';
export { layoutKey, PHONE_QUERY } from './layoutStore';
