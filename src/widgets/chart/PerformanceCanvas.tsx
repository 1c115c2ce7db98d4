/**
 * A lead trader's record drawn by lightweight-charts (issue 36): an area series of the backend's
 * points (cumulative ROI in percent, or PnL in USDT) with a price axis, a time axis with dates,
 * the locale's number format and the theme's colours. Loaded lazily (./PerformanceChart).
 */
import { AreaSeries, createChart, type IChartApi, type ISeriesApi, type UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { useRiseFall, useTheme } from '../../theme/theme';
import { useLocale } from '../../i18n/useLocale';
import { chartPalette } from './theme/palette';

export interface PerformancePoint {
  /** ms since the epoch. */
  readonly time: number;
  readonly value: number;
}

export default function PerformanceCanvas({ points, format, label }: { points: readonly PerformancePoint[]; format: (value: number) => string; label: string }) {
  const locale = useLocale();
  const { theme } = useTheme();
  const { convention } = useRiseFall(locale);
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<'Area'> | null>(null);

  useEffect(() => {
    const container = box.current;
    if (!container) return;
    const api = createChart(container, {
      autoSize: true,
      localization: { locale },
      timeScale: { borderVisible: false, fixLeftEdge: true, fixRightEdge: true, timeVisible: true },
      rightPriceScale: { borderVisible: false },
      layout: { attributionLogo: false, fontSize: 11 },
      handleScroll: false,
      handleScale: false,
    });
    chart.current = api;
    series.current = api.addSeries(AreaSeries, { lineWidth: 2, priceLineVisible: false });
    return () => {
      api.remove();
      chart.current = null;
      series.current = null;
    };
  }, [locale]);

  // The axis prints values as the page does (percent or USDT, the locale's digits).
  useEffect(() => {
    chart.current?.applyOptions({ localization: { locale, priceFormatter: format } });
  }, [format, locale]);

  useEffect(() => {
    const palette = chartPalette(theme, convention);
    const last = points.at(-1)?.value ?? 0;
    const colour = last >= 0 ? palette.up : palette.down;
    chart.current?.applyOptions({
      layout: { background: { color: palette.background }, textColor: palette.text },
      grid: { vertLines: { color: palette.grid }, horzLines: { color: palette.grid } },
      crosshair: { vertLine: { color: palette.crosshair }, horzLine: { color: palette.crosshair } },
    });
    series.current?.applyOptions({ lineColor: colour, topColor: last >= 0 ? palette.upSoft : palette.downSoft, bottomColor: 'rgba(0, 0, 0, 0)' });
    series.current?.setData(points.map((p) => ({ time: Math.floor(p.time / 1000) as UTCTimestamp, value: p.value })));
    chart.current?.timeScale().fitContent();
  }, [points, theme, convention]);

  return <div ref={box} className="performance-chart__canvas" role="img" aria-label={label} data-testid="performance-chart" data-points={points.length} />;
}
