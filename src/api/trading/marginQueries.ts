/**
 * TanStack Query options and mutations for isolated margin (./margin, docs/margin.md). The
 * margin tab's account panel, dialogs, order form and lists read these; the private stream's
 * margin channel (../stream/marginStream) writes pushed accounts into the account entry, so the
 * margin level and the liquidation price follow the backend without polling.
 *
 * Keys live under ['api', 'user', 'margin'] (dropped with the session).
 */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Gate } from '../queries';
import type { PageParams, PlaceOrderParams } from './endpoints';
import { borrowMargin, cancelMarginOrder, fetchMarginAccount, fetchMarginHistory, fetchMarginOpenOrders, fetchMarginOrderHistory, placeMarginOrder, repayMargin, transferMargin, type MarginMoveParams, type MarginTransferParams } from './margin';
import { tradingKeys } from './queries';

const ALL = ['api', 'user', 'margin'] as const;

export const marginKeys = {
  all: ALL,
  account: (symbol: string) => [...ALL, 'account', symbol] as const,
  lists: [...ALL, 'list'] as const,
  openOrders: (symbol: string) => [...ALL, 'list', 'open', symbol] as const,
  orderHistory: (p: PageParams) => [...ALL, 'list', 'orders', p.symbol ?? '', p.side ?? '', p.page, p.limit] as const,
  history: (p: PageParams) => [...ALL, 'list', 'history', p.symbol ?? '', p.page, p.limit] as const,
};

export const marginAccountQuery = (symbol: string, { enabled = true }: Gate = {}) =>
  queryOptions({
    queryKey: marginKeys.account(symbol),
    queryFn: ({ signal }) => fetchMarginAccount({ symbol, signal }),
    enabled,
    staleTime: 30_000,
  });

export const marginOpenOrdersQuery = (symbol: string, { enabled = true }: Gate = {}) =>
  queryOptions({ queryKey: marginKeys.openOrders(symbol), queryFn: ({ signal }) => fetchMarginOpenOrders({ symbol, signal }), enabled, staleTime: 30_000 });

export const marginOrderHistoryQuery = (params: PageParams, { enabled = true }: Gate = {}) =>
  queryOptions({ queryKey: marginKeys.orderHistory(params), queryFn: ({ signal }) => fetchMarginOrderHistory({ ...params, signal }), enabled, staleTime: 30_000 });

export const marginHistoryQuery = (params: PageParams, { enabled = true }: Gate = {}) =>
  queryOptions({ queryKey: marginKeys.history(params), queryFn: ({ signal }) => fetchMarginHistory({ ...params, signal }), enabled, staleTime: 30_000 });

/** The margin accounts and lists, and the spot balances (a transfer moves both), refetch. */
export function invalidateMargin(client: QueryClient): Promise<void> {
  return Promise.all([client.invalidateQueries({ queryKey: ALL }), client.invalidateQueries({ queryKey: tradingKeys.balances })]).then(() => undefined);
}

const settled = { onSettled: (_r: unknown, _e: unknown, _v: unknown, _m: unknown, context: { client: QueryClient }) => invalidateMargin(context.client) };

export const marginTransferMutation = () => mutationOptions({ mutationKey: ['api', 'marginTransfer'], mutationFn: (p: MarginTransferParams) => transferMargin(p), ...settled });
export const marginBorrowMutation = () => mutationOptions({ mutationKey: ['api', 'marginBorrow'], mutationFn: (p: MarginMoveParams) => borrowMargin(p), ...settled });
export const marginRepayMutation = () => mutationOptions({ mutationKey: ['api', 'marginRepay'], mutationFn: (p: MarginMoveParams) => repayMargin(p), ...settled });
export const placeMarginOrderMutation = () => mutationOptions({ mutationKey: ['api', 'marginPlaceOrder'], mutationFn: (p: PlaceOrderParams) => placeMarginOrder(p), ...settled });
export const cancelMarginOrderMutation = () => mutationOptions({ mutationKey: ['api', 'marginCancelOrder'], mutationFn: (p: { id: string }) => cancelMarginOrder(p), ...settled });
