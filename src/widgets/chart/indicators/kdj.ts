/**
 * KDJ (SPEC section 3: inputs n, m1, m2, integers 1 to 2000, defaults 9, 3, 3).
 *
 * Conventions: RSV = 100 (C - LLV(L, n)) / (HHV(H, n) - LLV(L, n)) over the last n bars including
 * this one, and 50 when HHV = LLV. K and D start from 50 before the first RSV;
 * K = ((m1 - 1) K' + RSV) / m1, D = ((m2 - 1) D' + K) / m2, J = 3K - 2D. Defined from index n - 1
 * (null before).
 *
 * Streaming: the highest high and lowest low of the window come from two monotonic deques over
 * the committed bars (every bar but the last) plus the last bar itself, so a tick that revises
 * the last bar costs O(1) and a new bar O(1) amortised.
 */
import { check, KDJ_DEFAULTS, kdjProblems, type KdjInputs } from './inputs';
import type { Bar, Streaming } from './types';

export interface KdjValue {
  k: number | null;
  d: number | null;
  j: number | null;
}

export interface KdjSeries {
  k: (number | null)[];
  d: (number | null)[];
  j: (number | null)[];
}

/** A deque of indexes whose values are monotonic (max: decreasing, min: increasing). */
class MonotonicDeque {
  private items: number[] = [];
  private head = 0;
  constructor(private readonly better: (a: number, b: number) => boolean) {}
  push(index: number, values: readonly number[]): void {
    while (this.items.length > this.head && !this.better(values[this.items[this.items.length - 1]!]!, values[index]!)) this.items.pop();
    this.items.push(index);
  }
  evictBefore(index: number): void {
    while (this.head < this.items.length && this.items[this.head]! < index) this.head += 1;
    if (this.head > 1024 && this.head * 2 > this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
  }
  front(): number | undefined {
    return this.head < this.items.length ? this.items[this.head] : undefined;
  }
}

export function createKdj(inputs: KdjInputs = KDJ_DEFAULTS): Streaming<KdjValue> {
  const { n, m1, m2 } = check(inputs, kdjProblems(inputs));
  const highs: number[] = [];
  const lows: number[] = [];
  // Committed bars (all but the last) feed the deques; the last bar is kept apart.
  const maxHighs = new MonotonicDeque((a, b) => a > b);
  const minLows = new MonotonicDeque((a, b) => a < b);
  let last: Bar | null = null;
  let count = 0;
  // K and D after the last committed bar (50 before the first RSV).
  let kBefore = 50;
  let dBefore = 50;
  let kLast = 50;
  let dLast = 50;

  const valueOfLast = (): KdjValue => {
    const bar = last!;
    const index = count - 1;
    if (index < n - 1) return { k: null, d: null, j: null };
    const start = index - n + 1;
    maxHighs.evictBefore(start);
    minLows.evictBefore(start);
    const hiIndex = maxHighs.front();
    const loIndex = minLows.front();
    const hhv = hiIndex === undefined ? bar.high : Math.max(highs[hiIndex]!, bar.high);
    const llv = loIndex === undefined ? bar.low : Math.min(lows[loIndex]!, bar.low);
    const rsv = hhv === llv ? 50 : (100 * (bar.close - llv)) / (hhv - llv);
    kLast = ((m1 - 1) * kBefore + rsv) / m1;
    dLast = ((m2 - 1) * dBefore + kLast) / m2;
    return { k: kLast, d: dLast, j: 3 * kLast - 2 * dLast };
  };

  return {
    push(bar) {
      if (last !== null) {
        // The previous last bar is final now: into the deques, and its K and D become the base.
        const index = count - 1;
        highs[index] = last.high;
        lows[index] = last.low;
        maxHighs.push(index, highs);
        minLows.push(index, lows);
        if (index >= n - 1) {
          kBefore = kLast;
          dBefore = dLast;
        }
      }
      last = bar;
      count += 1;
      return valueOfLast();
    },
    update(bar) {
      if (last === null) throw new Error('update() before the first push()');
      last = bar;
      return valueOfLast();
    },
  };
}

/** KDJ over bars in time order; every array aligned to the bars, null before index n - 1. */
export function kdj(bars: readonly Bar[], inputs: KdjInputs = KDJ_DEFAULTS): KdjSeries {
  const stream = createKdj(inputs);
  const out: KdjSeries = { k: [], d: [], j: [] };
  for (const bar of bars) {
    const v = stream.push(bar);
    out.k.push(v.k);
    out.d.push(v.d);
    out.j.push(v.j);
  }
  return out;
}
