/**
 * The one transfer between a user's accounts (POST wallet/transfer, docs/accounts.md): any two of
 * ./accounts' ACCOUNT_KINDS (spot, futures, earn, a running copy, a master's sub-account). Money
 * goes out of the source to the owner's spot and from there into the target, each leg by the
 * rules of its account (a transfer into earn is a flexible subscription, out of a copy a
 * reduction of its allocation...), so what the audit counts never changes. Both legs are checked
 * before either runs: a refusal moves nothing. The same client_id twice answers the first transfer.
 */
import type { FuturesAccountView } from '../futures/futures';
import { snapshotOf } from '../futures/futures';
import { balancesOf, CODES } from '../exchange';
import { dec, isDecimalText, isMultipleOf, text, unit } from '../decimal';
import { balancesEvent } from '../money/money';
import type { ExchangeEvent, Outcome, StoredTransfer } from '../types';
import { kindOf, summaryOf, type AccountContext, type AccountSummary } from './accounts';

export interface PublicTransfer {
  id: string;
  client_id: string;
  from: string;
  to: string;
  currency: string;
  amount: string;
  time: number;
}

export interface TransferAnswer {
  transfer: PublicTransfer;
  /** The spot balance of the currency after the transfer. */
  spot: { currency: string; available: string; locked: string };
  /** The futures wallet after the transfer. */
  futures: FuturesAccountView;
  /** Every account after the transfer, as the overview's totals list them. */
  accounts: AccountSummary[];
}

export interface TransferRequest {
  readonly from?: unknown;
  readonly to?: unknown;
  readonly currency?: unknown;
  readonly amount?: unknown;
  readonly client_id?: unknown;
}

/** The log keeps this many transfers (newest last). */
const KEEP = 500;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A stored transfer log of the shape this module writes (./store drops a state that does not). */
export function isTransferLog(value: unknown): value is StoredTransfer[] {
  return Array.isArray(value) && value.every((t) => isRecord(t) && ['id', 'client_id', 'owner', 'from', 'to', 'currency'].every((k) => typeof t[k] === 'string') && isDecimalText(t.amount) && typeof t.time === 'number');
}

const publicTransfer = ({ owner: _owner, ...rest }: StoredTransfer): PublicTransfer => rest;

function answerOf(ctx: AccountContext, record: StoredTransfer): TransferAnswer {
  const { state, venue, owner, now } = ctx;
  const spot = balancesOf(state, venue, owner).list.find((b) => b.currency === record.currency) ?? { currency: record.currency, available: '0', locked: '0' };
  return { transfer: publicTransfer(record), spot, futures: snapshotOf(state, venue, owner, now).account, accounts: summaryOf(ctx).accounts };
}

export function transferBetween(ctx: AccountContext, req: TransferRequest): { outcome: Outcome<TransferAnswer>; events: ExchangeEvent[] } {
  const { state, owner, now } = ctx;
  const none = (code: number, message: string) => ({ outcome: { code, message, data: null }, events: [] });
  if (typeof req.client_id !== 'string' || req.client_id === '' || req.client_id.length > 64) return none(CODES.invalid, 'client_id is required (at most 64 characters).');
  const log = (state.transfers ??= []);
  const same = log.find((t) => t.owner === owner && t.client_id === req.client_id);
  if (same) return { outcome: { code: 0, message: 'success', data: answerOf(ctx, same) }, events: [] };
  const from = typeof req.from === 'string' ? kindOf(req.from) : undefined;
  const to = typeof req.to === 'string' ? kindOf(req.to) : undefined;
  if (!from || !to || req.from === req.to) return none(CODES.invalid, 'from and to must be two different accounts of yours.');
  const currency = typeof req.currency === 'string' ? req.currency.toUpperCase() : '';
  if (!/^[A-Z0-9]{1,12}$/.test(currency)) return none(CODES.invalid, 'currency is required.');
  if (!isDecimalText(req.amount) || dec(req.amount).lte(0) || !isMultipleOf(dec(req.amount), unit(8))) return none(CODES.invalid, 'amount must be a positive decimal with at most 8 decimals.');
  const amount = dec(req.amount);
  // Both legs are checked before either moves anything.
  const out = from.kind.leg(ctx, from.ref, 'out', currency, amount, req.client_id);
  if (typeof out !== 'function') return none(out.code, out.message);
  const into = to.kind.leg(ctx, to.ref, 'in', currency, amount, req.client_id);
  if (typeof into !== 'function') return none(into.code, into.message);
  const events = [...out(), ...into(), balancesEvent(state, ctx.venue, owner)];
  const record: StoredTransfer = { id: `T${state.nextId++}`, client_id: req.client_id, owner, from: String(req.from), to: String(req.to), currency, amount: text(amount), time: now };
  log.push(record);
  if (log.length > KEEP) log.splice(0, log.length - KEEP);
  return { outcome: { code: 0, message: 'success', data: answerOf(ctx, record) }, events };
}
