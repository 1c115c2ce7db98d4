/** @vitest-environment jsdom */
import { act, createElement, useState } from 'react';
import { createRoot } from 'react-dom/client';
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
});
