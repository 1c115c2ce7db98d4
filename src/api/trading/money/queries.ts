/**
 * TanStack Query options and mutations for convert, earn and copy trading (docs/money-api.md).
 * Keys live under ['api', 'user', 'money'] (a login or logout drops them with the session); every
 * mutation refetches the spot account (tradingKeys.balances) and the account totals, so every
 * place that shows a balance agrees after money moved.
 */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Gate } from '../../queries';
import { tradingKeys } from '../queries';
import { executeConvertQuote, fetchConvertHistory, requestConvertQuote } from './convert';
import { claimEarn, fetchEarnAccount, redeemEarn, subscribeEarn, type SubscribeParams } from './earn';
import { fetchCopyAccounts, fetchTraderPerformance, startCopying, stopCopying, type PerformanceDays, type StartCopyParams } from './copytrading';

const ALL = ['api', 'user', 'money'] as const;

export const moneyKeys = {
  all: ALL,
  convertHistory: [...ALL, 'convertHistory'] as const,
  earnAccount: [...ALL, 'earnAccount'] as const,
  copyAccounts: [...ALL, 'copyAccounts'] as const,
  traderPerformance: (id: string, days: PerformanceDays) => ['api', 'public', 'traderPerformance', id, days] as const,
};

export const convertHistoryQuery = ({ enabled = true }: Gate = {}) =>
  queryOptions({ queryKey: moneyKeys.convertHistory, queryFn: ({ signal }) => fetchConvertHistory({ signal }), enabled, staleTime: 30_000 });

/** Positions move with the demo clock (interest each earn day): refetched every 10 s while shown. */
export const earnAccountQuery = ({ enabled = true }: Gate = {}) =>
  queryOptions({ queryKey: moneyKeys.earnAccount, queryFn: ({ signal }) => fetchEarnAccount({ signal }), enabled, staleTime: 5_000, refetchInterval: 10_000 });

/** Copied positions follow the mark: refetched every 5 s while shown. */
export const copyAccountsQuery = ({ enabled = true }: Gate = {}) =>
  queryOptions({ queryKey: moneyKeys.copyAccounts, queryFn: ({ signal }) => fetchCopyAccounts({ signal }), enabled, staleTime: 2_000, refetchInterval: 5_000 });

export const traderPerformanceQuery = (traderId: string, days: PerformanceDays) =>
  queryOptions({ queryKey: moneyKeys.traderPerformance(traderId, days), queryFn: ({ signal }) => fetchTraderPerformance({ trader_id: traderId, days, signal }), staleTime: 60_000 });

/** After money moved: the money lists, the spot account, the overview's totals and the pools' totals staked. */
export function invalidateMoney(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: ALL }),
    client.invalidateQueries({ queryKey: tradingKeys.balances }),
    client.invalidateQueries({ predicate: (q) => q.queryKey.includes('totalFunds') }),
    client.invalidateQueries({ predicate: (q) => q.queryKey.includes('launchpools') }),
  ]).then(() => undefined);
}

/** A quote: moves nothing, so nothing is refetched. */
export const convertQuoteMutation = () =>
  mutationOptions({ mutationKey: ['api', 'convertQuote'], mutationFn: (p: { from: string; to: string; amount: string }) => requestConvertQuote(p) });

export const convertExecuteMutation = () =>
  mutationOptions({
    mutationKey: ['api', 'convertExecute'],
    mutationFn: (p: { quote_id: string }) => executeConvertQuote(p),
    onSettled: (_r, _e, _v, _m, context) => invalidateMoney(context.client),
  });

export const earnSubscribeMutation = () =>
  mutationOptions({ mutationKey: ['api', 'earnSubscribe'], mutationFn: (p: SubscribeParams) => subscribeEarn(p), onSettled: (_r, _e, _v, _m, context) => invalidateMoney(context.client) });

export const earnRedeemMutation = () =>
  mutationOptions({ mutationKey: ['api', 'earnRedeem'], mutationFn: (p: { position_id: string }) => redeemEarn(p), onSettled: (_r, _e, _v, _m, context) => invalidateMoney(context.client) });

/** Launchpool rewards to spot. The pools' totals are unchanged, the account and spot move. */
export const earnClaimMutation = () =>
  mutationOptions({ mutationKey: ['api', 'earnClaim'], mutationFn: (p: { position_id: string }) => claimEarn(p), onSettled: (_r, _e, _v, _m, context) => invalidateMoney(context.client) });

export const copyStartMutation = () =>
  mutationOptions({ mutationKey: ['api', 'copyStart'], mutationFn: (p: StartCopyParams) => startCopying(p), onSettled: (_r, _e, _v, _m, context) => invalidateMoney(context.client) });

export const copyStopMutation = () =>
  mutationOptions({ mutationKey: ['api', 'copyStop'], mutationFn: (p: { copy_id: string }) => stopCopying(p), onSettled: (_r, _e, _v, _m, context) => invalidateMoney(context.client) });
