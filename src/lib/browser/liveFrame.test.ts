import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_INTERVAL_MS, onLiveFrame } from './liveFrame';

afterEach(() => {
  vi.useRealTimers();
});

describe('live panels repaint at a steady cadence (issue 35, section 3)', () => {
  it('runs the newest work of each owner, every owner in one flush, at most every LIVE_INTERVAL_MS', () => {
    vi.useFakeTimers();
    const book = {};
    const trades = {};
    const ran: string[] = [];
    onLiveFrame(book, () => ran.push('book0'));
    vi.advanceTimersByTime(20);
    expect(ran).toEqual(['book0']);
    // Twenty book messages and a trade within the next interval: one flush, the newest book.
    for (let i = 1; i <= 20; i++) onLiveFrame(book, () => ran.push(`book${i}`));
    onLiveFrame(trades, () => ran.push('trades'));
    vi.advanceTimersByTime(LIVE_INTERVAL_MS / 2);
    expect(ran).toEqual(['book0']);
    vi.advanceTimersByTime(LIVE_INTERVAL_MS);
    expect(ran).toEqual(['book0', 'book20', 'trades']);
  });
});
