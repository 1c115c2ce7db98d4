/**
 * The trading chart (SPEC sections 3, 4, 9): lightweight-charts on live data. Pages import the
 * lazy component, so the charting library loads only where a chart shows.
 */
import { lazy } from 'react';

/** The chart's code (lightweight-charts and ours, 66 KB gzip), for a page to start early. */
export const loadTradingChart = () => import('./TradingChart');
export const TradingChart = lazy(loadTradingChart);
export type { TradingChartProps } from './TradingChart';
export { ORDER_TYPE, SIDE, type PositionLine } from './orderTypes';
export { layoutKey } from './layoutStore';
