// @vitest-environment jsdom
/**
 * The private channels on a fake stream socket (docs/trading-api.md): usePrivateTrading subscribes
 * the three channels while enabled, writes pushed balances and orders into the trading queries,
 * calls onFill for fills, refetches after a reconnect, and lets go when disabled. The order
 * mutations refetch the account and the lists, not the rules.
 */
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../hooks';
import { usePrivateTrading } from './privateStream';
import { MarketStream } from './stream';
import { cancelAllMutation, cancelOrderMutation, placeOrderMutation, spotMyTradesQuery, spotOrderHistoryQuery, tradingKeys } from '../trading/queries';

class FakeSocket extends EventTarget {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: { event: string; channel: string }[] = [];
  constructor(readonly url: string) {
    super();
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as { event: string; channel: string });
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  push(channel: string, payload: object) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ event: 'update', channel, payload: { symbol: '*', ...payload } }) }));
  }
  drop() {
    this.readyState = 3;
    this.dispatchEvent(new Event('close'));
  }
}

const makeStream = () => new MarketStream('wss://ws.test/v4/ws/spot', { WebSocket: () => FakeSocket as unknown as typeof WebSocket, backoff: () => 0, warn: () => {} });

beforeEach(() => {
  FakeSocket.all = [];
  queryClient.clear();
});
afterEach(() => queryClient.clear());

describe('usePrivateTrading', () => {
  it('subscribes the private channels while enabled and keeps the cache in step', async () => {
    const stream = makeStream();
    const onFill = vi.fn();
    const { rerender, unmount } = renderHook(({ enabled }) => usePrivateTrading('wss://ws.test/v4/ws/spot', enabled, { onFill, stream }), { initialProps: { enabled: false } });
    expect(FakeSocket.all).toHaveLength(0);
    rerender({ enabled: true });
    const socket = FakeSocket.all[0]!;
    socket.open();
    expect(socket.sent.map((m) => `${m.event} ${m.channel}`)).toEqual(['subscribe orders', 'subscribe fills', 'subscribe balances']);

    queryClient.setQueryData(tradingKeys.openOrders('BTC_USDT'), { ok: true, data: [] });
    socket.push('balances', { list: [{ currency: 'USDT', available: '90', locked: '10' }], seq: 4 });
    socket.push('orders', { order: { id: 'O1', symbol: 'BTC_USDT', status: 'open', create_time: 1 } });
    const fill = { id: 'F2', order_id: 'O1', symbol: 'BTC_USDT' };
    socket.push('fills', { fill });
    expect(queryClient.getQueryData(tradingKeys.balances)).toEqual({ ok: true, data: { list: [{ currency: 'USDT', available: '90', locked: '10' }], seq: 4 } });
    expect(queryClient.getQueryData(tradingKeys.openOrders('BTC_USDT'))).toMatchObject({ data: [{ id: 'O1' }] });
    expect(onFill).toHaveBeenCalledWith(fill);

    // After a reconnect the account and the lists are refetched (marked stale), once.
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    socket.drop();
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(2));
    FakeSocket.all[1]!.open();
    await Promise.resolve();
    expect(spy.mock.calls.filter(([filters]) => filters?.queryKey === tradingKeys.all)).toHaveLength(1);

    rerender({ enabled: false });
    expect(FakeSocket.all[1]!.sent.filter((m) => m.event === 'unsubscribe')).toHaveLength(3);
    unmount();
  });
});

describe('order mutations', () => {
  it('refetch the account and the lists after an order call, not the rules', async () => {
    queryClient.setQueryData(tradingKeys.pairRules, { ok: true, data: [] });
    queryClient.setQueryData(tradingKeys.balances, { ok: true, data: { list: [], seq: 0 } });
    queryClient.setQueryData(spotOrderHistoryQuery({ page: 1, limit: 20 }).queryKey, { ok: true, data: { list: [], total: 0 } });
    queryClient.setQueryData(spotMyTradesQuery({ page: 1, limit: 20 }).queryKey, { ok: true, data: { list: [], total: 0 } });
    for (const options of [placeOrderMutation(), cancelOrderMutation(), cancelAllMutation()]) {
      expect(options.mutationKey?.[0]).toBe('api');
      await options.onSettled?.(undefined, null, undefined as never, undefined, { client: queryClient, meta: undefined });
    }
    const state = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(state(tradingKeys.pairRules)).toBe(false);
    expect(state(tradingKeys.balances)).toBe(true);
    expect(state(tradingKeys.orderHistory({ page: 1, limit: 20 }))).toBe(true);
    expect(state(tradingKeys.myTrades({ page: 1, limit: 20 }))).toBe(true);
  });
});
