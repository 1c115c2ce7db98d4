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
const trade = (price: number) => ({ id: `t${++id}`, time: Date.UTC(2026, 10, 29, 9, 0, id), price, amount: 0.5, side: 'buy' as 'buy' | 'sell' });
const push = (...trades: ReturnType<typeof trade>[]) => handlers.get('trades')?.onMessage?.({ symbol: 'BTC_USDT', trades });
describe('recent trades under a live market (issue 35, section 3)', () => {
  it('names a row per trade, newest first; a new trade renames the rows in place and draws the canvas, inserting nothing', async () => {
    await renderWithProviders(<RecentTrades streamUrl="wss://stream.test/v4/ws/spot" symbol="BTC_USDT" base="BTC" precision={1} />);
    const list = screen.getByTestId('recent-trades-list');
    // Eight placeholder rows until the first trade: the box keeps its height.
    expect(list.querySelectorAll('.trade-book__row--placeholder')).toHaveLength(8);
    const placeholders = [...list.querySelectorAll('.trade-book__row--placeholder')];

    await waitFor(() => expect(handlers.has('trades')).toBe(true));
    push(trade(101), { ...trade(100), side: 'sell' as const });
    await waitFor(() => expect(screen.getByTestId('recent-trades').dataset.live).toBe('true'));
    const rows = () => screen.getAllByRole('listitem');
    const names = () => rows().map((row) => row.getAttribute('aria-label')?.split(' ').slice(0, 2).join(' '));
    // The side in words (not only a colour), then the price, amount and time.
    expect(names()).toEqual(['Buy 101.0', 'Sell 100.0']);
    expect(rows()[0]!.getAttribute('aria-label')).toMatch(/^Buy 101\.0 0\.50 \d/);
    // The two trades took the first two placeholders' places; the other six stay the same elements
    // in the same rows (kept and pushed down instead, they would be a layout shift).
    const kept = [...list.querySelectorAll('.trade-book__row--placeholder')];
    expect(kept).toHaveLength(6);
    // Identity, not likeness (toEqual would take any six empty rows).
    expect(kept.every((row, i) => row === placeholders[i + 2])).toBe(true);
    const [first, second] = rows();

    push(trade(102));
    await waitFor(() => expect(rows()).toHaveLength(3));
    // The newest first, in the DOM's order too (what a screen reader reads)...
    expect(names()).toEqual(['Buy 102.0', 'Buy 101.0', 'Sell 100.0']);
    // ...and the rows that were there are the same elements, at the same places, renamed.
    expect(rows()[0]).toBe(first);
    expect(rows()[1]).toBe(second);
    expect(list.querySelector('[role=list]')?.getAttribute('data-rows')).toBe('3');
    // The figures are painted, not text: the canvas is hidden from assistive technology.
    expect(list.querySelector('canvas')?.getAttribute('aria-hidden')).toBe('true');
  });
});
