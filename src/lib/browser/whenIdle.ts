/**
 * Runs `work` when the browser is idle (`requestIdleCallback`, at the latest `timeout` ms later),
 * for what a page does not need right away: the pages part of the catalog, Intl's data, the
 * device fingerprint, third-party scripts, the chatroom's prefetch. Where the browser has no idle
 * callbacks (Safari), after `fallbackMs`, or not at all when no fallback is given (the caller has
 * its own). Returns a function that cancels the work if it has not run.
 */
export function whenIdle(work: () => void, options: { timeout: number; fallbackMs?: number }): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => work(), { timeout: options.timeout });
    return () => cancelIdleCallback(id);
  }
  if (options.fallbackMs === undefined) return () => undefined;
  const id = setTimeout(work, options.fallbackMs);
  return () => clearTimeout(id);
}
