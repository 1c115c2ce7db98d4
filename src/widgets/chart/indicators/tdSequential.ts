/**
 * TD Sequential (SPEC section 3: a bool to show only the counts 9 and 13).
 *
 * Conventions, bar by bar, in this order:
 * - Setups. Buy condition C[t] < C[t-4] (sell: C[t] > C[t-4]); equal closes fail both. While a
 *   setup runs, a bar meeting its condition counts on and a bar failing it voids the setup. A new
 *   setup starts at 1 only after a price flip: buy when C[t-1] > C[t-5] (sell: C[t-1] < C[t-5]).
 *   At 9 it completes and stops (no 10, 11).
 * - A completed buy setup cancels a running sell countdown and starts (or restarts, if one runs)
 *   a buy countdown at 0; sell mirrors.
 * - Countdowns, tested on the same bar that started them: a buy countdown counts bars with
 *   C[t] <= L[t-2] (sell: C[t] >= H[t-2]) and remembers the close of count 8; count 13 also needs
 *   L[t] <= that close (sell: H[t] >= it), otherwise the bar is deferred (shows nothing) and later
 *   bars are tried; after 13 nothing counts until the next completed setup on that side.
 * Each bar gets { setupBuy, setupSell, countdownBuy, countdownSell }: the number shown, 0 where
 * none. `marks` lists every 9 (setup) and 13 (countdown), by index. With `onlyNineAndThirteen`
 * the per-bar numbers other than 9 and 13 are 0 (what the chart draws); marks are the same.
 *
 * Streaming: the state after the last committed bar is kept, so a tick on the last bar recomputes
 * that bar alone from it (O(1)).
 */
import { check, TD_SEQUENTIAL_DEFAULTS, tdSequentialProblems, type TdSequentialInputs } from './inputs';
import type { Bar, Streaming } from './types';

export interface TdBar {
  setupBuy: number;
  setupSell: number;
  countdownBuy: number;
  countdownSell: number;
}

export interface TdMark {
  index: number;
  side: 'buy' | 'sell';
  kind: 'setup' | 'countdown';
  count: 9 | 13;
}

export interface TdSequentialResult {
  bars: TdBar[];
  marks: TdMark[];
}

/**
 * The marks a bar's values make (each 9 and 13), setups before countdowns, buy before sell: what
 * a streaming consumer draws for the bar `push` or `update` just returned.
 */
export function marksOf(index: number, bar: TdBar): TdMark[] {
  const marks: TdMark[] = [];
  if (bar.setupBuy === 9) marks.push({ index, side: 'buy', kind: 'setup', count: 9 });
  if (bar.setupSell === 9) marks.push({ index, side: 'sell', kind: 'setup', count: 9 });
  if (bar.countdownBuy === 13) marks.push({ index, side: 'buy', kind: 'countdown', count: 13 });
  if (bar.countdownSell === 13) marks.push({ index, side: 'sell', kind: 'countdown', count: 13 });
  return marks;
}

interface Side {
  /** Running setup count (0: none running). */
  setup: number;
  /** Countdown: active, its count, the close of count 8. */
  countdownActive: boolean;
  countdown: number;
  close8: number;
}

interface State {
  buy: Side;
  sell: Side;
}

const freshSide = (): Side => ({ setup: 0, countdownActive: false, countdown: 0, close8: Number.NaN });
const copy = (s: State): State => ({ buy: { ...s.buy }, sell: { ...s.sell } });

/** One bar: the state after it, from the state before it and the bars up to it. */
function step(before: State, closes: readonly number[], highs: readonly number[], lows: readonly number[], t: number): { after: State; bar: TdBar } {
  const s = copy(before);
  const bar: TdBar = { setupBuy: 0, setupSell: 0, countdownBuy: 0, countdownSell: 0 };
  const c = closes[t]!;

  // Setups.
  const buyCond = t >= 4 && c < closes[t - 4]!;
  const sellCond = t >= 4 && c > closes[t - 4]!;
  let buyCompleted = false;
  let sellCompleted = false;
  for (const side of ['buy', 'sell'] as const) {
    const state = s[side];
    const cond = side === 'buy' ? buyCond : sellCond;
    const flip = t >= 5 && (side === 'buy' ? closes[t - 1]! > closes[t - 5]! : closes[t - 1]! < closes[t - 5]!);
    if (state.setup > 0) state.setup = cond ? state.setup + 1 : 0;
    else if (cond && flip) state.setup = 1;
    if (state.setup > 0) {
      if (side === 'buy') bar.setupBuy = state.setup;
      else bar.setupSell = state.setup;
    }
    if (state.setup === 9) {
      state.setup = 0; // completed: stops
      if (side === 'buy') buyCompleted = true;
      else sellCompleted = true;
    }
  }
  if (buyCompleted) {
    s.sell.countdownActive = false;
    s.sell.countdown = 0;
    s.buy = { ...s.buy, countdownActive: true, countdown: 0, close8: Number.NaN };
  }
  if (sellCompleted) {
    s.buy.countdownActive = false;
    s.buy.countdown = 0;
    s.sell = { ...s.sell, countdownActive: true, countdown: 0, close8: Number.NaN };
  }

  // Countdowns.
  for (const side of ['buy', 'sell'] as const) {
    const state = s[side];
    if (!state.countdownActive || t < 2) continue;
    const qualifies = side === 'buy' ? c <= lows[t - 2]! : c >= highs[t - 2]!;
    if (!qualifies) continue;
    if (state.countdown === 12) {
      const thirteen = side === 'buy' ? lows[t]! <= state.close8 : highs[t]! >= state.close8;
      if (!thirteen) continue; // deferred
      state.countdown = 13;
      state.countdownActive = false;
    } else {
      state.countdown += 1;
      if (state.countdown === 8) state.close8 = c;
    }
    if (side === 'buy') bar.countdownBuy = state.countdown;
    else bar.countdownSell = state.countdown;
  }
  return { after: s, bar };
}

function onlyNineAndThirteen(bar: TdBar): TdBar {
  return {
    setupBuy: bar.setupBuy === 9 ? 9 : 0,
    setupSell: bar.setupSell === 9 ? 9 : 0,
    countdownBuy: bar.countdownBuy === 13 ? 13 : 0,
    countdownSell: bar.countdownSell === 13 ? 13 : 0,
  };
}

export function createTdSequential(inputs: TdSequentialInputs = TD_SEQUENTIAL_DEFAULTS): Streaming<TdBar> {
  const { onlyNineAndThirteen: only } = check(inputs, tdSequentialProblems(inputs));
  const closes: number[] = [];
  const highs: number[] = [];
  const lows: number[] = [];
  let before: State = { buy: freshSide(), sell: freshSide() };
  let after: State | null = null;

  const run = (): TdBar => {
    const t = closes.length - 1;
    const result = step(before, closes, highs, lows, t);
    after = result.after;
    return only ? onlyNineAndThirteen(result.bar) : result.bar;
  };

  return {
    push(bar) {
      if (after !== null) before = after; // the previous bar is final
      closes.push(bar.close);
      highs.push(bar.high);
      lows.push(bar.low);
      return run();
    },
    update(bar) {
      if (after === null) throw new Error('update() before the first push()');
      const t = closes.length - 1;
      closes[t] = bar.close;
      highs[t] = bar.high;
      lows[t] = bar.low;
      return run();
    },
  };
}

/** TD Sequential over bars in time order. */
export function tdSequential(bars: readonly Bar[], inputs: TdSequentialInputs = TD_SEQUENTIAL_DEFAULTS): TdSequentialResult {
  const stream = createTdSequential(inputs);
  const out: TdSequentialResult = { bars: [], marks: [] };
  bars.forEach((bar, index) => {
    const values = stream.push(bar);
    out.bars.push(values);
    out.marks.push(...marksOf(index, values));
  });
  return out;
}
