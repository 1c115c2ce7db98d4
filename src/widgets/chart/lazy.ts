import type { ComponentType } from 'react';
import type { TradingChartProps } from './TradingChart';

type ChartComponent = ComponentType<TradingChartProps>;
let loaded: ChartComponent | null = null;
let loading: Promise<ChartComponent> | null = null;

/**
 * The chart's code (lightweight-charts and ours, 66 KB gzip), for a page to start early. One load
 * for all callers; a failed one is tried again by the next caller.
 */
export function loadTradingChart(): Promise<ChartComponent> {
  loading ??= import('./TradingChart').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The chart's component if its code has come (no render has to wait for it then). */
export function loadedTradingChart(): ChartComponent | null {
  return loaded;
}
