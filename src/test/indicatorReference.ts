/**
 * An independent reference for the indicator tests: written from the conventions alone, plainly
 * (whole windows recomputed, one pass per quantity, countdowns in a second pass), sharing no code
 * with the module under test. Slow on purpose.
 */
import type { Bar } from '../widgets/chart/indicators';

type Src = 'open' | 'high' | 'low' | 'close' | 'hl2' | 'hlc3' | 'ohlc4';

export function refKdj(bars: readonly Bar[], n: number, m1: number, m2: number) {
  const k: (number | null)[] = [];
  const d: (number | null)[] = [];
  const j: (number | null)[] = [];
  let prevK = 50;
  let prevD = 50;
  for (let t = 0; t < bars.length; t++) {
    if (t < n - 1) {
      k.push(null);
      d.push(null);
      j.push(null);
      continue;
    }
    const window = bars.slice(t - n + 1, t + 1);
    const hhv = Math.max(...window.map((b) => b.high));
    const llv = Math.min(...window.map((b) => b.low));
    const rsv = hhv === llv ? 50 : ((bars[t]!.close - llv) / (hhv - llv)) * 100;
    const kt = (prevK * (m1 - 1) + rsv) / m1;
    const dt = (prevD * (m2 - 1) + kt) / m2;
    k.push(kt);
    d.push(dt);
    j.push(3 * kt - 2 * dt);
    prevK = kt;
    prevD = dt;
  }
  return { k, d, j };
}

function pick(bar: Bar, source: Src): number {
  const { open: o, high: h, low: l, close: c } = bar;
  return { open: o, high: h, low: l, close: c, hl2: (h + l) / 2, hlc3: (h + l + c) / 3, ohlc4: (o + h + l + c) / 4 }[source];
}

/** EMA of the defined values of xs (nulls before them), seeded by the mean of the first n. */
function refEma(xs: readonly (number | null)[], n: number): (number | null)[] {
  const out: (number | null)[] = xs.map(() => null);
  const first = xs.findIndex((x) => x !== null);
  if (first === -1) return out;
  const seedAt = first + n - 1;
  if (seedAt >= xs.length) return out;
  let sum = 0;
  for (let i = first; i <= seedAt; i++) sum += xs[i]!;
  let ema = sum / n;
  out[seedAt] = ema;
  for (let i = seedAt + 1; i < xs.length; i++) {
    ema = (2 / (n + 1)) * xs[i]! + (1 - 2 / (n + 1)) * ema;
    out[i] = ema;
  }
  return out;
}

export function refGateMacd(bars: readonly Bar[], fast: number, slow: number, signal: number, source: Src) {
  const src = bars.map((b) => pick(b, source));
  const f = refEma(src, fast);
  const s = refEma(src, slow);
  const dif = bars.map((_, i) => (f[i] === null || s[i] === null ? null : f[i]! - s[i]!));
  const dea = refEma(dif, signal);
  const hist = dif.map((x, i) => (x === null || dea[i] === null ? null : x - dea[i]!));
  return { dif, dea, hist };
}

export function refTd(bars: readonly Bar[]) {
  const C = bars.map((b) => b.close);
  const H = bars.map((b) => b.high);
  const L = bars.map((b) => b.low);
  const setupBuy = bars.map(() => 0);
  const setupSell = bars.map(() => 0);
  const completedBuy = new Set<number>();
  const completedSell = new Set<number>();
  // Pass 1: setups, each side on its own.
  for (const side of ['buy', 'sell'] as const) {
    let count = 0;
    for (let t = 0; t < bars.length; t++) {
      const cond = t >= 4 && (side === 'buy' ? C[t]! < C[t - 4]! : C[t]! > C[t - 4]!);
      const flip = t >= 5 && (side === 'buy' ? C[t - 1]! > C[t - 5]! : C[t - 1]! < C[t - 5]!);
      if (count > 0) count = cond ? count + 1 : 0;
      else count = cond && flip ? 1 : 0;
      (side === 'buy' ? setupBuy : setupSell)[t] = count;
      if (count === 9) {
        (side === 'buy' ? completedBuy : completedSell).add(t);
        count = 0;
      }
    }
  }
  // Pass 2: countdowns, each side started by its completions and cancelled by the other side's.
  const countdownBuy = bars.map(() => 0);
  const countdownSell = bars.map(() => 0);
  for (const side of ['buy', 'sell'] as const) {
    const own = side === 'buy' ? completedBuy : completedSell;
    const other = side === 'buy' ? completedSell : completedBuy;
    let active = false;
    let count = 0;
    let close8 = 0;
    for (let t = 0; t < bars.length; t++) {
      if (other.has(t)) active = false;
      if (own.has(t)) {
        active = true;
        count = 0;
      }
      if (!active || t < 2) continue;
      const ok = side === 'buy' ? C[t]! <= L[t - 2]! : C[t]! >= H[t - 2]!;
      if (!ok) continue;
      if (count === 12) {
        if (side === 'buy' ? L[t]! > close8 : H[t]! < close8) continue;
        count = 13;
        active = false;
      } else {
        count += 1;
        if (count === 8) close8 = C[t]!;
      }
      (side === 'buy' ? countdownBuy : countdownSell)[t] = count;
    }
  }
  return bars.map((_, t) => ({ setupBuy: setupBuy[t]!, setupSell: setupSell[t]!, countdownBuy: countdownBuy[t]!, countdownSell: countdownSell[t]! }));
}

/** A deterministic PRNG (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Realistic bars: a random walk with long trends, flat stretches (open = high = low = close, so
 * HHV = LLV), repeated closes, and gaps in time (a missing hour now and then).
 */
export function realisticBars(count: number, seed = 1): Bar[] {
  const rnd = random(seed);
  const bars: Bar[] = [];
  let price = 30_000;
  let time = 1_700_000_000;
  let drift = 0;
  let flat = 0;
  for (let i = 0; i < count; i++) {
    time += rnd() < 0.03 ? 3600 * (2 + Math.floor(rnd() * 5)) : 3600;
    if (rnd() < 0.02) drift = (rnd() - 0.5) * 0.004; // a new trend, up or down, for a while
    if (flat === 0 && rnd() < 0.01) flat = 5 + Math.floor(rnd() * 20);
    if (flat > 0) {
      flat -= 1;
      bars.push({ time, open: price, high: price, low: price, close: price, volume: 0 });
      continue;
    }
    const open = price;
    const close = rnd() < 0.05 ? open : Math.round(open * (1 + drift + (rnd() - 0.5) * 0.01) * 100) / 100;
    const high = Math.max(open, close) * (1 + rnd() * 0.003);
    const low = Math.min(open, close) * (1 - rnd() * 0.003);
    bars.push({ time, open, high, low, close, volume: Math.round(rnd() * 1000) });
    price = close;
  }
  return bars;
}
