/**
 * Decorative trading-screen illustration for the hero (aria-hidden): candles drawn from a
 * fixed walk, so it shows no invented prices and renders identically on every visit.
 */
interface Candle {
  x: number;
  open: number;
  close: number;
  high: number;
  low: number;
}

const WIDTH = 440;
const CHART_TOP = 76;
const CHART_HEIGHT = 190;
const STEPS = [
  3, -2, 4, 5, -3, 2, -4, 6, 3, -2, -5, 4, 7, -3, 2, 5, -4, 3, 6, -2, 4, -3, 5, 6, -2, 3, 4,
];

function buildCandles(): Candle[] {
  const candles: Candle[] = [];
  let level = 40;
  STEPS.forEach((step, index) => {
    const open = level;
    const close = level + step;
    const wick = 2 + ((index * 7) % 5);
    candles.push({
      x: 28 + index * 14.6,
      open,
      close,
      high: Math.max(open, close) + wick,
      low: Math.min(open, close) - (wick - 1),
    });
    level = close;
  });
  return candles;
}

const CANDLES = buildCandles();
const MIN = Math.min(...CANDLES.map((c) => c.low));
const MAX = Math.max(...CANDLES.map((c) => c.high));
const y = (value: number) =>
  CHART_TOP + CHART_HEIGHT - ((value - MIN) / (MAX - MIN)) * CHART_HEIGHT;
const TREND = CANDLES.map(
  (c, i) => `${i === 0 ? 'M' : 'L'}${c.x.toFixed(1)} ${y((c.open + c.close) / 2).toFixed(1)}`,
).join(' ');

export function MarketIllustration({ className }: { className?: string }) {
  return (
    <div className={['market-art', className].filter(Boolean).join(' ')} aria-hidden="true">
      <svg viewBox={`0 0 ${WIDTH} 340`} className="market-art__svg" focusable="false">
        <circle cx="36" cy="38" r="12" className="market-art__coin" />
        <rect x="58" y="28" width="92" height="10" rx="5" className="market-art__bar-strong" />
        <rect x="58" y="44" width="56" height="8" rx="4" className="market-art__bar" />
        <rect x="328" y="30" width="84" height="20" rx="10" className="market-art__pill" />
        {[0, 1, 2, 3].map((row) => (
          <line
            key={row}
            x1="20"
            x2={WIDTH - 20}
            y1={CHART_TOP + (row * CHART_HEIGHT) / 3}
            y2={CHART_TOP + (row * CHART_HEIGHT) / 3}
            className="market-art__grid"
          />
        ))}
        <path d={TREND} className="market-art__trend" />
        {CANDLES.map((c) => {
          const up = c.close >= c.open;
          const top = y(Math.max(c.open, c.close));
          const bodyHeight = Math.max(2, Math.abs(y(c.open) - y(c.close)));
          return (
            <g key={c.x} className={up ? 'market-art__up' : 'market-art__down'}>
              <line x1={c.x} x2={c.x} y1={y(c.high)} y2={y(c.low)} />
              <rect x={c.x - 4} y={top} width="8" height={bodyHeight} rx="1.5" />
            </g>
          );
        })}
        <rect x="20" y="290" width="196" height="34" rx="8" className="market-art__buy" />
        <rect x="224" y="290" width="196" height="34" rx="8" className="market-art__sell" />
      </svg>
    </div>
  );
}
