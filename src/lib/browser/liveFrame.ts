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

/**
 * Which flush a piece of work joins. 'panels' (the book, the trades, the ticker: DOM) flush
 * together; 'chart' (the chart's live candle: lightweight-charts redraws every canvas of every
 * pane on its next animation frame) flushes half an interval after them, so the chart's drawing
 * and the panels' style, layout and paint land in two frames of their own. In one frame they made
 * a desk's longest tasks: 55 to 120 ms at 4x CPU, every one of the bench's tasks over 50 ms
 * (docs/performance.md, "The desk's live path").
 */
export type LiveLane = 'panels' | 'chart';

interface Lane {
  readonly queue: Map<object, () => void>;
  scheduled: boolean;
  lastFlush: number;
}

const lanes: Record<LiveLane, Lane> = {
  panels: { queue: new Map(), scheduled: false, lastFlush: Number.NEGATIVE_INFINITY },
  chart: { queue: new Map(), scheduled: false, lastFlush: Number.NEGATIVE_INFINITY },
};

function flush(lane: Lane): void {
  lane.scheduled = false;
  lane.lastFlush = Date.now();
  const work = [...lane.queue.values()];
  lane.queue.clear();
  flushSync(() => {
    for (const run of work) run();
  });
}

/**
 * When a lane's next flush may run, `now` given: at most every LIVE_INTERVAL_MS, and the chart's
 * half an interval away from the panels' (their last flush, and the next one due from it).
 */
export function nextFlushAt(lane: LiveLane, now: number, last: Record<LiveLane, number>): number {
  const earliest = Math.max(now, last[lane] + LIVE_INTERVAL_MS);
  if (lane === 'panels' || !Number.isFinite(last.panels)) return earliest;
  const half = LIVE_INTERVAL_MS / 2;
  // The panels flush at last.panels + k * interval while the market moves: the chart goes between.
  const phase = (((earliest - last.panels - half) % LIVE_INTERVAL_MS) + LIVE_INTERVAL_MS) % LIVE_INTERVAL_MS;
  return phase === 0 ? earliest : earliest + (LIVE_INTERVAL_MS - phase);
}

/**
 * Runs `run` with the next live flush of its lane, once per `owner` (a later call for the same
 * owner replaces the earlier one: an owner that must not lose messages folds them into what `run`
 * reads).
 */
export function onLiveFrame(owner: object, run: () => void, laneName: LiveLane = 'panels'): void {
  const lane = lanes[laneName];
  lane.queue.set(owner, run);
  if (lane.scheduled) return;
  lane.scheduled = true;
  const now = Date.now();
  const at = nextFlushAt(laneName, now, { panels: lanes.panels.lastFlush, chart: lanes.chart.lastFlush });
  setTimeout(() => flush(lane), at - now);
}
