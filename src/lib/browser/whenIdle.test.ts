import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './whenIdle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('runs the work in an idle callback with the given timeout, and cancels it', () => {
    const callbacks = new Map<number, () => void>();
    const timeouts: (number | undefined)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: { timeout?: number }) => {
      timeouts.push(options?.timeout);
      callbacks.set(callbacks.size + 1, callback);
      return callbacks.size;
    });
    vi.stubGlobal('cancelIdleCallback', (id: number) => callbacks.delete(id));
    const ran: string[] = [];
    whenIdle(() => ran.push('a'), { timeout: 3000, fallbackMs: 10 });
    const cancel = whenIdle(() => ran.push('b'), { timeout: 2000 });
    cancel();
    for (const callback of callbacks.values()) callback();
    expect(ran).toEqual(['a']);
    expect(timeouts).toEqual([3000, 2000]);
  });

  it('without idle callbacks, runs after the fallback delay, or never when there is none', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const ran: string[] = [];
    whenIdle(() => ran.push('fallback'), { timeout: 3000, fallbackMs: 1000 });
    whenIdle(() => ran.push('none'), { timeout: 3000 });
    const cancel = whenIdle(() => ran.push('cancelled'), { timeout: 3000, fallbackMs: 500 });
    cancel();
    vi.advanceTimersByTime(999);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['fallback']);
    vi.advanceTimersByTime(10_000);
    expect(ran).toEqual(['fallback']);
  });
});
