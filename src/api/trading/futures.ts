/**
 * Futures and transfers (issue 36; the contract is docs/futures.md, paths in ../paths): the
 * perpetuals' rules with mark and funding, the futures account and positions, placing and
 * canceling orders (a close is a reduce-only order), the lists under the chart and the transfer
 * between spot and futures. Decimals stay strings as the server sent them. A failed call is the
 * endpoint's documented default (no contracts, no account, no lists); place, cancel and transfer
 * answer null on failure, and a rejection is an answer (its code and the server's message).
 */
import {
  validateFuturesAccountResponse,
  validateFuturesContractsResponse,
  validateFuturesFundingHistoryResponse,
  validateFuturesOpenOrdersResponse,
  validateFuturesOrderHistoryResponse,
  validateFuturesOrderResponse,
  validateFuturesPositionHistoryResponse,
  validateWalletTransferResponse,
} from '../../generated/validatorLoaders';
import type {
  AccountSummary,
  AccountTransfer,
  FuturesAccount,
  FuturesContract,
  FuturesFundingEntry,
  FuturesOrder,
  FuturesPosition,
  FuturesPositionHistoryEntry,
  SpotBalance,
} from '../../generated/validators';
import { defineEndpoint, endpointFn, frozen } from '../client';
import { PATHS } from '../paths';
import type { Page } from './endpoints';

export type { FuturesAccount, FuturesContract, FuturesFundingEntry, FuturesOrder, FuturesPosition, FuturesPositionHistoryEntry };

export const futuresContractsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'futuresContracts',
  method: 'GET',
  path: PATHS.futuresContracts,
  validate: validateFuturesContractsResponse,
  query: (p: { symbol?: string }) => ({ symbol: p.symbol }),
  select: (body): readonly FuturesContract[] => body.data.list,
  fallback: /* @__PURE__ */ frozen([]) as readonly FuturesContract[],
});
export const fetchFuturesContracts = /* @__PURE__ */ endpointFn(futuresContractsEndpoint);

export interface FuturesSnapshot {
  readonly account: FuturesAccount;
  /** The coin wallets of the coin-margined contracts (BTC...). */
  readonly coin_accounts?: readonly FuturesAccount[];
  readonly positions: readonly FuturesPosition[];
  /** Grows with every change; -1 for the default. */
  readonly seq: number;
}

/** The snapshot's wallet in `currency` (a contract's `settle`): the USDT account or a coin account; undefined when the server sent none. */
export function walletIn(snapshot: FuturesSnapshot | null, currency: string): FuturesAccount | undefined {
  if (snapshot === null) return undefined;
  return snapshot.account.currency === currency ? snapshot.account : snapshot.coin_accounts?.find((a) => a.currency === currency);
}

export const futuresAccountEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'futuresAccount',
  method: 'GET',
  path: PATHS.futuresAccount,
  validate: validateFuturesAccountResponse,
  select: (body): FuturesSnapshot | null => body.data,
  fallback: null as FuturesSnapshot | null,
});
export const fetchFuturesAccount = /* @__PURE__ */ endpointFn(futuresAccountEndpoint);

export interface FuturesOrderParams {
  readonly symbol: string;
  readonly side: 'buy' | 'sell';
  readonly type: FuturesOrder['type'];
  readonly price?: string;
  readonly stop_price?: string;
  readonly size: string;
  readonly leverage: number;
  readonly margin_mode: FuturesOrder['margin_mode'];
  readonly reduce_only: boolean;
  readonly take_profit?: string;
  readonly stop_loss?: string;
  readonly client_id: string;
}

export interface FuturesOrderAnswer {
  readonly code: number;
  readonly message: string;
  readonly order: FuturesOrder | null;
}

const toOrderAnswer = (body: { code: number; message?: string; data?: FuturesOrder | null }): FuturesOrderAnswer => ({ code: body.code, message: body.message ?? '', order: body.data ?? null });

export const futuresPlaceOrderEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'futuresPlaceOrder',
  method: 'POST',
  path: PATHS.futuresPlaceOrder,
  envelope: 'answer',
  validate: validateFuturesOrderResponse,
  body: (p: FuturesOrderParams) => ({ ...p }),
  select: toOrderAnswer,
  fallback: null as FuturesOrderAnswer | null,
});
export const placeFuturesOrder = /* @__PURE__ */ endpointFn(futuresPlaceOrderEndpoint);

export const futuresCancelOrderEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'futuresCancelOrder',
  method: 'POST',
  path: PATHS.futuresCancelOrder,
  envelope: 'answer',
  validate: validateFuturesOrderResponse,
  body: (p: { id: string }) => ({ id: p.id }),
  select: toOrderAnswer,
  fallback: null as FuturesOrderAnswer | null,
});
export const cancelFuturesOrder = /* @__PURE__ */ endpointFn(futuresCancelOrderEndpoint);

export const futuresOpenOrdersEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'futuresOpenOrders',
  method: 'GET',
  path: PATHS.futuresOpenOrders,
  validate: validateFuturesOpenOrdersResponse,
  query: (p: { symbol?: string }) => ({ symbol: p.symbol }),
  select: (body): readonly FuturesOrder[] => body.data.list,
  fallback: /* @__PURE__ */ frozen([]) as readonly FuturesOrder[],
});
export const fetchFuturesOpenOrders = /* @__PURE__ */ endpointFn(futuresOpenOrdersEndpoint);

export interface FuturesPageParams {
  readonly symbol?: string;
  readonly page: number;
  readonly limit: number;
}
const pageQuery = (p: FuturesPageParams) => ({ symbol: p.symbol, page: p.page, limit: p.limit });

export const futuresOrderHistoryEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'futuresOrderHistory',
  method: 'GET',
  path: PATHS.futuresOrderHistory,
  validate: validateFuturesOrderHistoryResponse,
  query: pageQuery,
  select: (body): Page<FuturesOrder> => body.data,
  fallback: /* @__PURE__ */ frozen({ list: [], total: 0 }) as Page<FuturesOrder>,
});
export const fetchFuturesOrderHistory = /* @__PURE__ */ endpointFn(futuresOrderHistoryEndpoint);

export const futuresPositionHistoryEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'futuresPositionHistory',
  method: 'GET',
  path: PATHS.futuresPositionHistory,
  validate: validateFuturesPositionHistoryResponse,
  query: pageQuery,
  select: (body): Page<FuturesPositionHistoryEntry> => body.data,
  fallback: /* @__PURE__ */ frozen({ list: [], total: 0 }) as Page<FuturesPositionHistoryEntry>,
});
export const fetchFuturesPositionHistory = /* @__PURE__ */ endpointFn(futuresPositionHistoryEndpoint);

export const futuresFundingHistoryEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'futuresFundingHistory',
  method: 'GET',
  path: PATHS.futuresFundingHistory,
  validate: validateFuturesFundingHistoryResponse,
  query: pageQuery,
  select: (body): Page<FuturesFundingEntry> => body.data,
  fallback: /* @__PURE__ */ frozen({ list: [], total: 0 }) as Page<FuturesFundingEntry>,
});
export const fetchFuturesFundingHistory = /* @__PURE__ */ endpointFn(futuresFundingHistoryEndpoint);

/**
 * An account a transfer names (docs/accounts.md): `spot`, `futures`, `earn`, `copy:<copy id>`,
 * `sub:<uid>` (a master's sub-account), or a kind the backend adds later.
 */
export type WalletAccount = AccountTransfer['from'];

export interface TransferParams {
  readonly from: WalletAccount;
  readonly to: WalletAccount;
  readonly currency: string;
  readonly amount: string;
  readonly client_id: string;
}

export interface TransferAnswer {
  readonly code: number;
  readonly message: string;
  readonly result: { readonly transfer: AccountTransfer; readonly spot: SpotBalance; readonly futures: FuturesAccount; readonly accounts: readonly AccountSummary[] } | null;
}

export const walletTransferEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'walletTransfer',
  method: 'POST',
  path: PATHS.walletTransfer,
  envelope: 'answer',
  validate: validateWalletTransferResponse,
  body: (p: TransferParams) => ({ ...p }),
  select: (body): TransferAnswer => ({ code: body.code, message: body.message ?? '', result: body.data ?? null }),
  fallback: null as TransferAnswer | null,
});
export const transferFunds = /* @__PURE__ */ endpointFn(walletTransferEndpoint);
