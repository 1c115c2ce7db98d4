/**
 * The cadence of the trading page's live panels (issue 35, section 3): a busy market sends the
 * order book twenty times a second and trades ten times, and painting each of them (the book's
 * rows, the trades, a chart candle) kept a desk's main thread busy most of the time under a 4x
 * throttled CPU. Messages are still parsed as they come, but their work reaches the screen at most
 * every LIVE_INTERVAL_MS, every topic in the same animation frame: five repaints a second, as an
 * exchange's order book ticks (docs/performance.md, "Under a live market").
 */
export const LIVE_INTERVAL_MS = 200;

const queue = new Map<object, () => void>();
let scheduled = false;
let lastFlush = Number.NEGATIVE_INFINITY;

function flush(): void {
  scheduled = false;
  lastFlush = Date.now();
  const work = [...queue.values()];
  queue.clear();
  for (const run of work) run();
}

function nextFrame(): void {
  // Hidden tabs get no frames: a timer stands in so updates still land.
  if (typeof requestAnimationFrame === 'function' && typeof document !== 'undefined' && document.visibilityState !== 'hidden') requestAnimationFrame(flush);
  else setTimeout(flush, 16);
}

/**
 * Runs `run` with the next live flush, once per `owner` (a later call for the same owner replaces
 * the earlier one: an owner that must not lose messages folds them into what `run` reads).
 */
export function onLiveFrame(owner: object, run: () => void): void {
  queue.set(owner, run);
  if (scheduled) return;
  scheduled = true;
  const wait = lastFlush + LIVE_INTERVAL_MS - Date.now();
  if (wait > 0) setTimeout(nextFrame, wait);
  else nextFrame();
}
