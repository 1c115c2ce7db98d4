/** A static picture of a series (a lead trader's returns), until the copy-trading data comes from the backend (issue 13). Markets use the live chart (ChartPanel). */
import { useLingui } from '@lingui/react/macro';
import './chartSlot.css';

/** A deterministic walk of candles from a seed, so the slot shows the market's shape. */
function candles(seed: string, count: number): { open: number; close: number; high: number; low: number }[] {
  let state = 0;
  for (const char of seed) state = (state * 33 + char.charCodeAt(0)) >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const out = [];
  let level = 50;
  for (let i = 0; i < count; i++) {
    const open = level;
    const close = Math.max(8, Math.min(92, level + (next() - 0.48) * 9));
    const high = Math.max(open, close) + next() * 4;
    const low = Math.min(open, close) - next() * 4;
    out.push({ open, close, high, low });
    level = close;
  }
  return out;
}

/**
 * Where the trading chart goes (a later issue builds it with lightweight-charts). Until then a
 * static picture of the market, labelled for assistive technology as the chart it stands for.
 */
export function ChartSlot({ symbol, resolution = '60' }: { symbol: string; resolution?: string }) {
  const { t } = useLingui();
  const bars = candles(`${symbol}:${resolution}`, 48);
  const width = 480;
  const step = width / bars.length;
  const top = Math.max(...bars.map((bar) => bar.high));
  const bottom = Math.min(...bars.map((bar) => bar.low));
  const span = Math.max(1, top - bottom);
  // Fit the walk to the box with a margin above and below.
  const y = (v: number) => 188 - ((v - bottom) / span) * 176;
  return (
    <div className="chart-slot" role="img" aria-label={t`Price chart for ${symbol}`} data-testid="chart-slot" data-resolution={resolution}>
      <svg viewBox={`0 0 ${width} 200`} preserveAspectRatio="none" className="chart-slot__svg" aria-hidden="true" focusable="false">
        {[40, 80, 120, 160].map((line) => (
          <line key={line} x1="0" x2={width} y1={line} y2={line} className="chart-slot__grid" />
        ))}
        {bars.map((bar, index) => {
          const x = index * step + step / 2;
          const up = bar.close >= bar.open;
          return (
            <g key={index} className={up ? 'rise' : 'fall'}>
              <line x1={x} x2={x} y1={y(bar.high)} y2={y(bar.low)} className="chart-slot__wick" />
              <rect x={x - step * 0.3} width={step * 0.6} y={y(Math.max(bar.open, bar.close))} height={Math.max(1, Math.abs(y(bar.open) - y(bar.close)))} className="chart-slot__body" />
            </g>
          );
        })}
      </svg>
    </div>
  );
}
