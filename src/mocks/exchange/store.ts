/**
 * The demo's one exchange: the state of ./exchange kept in memory, saved to the demo's
 * localStorage (`demo-exchange-v1`, docs/trading-api.md) after every change, and caught up with
 * the market before every request (`withExchange`), each second while the demo runs
 * (`startExchangeClock`) and after a reload over the time away (at most MAX_CATCH_UP_MS).
 *
 * Stored state that does not parse, has the wrong shape or does not balance (see `audit`) is
 * dropped for a fresh start: a tampered store never crashes the demo. Without storage (Node
 * tests) the state lives in memory.
 */
import { isDecimalText } from './decimal';
import { advance, audit, freshState } from './exchange';
import { isFuturesState, setDeliveryIn, setFundingInterval } from './futures/futures';
import type { ExchangeEvent, ExchangeState, Venue } from './types';
import { auditMoney, isMoneyState } from './money/money';
import { appVenue } from './venue';
import { isWalletState } from './wallet/walletOps';
import { isTransferLog } from './accounts/transfers';
import { auditMargin, isMarginState } from './margin/margin';
import { isSecurityState } from './security/securityRecord';
import { isServicesState } from './services/servicesState';
import { auditGateCodes } from './services/gateCodes';

export const STORAGE_KEY = 'demo-exchange-v1';

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

let storage: StorageLike | null = null;
let state: ExchangeState | null = null;
const venue: Venue = appVenue;
const listeners = new Set<(events: readonly ExchangeEvent[]) => void>();

/** Where the state is kept (the browser mock passes localStorage); the next use reads it. */
export function attachExchangeStorage(next: StorageLike | null): void {
  storage = next;
  state = null;
}

/**
 * Another tab of this browser saved the exchange (the `storage` event): the next use reads it
 * again, so two tabs (two personas) share one backend instead of each overwriting the other's
 * changes with its own copy (docs/account-services.md).
 */
export function forgetExchange(): void {
  state = null;
}

/** Every change's events (orders, fills, balances): the private stream forwards them. */
export function subscribeExchange(listener: (events: readonly ExchangeEvent[]) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isDecimalMap = (v: unknown): boolean => isRecord(v) && Object.values(v).every(isDecimalText);
const ORDER_STRINGS = ['id', 'client_id', 'symbol', 'side', 'type', 'time_in_force', 'amount', 'filled', 'fee', 'fee_currency', 'status', 'owner', 'maker_rate', 'taker_rate', 'filled_value', 'amount_step'];
const FILL_STRINGS = ['id', 'order_id', 'symbol', 'side', 'role', 'price', 'amount', 'fee', 'fee_currency', 'owner'];

/** The stored state if it is whole and balances; null otherwise. */
export function parseStored(text: string | null, now: number): ExchangeState | null {
  if (text === null) return null;
  try {
    const raw = JSON.parse(text) as unknown;
    if (!isRecord(raw) || raw.version !== 1 || typeof raw.clock !== 'number' || !Number.isSafeInteger(raw.nextId)) return null;
    if (!isRecord(raw.accounts) || !isRecord(raw.seq) || !isDecimalMap(raw.feePool) || !isDecimalMap(raw.supply)) return null;
    for (const acc of Object.values(raw.accounts)) {
      if (!isRecord(acc) || !Object.values(acc).every((h) => isRecord(h) && isDecimalText(h.available) && isDecimalText(h.locked))) return null;
    }
    if (!Object.values(raw.seq).every((n) => Number.isSafeInteger(n))) return null;
    if (!Array.isArray(raw.orders) || !raw.orders.every((o) => isRecord(o) && ORDER_STRINGS.every((k) => typeof o[k] === 'string') && typeof o.create_time === 'number' && typeof o.price_precision === 'number')) return null;
    if (raw.wallet !== undefined && !isWalletState(raw.wallet)) return null;
    if (!Array.isArray(raw.fills) || !raw.fills.every((f) => isRecord(f) && FILL_STRINGS.every((k) => typeof f[k] === 'string') && typeof f.time === 'number')) return null;
    if (raw.money !== undefined && !isMoneyState(raw.money)) return null;
    if (raw.futures !== undefined && !isFuturesState(raw.futures)) return null;
    if (raw.transfers !== undefined && !isTransferLog(raw.transfers)) return null;
    if (raw.margin !== undefined && !isMarginState(raw.margin)) return null;
    if (raw.security !== undefined && !isSecurityState(raw.security)) return null;
    if (raw.services !== undefined && !isServicesState(raw.services)) return null;
    const parsed = raw as unknown as ExchangeState;
    if (audit(parsed).length > 0 || auditMoney(parsed).length > 0 || auditMargin(parsed).length > 0 || auditGateCodes(parsed).length > 0) return null;
    // A clock from the future (another machine's, a changed system time) restarts from now.
    if (parsed.clock > now) parsed.clock = now;
    return parsed;
  } catch {
    return null;
  }
}

function current(now: number): ExchangeState {
  if (state === null) {
    let stored: string | null = null;
    try {
      stored = storage?.getItem(STORAGE_KEY) ?? null;
    } catch {
      stored = null;
    }
    state = parseStored(stored, now) ?? freshState(now);
  }
  return state;
}

function save(current: ExchangeState): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(current));
  } catch {
    // Storage full or unavailable: the state lasts until the page reloads.
  }
}

/**
 * Every part of the model that moves with the clock, besides the spot market itself: each
 * registers here from its answers module (deposits and withdrawals: wallet/walletApi; futures:
 * futures/futuresApi; earn interest and copied trades: money/moneyApi), in the order imported.
 * A new account (margin) is one `addAdvancer` call in its own module, never an edit here.
 */
type Advancer = (state: ExchangeState, venue: Venue, now: number) => readonly ExchangeEvent[];
const advancers: Advancer[] = [];

export function addAdvancer(advancer: Advancer): void {
  if (!advancers.includes(advancer)) advancers.push(advancer);
}

function catchUp(s: ExchangeState, now: number): ExchangeEvent[] {
  // The spot market first (the others read its clock and prices), then every registered part.
  return [...advance(s, venue, now), ...advancers.flatMap((a) => a(s, venue, now))];
}

function emit(events: readonly ExchangeEvent[]): void {
  if (events.length === 0) return;
  for (const listener of [...listeners]) listener(events);
}

/**
 * Runs `work` on the exchange, caught up with the market to `now` first; saves and publishes what
 * changed. Every handler reads and writes through here.
 */
export function withExchange<T>(work: (state: ExchangeState, venue: Venue, now: number) => { result: T; events?: readonly ExchangeEvent[] }, now = Date.now()): T {
  const s = current(now);
  const caught = catchUp(s, now);
  const { result, events = [] } = work(s, venue, now);
  save(s);
  emit([...caught, ...events]);
  return result;
}

/** The market moved: resting orders catch up (the demo's one-second timer). */
export function tickExchange(now = Date.now()): void {
  const s = current(now);
  const events = catchUp(s, now);
  if (events.length > 0 || s.money !== undefined || s.wallet !== undefined || s.futures !== undefined || s.services !== undefined || s.orders.some((o) => o.status === 'open' || o.status === 'partially_filled' || o.status === 'untriggered')) save(s);
  emit(events);
}

/**
 * Back to the starting state ("Reset demo account", `?account=reset`). The seq numbers keep
 * growing, so no client mistakes the new account for an old message.
 */
export function resetExchange(now = Date.now()): void {
  const previous = state ?? current(now);
  const fresh = freshState(now);
  for (const [owner, seq] of Object.entries(previous.seq)) fresh.seq[owner] = seq + 1;
  state = fresh;
  save(fresh);
}

/** The demo's funding interval in seconds (`?funding=`, docs/futures.md). */
export function setDemoFundingInterval(seconds: number, now = Date.now()): void {
  withExchange((state) => {
    setFundingInterval(state, seconds, now);
    return { result: null };
  }, now);
}

/** The demo's delivery time, `seconds` from now (`?delivery=`, docs/futures.md). */
export function setDemoDelivery(seconds: number, now = Date.now()): void {
  withExchange((state) => {
    setDeliveryIn(state, seconds, now);
    return { result: null };
  }, now);
}

/** Ticks every second; returns the stop function. */
export function startExchangeClock(intervalMs = 1000): () => void {
  const timer = setInterval(() => tickExchange(), intervalMs);
  return () => clearInterval(timer);
}
