/** @vitest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { streamHandlers as handlers } from '../../../test/fakeStream';
import { cleanupRendered, renderWithProviders } from '../../../test/renderWithProviders';
import { RecentTrades } from './RecentTrades';

// The market stream, fed by the test: one handler set per channel.
vi.mock('../../../api/stream/stream', async () => (await import('../../../test/fakeStream')).fakeStreamModule);

afterEach(() => {
  cleanupRendered();
  handlers.clear();
});

let id = 0;
const trade = (price: number) => ({ id: `t${++id}`, time: Date.UTC(2026, 10, 29, 9, 0, id), price, amount: 0.5, side: 'buy' as const });
const push = (...trades: ReturnType<typeof trade>[]) => handlers.get('trades')?.onMessage?.({ symbol: 'BTC_USDT', trades });
const place = (row: Element) => (row as HTMLElement).style.getPropertyValue('--place');
const seq = (row: Element) => (row as HTMLElement).style.getPropertyValue('--seq');
const top = (list: HTMLElement) => list.querySelector<HTMLElement>('.trade-recent__track')!.style.getPropertyValue('--top');

describe('recent trades under a live market (issue 35, section 3)', () => {
  it('a new trade inserts its row and moves the track, without touching the rows already there', async () => {
    await renderWithProviders(<RecentTrades streamUrl="wss://stream.test/v4/ws/spot" symbol="BTC_USDT" base="BTC" precision={1} />);
    const list = screen.getByTestId('recent-trades-list');
    // Eight placeholder rows until the first trade: the box keeps its height.
    expect(list.querySelectorAll('.trade-book__row--placeholder')).toHaveLength(8);

    await waitFor(() => expect(handlers.has('trades')).toBe(true));
    push(trade(101), trade(100));
    await waitFor(() => expect(screen.getByTestId('recent-trades').dataset.live).toBe('true'));
    const rows = () => [...list.querySelectorAll('.trade-book__row:not(.trade-book__row--placeholder)')];
    expect(rows().map((row) => row.textContent?.slice(0, 5))).toEqual(['101.0', '100.0']);
    const [first, second] = rows();
    // Each row at its place on the tape; the track's top is the newest's: drawn top - seq rows down.
    expect([seq(first!), seq(second!)]).toEqual(['2', '1']);
    expect(top(list)).toBe('2');
    // The placeholders fill the places after the trades.
    expect([...list.querySelectorAll('.trade-book__row--placeholder')].map(place)).toEqual(['2', '3', '4', '5', '6', '7']);
    const text = first!.firstChild!.firstChild;

    push(trade(102));
    await waitFor(() => expect(rows()).toHaveLength(3));
    // The newest first, in the DOM's order too (what a screen reader reads)...
    expect(rows().map((row) => row.textContent?.slice(0, 5))).toEqual(['102.0', '101.0', '100.0']);
    // ...and the rows that were there are the same elements, with the same text nodes, one place down.
    expect(rows()[1]).toBe(first);
    expect(rows()[2]).toBe(second);
    expect(first!.firstChild!.firstChild).toBe(text);
    // Their style as it was: only the new row and the track's top are new.
    expect([seq(rows()[0]!), seq(first!), seq(second!)]).toEqual(['3', '2', '1']);
    expect(top(list)).toBe('3');
    expect(list.querySelectorAll('.trade-book__row--placeholder')).toHaveLength(5);
  });
});
