/** The live chart in its loading and failure boundary, for every page that shows one. */
import { useLingui } from '@lingui/react/macro';
import { memo, Suspense } from 'react';
import { pricePrecisionOf } from '../../api/endpoints/chart';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { TradingChart } from './lazy';
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
 * The lazy chart in its boundary: while it loads, a placeholder; if it fails, a message.
 * Memoised: a trading screen renders with every ticker, and the chart's props do not change with it.
 */
export const ChartPanel = memo(function ChartPanel(props: TradingChartProps) {
  return (
    // SPEC section 8: a chart that fails to start is logged ('Chart init failure'); the rest of
    // the page stays usable.
    <ErrorBoundary message="Chart init failure" fallback={<ChartFallback failed />}>
      <Suspense fallback={<ChartFallback />}>
        <TradingChart {...props} />
      </Suspense>
    </ErrorBoundary>
  );
});

/** The precision the page was given, else the market's by its price (src/api/endpoints/chart.ts). */
export function precisionOf(price: number, given?: number): number {
  return given ?? pricePrecisionOf(price);
}

