/**
 * Deposits, withdrawals, the address book and master/sub-account transfers on the account model
 * (issue 36 section 3; the contract is docs/wallet-api.md). Pure functions over the ExchangeState
 * (its optional `wallet` part) like ./exchange: the caller passes `now` (ms) and keeps the state
 * (./store), which runs `advanceWallet` with the market's clock.
 *
 * Conservation (the audit of ./exchange): a credited deposit adds to the supply (money from
 * outside), a withdrawal takes amount + fee from the account at once, the amount leaving the
 * supply (sent out) and the fee going to the fee pool; a sub-account transfer moves between two
 * accounts of the model. A deposit still confirming is not the user's yet and counts nowhere.
 */
import type { SpotBalance } from '../../../api/trading/endpoints';
import { checkAddress, isAddressFormat } from '../../../lib/chainAddress';
import { ADDRESS_FORMAT_OF, DEPOSIT_ASSETS } from '../../data/wallet';
import { mockSymbol } from '../../market';
import { dec, fromModel, isDecimalText, isMultipleOf, text, unit, type Dec } from '../decimal';
import { balancesOf } from '../exchange';
import type { ExchangeEvent, ExchangeState, Outcome, Owner, Venue } from '../types';
import type { AddressEntry, DepositRecord, PublicAddress, PublicDeposit, PublicWithdrawal, SubTransferRecord, WalletState, WithdrawalRecord, WithdrawRule } from './walletTypes';

export const WALLET_CODES = {
  invalid: 40001,
  insufficientBalance: 40010,
  belowMinimum: 40011,
  offStep: 40013,
  badAddress: 40020,
  badChecksum: 40021,
  wrongFundPassword: 40030,
  wrongTotp: 40031,
  notMaster: 40300,
  withdrawalsLimited: 40301,
  depositsPaused: 40302,
  notFound: 40400,
} as const;

/** A simulated deposit reaches its confirmations over this long of the demo clock (ms). */
export const DEPOSIT_CONFIRM_MS = 6000;
/** A withdrawal is processing this long (ms), then completed with its transaction id. */
export const WITHDRAW_PROCESSING_MS = 3000;
/** A simulated deposit is this many times the network's minimum deposit. */
export const DEMO_DEPOSIT_MULTIPLE = 100;

/** What the wallet knows of the session's person (from the persona: server-side facts, not regions). */
export interface WalletUser {
  readonly owner: Owner;
  /** The account's fund password check (../security, docs/account-security.md). */
  readonly fundPasswordOk: (value: unknown) => boolean;
  /** The account's authenticator check, made before this synchronous ledger step (RFC 6238 needs WebCrypto, which is async). */
  readonly totpOk: (value: unknown) => boolean;
  /** Compliance: deposits are paused for a withdraw-only user (SPEC section 6). */
  readonly withdrawOnly: boolean;
  /** Risk control flagged the account (compliance kyc_toast.is_risk_user): withdrawals wait for the additional verification. */
  readonly riskLimited: boolean;
  /** null: not a master (a sub-account itself); else its sub-accounts. */
  readonly subAccounts: readonly { readonly uid: string; readonly name: string }[] | null;
}

// --- Rules ------------------------------------------------------------------------------------------------


/** The asset's amount step: its USDT pair's amount precision (stablecoins: cents). */
function stepOf(asset: string): Dec {
  const entry = mockSymbol(`${asset}_USDT`);
  return unit(entry ? Math.min(entry.amountPrecision, 8) : 2);
}

/**
 * The withdraw rules of an asset, one per network (the default first): the network fee, the
 * minimum (twice the fee or the minimum deposit, whichever is larger, up to the step) and the step.
 */
export function withdrawRulesOf(asset: string): WithdrawRule[] {
  const option = DEPOSIT_ASSETS.find((a) => a.asset === asset);
  if (!option) return [];
  const step = stepOf(asset);
  return option.networks.flatMap((n) => {
    const format = ADDRESS_FORMAT_OF[n.id];
    if (!format || !isAddressFormat(format)) return [];
    const fee = fromModel(n.withdraw_fee, 8);
    const floor = fee.times(2).gt(n.min_deposit) ? fee.times(2) : fromModel(n.min_deposit, 8);
    const min = floor.div(step).round(0, 3).times(step);
    return [{ network: n.id, name: n.name, address_format: format, fee: text(fee), min_amount: text(min), amount_step: text(step), memo: n.memo, confirmations: n.confirmations }];
  });
}

// --- State --------------------------------------------------------------------------------------------------

export function walletOf(state: ExchangeState): WalletState {
  state.wallet ??= { deposits: [], withdrawals: [], addressBook: [], subTransfers: [] };
  return state.wallet;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const strings = (v: Record<string, unknown>, keys: readonly string[]) => keys.every((k) => typeof v[k] === 'string');

/** A stored wallet part that has the shape this module writes (./store drops a state that does not). */
export function isWalletState(value: unknown): value is WalletState {
  if (!isRecord(value)) return false;
  const { deposits, withdrawals, addressBook, subTransfers } = value;
  return (
    Array.isArray(deposits) &&
    deposits.every((d) => isRecord(d) && strings(d, ['id', 'owner', 'asset', 'network', 'amount', 'address', 'tx_id', 'status']) && isDecimalText(d.amount) && typeof d.confirmations === 'number' && typeof d.create_time === 'number') &&
    Array.isArray(withdrawals) &&
    withdrawals.every((w) => isRecord(w) && strings(w, ['id', 'owner', 'client_id', 'asset', 'network', 'address', 'amount', 'fee', 'status']) && isDecimalText(w.amount) && isDecimalText(w.fee) && typeof w.create_time === 'number') &&
    Array.isArray(addressBook) &&
    addressBook.every((a) => isRecord(a) && strings(a, ['id', 'owner', 'asset', 'network', 'address', 'label'])) &&
    Array.isArray(subTransfers) &&
    subTransfers.every((t) => isRecord(t) && strings(t, ['id', 'owner', 'from', 'to', 'asset', 'amount']) && isDecimalText(t.amount))
  );
}

/** The model's owner of a master's sub-account. */
export function subOwner(master: Owner, uid: string): Owner {
  return `${master}/sub/${uid}`;
}

/** One balances event for each changed owner (their seq grows), as ./exchange's batches do. */
function balanceEvents(state: ExchangeState, venue: Venue, owners: readonly Owner[]): ExchangeEvent[] {
  return owners.map((owner) => {
    state.seq[owner] = (state.seq[owner] ?? 0) + 1;
    const { list, seq } = balancesOf(state, venue, owner);
    return { kind: 'balances', owner, list, seq };
  });
}

/** The owner's holding of an asset (the account opened first, with its starting balances). */
function holdingOf(state: ExchangeState, venue: Venue, owner: Owner, asset: string) {
  balancesOf(state, venue, owner);
  const account = state.accounts[owner]!;
  account[asset] ??= { available: '0', locked: '0' };
  return account[asset];
}

function available(state: ExchangeState, venue: Venue, owner: Owner, asset: string): Dec {
  return dec(holdingOf(state, venue, owner, asset).available);
}

function addAvailable(state: ExchangeState, venue: Venue, owner: Owner, asset: string, delta: Dec): void {
  const h = holdingOf(state, venue, owner, asset);
  h.available = text(dec(h.available).plus(delta));
}

function addSupply(state: ExchangeState, asset: string, delta: Dec): void {
  state.supply[asset] = text(dec(state.supply[asset] ?? '0').plus(delta));
}

const fail = <T>(code: number, message: string): Outcome<T> => ({ code, message, data: null });
const success = <T>(data: T): Outcome<T> => ({ code: 0, message: 'success', data });
type Result<T> = { outcome: Outcome<T>; events: ExchangeEvent[] };
const refuse = <T>(code: number, message: string): Result<T> => ({ outcome: fail(code, message), events: [] });

/** A deterministic transaction id (hex) for a record. */
function txId(seed: string): string {
  let hash = 2166136261;
  let out = '';
  for (let round = 0; round < 8; round++) {
    for (const char of `${seed}:${round}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
    out += hash.toString(16).padStart(8, '0');
  }
  return `0x${out}`;
}

// --- Public shapes --------------------------------------------------------------------------------------------

function publicDeposit({ owner: _owner, ...rest }: DepositRecord): PublicDeposit {
  return rest;
}
function publicWithdrawal({ owner: _owner, ...rest }: WithdrawalRecord): PublicWithdrawal {
  return rest;
}
function publicTransfer({ owner: _owner, ...rest }: SubTransferRecord): Omit<SubTransferRecord, 'owner'> {
  return rest;
}
function publicAddress({ owner: _owner, ...rest }: AddressEntry): PublicAddress {
  return rest;
}

export function depositsOf(state: ExchangeState, owner: Owner, asset?: string): PublicDeposit[] {
  return walletOf(state).deposits.filter((d) => d.owner === owner && (asset === undefined || d.asset === asset)).reverse().slice(0, 50).map(publicDeposit);
}

export function withdrawalsOf(state: ExchangeState, owner: Owner, asset?: string): PublicWithdrawal[] {
  return walletOf(state).withdrawals.filter((w) => w.owner === owner && (asset === undefined || w.asset === asset)).reverse().slice(0, 50).map(publicWithdrawal);
}

export function addressBookOf(state: ExchangeState, owner: Owner, asset?: string): PublicAddress[] {
  return walletOf(state).addressBook.filter((a) => a.owner === owner && (asset === undefined || a.asset === asset)).map(publicAddress);
}

// --- Deposits ---------------------------------------------------------------------------------------------------

/**
 * The demo's simulated deposit (docs/wallet-api.md): an incoming transfer of DEMO_DEPOSIT_MULTIPLE
 * times the network's minimum to the user's address, confirming over DEPOSIT_CONFIRM_MS of the
 * demo clock, credited at its last confirmation (`advanceWallet`).
 */
export function simulateDeposit(state: ExchangeState, user: WalletUser, req: { asset?: unknown; network?: unknown }, address: string, now: number): Result<PublicDeposit> {
  if (user.withdrawOnly) return refuse(WALLET_CODES.depositsPaused, 'Deposits are paused for this account: it is withdraw-only.');
  const asset = typeof req.asset === 'string' ? req.asset.toUpperCase() : '';
  const chain = DEPOSIT_ASSETS.find((a) => a.asset === asset)?.networks.find((n) => n.id === req.network);
  if (!chain) return refuse(WALLET_CODES.notFound, `${asset || 'This asset'} cannot be deposited on ${String(req.network ?? 'this network')}.`);
  const wallet = walletOf(state);
  const id = `D${state.nextId++}`;
  const record: DepositRecord = {
    id,
    owner: user.owner,
    asset,
    network: chain.id,
    amount: text(fromModel(chain.min_deposit, 8).times(DEMO_DEPOSIT_MULTIPLE)),
    address,
    tx_id: txId(`${user.owner}:${id}`),
    confirmations: 0,
    required_confirmations: chain.confirmations,
    status: 'confirming',
    create_time: now,
    update_time: now,
  };
  wallet.deposits.push(record);
  return { outcome: success(publicDeposit(record)), events: [{ kind: 'wallet', owner: user.owner, deposit: publicDeposit(record) }] };
}

// --- Withdrawals ----------------------------------------------------------------------------------------------

export interface WithdrawRequest {
  readonly asset?: unknown;
  readonly network?: unknown;
  readonly address?: unknown;
  readonly memo?: unknown;
  readonly amount?: unknown;
  readonly fundpass?: unknown;
  readonly totp?: unknown;
  readonly client_id?: unknown;
  /** Save the address to the address book under this label when the withdrawal is accepted. */
  readonly save_label?: unknown;
}

/**
 * A withdrawal: checks in the order a user fixes them (the address, the amount against the
 * network's minimum, step and the available balance less the fee, then the fund password and the
 * authenticator code); accepted, amount + fee leave the account at once and the record is
 * processing until WITHDRAW_PROCESSING_MS later. The same client_id twice answers the first one.
 */
export function withdraw(state: ExchangeState, venue: Venue, user: WalletUser, req: WithdrawRequest, now: number): Result<PublicWithdrawal> {
  const wallet = walletOf(state);
  if (typeof req.client_id !== 'string' || req.client_id === '' || req.client_id.length > 64) return refuse(WALLET_CODES.invalid, 'client_id is required (at most 64 characters).');
  const same = wallet.withdrawals.find((w) => w.owner === user.owner && w.client_id === req.client_id);
  if (same) return { outcome: success(publicWithdrawal(same)), events: [] };
  if (user.riskLimited) return refuse(WALLET_CODES.withdrawalsLimited, 'Withdrawals are limited until you complete the additional verification.');
  const asset = typeof req.asset === 'string' ? req.asset.toUpperCase() : '';
  const rule = withdrawRulesOf(asset).find((r) => r.network === req.network);
  if (!rule) return refuse(WALLET_CODES.notFound, `${asset || 'This asset'} cannot be withdrawn on ${String(req.network ?? 'this network')}.`);
  const address = typeof req.address === 'string' ? req.address.trim() : '';
  const check = checkAddress(rule.address_format, address);
  if (check === 'format') return refuse(WALLET_CODES.badAddress, `This is not a ${rule.name} address.`);
  if (check === 'checksum') return refuse(WALLET_CODES.badChecksum, `The address checksum does not match: check it for a typo.`);
  const memo = typeof req.memo === 'string' && req.memo.trim() !== '' ? req.memo.trim() : null;
  if (rule.memo && memo === null) return refuse(WALLET_CODES.invalid, `A memo is required on ${rule.name}.`);
  if (!isDecimalText(req.amount) || dec(req.amount).lte(0)) return refuse(WALLET_CODES.invalid, 'amount must be a positive decimal.');
  const amount = dec(req.amount);
  const fee = dec(rule.fee);
  if (!isMultipleOf(amount, dec(rule.amount_step))) return refuse(WALLET_CODES.offStep, `Amount must be a multiple of ${rule.amount_step} ${asset}.`);
  if (amount.lt(rule.min_amount)) return refuse(WALLET_CODES.belowMinimum, `Minimum withdrawal is ${rule.min_amount} ${asset}.`);
  if (amount.plus(fee).gt(available(state, venue, user.owner, asset))) return refuse(WALLET_CODES.insufficientBalance, `Insufficient balance: the amount and the ${rule.fee} ${asset} fee exceed what is available.`);
  if (!user.fundPasswordOk(req.fundpass)) return refuse(WALLET_CODES.wrongFundPassword, 'Wrong fund password.');
  if (!user.totpOk(req.totp)) return refuse(WALLET_CODES.wrongTotp, 'Wrong authenticator code.');
  const record: WithdrawalRecord = {
    id: `W${state.nextId++}`,
    owner: user.owner,
    client_id: req.client_id,
    asset,
    network: rule.network,
    address,
    memo,
    amount: text(amount),
    fee: rule.fee,
    status: 'processing',
    tx_id: null,
    create_time: now,
    update_time: now,
  };
  addAvailable(state, venue, user.owner, asset, amount.plus(fee).neg());
  addSupply(state, asset, amount.neg());
  state.feePool[asset] = text(dec(state.feePool[asset] ?? '0').plus(fee));
  wallet.withdrawals.push(record);
  const label = typeof req.save_label === 'string' ? req.save_label.trim().slice(0, 40) : '';
  if (label !== '' && !wallet.addressBook.some((a) => a.owner === user.owner && a.asset === asset && a.network === rule.network && a.address === address)) {
    wallet.addressBook.push({ id: `A${state.nextId++}`, owner: user.owner, asset, network: rule.network, address, memo, label, create_time: now });
  }
  return { outcome: success(publicWithdrawal(record)), events: [...balanceEvents(state, venue, [user.owner]), { kind: 'wallet', owner: user.owner, withdrawal: publicWithdrawal(record) }] };
}

// --- Address book -------------------------------------------------------------------------------------------

/** Save an address (checked like a withdrawal's) under a label; the same address again answers the entry saved. */
export function addAddress(state: ExchangeState, user: WalletUser, req: { asset?: unknown; network?: unknown; address?: unknown; memo?: unknown; label?: unknown }, now: number): Outcome<PublicAddress> {
  const wallet = walletOf(state);
  const asset = typeof req.asset === 'string' ? req.asset.toUpperCase() : '';
  const rule = withdrawRulesOf(asset).find((r) => r.network === req.network);
  if (!rule) return fail(WALLET_CODES.notFound, `${asset || 'This asset'} cannot be withdrawn on ${String(req.network ?? 'this network')}.`);
  const address = typeof req.address === 'string' ? req.address.trim() : '';
  const check = checkAddress(rule.address_format, address);
  if (check === 'format') return fail(WALLET_CODES.badAddress, `This is not a ${rule.name} address.`);
  if (check === 'checksum') return fail(WALLET_CODES.badChecksum, 'The address checksum does not match: check it for a typo.');
  const label = typeof req.label === 'string' ? req.label.trim().slice(0, 40) : '';
  if (label === '') return fail(WALLET_CODES.invalid, 'label is required.');
  const existing = wallet.addressBook.find((a) => a.owner === user.owner && a.asset === asset && a.network === rule.network && a.address === address);
  if (existing) return success(publicAddress(existing));
  const memo = typeof req.memo === 'string' && req.memo.trim() !== '' ? req.memo.trim() : null;
  const entry: AddressEntry = { id: `A${state.nextId++}`, owner: user.owner, asset, network: rule.network, address, memo, label, create_time: now };
  wallet.addressBook.push(entry);
  return success(publicAddress(entry));
}

// --- Sub-accounts -----------------------------------------------------------------------------------------------

export interface SubAccountBalances {
  uid: string;
  name: string;
  list: SpotBalance[];
}

/** Each sub-account of a master with its balances (each is an account of the model, empty at first). */
export function subAccountBalancesOf(state: ExchangeState, venue: Venue, user: WalletUser): Outcome<{ list: SubAccountBalances[] }> {
  // A sub-account has none of its own: an empty list, not a refusal (the panel shows nothing).
  if (user.subAccounts === null) return success({ list: [] });
  return success({ list: user.subAccounts.map((s) => ({ uid: s.uid, name: s.name, list: balancesOf(state, venue, subOwner(user.owner, s.uid)).list })) });
}

export interface SubTransferRequest {
  /** 'main' or a sub-account's uid. */
  readonly from?: unknown;
  readonly to?: unknown;
  readonly asset?: unknown;
  readonly amount?: unknown;
  readonly client_id?: unknown;
}

/** Moves `amount` of `asset` between the main account and a sub-account (or two sub-accounts) of a master, at once. */
export function subTransfer(state: ExchangeState, venue: Venue, user: WalletUser, req: SubTransferRequest, now: number): Result<Omit<SubTransferRecord, 'owner'>> {
  if (user.subAccounts === null) return refuse(WALLET_CODES.notMaster, 'Only a main account can transfer to sub-accounts.');
  const wallet = walletOf(state);
  if (typeof req.client_id !== 'string' || req.client_id === '' || req.client_id.length > 64) return refuse(WALLET_CODES.invalid, 'client_id is required (at most 64 characters).');
  const same = wallet.subTransfers.find((t) => t.owner === user.owner && t.client_id === req.client_id);
  if (same) return { outcome: success(publicTransfer(same)), events: [] };
  const subs = user.subAccounts;
  const ownerOf = (side: unknown): Owner | null => (side === 'main' ? user.owner : typeof side === 'string' && subs.some((s) => s.uid === side) ? subOwner(user.owner, side) : null);
  const from = ownerOf(req.from);
  const to = ownerOf(req.to);
  if (from === null || to === null) return refuse(WALLET_CODES.notFound, 'This sub-account does not exist or is not yours.');
  if (from === to) return refuse(WALLET_CODES.invalid, 'Choose two different accounts.');
  const asset = typeof req.asset === 'string' ? req.asset.toUpperCase() : '';
  if (!/^[A-Z0-9]{1,12}$/.test(asset)) return refuse(WALLET_CODES.invalid, 'asset is required.');
  if (!isDecimalText(req.amount) || dec(req.amount).lte(0)) return refuse(WALLET_CODES.invalid, 'amount must be a positive decimal.');
  const amount = dec(req.amount);
  if (!isMultipleOf(amount, stepOf(asset))) return refuse(WALLET_CODES.offStep, `Amount must be a multiple of ${text(stepOf(asset))} ${asset}.`);
  if (amount.gt(available(state, venue, from, asset))) return refuse(WALLET_CODES.insufficientBalance, 'Insufficient balance in the account transferred from.');
  addAvailable(state, venue, from, asset, amount.neg());
  addAvailable(state, venue, to, asset, amount);
  const record: SubTransferRecord = { id: `T${state.nextId++}`, owner: user.owner, client_id: req.client_id, from: String(req.from), to: String(req.to), asset, amount: text(amount), time: now };
  wallet.subTransfers.push(record);
  return { outcome: success(publicTransfer(record)), events: balanceEvents(state, venue, [from, to]) };
}

// --- The clock -------------------------------------------------------------------------------------------------

/**
 * Confirmations count up and withdrawals complete as the demo clock reaches `now` (ms): a
 * deposit gains its confirmations evenly over DEPOSIT_CONFIRM_MS and is credited at the last;
 * a withdrawal completes WITHDRAW_PROCESSING_MS after it was accepted.
 */
export function advanceWallet(state: ExchangeState, venue: Venue, now: number): ExchangeEvent[] {
  const wallet = state.wallet;
  if (!wallet) return [];
  const events: ExchangeEvent[] = [];
  const credited = new Set<Owner>();
  for (const d of wallet.deposits) {
    if (d.status !== 'confirming') continue;
    const elapsed = Math.max(0, now - d.create_time);
    const confirmations = Math.min(d.required_confirmations, Math.floor((elapsed / DEPOSIT_CONFIRM_MS) * d.required_confirmations));
    if (confirmations === d.confirmations) continue;
    d.confirmations = confirmations;
    d.update_time = now;
    if (confirmations >= d.required_confirmations) {
      d.status = 'credited';
      addAvailable(state, venue, d.owner, d.asset, dec(d.amount));
      addSupply(state, d.asset, dec(d.amount));
      credited.add(d.owner);
    }
    events.push({ kind: 'wallet', owner: d.owner, deposit: publicDeposit(d) });
  }
  for (const w of wallet.withdrawals) {
    if (w.status !== 'processing' || now - w.create_time < WITHDRAW_PROCESSING_MS) continue;
    w.status = 'completed';
    w.tx_id = txId(`${w.owner}:${w.id}`);
    w.update_time = now;
    events.push({ kind: 'wallet', owner: w.owner, withdrawal: publicWithdrawal(w) });
  }
  return [...balanceEvents(state, venue, [...credited]), ...events];
}
