/**
 * GATE_MACD (SPEC section 3: fastLength 12, slowLength 26, signalLength 9, each 1 to 50; source
 * open, high, low, close, hl2, hlc3 or ohlc4).
 *
 * Conventions: EMA(x, n) has alpha 2 / (n + 1) and is seeded with the simple mean of the first n
 * values, placed on the n-th. DIF = EMA(src, fast) - EMA(src, slow), defined from index
 * max(fast, slow) - 1 (slow - 1 with the usual fast < slow). DEA = EMA(DIF, signal), seeded the
 * same way over the first `signal` DIF values. hist = DIF - DEA. Null where not yet defined.
 *
 * Streaming: each EMA keeps its value after the last committed bar (or its running seed sum), so
 * a tick on the last bar recomputes from there in O(1).
 */
import { check, GATE_MACD_DEFAULTS, gateMacdProblems, type GateMacdInputs, type Source } from './inputs';
import type { Bar, Streaming } from './types';

export interface GateMacdValue {
  dif: number | null;
  dea: number | null;
  hist: number | null;
}

export interface GateMacdSeries {
  dif: (number | null)[];
  dea: (number | null)[];
  hist: (number | null)[];
}

export function sourceOf(bar: Bar, source: Source): number {
  switch (source) {
    case 'open':
      return bar.open;
    case 'high':
      return bar.high;
    case 'low':
      return bar.low;
    case 'close':
      return bar.close;
    case 'hl2':
      return (bar.high + bar.low) / 2;
    case 'hlc3':
      return (bar.high + bar.low + bar.close) / 3;
    case 'ohlc4':
      return (bar.open + bar.high + bar.low + bar.close) / 4;
  }
}

/**
 * An EMA fed one value per bar, whose last value may be revised: `next(x)` for a new value,
 * `revise(x)` for the last one. Returns null until n values have come.
 */
class StreamingEma {
  private readonly alpha: number;
  /** After the committed values (all but the last): how many, their sum while seeding, the EMA. */
  private committed = 0;
  private seedSum = 0;
  private emaBefore: number | null = null;
  private last: number | null = null;
  private lastValue: number | null = null;

  constructor(private readonly n: number) {
    this.alpha = 2 / (n + 1);
  }

  next(x: number): number | null {
    if (this.last !== null) {
      // The previous value is final: fold it into the committed state.
      this.committed += 1;
      if (this.committed <= this.n) this.seedSum += this.last;
      this.emaBefore = this.lastValue;
    }
    return this.revise(x);
  }

  revise(x: number): number | null {
    this.last = x;
    const count = this.committed + 1;
    if (count < this.n) this.lastValue = null;
    else if (count === this.n) this.lastValue = (this.seedSum + x) / this.n;
    else this.lastValue = this.emaBefore! + this.alpha * (x - this.emaBefore!);
    return this.lastValue;
  }
}

export function createGateMacd(inputs: GateMacdInputs = GATE_MACD_DEFAULTS): Streaming<GateMacdValue> {
  const { fastLength, slowLength, signalLength, source } = check(inputs, gateMacdProblems(inputs));
  const fast = new StreamingEma(fastLength);
  const slow = new StreamingEma(slowLength);
  const signal = new StreamingEma(signalLength);
  // Whether the last bar's DIF was fed to the signal EMA (DIF values before it are not).
  let lastFedSignal = false;

  const combine = (f: number | null, s: number | null, isNew: boolean): GateMacdValue => {
    if (f === null || s === null) {
      lastFedSignal = false;
      return { dif: null, dea: null, hist: null };
    }
    const dif = f - s;
    const dea = isNew || !lastFedSignal ? signal.next(dif) : signal.revise(dif);
    lastFedSignal = true;
    return { dif, dea, hist: dea === null ? null : dif - dea };
  };

  let started = false;
  return {
    push(bar) {
      started = true;
      const x = sourceOf(bar, source);
      return combine(fast.next(x), slow.next(x), true);
    },
    update(bar) {
      if (!started) throw new Error('update() before the first push()');
      const x = sourceOf(bar, source);
      return combine(fast.revise(x), slow.revise(x), false);
    },
  };
}

/** GATE_MACD over bars in time order; every array aligned to the bars. */
export function gateMacd(bars: readonly Bar[], inputs: GateMacdInputs = GATE_MACD_DEFAULTS): GateMacdSeries {
  const stream = createGateMacd(inputs);
  const out: GateMacdSeries = { dif: [], dea: [], hist: [] };
  for (const bar of bars) {
    const v = stream.push(bar);
    out.dif.push(v.dif);
    out.dea.push(v.dea);
    out.hist.push(v.hist);
  }
  return out;
}
