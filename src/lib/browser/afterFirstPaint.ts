/**
 * Work the first paint does not need (the policy engine, the footer, the document head, the
 * shell's effects...) starts after it, so that a phone's first paint waits only for what it shows
 * (issue 15). Resolves once the browser reports the first contentful paint (a `paint` performance
 * entry) and whatever boot asked to wait for (`holdAfterFirstPaint`) has painted too, then yields
 * a task; where there will be no paint (a hidden tab), after a timeout instead, and at once where
 * there is no paint timing at all (jsdom).
 */
let contentful: Promise<void> | null = null;
let painted: Promise<void> | null = null;
let done = false;
let hold: Promise<unknown> | null = null;

const FALLBACK_MS = 1500;
/** The longest a hold may delay the work behind it (a first page whose code never comes). */
const HOLD_MAX_MS = 5000;

/**
 * Boot: a first page painted as a shell with a skeleton (src/app/boot.tsx) counts as painted once
 * the page itself has rendered (`until`), so that the work waiting here does not compete with the
 * page's own code and data for a phone's bandwidth.
 */
export function holdAfterFirstPaint(until: Promise<unknown>): void {
  hold = Promise.race([until, new Promise((resolve) => setTimeout(resolve, HOLD_MAX_MS))]);
}

/**
 * Resolves once the browser reports a performance entry of `type` that `seen` accepts, or after
 * `maxMs` (a hidden tab paints nothing); at once where the type does not exist (jsdom, old
 * engines, browsers without largest-contentful-paint): nothing is worth waiting for there.
 */
function observed(type: string, maxMs: number, seen: (list: PerformanceObserverEntryList) => boolean): Promise<void> {
  return new Promise<void>((resolve) => {
    let observer: PerformanceObserver | undefined;
    const finish = () => {
      observer?.disconnect();
      clearTimeout(fallback);
      resolve();
    };
    const supported = typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes(type);
    const fallback = setTimeout(finish, supported ? maxMs : 0);
    if (!supported) return;
    try {
      observer = new PerformanceObserver((list) => {
        if (seen(list)) finish();
      });
      observer.observe({ type, buffered: true });
    } catch {
      // Not observable after all: the timeout decides.
    }
  });
}

/**
 * The first contentful paint itself, whatever boot holds: for small work that must not wait for a
 * held page's code but must not delay the first paint either (warming Intl's data, boot.tsx).
 */
export function firstContentfulPaint(): Promise<void> {
  contentful ??= observed('paint', FALLBACK_MS, (list) => list.getEntriesByName('first-contentful-paint').length > 0);
  return contentful;
}

/**
 * Resolves once the browser has recorded a largest-contentful-paint candidate (at most 500 ms
 * later; at once where LCP is not observable). Boot waits for it before React replaces a
 * prerendered page's markup: Chromium records the candidates of a paint only once that frame has
 * been presented, and forgets those whose nodes were removed meanwhile, so a fast app could turn
 * the page's largest paint (the HTML's, at its first paint) into its own commit's, later.
 * Measured in one Lighthouse run of nine on home: LCP 1.55 -> 2.04 s, the hero's text "painted"
 * at React's commit. Our own Web Vitals report the same entry.
 */
export function largestPaintRecorded(): Promise<void> {
  return observed('largest-contentful-paint', 500, (list) => list.getEntries().length > 0);
}

export function afterFirstPaint(): Promise<void> {
  painted ??= firstContentfulPaint().then(
    () =>
      new Promise<void>((resolve) => {
        if (hold === null) {
          done = true;
          setTimeout(resolve, 0);
          return;
        }
        void hold.then(() => {
          done = true;
          // The held-for render paints in the next frame; the work starts in a task after it.
          if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(resolve, 0));
          else setTimeout(resolve, 0);
        });
      }),
  );
  return painted;
}

/** Whether the first paint is behind us (a component mounted later renders at once). */
export function firstPaintDone(): boolean {
  return done;
}
