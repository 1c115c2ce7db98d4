/**
 * The trading chart (SPEC sections 3, 4, 9): lightweight-charts on live data. Pages import the
 * lazy component, so the charting library loads only where a chart shows.
 */
import { lazy } from 'react';

export const TradingChart = lazy(() => import('./TradingChart'));
export type { TradingChartProps } from './TradingChart';
export { ORDER_TYPE, SIDE, type PositionLine } from './orderTypes';
export { layoutKey } from './layoutStore';
