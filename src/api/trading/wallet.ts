/**
 * The wallet (issue 36 section 3; the contract is docs/wallet-api.md, paths in ../paths):
 * withdraw rules per network, recent deposits and withdrawals, the demo's simulated deposit, a
 * withdrawal, the address book, a master's sub-accounts with their balances and transfers between
 * them (refusal codes: docs/wallet-api.md). Decimals stay strings as the server sent them. A failed read is its documented default
 * (no networks, empty lists); a write answers `{ code, message, data }` (a refusal is an answer,
 * shown in the server's words) or null when the call failed.
 */
import {
  validateAddressBookEntryResponse,
  validateAddressBookResponse,
  validateSubAccountBalancesResponse,
  validateSubTransferResponse,
  validateWalletDepositResponse,
  validateWalletDepositsResponse,
  validateWalletWithdrawalResponse,
  validateWalletWithdrawalsResponse,
  validateWithdrawRulesResponse,
} from '../../generated/validatorLoaders';
import type { AddressBookEntry, SubAccountBalances, SubTransfer, WalletDeposit, WalletWithdrawal, WithdrawRule } from '../../generated/validators';
import { defineEndpoint, endpointFn, frozen } from '../client';
import { PATHS } from '../paths';

export type { AddressBookEntry, SubAccountBalances, SubTransfer, WalletDeposit, WalletWithdrawal, WithdrawRule };

/** A write's answer: code 0 with the record, or a refusal's code and the server's message. */
export interface WalletAnswer<T> {
  readonly code: number;
  readonly message: string;
  readonly data: T | null;
}

const toAnswer = <T>(body: { code: number; message?: string; data?: T | null }): WalletAnswer<T> => ({ code: body.code, message: body.message ?? '', data: body.data ?? null });

export const withdrawRulesEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'withdrawRules',
  method: 'GET',
  path: PATHS.withdrawRules,
  validate: validateWithdrawRulesResponse,
  query: (p: { asset: string }) => ({ asset: p.asset }),
  select: (body): readonly WithdrawRule[] => body.data.list,
  fallback: /* @__PURE__ */ frozen([]) as readonly WithdrawRule[],
});
export const fetchWithdrawRules = /* @__PURE__ */ endpointFn(withdrawRulesEndpoint);

export const walletDepositsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'walletDeposits',
  method: 'GET',
  path: PATHS.walletDeposits,
  validate: validateWalletDepositsResponse,
  query: (p: { asset?: string }) => ({ asset: p.asset }),
  select: (body): readonly WalletDeposit[] => body.data.list,
  fallback: /* @__PURE__ */ frozen([]) as readonly WalletDeposit[],
});
export const fetchWalletDeposits = /* @__PURE__ */ endpointFn(walletDepositsEndpoint);

export const walletWithdrawalsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'walletWithdrawals',
  method: 'GET',
  path: PATHS.walletWithdrawals,
  validate: validateWalletWithdrawalsResponse,
  query: (p: { asset?: string }) => ({ asset: p.asset }),
  select: (body): readonly WalletWithdrawal[] => body.data.list,
  fallback: /* @__PURE__ */ frozen([]) as readonly WalletWithdrawal[],
});
export const fetchWalletWithdrawals = /* @__PURE__ */ endpointFn(walletWithdrawalsEndpoint);

export const addressBookEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'addressBook',
  method: 'GET',
  path: PATHS.addressBook,
  validate: validateAddressBookResponse,
  query: (p: { asset?: string }) => ({ asset: p.asset }),
  select: (body): readonly AddressBookEntry[] => body.data.list,
  fallback: /* @__PURE__ */ frozen([]) as readonly AddressBookEntry[],
});
export const fetchAddressBook = /* @__PURE__ */ endpointFn(addressBookEndpoint);

/** Demo only (docs/wallet-api.md): an incoming deposit the backend confirms and credits on its clock. */
export const walletSimulateDepositEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'walletSimulateDeposit',
  method: 'POST',
  path: PATHS.walletSimulateDeposit,
  envelope: 'answer',
  validate: validateWalletDepositResponse,
  body: (p: { asset: string; network: string }) => ({ asset: p.asset, network: p.network }),
  select: (body) => toAnswer<WalletDeposit>(body),
  fallback: null as WalletAnswer<WalletDeposit> | null,
});
export const simulateDeposit = /* @__PURE__ */ endpointFn(walletSimulateDepositEndpoint);

export interface WithdrawParams {
  readonly asset: string;
  readonly network: string;
  readonly address: string;
  readonly memo?: string;
  /** What the recipient gets; the fee is debited on top. */
  readonly amount: string;
  readonly fundpass: string;
  readonly totp: string;
  /** Idempotency: the same client_id twice answers the first withdrawal. */
  readonly client_id: string;
  /** Save the address to the address book under this label. */
  readonly save_label?: string;
}

export const walletWithdrawEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'walletWithdraw',
  method: 'POST',
  path: PATHS.walletWithdraw,
  envelope: 'answer',
  validate: validateWalletWithdrawalResponse,
  body: (p: WithdrawParams) => ({ ...p }),
  select: (body) => toAnswer<WalletWithdrawal>(body),
  fallback: null as WalletAnswer<WalletWithdrawal> | null,
});
export const withdrawFunds = /* @__PURE__ */ endpointFn(walletWithdrawEndpoint);

export const subAccountBalancesEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'subAccountBalances',
  method: 'GET',
  path: PATHS.subAccountBalances,
  validate: validateSubAccountBalancesResponse,
  select: (body): readonly SubAccountBalances[] => body.data.list,
  fallback: /* @__PURE__ */ frozen([]) as readonly SubAccountBalances[],
});
export const fetchSubAccountBalances = /* @__PURE__ */ endpointFn(subAccountBalancesEndpoint);

/** The older sub-account transfer (docs/wallet-api.md); the app now moves through walletTransfer's `sub:<uid>` accounts. */
interface SubTransferParams {
  /** 'main' or a sub-account's uid. */
  readonly from: string;
  readonly to: string;
  readonly asset: string;
  readonly amount: string;
  readonly client_id: string;
}

export const subTransferEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'subTransfer',
  method: 'POST',
  path: PATHS.subTransfer,
  envelope: 'answer',
  validate: validateSubTransferResponse,
  body: (p: SubTransferParams) => ({ ...p }),
  select: (body) => toAnswer<SubTransfer>(body),
  fallback: null as WalletAnswer<SubTransfer> | null,
});

export const addressBookAddEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'addressBookAdd',
  method: 'POST',
  path: PATHS.addressBookAdd,
  envelope: 'answer',
  validate: validateAddressBookEntryResponse,
  body: (p: { asset: string; network: string; address: string; memo?: string; label: string }) => ({ ...p }),
  select: (body) => toAnswer<AddressBookEntry>(body),
  fallback: null as WalletAnswer<AddressBookEntry> | null,
});
