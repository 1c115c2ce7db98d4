/**
 * /price/{coin}'s price chart (issue 39): a lightweight-charts area series over the backend's
 * history, in the page's theme and rise/fall colours and its locale's numbers. Its own chunk
 * (with the library), loaded only where the chart shows, as src/widgets/chart does.
 */
import { useEffect, useRef } from 'react';
import { AreaSeries, ColorType, createChart, type IChartApi, type ISeriesApi, type UTCTimestamp } from 'lightweight-charts';
import type { CoinHistoryPoint } from '../../api';

/** The page's colour tokens (src/ui/styles/tokens.css) as they stand for the current theme. */
function token(name: string, fallback: string): string {
  const value = getComputedStyle(document.body).getPropertyValue(name).trim();
  return value || fallback;
}

function withAlpha(colour: string, alpha: number): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour)?.[1];
  if (!hex) return colour;
  const n = Number.parseInt(hex, 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

export default function CoinAreaChart({
  points,
  rising,
  theme,
  formatPrice,
  locale,
}: {
  points: readonly CoinHistoryPoint[];
  rising: boolean;
  /** Re-reads the colours when the theme changes. */
  theme: string;
  formatPrice: (price: number) => string;
  locale: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<'Area'> | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const created = createChart(element, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: 'transparent' }, attributionLogo: false },
      rightPriceScale: { borderVisible: false },
      timeScale: { borderVisible: false, timeVisible: true },
      handleScroll: false,
      handleScale: false,
      crosshair: { horzLine: { visible: true }, vertLine: { visible: true } },
    });
    chart.current = created;
    series.current = created.addSeries(AreaSeries, { lineWidth: 2, priceLineVisible: false });
    return () => {
      created.remove();
      chart.current = null;
      series.current = null;
    };
  }, []);

  // Colours and number format follow the theme, the trend and the locale.
  useEffect(() => {
    const line = rising ? token('--up', '#16a34a') : token('--down', '#dc2626');
    chart.current?.applyOptions({
      layout: { textColor: token('--text-muted', '#6b7280') },
      grid: { vertLines: { visible: false }, horzLines: { color: token('--chart-grid', 'rgba(128,128,128,0.15)') } },
      localization: { locale, priceFormatter: formatPrice },
    });
    series.current?.applyOptions({ lineColor: line, topColor: withAlpha(line, 0.28), bottomColor: withAlpha(line, 0.02) });
  }, [rising, theme, formatPrice, locale]);

  useEffect(() => {
    series.current?.setData(points.map((point) => ({ time: point.t as UTCTimestamp, value: point.p })));
    chart.current?.timeScale().fitContent();
  }, [points]);

  // A chart reads left to right (time) in every language: the library lays itself out in LTR.
  return <div ref={box} dir="ltr" className="coin-chart__canvas" data-testid="coin-area-chart" data-points={points.length} />;
}
