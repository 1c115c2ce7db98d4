/**
 * Query options and mutations for the account services (./services, docs/account-services.md).
 * Tickets sit beside the ticket list (`ticketsQuery`, ['api', 'user', 'tickets']): a new ticket or
 * a reply invalidates the list and the thread. Transfer codes sit under the wallet's keys, so a
 * code created, cancelled or redeemed refetches them with the spot balances (invalidateWallet).
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { ticketsQuery } from '../queries';
import { cancelGateCode, createFiatDeposit, createGateCode, createTicket, fetchFiatDepositMethods, fetchFiatDeposits, fetchGateCodes, fetchTicketDetail, redeemGateCode, replyTicket, type CreateGateCodeParams, type TicketCategory } from './services';
import { invalidateWallet, walletKeys } from './walletQueries';

const ticketsKey = ticketsQuery().queryKey;

export const ticketDetailQuery = (id: string) =>
  queryOptions({ queryKey: [...ticketsKey, 'detail', id] as const, queryFn: ({ signal }) => fetchTicketDetail({ id, signal }), staleTime: 15_000, refetchInterval: 30_000 });

export const createTicketMutation = () =>
  mutationOptions({
    mutationKey: ['api', 'ticketCreate'],
    mutationFn: (params: { category: TicketCategory; subject: string; message: string }) => createTicket(params),
    onSettled: (_result, _error, _vars, _onMutate, context) => context.client.invalidateQueries({ queryKey: ticketsKey }),
  });

export const replyTicketMutation = () =>
  mutationOptions({
    mutationKey: ['api', 'ticketReply'],
    mutationFn: (params: { id: string; message: string }) => replyTicket(params),
    onSettled: (_result, _error, _vars, _onMutate, context) => context.client.invalidateQueries({ queryKey: ticketsKey }),
  });

export const gateCodesQuery = () => queryOptions({ queryKey: [...walletKeys.all, 'gateCodes'] as const, queryFn: ({ signal }) => fetchGateCodes({ signal }), staleTime: 15_000 });

export const createGateCodeMutation = () =>
  mutationOptions({
    mutationKey: ['api', 'gateCodeCreate'],
    mutationFn: (params: CreateGateCodeParams) => createGateCode(params),
    onSettled: (_result, _error, _vars, _onMutate, context) => invalidateWallet(context.client),
  });

export const cancelGateCodeMutation = () =>
  mutationOptions({
    mutationKey: ['api', 'gateCodeCancel'],
    mutationFn: (params: { id: string }) => cancelGateCode(params),
    onSettled: (_result, _error, _vars, _onMutate, context) => invalidateWallet(context.client),
  });

export const redeemGateCodeMutation = () =>
  mutationOptions({
    mutationKey: ['api', 'gateCodeRedeem'],
    mutationFn: (params: { code: string }) => redeemGateCode(params),
    onSettled: (_result, _error, _vars, _onMutate, context) => invalidateWallet(context.client),
  });

export const fiatDepositMethodsQuery = (fiat: string) =>
  queryOptions({ queryKey: [...walletKeys.all, 'fiatMethods', fiat] as const, queryFn: ({ signal }) => fetchFiatDepositMethods({ fiat, signal }), staleTime: 300_000 });

export const fiatDepositsQuery = () => queryOptions({ queryKey: [...walletKeys.all, 'fiatDeposits'] as const, queryFn: ({ signal }) => fetchFiatDeposits({ signal }), staleTime: 30_000 });

export const createFiatDepositMutation = () =>
  mutationOptions({
    mutationKey: ['api', 'fiatDepositCreate'],
    mutationFn: (params: { fiat: string; method: 'bank'; amount: string; client_id: string }) => createFiatDeposit(params),
    onSettled: (_result, _error, _vars, _onMutate, context) => context.client.invalidateQueries({ queryKey: [...walletKeys.all, 'fiatDeposits'] }),
  });
