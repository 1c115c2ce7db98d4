/**
 * The cadence of the trading page's live panels (issue 35, section 3): a busy market sends the
 * order book twenty times a second and trades ten times, and painting each of them (the book's
 * rows, the trades, a chart candle) kept a desk's main thread busy most of the time under a 4x
 * throttled CPU. Messages are still parsed as they come, but their work reaches the screen at most
 * every LIVE_INTERVAL_MS, every topic in the same flush: five repaints a second, as an exchange's
 * order book ticks (docs/performance.md, "Under a live market").
 *
 * A flush is one task, and every React update in it is committed there, in one render
 * (`flushSync`): the next frame paints the book, the trades, the ticker and the chart's candle
 * together. (Flushing in an animation frame painted twice per flush: React rendered the updates
 * in a task of its own after that frame, which the next frame painted, and lightweight-charts,
 * asked to draw from inside an animation frame, drew in the frame after; a third of a desk's
 * frames were such repaints.)
 */
import { flushSync } from 'react-dom';

export const LIVE_INTERVAL_MS = 200;

const queue = new Map<object, () => void>();
let scheduled = false;
let lastFlush = Number.NEGATIVE_INFINITY;

function flush(): void {
  scheduled = false;
  lastFlush = Date.now();
  const work = [...queue.values()];
  queue.clear();
  flushSync(() => {
    for (const run of work) run();
  });
}

/**
 * Runs `run` with the next live flush, once per `owner` (a later call for the same owner replaces
 * the earlier one: an owner that must not lose messages folds them into what `run` reads).
 */
export function onLiveFrame(owner: object, run: () => void): void {
  queue.set(owner, run);
  if (scheduled) return;
  scheduled = true;
  setTimeout(flush, Math.max(0, lastFlush + LIVE_INTERVAL_MS - Date.now()));
}
