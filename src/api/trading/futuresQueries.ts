/**
 * TanStack Query options and mutations for futures and transfers (./futures, docs/futures.md).
 * The futures page, the transfer panel and the account read these, and the private stream's
 * futures channel (../stream/futuresStream) writes pushed snapshots into the account entry, so the
 * mark, PnL and balances follow the backend without polling.
 *
 * Keys live under ['api', 'user', 'futures'] (dropped with the session); the contracts, public,
 * under ['api', 'futures', 'contracts'].
 */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Gate } from '../queries';
import { tradingKeys } from './queries';
import { invalidateMoney } from './money/queries';
import { invalidateWallet } from './walletQueries';
import {
  cancelFuturesOrder,
  fetchFuturesAccount,
  fetchFuturesContracts,
  fetchFuturesFundingHistory,
  fetchFuturesOpenOrders,
  fetchFuturesOrderHistory,
  fetchFuturesPositionHistory,
  placeFuturesOrder,
  transferFunds,
  type FuturesOrderParams,
  type FuturesPageParams,
  type TransferParams,
} from './futures';

const ALL = ['api', 'user', 'futures'] as const;

export const futuresKeys = {
  all: ALL,
  contracts: ['api', 'futures', 'contracts'] as const,
  account: [...ALL, 'account'] as const,
  openOrders: (symbol = '') => [...ALL, 'openOrders', symbol] as const,
  lists: [...ALL, 'list'] as const,
  list: (kind: 'orders' | 'positions' | 'funding', p: FuturesPageParams) => [...ALL, 'list', kind, p.symbol ?? '', p.page, p.limit] as const,
};

/** Every contract's rules, mark and funding; refreshed every few seconds for the ticker's mark and funding. */
export const futuresContractsQuery = () =>
  queryOptions({
    queryKey: futuresKeys.contracts,
    queryFn: ({ signal }) => fetchFuturesContracts({ signal }),
    staleTime: 2_000,
    refetchInterval: 5_000,
  });

export const futuresAccountQuery = ({ enabled = true }: Gate = {}) =>
  queryOptions({
    queryKey: futuresKeys.account,
    queryFn: ({ signal }) => fetchFuturesAccount({ signal }),
    enabled,
    staleTime: 30_000,
  });

export const futuresOpenOrdersQuery = (symbol: string, { enabled = true }: Gate = {}) =>
  queryOptions({
    queryKey: futuresKeys.openOrders(symbol),
    queryFn: ({ signal }) => fetchFuturesOpenOrders({ symbol: symbol === '' ? undefined : symbol, signal }),
    enabled,
    staleTime: 30_000,
  });

export const futuresOrderHistoryQuery = (params: FuturesPageParams, { enabled = true }: Gate = {}) =>
  queryOptions({ queryKey: futuresKeys.list('orders', params), queryFn: ({ signal }) => fetchFuturesOrderHistory({ ...params, signal }), enabled, staleTime: 30_000 });

export const futuresPositionHistoryQuery = (params: FuturesPageParams, { enabled = true }: Gate = {}) =>
  queryOptions({ queryKey: futuresKeys.list('positions', params), queryFn: ({ signal }) => fetchFuturesPositionHistory({ ...params, signal }), enabled, staleTime: 30_000 });

export const futuresFundingHistoryQuery = (params: FuturesPageParams, { enabled = true }: Gate = {}) =>
  queryOptions({ queryKey: futuresKeys.list('funding', params), queryFn: ({ signal }) => fetchFuturesFundingHistory({ ...params, signal }), enabled, staleTime: 30_000 });

/** The futures account, its lists and the spot balances (a transfer moves both) refetch. */
export function invalidateFutures(client: QueryClient): Promise<void> {
  return Promise.all([client.invalidateQueries({ queryKey: ALL }), client.invalidateQueries({ queryKey: tradingKeys.balances })]).then(() => undefined);
}

export const placeFuturesOrderMutation = () =>
  mutationOptions({
    mutationKey: ['api', 'futuresPlaceOrder'],
    mutationFn: (params: FuturesOrderParams) => placeFuturesOrder(params),
    onSettled: (_r, _e, _v, _m, context) => invalidateFutures(context.client),
  });

export const cancelFuturesOrderMutation = () =>
  mutationOptions({
    mutationKey: ['api', 'futuresCancelOrder'],
    mutationFn: (params: { id: string }) => cancelFuturesOrder(params),
    onSettled: (_r, _e, _v, _m, context) => invalidateFutures(context.client),
  });

/**
 * A transfer between any two of the user's accounts (docs/accounts.md); every balance on screen
 * refetches after it: futures, spot, the earn and copy accounts, the sub-accounts and the totals.
 */
export const transferMutation = () =>
  mutationOptions({
    mutationKey: ['api', 'walletTransfer'],
    mutationFn: (params: TransferParams) => transferFunds(params),
    onSettled: (_r, _e, _v, _m, context) => Promise.all([invalidateFutures(context.client), invalidateMoney(context.client), invalidateWallet(context.client)]).then(() => undefined),
  });
