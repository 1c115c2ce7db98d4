/** @vitest-environment jsdom */
import { act, createElement, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_INTERVAL_MS, nextFlushAt, onLiveFrame } from './liveFrame';

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

  it("commits every owner's React update in the flush itself, in one render (the next frame paints them together)", () => {
    vi.useFakeTimers();
    const flags = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = flags.IS_REACT_ACT_ENVIRONMENT;
    flags.IS_REACT_ACT_ENVIRONMENT = true;
    const container = document.createElement('div');
    const root = createRoot(container);
    const setters: { book?: (v: number) => void; trades?: (v: number) => void } = {};
    let renders = 0;
    function Panels() {
      const [book, setBook] = useState(0);
      const [trades, setTrades] = useState(0);
      setters.book = setBook;
      setters.trades = setTrades;
      renders++;
      return createElement('p', null, `${book}/${trades}`);
    }
    act(() => root.render(createElement(Panels)));
    expect(container.textContent).toBe('0/0');
    renders = 0;
    // Outside act, as the stream's messages come: the DOM has them when the flush's task ends,
    // not in a task React schedules after it (which the frame between them would miss).
    flags.IS_REACT_ACT_ENVIRONMENT = false;
    onLiveFrame({}, () => setters.book?.(1));
    onLiveFrame({}, () => setters.trades?.(2));
    // (The last flush, of the test above, may be a few intervals ahead on its fake clock.)
    vi.advanceTimersByTime(LIVE_INTERVAL_MS * 3);
    expect(container.textContent).toBe('1/2');
    expect(renders).toBe(1);
    flags.IS_REACT_ACT_ENVIRONMENT = true;
    act(() => root.unmount());
    flags.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });

  it("draws the chart half an interval away from the panels' flushes: its redraw and theirs never share a frame", () => {
    const I = LIVE_INTERVAL_MS;
    const none = Number.NEGATIVE_INFINITY;
    // Nothing flushed yet: at once.
    expect(nextFlushAt('chart', 1000, { panels: none, chart: none })).toBe(1000);
    expect(nextFlushAt('panels', 1000, { panels: none, chart: none })).toBe(1000);
    // The panels flushed at 1000 (and flush again at 1000 + I): the chart goes at 1000 + I/2.
    expect(nextFlushAt('chart', 1010, { panels: 1000, chart: none })).toBe(1000 + I / 2);
    expect(nextFlushAt('chart', 1000 + I / 2, { panels: 1000, chart: none })).toBe(1000 + I / 2);
    // Just past that slot: the next one, an interval later, never on a panels' flush.
    expect(nextFlushAt('chart', 1000 + I / 2 + 1, { panels: 1000, chart: none })).toBe(1000 + I + I / 2);
    // Its own cadence holds too: at most one chart flush an interval.
    expect(nextFlushAt('chart', 1000 + I / 2 + 5, { panels: 1000, chart: 1000 + I / 2 })).toBe(1000 + I + I / 2);
    // A long-quiet panel lane still sets the phase (its flushes would come on the same grid).
    const at = nextFlushAt('chart', 50_037, { panels: 1000, chart: none });
    expect((at - 1000 - I / 2) % I).toBe(0);
    expect(at).toBeGreaterThanOrEqual(50_037);
    expect(at - 50_037).toBeLessThan(I);
    // The panels keep theirs.
    expect(nextFlushAt('panels', 1010, { panels: 1000, chart: 900 })).toBe(1000 + I);
  });

  it("runs the chart's lane in a task of its own, after the panels'", () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    vi.advanceTimersByTime(LIVE_INTERVAL_MS * 5);
    onLiveFrame({}, () => ran.push('book'));
    onLiveFrame({}, () => ran.push('candle'), 'chart');
    vi.advanceTimersByTime(LIVE_INTERVAL_MS * 3);
    expect(ran).toEqual(['book', 'candle']);
  });
});
