/**
 * The user's private updates (docs/trading-api.md: channels orders, fills and balances, symbol
 * '*') on the market stream, written into the trading queries' cache (../trading/queries), so the
 * form's "Available", Open orders and /myaccount follow the account without polling:
 *
 * - balances: replace the account when the pushed seq is newer than the cached one (an older
 *   message, overtaken by a REST answer, is dropped);
 * - orders: an open order is put into (or updated in) every cached open-orders list it belongs
 *   to, a finished one is taken out; the order history refetches;
 * - fills: the caller's `onFill` (a toast) and the trade history refetches;
 * - after a reconnect (`onResync`) the account and the lists refetch from REST, as the chart
 *   does for its bars.
 */
import { useEffect, useRef } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiResult } from '../client';
import { isOpenStatus, type SpotAccount, type SpotBalance, type SpotFill, type SpotOrder } from '../trading/endpoints';
import { useQueryClient } from '../hooks';
import { marketStream, PRIVATE_SYMBOL, type MarketStream, type PrivateChannel } from './stream';
import { invalidateTrading, tradingKeys } from '../trading/queries';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The order of a pushed payload, if it looks like one. */
function orderOf(payload: Record<string, unknown>): SpotOrder | null {
  const order = payload.order;
  return isRecord(order) && typeof order.id === 'string' && typeof order.symbol === 'string' && typeof order.status === 'string' ? (order as unknown as SpotOrder) : null;
}

function fillOf(payload: Record<string, unknown>): SpotFill | null {
  const fill = payload.fill;
  return isRecord(fill) && typeof fill.id === 'string' && typeof fill.order_id === 'string' ? (fill as unknown as SpotFill) : null;
}

function accountOf(payload: Record<string, unknown>): SpotAccount | null {
  const { list, seq } = payload;
  if (!Array.isArray(list) || typeof seq !== 'number') return null;
  const ok = list.every((b) => isRecord(b) && typeof b.currency === 'string' && typeof b.available === 'string' && typeof b.locked === 'string');
  return ok ? { list: list as SpotBalance[], seq } : null;
}

/** Pushed balances into the account entry, unless the cached seq is as new or newer. */
export function applyBalances(client: QueryClient, account: SpotAccount): void {
  client.setQueryData<ApiResult<SpotAccount>>(tradingKeys.balances, (old) =>
    old !== undefined && old.ok && old.data.seq >= account.seq ? old : { ok: true, data: account },
  );
}

/** A pushed order into every cached open-orders list (all pairs, or its pair), or out of them once finished. */
export function applyOrder(client: QueryClient, order: SpotOrder): void {
  for (const [key, old] of client.getQueriesData<ApiResult<readonly SpotOrder[]>>({ queryKey: tradingKeys.openOrdersAll })) {
    if (old === undefined) continue;
    const symbol = key[4];
    if (symbol !== '' && symbol !== order.symbol) continue;
    const rest = old.data.filter((o) => o.id !== order.id);
    const list = isOpenStatus(order.status) ? [order, ...rest].sort((a, b) => b.create_time - a.create_time) : rest;
    client.setQueryData<ApiResult<readonly SpotOrder[]>>(key, { ok: true, data: list });
  }
}

const CHANNELS: readonly PrivateChannel[] = ['orders', 'fills', 'balances'];

export interface PrivateTradingOptions {
  /** A fill of the user's order (for a toast). */
  readonly onFill?: (fill: SpotFill) => void;
  /** Tests inject a stream. */
  readonly stream?: MarketStream;
}

/**
 * Subscribes the three private channels and keeps the cache in step; returns the unsubscribe
 * function. `streamUrl` is the site's market stream.
 */
export function subscribePrivateTrading(client: QueryClient, stream: MarketStream, onFill: (fill: SpotFill) => void): () => void {
  let resyncing = false;
  const resync = () => {
    // Three topics resync together after a reconnect: refetch once.
    if (resyncing) return;
    resyncing = true;
    queueMicrotask(() => {
      resyncing = false;
      void invalidateTrading(client);
    });
  };
  const handle = (channel: PrivateChannel, payload: Record<string, unknown>) => {
    if (channel === 'balances') {
      const account = accountOf(payload);
      if (account) applyBalances(client, account);
    } else if (channel === 'orders') {
      const order = orderOf(payload);
      if (!order) return;
      applyOrder(client, order);
      void client.invalidateQueries({ queryKey: tradingKeys.orderHistoryAll });
    } else {
      const fill = fillOf(payload);
      if (!fill) return;
      onFill(fill);
      void client.invalidateQueries({ queryKey: tradingKeys.myTradesAll });
    }
  };
  const offs = CHANNELS.map((channel) =>
    stream.subscribe({ channel, symbol: PRIVATE_SYMBOL }, { onMessage: (payload) => handle(channel, payload), onResync: resync }),
  );
  return () => {
    for (const off of offs) off();
  };
}

/**
 * While `enabled` (logged in, on a page that shows the account), the private channels of the
 * site's stream feed the trading queries; `onFill` is called for each fill of the user's orders.
 */
export function usePrivateTrading(streamUrl: string | null, enabled: boolean, options: PrivateTradingOptions = {}): void {
  const client = useQueryClient();
  const onFill = useRef(options.onFill);
  useEffect(() => {
    onFill.current = options.onFill;
  });
  const injected = options.stream;
  useEffect(() => {
    if (!enabled || streamUrl === null) return;
    return subscribePrivateTrading(client, injected ?? marketStream(streamUrl), (fill) => onFill.current?.(fill));
  }, [client, enabled, streamUrl, injected]);
}
