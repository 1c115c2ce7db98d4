import { lazy } from 'react';

/** The chart's code (lightweight-charts and ours, 66 KB gzip), for a page to start early. */
export const loadTradingChart = () => import('./TradingChart');
export const TradingChart = lazy(loadTradingChart);
