import { whenIdle } from '../lib/browser/whenIdle';

/**
 * The first Intl.NumberFormat a page builds loads ICU's number data: about 50 ms of a 4x-throttled
 * main thread (the first DateTimeFormat about 10 ms more), and it landed inside the render of the
 * trading page's first prices, a long task that counts against Total Blocking Time (issue 15).
 * Boot builds one of each in idle time after the first paint, while the page's code and data are
 * on their way; later formatters of any locale and options then cost well under a millisecond.
 * Two idle callbacks, so that neither becomes a long task of its own.
 */
export function warmIntl(tag: string): void {
  const idle = (work: () => void) => {
    const run = () => {
      try {
        work();
      } catch {
        // An engine without this locale's data formats with its default later: nothing to warm.
      }
    };
    whenIdle(run, { timeout: 2000, fallbackMs: 0 });
  };
  idle(() => new Intl.NumberFormat(tag).format(0));
  idle(() => new Intl.DateTimeFormat(tag).format(0));
}
