/**
 * Imported for its effect by the pages that render the trading screen: the chart's code (66 KB
 * gzip) starts when the page's module runs, while the page waits for its market data, instead of
 * with the screen's first render (issue 15: chart ready 0.7 s sooner on a phone). Not in
 * TradeScreen.tsx: other features import that module through the index without showing a chart.
 *
 * In the task after the page's modules have run, not inside their evaluation: the import's
 * preload links (the chart's chunk, lightweight-charts, its CSS) were about half of that
 * evaluation's time, one long task in Lighthouse's count where two short ones do (issue 39).
 */
import { loadTradingChart } from '../../widgets/chart';

setTimeout(() => {
  void loadTradingChart().catch(() => {
    // ChartPanel's boundary reports it when the screen renders.
  });
}, 0);
