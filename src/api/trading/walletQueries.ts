/**
 * TanStack Query options and mutations for the wallet (./wallet, docs/wallet-api.md). Keys live
 * under ['api', 'user', 'wallet'], so a login or logout drops them with the rest of the session.
 * A withdrawal refetches the spot account too (../trading/queries): the
 * withdraw form's "Available", /myaccount and the trade form read that one query, and the private
 * stream's balances message lands in it as well.
 */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { fetchAddressBook, fetchSubAccountBalances, fetchWalletDeposits, fetchWalletWithdrawals, fetchWithdrawRules, simulateDeposit, withdrawFunds, type WithdrawParams } from './wallet';
import { tradingKeys } from './queries';
import { totalFundsQuery, type Gate } from '../queries';

const ALL = ['api', 'user', 'wallet'] as const;

export const walletKeys = {
  all: ALL,
  withdrawRules: (asset: string) => [...ALL, 'withdrawRules', asset] as const,
  deposits: (asset = '') => [...ALL, 'deposits', asset] as const,
  withdrawals: (asset = '') => [...ALL, 'withdrawals', asset] as const,
  addressBook: (asset = '') => [...ALL, 'addressBook', asset] as const,
  subAccountBalances: [...ALL, 'subAccountBalances'] as const,
};

export const withdrawRulesQuery = (asset: string) =>
  queryOptions({ queryKey: walletKeys.withdrawRules(asset), queryFn: ({ signal }) => fetchWithdrawRules({ asset, signal }), staleTime: 300_000 });

export const walletDepositsQuery = (asset?: string, { enabled = true }: Gate = {}) =>
  queryOptions({ queryKey: walletKeys.deposits(asset), queryFn: ({ signal }) => fetchWalletDeposits({ asset, signal }), enabled, staleTime: 30_000 });

export const walletWithdrawalsQuery = (asset?: string, { enabled = true }: Gate = {}) =>
  queryOptions({ queryKey: walletKeys.withdrawals(asset), queryFn: ({ signal }) => fetchWalletWithdrawals({ asset, signal }), enabled, staleTime: 30_000 });

export const addressBookQuery = (asset?: string) =>
  queryOptions({ queryKey: walletKeys.addressBook(asset), queryFn: ({ signal }) => fetchAddressBook({ asset, signal }), staleTime: 60_000 });

export const subAccountBalancesQuery = () =>
  queryOptions({ queryKey: walletKeys.subAccountBalances, queryFn: ({ signal }) => fetchSubAccountBalances({ signal }), staleTime: 30_000 });

/** The wallet lists, the spot account and the overview's totals: after a write and on a pushed wallet change. */
export function invalidateWallet(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: ALL, predicate: (query) => query.queryKey[3] !== 'withdrawRules' }),
    client.invalidateQueries({ queryKey: tradingKeys.balances }),
    client.invalidateQueries({ queryKey: totalFundsQuery().queryKey }),
  ]).then(() => undefined);
}

export const withdrawMutation = () =>
  mutationOptions({
    mutationKey: ['api', 'walletWithdraw'],
    mutationFn: (params: WithdrawParams) => withdrawFunds(params),
    onSettled: (_result, _error, _vars, _onMutate, context) => invalidateWallet(context.client),
  });

export const simulateDepositMutation = () =>
  mutationOptions({
    mutationKey: ['api', 'walletSimulateDeposit'],
    mutationFn: (params: { asset: string; network: string }) => simulateDeposit(params),
    onSettled: (_result, _error, _vars, _onMutate, context) => invalidateWallet(context.client),
  });
