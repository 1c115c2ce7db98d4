/** @vitest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useAtomValue } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { streamHandlers as handlers } from '../../../../test/fakeStream';
import { cleanupRendered, renderWithProviders } from '../../../../test/renderWithProviders';
import { bookPickAtom } from './bookPick';
import { OrderBook } from './OrderBook';

// The market stream, fed by the test: one handler set per channel.
vi.mock('../../../../api/stream/stream', async () => (await import('../../../../test/fakeStream')).fakeStreamModule);

afterEach(() => {
  cleanupRendered();
  handlers.clear();
});

const push = (asks: [number, number][], bids: [number, number][]) =>
  act(() => handlers.get('book')?.onMessage?.({ symbol: 'BTC_USDT', asks: asks.map(([price, amount]) => ({ price, amount })), bids: bids.map(([price, amount]) => ({ price, amount })) }));

function Picked() {
  const pick = useAtomValue(bookPickAtom);
  return <output data-testid="picked">{pick ? `${pick.side} ${pick.price}` : ''}</output>;
}

describe('the order book (issue 35: drawn on a canvas, its levels buttons)', () => {
  it('gives each level a button named by its price, amount and total, the best ask above the best bid; a click picks its price', async () => {
    await renderWithProviders(
      <>
        <OrderBook streamUrl="wss://stream.test/v4/ws/spot" symbol="BTC_USDT" base="BTC" quote="USDT" price={100.05} change={0.01} precision={2} />
        <Picked />
      </>,
    );
    const book = screen.getByTestId('order-book');
    expect(book.getAttribute('data-live')).toBe('false');
    await waitFor(() => expect(handlers.has('book')).toBe(true));
    push(
      [
        [100.1, 1],
        [100.2, 2],
      ],
      [
        [100, 0.5],
        [99.9, 1.5],
      ],
    );
    await waitFor(() => expect(book.getAttribute('data-live')).toBe('true'));
    const asks = within(screen.getByTestId('book-asks')).getAllByRole('button');
    const bids = within(screen.getByTestId('book-bids')).getAllByRole('button');
    // Asks: the farthest on top, the best just above the spread; totals run from the best level.
    expect(asks.map((b) => b.getAttribute('aria-label'))).toEqual(['100.20 2.0000 3.0000', '100.10 1.0000 1.0000']);
    expect(bids.map((b) => b.getAttribute('aria-label'))).toEqual(['100.00 0.5000 0.5000', '99.90 1.5000 2.0000']);
    expect(bids[1]!.dataset.price).toBe('99.90');
    // The rest of a side is placeholders: the book keeps its height.
    expect(screen.getByTestId('book-asks').querySelectorAll('.trade-book__row--placeholder')).toHaveLength(8);
    // The figures are painted, not text: the canvas is hidden from assistive technology.
    expect(screen.getByTestId('book-asks').querySelector('canvas')?.getAttribute('aria-hidden')).toBe('true');
    // jsdom has no OffscreenCanvas: each side draws on the main thread (the worker's fallback).
    expect([...book.querySelectorAll('canvas')].map((canvas) => canvas.dataset.paint)).toEqual(['main', 'main']);

    fireEvent.click(bids[1]!);
    expect(screen.getByTestId('picked').textContent).toBe('bid 99.90');
    expect(book.dataset.picked).toBe('99.90');
    expect(bids[1]!.getAttribute('aria-pressed')).toBe('true');

    // A new book renames the buttons in place.
    push([[100.3, 4]], [[100.05, 1]]);
    await waitFor(() => expect(within(screen.getByTestId('book-asks')).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['100.30 4.0000 4.0000']));
  });

  it('keeps a tiny price whole in the name and the tooltip, its zero run counted (SPEC section 5)', async () => {
    await renderWithProviders(<OrderBook streamUrl="wss://stream.test/v4/ws/alpha" symbol="PXP_USDT" base="PXP" quote="USDT" price={0.000000008712} change={0} precision={12} />);
    await waitFor(() => expect(handlers.has('book')).toBe(true));
    push([[0.000000008713, 1000]], [[0.000000008712, 2000]]);
    const bid = await waitFor(() => within(screen.getByTestId('book-bids')).getByRole('button'));
    expect(bid.getAttribute('aria-label')).toBe('0.000000008712 2,000.00 2,000.00');
    expect(bid.title).toBe('0.000000008712');
    expect(bid.dataset.zeroRun).toBe('8');
  });
});
