/**
 * Transfer codes (gate codes) on the account model (docs/account-services.md): a user turns part
 * of their spot balance into a 16-character code; another user redeems it and the amount reaches
 * their spot account at once. Pure functions over the state like ../exchange.
 *
 * While a code is active its amount sits in the creator's code account (`code:<owner>`, an
 * account of the model like earn's, so the spot audit counts it); `auditGateCodes` checks that
 * each code account holds exactly its active codes. Created: spot -> code account; redeemed:
 * code account -> the redeemer's spot; cancelled: back to the creator's spot. Nothing is created
 * or destroyed.
 */
import { dec, isDecimalText, text, ZERO, type Dec } from '../decimal';
import { availableOf, balancesEvent, move } from '../money/money';
import type { ExchangeEvent, ExchangeState, Outcome, Owner, Venue } from '../types';
import { servicesOf, SERVICE_CODES, type GateCodeRecord } from './servicesState';

export const codeOwner = (owner: Owner): Owner => `code:${owner}`;
/** At most this many decimals in a code's amount. */
const MAX_DECIMALS = 8;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** What the session's person brings to a code (the persona's demo secrets and compliance flags). */
export interface CodeUser {
  readonly owner: Owner;
  readonly fundPassword: string;
  readonly totp: string;
  /** Risk control: sending funds out waits for the additional verification (as withdrawals). */
  readonly riskLimited: boolean;
}

export type PublicGateCode = Omit<GateCodeRecord, 'owner'>;
/** What a redeemer learns: the amount credited, not who sent it. */
export interface GateCodeRedemption {
  code: string;
  asset: string;
  amount: string;
  time: number;
}

type Result<T> = { outcome: Outcome<T>; events: ExchangeEvent[] };
const refuse = <T>(code: number, message: string): Result<T> => ({ outcome: { code, message, data: null }, events: [] });
const success = <T>(data: T, events: ExchangeEvent[] = []): Result<T> => ({ outcome: { code: 0, message: 'success', data }, events });
const publicCode = ({ owner: _owner, ...rest }: GateCodeRecord): PublicGateCode => rest;

/** 16 characters of [A-Z0-9] from a random source (no 0/O, 1/I look-alikes). */
export function newCode(random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))): string {
  return Array.from(random(16), (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** The owner's codes, newest first (at most 50). */
export function gateCodesOf(state: ExchangeState, owner: Owner): PublicGateCode[] {
  return servicesOf(state).gateCodes.filter((c) => c.owner === owner).reverse().slice(0, 50).map(publicCode);
}

export interface CreateCodeRequest {
  readonly asset?: unknown;
  readonly amount?: unknown;
  readonly fundpass?: unknown;
  readonly totp?: unknown;
  readonly client_id?: unknown;
}

/**
 * A new code: checked in the order a user fixes things (asset, amount, balance, then the fund
 * password and the authenticator code, as a withdrawal); the amount leaves the spot balance at
 * once. The same client_id twice answers the first code.
 */
export function createGateCode(state: ExchangeState, venue: Venue, user: CodeUser, req: CreateCodeRequest, now: number, code = newCode()): Result<PublicGateCode> {
  const services = servicesOf(state);
  if (typeof req.client_id !== 'string' || req.client_id === '' || req.client_id.length > 64) return refuse(SERVICE_CODES.invalid, 'client_id is required (at most 64 characters).');
  const same = services.gateCodes.find((c) => c.owner === user.owner && c.client_id === req.client_id);
  if (same) return success(publicCode(same));
  if (user.riskLimited) return refuse(SERVICE_CODES.withdrawalsLimited, 'Transfers out are limited until you complete the additional verification.');
  const asset = typeof req.asset === 'string' ? req.asset.toUpperCase() : '';
  if (!/^[A-Z0-9]{1,12}$/.test(asset)) return refuse(SERVICE_CODES.invalid, 'asset is required.');
  if (!isDecimalText(req.amount) || dec(req.amount).lte(0)) return refuse(SERVICE_CODES.invalid, 'amount must be a positive decimal.');
  const amount = dec(req.amount);
  if ((req.amount.split('.')[1] ?? '').length > MAX_DECIMALS) return refuse(SERVICE_CODES.invalid, `Amount has at most ${MAX_DECIMALS} decimals.`);
  if (amount.gt(availableOf(state, venue, user.owner, asset))) return refuse(SERVICE_CODES.insufficientBalance, `Insufficient balance: you have less than ${text(amount)} ${asset} available.`);
  if (req.fundpass !== user.fundPassword) return refuse(SERVICE_CODES.wrongFundPassword, 'Wrong fund password.');
  if (req.totp !== user.totp) return refuse(SERVICE_CODES.wrongTotp, 'Wrong authenticator code.');
  const record: GateCodeRecord = { id: `G${state.nextId++}`, owner: user.owner, client_id: req.client_id, code, asset, amount: text(amount), status: 'active', create_time: now, update_time: now };
  move(state, venue, user.owner, codeOwner(user.owner), asset, amount);
  services.gateCodes.push(record);
  return success(publicCode(record), [balancesEvent(state, venue, user.owner)]);
}

/** The creator takes an active code back: its amount returns to their spot balance. */
export function cancelGateCode(state: ExchangeState, venue: Venue, owner: Owner, id: unknown, now: number): Result<PublicGateCode> {
  const record = servicesOf(state).gateCodes.find((c) => c.owner === owner && c.id === id);
  if (!record) return refuse(SERVICE_CODES.notFound, 'This code does not exist or is not yours.');
  if (record.status !== 'active') return refuse(SERVICE_CODES.closed, `This code was ${record.status} already.`);
  move(state, venue, codeOwner(owner), owner, record.asset, dec(record.amount));
  record.status = 'cancelled';
  record.update_time = now;
  return success(publicCode(record), [balancesEvent(state, venue, owner)]);
}

/** Another user redeems an active code: its amount reaches their spot balance at once; a code works once. */
export function redeemGateCode(state: ExchangeState, venue: Venue, owner: Owner, code: unknown, now: number): Result<GateCodeRedemption> {
  const wanted = typeof code === 'string' ? code.trim().toUpperCase() : '';
  if (!/^[A-Z0-9]{16}$/.test(wanted)) return refuse(SERVICE_CODES.invalid, 'A transfer code has 16 letters and digits.');
  const record = servicesOf(state).gateCodes.find((c) => c.code === wanted);
  if (!record || record.status !== 'active') return refuse(SERVICE_CODES.notFound, 'Code not found: it was redeemed or cancelled already, or never existed.');
  if (record.owner === owner) return refuse(SERVICE_CODES.ownCode, 'You created this code: cancel it on this page to take the funds back.');
  move(state, venue, codeOwner(record.owner), owner, record.asset, dec(record.amount));
  record.status = 'redeemed';
  record.update_time = now;
  return success({ code: record.code, asset: record.asset, amount: record.amount, time: now }, [balancesEvent(state, venue, owner)]);
}

/** Every code account holds exactly its active codes, per asset (what the spot audit cannot see). */
export function auditGateCodes(state: ExchangeState): string[] {
  const problems: string[] = [];
  const expected = new Map<string, Dec>();
  for (const c of state.services?.gateCodes ?? []) if (c.status === 'active') expected.set(`${codeOwner(c.owner)}|${c.asset}`, (expected.get(`${codeOwner(c.owner)}|${c.asset}`) ?? ZERO).plus(c.amount));
  for (const [owner, acc] of Object.entries(state.accounts)) {
    if (!owner.startsWith('code:')) continue;
    for (const [asset, h] of Object.entries(acc)) {
      const want = expected.get(`${owner}|${asset}`) ?? ZERO;
      if (!dec(h.available).eq(want) || !dec(h.locked).eq(0)) problems.push(`${owner} ${asset}: holds ${h.available}, its active codes ${text(want)}`);
      expected.delete(`${owner}|${asset}`);
    }
  }
  for (const [key, amount] of expected) if (!amount.eq(0)) problems.push(`${key}: active codes hold ${text(amount)} the account lacks`);
  return problems;
}
