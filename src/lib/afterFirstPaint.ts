/**
 * Work the first paint does not need (the policy engine, the footer, the document head, the
 * shell's effects...) starts after it, so that a phone's first paint waits only for what it shows
 * (issue 15). Resolves once the browser reports the first contentful paint (a `paint` performance
 * entry), then yields a task; where it never will (a hidden tab), after a timeout instead, and at
 * once where there is no paint timing at all (jsdom).
 */
let painted: Promise<void> | null = null;
let done = false;

const FALLBACK_MS = 1500;

export function afterFirstPaint(): Promise<void> {
  painted ??= new Promise<void>((resolve) => {
    let observer: PerformanceObserver | undefined;
    const finish = () => {
      if (done) return;
      done = true;
      observer?.disconnect();
      clearTimeout(fallback);
      setTimeout(resolve, 0);
    };
    // Where paint timing does not exist (jsdom, old engines), nothing is worth waiting for.
    const paintTiming = typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
    const fallback = setTimeout(finish, paintTiming ? FALLBACK_MS : 0);
    if (!paintTiming) return;
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) finish();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing here: the timeout decides.
    }
  });
  return painted;
}

/** Whether the first paint is behind us (a component mounted later renders at once). */
export function firstPaintDone(): boolean {
  return done;
}
