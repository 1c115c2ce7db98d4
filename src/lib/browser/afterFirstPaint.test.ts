import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module per test: its state is per page view. */
async function fresh() {
  vi.resetModules();
  return import('./afterFirstPaint');
}

/**
 * Whether `promise` has settled once every timer due in the next 100 ms has run and every
 * microtask they queue has drained: on the fake clock, so the answer does not depend on how busy
 * the machine is (a 20 ms real-time window here once saw a zero-delay timer not yet run). 100 ms
 * is far below the module's own bounds (500 ms, 1.5 s, 5 s), so a wait the module should keep is
 * never run out by this check.
 */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(100);
  return done;
}

describe('afterFirstPaint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves at once where there is no paint timing (jsdom)', async () => {
    const { afterFirstPaint, firstPaintDone } = await fresh();
    expect(await settled(afterFirstPaint())).toBe(true);
    expect(firstPaintDone()).toBe(true);
  });

  it('waits for what boot holds it for (a first page painted as a skeleton)', async () => {
    const { afterFirstPaint, firstPaintDone, holdAfterFirstPaint } = await fresh();
    let pageRendered!: () => void;
    holdAfterFirstPaint(new Promise<void>((resolve) => (pageRendered = resolve)));
    const after = afterFirstPaint();
    expect(await settled(after)).toBe(false);
    expect(firstPaintDone()).toBe(false);
    pageRendered();
    expect(await settled(after)).toBe(true);
    expect(firstPaintDone()).toBe(true);
  });

  it('the first contentful paint itself does not wait for the hold', async () => {
    const { afterFirstPaint, firstContentfulPaint, holdAfterFirstPaint } = await fresh();
    holdAfterFirstPaint(new Promise<void>(() => undefined));
    expect(await settled(firstContentfulPaint())).toBe(true);
    expect(await settled(afterFirstPaint())).toBe(false);
  });

  it('a page whose code never comes holds the work at most 5 s', async () => {
    const { afterFirstPaint, holdAfterFirstPaint } = await fresh();
    holdAfterFirstPaint(new Promise<void>(() => undefined));
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(4900);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(done).toBe(true);
  });

  describe('largestPaintRecorded', () => {
    afterEach(() => vi.unstubAllGlobals());

    /** A PerformanceObserver that reports `entries` when `emit` is called. */
    function stubObserver(types: string[]) {
      let callback: ((list: { getEntries(): unknown[] }) => void) | null = null;
      const disconnect = vi.fn();
      class Observer {
        static supportedEntryTypes = types;
        constructor(cb: (list: { getEntries(): unknown[] }) => void) {
          callback = cb;
        }
        observe() {}
        disconnect = disconnect;
      }
      vi.stubGlobal('PerformanceObserver', Observer);
      return { emit: () => callback?.({ getEntries: () => [{ startTime: 120 }] }), disconnect };
    }

    it('waits for the first largest-contentful-paint entry', async () => {
      const observer = stubObserver(['paint', 'largest-contentful-paint']);
      const { largestPaintRecorded } = await fresh();
      const recorded = largestPaintRecorded();
      expect(await settled(recorded)).toBe(false);
      observer.emit();
      expect(await settled(recorded)).toBe(true);
      expect(observer.disconnect).toHaveBeenCalled();
    });

    it('waits 500 ms at most, and not at all where LCP is not observable', async () => {
      stubObserver(['paint', 'largest-contentful-paint']);
      const { largestPaintRecorded } = await fresh();
      let done = false;
      void largestPaintRecorded().then(() => (done = true));
      await vi.advanceTimersByTimeAsync(450);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(100);
      expect(done).toBe(true);
      stubObserver(['paint']);
      expect(await settled((await fresh()).largestPaintRecorded())).toBe(true);
    });
  });
});
