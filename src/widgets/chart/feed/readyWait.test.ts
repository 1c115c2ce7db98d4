import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { READY_WAIT, waitForChartReady } from './readyWait';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the chart-ready wait (SPEC section 4)', () => {
  it('has SPEC constants: 30 s timeout, 500 ms polls, 50 tries, after 1.5 s', () => {
    expect(READY_WAIT).toEqual({ delayMs: 1500, intervalMs: 500, tries: 50, timeoutMs: 30_000 });
  });

  it('resolves at once for a ready chart', async () => {
    await expect(waitForChartReady(() => true)).resolves.toBe(true);
  });

  it('first polls after 1.5 s, then every 500 ms', async () => {
    let checks = 0;
    let ready = false;
    const done = waitForChartReady(() => (checks++, ready), { log: vi.fn() });
    expect(checks).toBe(1);
    await vi.advanceTimersByTimeAsync(1499);
    expect(checks).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(checks).toBe(2);
    await vi.advanceTimersByTimeAsync(500);
    expect(checks).toBe(3);
    ready = true;
    await vi.advanceTimersByTimeAsync(500);
    await expect(done).resolves.toBe(true);
  });

  it("gives up after 50 tries and logs 'Chart ready timeout'", async () => {
    const log = vi.fn();
    let checks = 0;
    const done = waitForChartReady(() => (checks++, false), { log });
    await vi.advanceTimersByTimeAsync(1500 + 49 * 500);
    await expect(done).resolves.toBe(false);
    expect(checks).toBe(1 + 50);
    expect(log).toHaveBeenCalledExactlyOnceWith('Chart ready timeout');
  });

  it('never waits past 30 s, even with slower polls', async () => {
    const log = vi.fn();
    const done = waitForChartReady(() => false, { log, intervalMs: 5000 });
    await vi.advanceTimersByTimeAsync(30_000);
    await expect(done).resolves.toBe(false);
    expect(log).toHaveBeenCalledExactlyOnceWith('Chart ready timeout');
  });

  it('an aborted wait resolves false without logging', async () => {
    const log = vi.fn();
    const controller = new AbortController();
    const done = waitForChartReady(() => false, { log, signal: controller.signal });
    controller.abort();
    await expect(done).resolves.toBe(false);
    expect(log).not.toHaveBeenCalled();
  });
});
