/**
 * The chart-ready wait of SPEC section 4: whatever needs a ready chart (the layout autosave, the
 * position lines, the markers) asks `waitForChartReady`. It checks at once; if the chart is not
 * ready it waits 1.5 s, then polls every 500 ms, up to 50 tries, all within 30 s. Giving up logs
 * 'Chart ready timeout' (SPEC section 8) and resolves false: the rest of the page stays usable.
 */
export const READY_WAIT = Object.freeze({ delayMs: 1500, intervalMs: 500, tries: 50, timeoutMs: 30_000 });

export interface ReadyWaitOptions {
  readonly delayMs?: number;
  readonly intervalMs?: number;
  readonly tries?: number;
  readonly timeoutMs?: number;
  readonly signal?: AbortSignal;
  /** Injected for tests (fake timers work too). */
  readonly log?: (message: string) => void;
}

export function waitForChartReady(isReady: () => boolean, options: ReadyWaitOptions = {}): Promise<boolean> {
  const { delayMs, intervalMs, tries, timeoutMs } = { ...READY_WAIT, ...options };
  const log = options.log ?? ((message: string) => console.warn(message));
  if (isReady()) return Promise.resolve(true);
  return new Promise((resolve) => {
    let done = false;
    let count = 0;
    let poll: ReturnType<typeof setTimeout> | undefined;
    const finish = (ready: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(poll);
      clearTimeout(deadline);
      options.signal?.removeEventListener('abort', abort);
      if (!ready && !options.signal?.aborted) log('Chart ready timeout');
      resolve(ready);
    };
    const abort = () => finish(false);
    const tick = () => {
      if (done) return;
      if (isReady()) return finish(true);
      if (++count >= tries) return finish(false);
      poll = setTimeout(tick, intervalMs);
    };
    const deadline = setTimeout(() => finish(isReady()), timeoutMs);
    options.signal?.addEventListener('abort', abort);
    poll = setTimeout(tick, delayMs);
  });
}
