/** The live chart in its loading and failure boundary, for every page that shows one. */
import { useLingui } from '@lingui/react/macro';
import { memo, useEffect, useState } from 'react';
import { pricePrecisionOf } from '../../api/endpoints/chart';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { loadedTradingChart, loadTradingChart } from './lazy';
import type { TradingChartProps } from './TradingChart';
import './chartSlot.css';

function ChartFallback({ failed = false }: { failed?: boolean }) {
  const { t } = useLingui();
  return (
    <div className="chart-slot" role="status" aria-label={failed ? t`The chart could not be loaded. Prices and trading below still work.` : t`Loading chart`} data-testid="chart-fallback">
      {failed && <p className="chart-slot__message">{t`The chart could not be loaded. Prices and trading below still work.`}</p>}
    </div>
  );
}

/**
 * The chart once its code is in (at once if it already is: the trading pages start it with their
 * own module), the placeholder until then. Not React.lazy under Suspense: React holds back the
 * commit that reveals a suspended boundary's content until 300 ms after its fallback was shown,
 * and the chart's code usually came within that window, so the chart mounted (and asked for its
 * layout and bars) up to 0.3 s after it could have (issue 39: 200-290 ms on a phone). A state
 * update when the code comes commits at once.
 */
function LoadedChart(props: TradingChartProps) {
  const [Chart, setChart] = useState(loadedTradingChart);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (Chart) return;
    let live = true;
    void loadTradingChart().then(
      (component) => live && setChart(() => component),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [Chart]);
  // The boundary around logs it and shows the failure (as it did for the lazy component).
  if (failure) throw failure.error;
  return Chart ? <Chart {...props} /> : <ChartFallback />;
}

/**
 * The chart in its boundary: while its code loads, a placeholder; if it fails, a message.
 * Memoised: a trading screen renders with every ticker, and the chart's props do not change with it.
 */
export const ChartPanel = memo(function ChartPanel(props: TradingChartProps) {
  return (
    // SPEC section 8: a chart that fails to start is logged ('Chart init failure'); the rest of
    // the page stays usable.
    <ErrorBoundary message="Chart init failure" fallback={<ChartFallback failed />}>
      <LoadedChart {...props} />
    </ErrorBoundary>
  );
});

/** The precision the page was given, else the market's by its price (src/api/endpoints/chart.ts). */
export function precisionOf(price: number, given?: number): number {
  return given ?? pricePrecisionOf(price);
}

