/**
 * TanStack Query options and mutations for spot trading (./endpoints, docs/trading-api.md).
 * Every place that shows a balance, an order or a fill reads these (the trade page's form and
 * lists, /myaccount's orders and balances), so two views can never disagree; the private stream
 * (./privateStream) writes pushed balances and orders into the same cache entries.
 *
 * Keys live under ['api', 'user', 'trading'], so a login or logout (queries.ts resetSession)
 * drops them with the rest of the session; pair rules too, as their fee rates are the user's tier.
 */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  cancelAllSpotOrders,
  cancelSpotOrder,
  fetchPairRules,
  fetchSpotBalances,
  fetchSpotMyTrades,
  fetchSpotOpenOrders,
  fetchSpotOrderHistory,
  placeSpotOrder,
  ruleFor,
  type PageParams,
  type PlaceOrderParams,
} from './endpoints';
import type { Gate } from '../queries';

const ALL = ['api', 'user', 'trading'] as const;

/** Keys to read, set or invalidate; the functions without arguments match every variant. */
export const tradingKeys = {
  all: ALL,
  pairRules: [...ALL, 'pairRules'] as const,
  balances: [...ALL, 'balances'] as const,
  openOrdersAll: [...ALL, 'openOrders'] as const,
  /** symbol '' is every pair. */
  openOrders: (symbol = '') => [...ALL, 'openOrders', symbol] as const,
  orderHistoryAll: [...ALL, 'orderHistory'] as const,
  orderHistory: (p: PageParams) => [...ALL, 'orderHistory', p.symbol ?? '', p.side ?? '', p.page, p.limit] as const,
  myTradesAll: [...ALL, 'myTrades'] as const,
  myTrades: (p: PageParams) => [...ALL, 'myTrades', p.symbol ?? '', p.side ?? '', p.page, p.limit] as const,
};

/** Every pair's rules, fetched once and kept for the session (the fee tier changes rarely). */
export const pairRulesQuery = ({ enabled = true }: Gate = {}) =>
  queryOptions({
    queryKey: tradingKeys.pairRules,
    queryFn: ({ signal }) => fetchPairRules({ signal }),
    enabled,
    staleTime: 300_000,
  });

/** One pair's rule out of the same cache entry: undefined while loading or when the pair has none. */
export const pairRuleQuery = (symbol: string, gate: Gate = {}) =>
  queryOptions({
    ...pairRulesQuery(gate),
    select: (result) => ruleFor(result.data, symbol),
  });

/** The spot account. Pushed balances (the stream's, newer seq) replace it in place. */
export const spotBalancesQuery = ({ enabled = true }: Gate = {}) =>
  queryOptions({
    queryKey: tradingKeys.balances,
    queryFn: ({ signal }) => fetchSpotBalances({ signal }),
    enabled,
    staleTime: 30_000,
  });

/** Open orders, of one pair or (symbol omitted) all. */
export const spotOpenOrdersQuery = (symbol?: string, { enabled = true }: Gate = {}) =>
  queryOptions({
    queryKey: tradingKeys.openOrders(symbol),
    queryFn: ({ signal }) => fetchSpotOpenOrders({ symbol: symbol === '' ? undefined : symbol, signal }),
    enabled,
    staleTime: 30_000,
  });

export const spotOrderHistoryQuery = (params: PageParams, { enabled = true }: Gate = {}) =>
  queryOptions({
    queryKey: tradingKeys.orderHistory(params),
    queryFn: ({ signal }) => fetchSpotOrderHistory({ ...params, signal }),
    enabled,
    staleTime: 30_000,
  });

export const spotMyTradesQuery = (params: PageParams, { enabled = true }: Gate = {}) =>
  queryOptions({
    queryKey: tradingKeys.myTrades(params),
    queryFn: ({ signal }) => fetchSpotMyTrades({ ...params, signal }),
    enabled,
    staleTime: 30_000,
  });

/** Refetch the account and the three lists (not the rules): after an order call and on a stream resync. */
export function invalidateTrading(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: ALL, predicate: (query) => query.queryKey[3] !== 'pairRules' });
}

/**
 * Place an order. The result's data is the answer ({ code, message, order }) or null when the call
 * failed; a rejection (code != 0) is shown as its message says. Whatever happened, the account and
 * the lists are refetched (a timed-out call may still have placed the order).
 */
export const placeOrderMutation = () =>
  mutationOptions({
    mutationKey: ['api', 'spotPlaceOrder'],
    mutationFn: (params: PlaceOrderParams) => placeSpotOrder(params),
    onSettled: (_result, _error, _vars, _onMutate, context) => invalidateTrading(context.client),
  });

/** Cancel one order; the answer as for placing. */
export const cancelOrderMutation = () =>
  mutationOptions({
    mutationKey: ['api', 'spotCancelOrder'],
    mutationFn: (params: { id: string }) => cancelSpotOrder(params),
    onSettled: (_result, _error, _vars, _onMutate, context) => invalidateTrading(context.client),
  });

/** Cancel every open order (of one pair when symbol is given); data is the count, null on failure. */
export const cancelAllMutation = () =>
  mutationOptions({
    mutationKey: ['api', 'spotCancelAll'],
    mutationFn: (params: { symbol?: string }) => cancelAllSpotOrders(params),
    onSettled: (_result, _error, _vars, _onMutate, context) => invalidateTrading(context.client),
  });
