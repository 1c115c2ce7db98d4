/**
 * Isolated margin (docs/margin.md): one margin account per persona per pair, on the SAME matching
 * engine as spot (../exchange). Each account is an owner of the spot model, `<persona>/margin/<pair>`,
 * holding the pair's base and quote (available and locked by its open orders), so orders, fills,
 * fees and the conservation audit are the spot model's own. What margin adds, in `state.margin`:
 *
 * - loans per account and asset (borrowed, and interest owed), lent by the HOUSE's float;
 * - interest charged per demo hour (MARGIN_HOUR_MS: a demo hour lasts a minute) on what is
 *   borrowed, the hour begun at the loan included; repaid interest goes to the interest pool
 *   (the `margin:interest` owner), repaid principal back to the HOUSE;
 * - liquidation by the backend when the margin level falls below the pair's maintenance level:
 *   open orders canceled, the account's assets sold or bought by market to repay, what cannot
 *   be repaid written off (the house's loss), a notice and a history entry.
 *
 * Pure functions over the ExchangeState, a Venue and `now`, as ../exchange; ./marginApi wires
 * them to the handlers and registers `advanceMargin` with the store's catch-up.
 */
import type { SpotOrder } from '../../../api/trading/endpoints';
import { cancelAll, cancelOrder, CODES, isOpen, placeOrder, publicOrder, type PlaceRequest } from '../exchange';
import { dec, isDecimalText, text, ZERO, type Dec } from '../decimal';
import { availableOf, balancesEvent, move } from '../money/money';
import { HOUSE, type ExchangeEvent, type ExchangeState, type Outcome, type Owner, type Venue } from '../types';
import { assetsValue, debtValue, initialLevel, isBelowMaintenance, liquidationPrice, marginLevel, maxBorrow, maxTransferOut, riskOf, splitRepayment, type MarginTotals, type Risk } from './marginMath';

/** A demo hour: interest is charged once per minute of the demo's clock (docs/margin.md). */
export const MARGIN_HOUR_MS = 60_000;
/** A reload replays at most this many demo hours of interest (the spot model's six-hour catch-up). */
const MAX_HOURS = 360;
/** Who receives repaid interest: an account of its own, so the audit counts it. */
export const INTEREST_POOL: Owner = 'margin:interest';

export const MARGIN_CODES = { borrowTooMuch: 40050, repayTooMuch: 40051, transferTooMuch: 40052 } as const;

/** The pairs with isolated margin and their risk rules. */
const LISTED: Readonly<Record<string, { maxLeverage: number; maintenance: string; marginCall: string }>> = {
  BTC: { maxLeverage: 10, maintenance: '1.05', marginCall: '1.1' },
  ETH: { maxLeverage: 10, maintenance: '1.05', marginCall: '1.1' },
  SOL: { maxLeverage: 5, maintenance: '1.1', marginCall: '1.15' },
  XRP: { maxLeverage: 5, maintenance: '1.1', marginCall: '1.15' },
  DOGE: { maxLeverage: 5, maintenance: '1.1', marginCall: '1.15' },
  GT: { maxLeverage: 5, maintenance: '1.1', marginCall: '1.15' },
};
/** Interest per demo hour, per borrowed asset. */
const HOURLY_RATE: Readonly<Record<string, string>> = { USDT: '0.00001', BTC: '0.000005', ETH: '0.000008' };
const DEFAULT_RATE = '0.00002';
/** Quote amounts (USDT) move in cents. */
const QUOTE_STEP = '0.01';

export interface MarginLoan {
  borrowed: string;
  interest: string;
}

export interface MarginAccountRecord {
  persona: Owner;
  symbol: string;
  loans: Record<string, MarginLoan>;
  /** Interest is charged up to here (ms): one demo hour after another while something is borrowed. */
  accrued_to: number;
  /** Grows with every push of the account (the margin channel's seq). */
  seq: number;
  /** The spot model's seq of the account when last pushed: a change means the engine filled or changed an order. */
  engine_seq: number;
  /** The last liquidation (the panel's notice after a reload); absent or null: none. */
  last_liquidation?: { price: string; time: number } | null;
}

export type MarginRecordKind = 'transfer_in' | 'transfer_out' | 'borrow' | 'repay' | 'liquidation' | 'write_off';

export interface MarginRecord {
  id: string;
  symbol: string;
  kind: MarginRecordKind;
  currency: string;
  amount: string;
  /** Liquidation: the price it happened at. */
  price: string | null;
  time: number;
}

export interface MarginState {
  version: 1;
  accounts: Record<Owner, MarginAccountRecord>;
  /** Outstanding principal lent by the HOUSE, per asset (the audit checks it against the loans). */
  lent: Record<string, string>;
  history: (MarginRecord & { owner: Owner })[];
  /** Demo (`?marginlevel=`): a maintenance level raised above the pairs' own, as an exchange does in a crash. */
  maintenance_override: string | null;
}

export interface MarginAssetView {
  currency: string;
  available: string;
  locked: string;
  borrowed: string;
  interest: string;
  hourly_rate: string;
  max_borrowable: string;
  transferable: string;
}

export interface MarginSnapshot {
  symbol: string;
  base: MarginAssetView;
  quote: MarginAssetView;
  max_leverage: number;
  initial_level: string;
  maintenance_level: string;
  margin_call_level: string;
  price: string;
  assets: string;
  debt: string;
  margin_level: string | null;
  risk: Risk;
  liquidation_price: string | null;
  hour_ms: number;
  next_interest_time: number | null;
  last_liquidation: { price: string; time: number } | null;
  seq: number;
}

export interface MarginNotice {
  kind: 'orders' | 'liquidated';
  symbol: string;
  price: string;
}

// --- Keys, rules, state ---------------------------------------------------------------------------

export const marginOwner = (persona: Owner, symbol: string): Owner => `${persona}/margin/${symbol}`;
const isMarginOwnerOf = (persona: Owner, owner: Owner) => owner.startsWith(`${persona}/margin/`);

export function marginRules(symbol: string) {
  const [base = '', quote = ''] = symbol.split('_');
  const listed = quote === 'USDT' ? LISTED[base] : undefined;
  return listed === undefined ? undefined : { base, quote, ...listed };
}

export const hourlyRate = (asset: string): string => HOURLY_RATE[asset] ?? DEFAULT_RATE;

export function freshMargin(): MarginState {
  return { version: 1, accounts: {}, lent: {}, history: [], maintenance_override: null };
}

export function marginOf(state: ExchangeState): MarginState {
  state.margin ??= freshMargin();
  return state.margin;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A stored margin part of the right shape (../store drops a state that fails). */
export function isMarginState(v: unknown): v is MarginState {
  if (!isRecord(v) || v.version !== 1 || !isRecord(v.accounts) || !isRecord(v.lent) || !Array.isArray(v.history)) return false;
  if (!Object.values(v.lent).every(isDecimalText)) return false;
  if (!(v.maintenance_override === null || isDecimalText(v.maintenance_override))) return false;
  return Object.values(v.accounts).every(
    (a) => isRecord(a) && typeof a.persona === 'string' && typeof a.symbol === 'string' && typeof a.accrued_to === 'number' && typeof a.seq === 'number' && typeof a.engine_seq === 'number' && isRecord(a.loans) && Object.values(a.loans).every((l) => isRecord(l) && isDecimalText(l.borrowed) && isDecimalText(l.interest)),
  );
}

/** The demo's raised maintenance level (`?marginlevel=`), or null for the pairs' own. */
export function setMaintenanceOverride(state: ExchangeState, level: string | null): void {
  marginOf(state).maintenance_override = level !== null && isDecimalText(level) && dec(level).gt(1) ? level : null;
}

/** The venue as the persona sees it: the pair rules at the persona's fee tier (the account key is not a persona). */
function venueOf(venue: Venue, persona: Owner): Venue {
  return { market: venue.market, starting: venue.starting, rule: (symbol) => venue.rule(symbol, persona) };
}

function recordOf(state: ExchangeState, persona: Owner, symbol: string, now: number): MarginAccountRecord {
  const m = marginOf(state);
  const key = marginOwner(persona, symbol);
  let record = m.accounts[key];
  if (!record) {
    record = { persona, symbol, loans: {}, accrued_to: now, seq: 0, engine_seq: state.seq[key] ?? 0 };
    m.accounts[key] = record;
  }
  return record;
}

const loanOf = (record: MarginAccountRecord, asset: string): MarginLoan => (record.loans[asset] ??= { borrowed: '0', interest: '0' });

function holdingOf(state: ExchangeState, owner: Owner, asset: string): { available: Dec; locked: Dec } {
  const h = state.accounts[owner]?.[asset];
  return { available: dec(h?.available ?? '0'), locked: dec(h?.locked ?? '0') };
}

function totalsOf(state: ExchangeState, record: MarginAccountRecord | undefined, persona: Owner, base: string, quote: string, symbol: string): MarginTotals {
  const key = marginOwner(persona, symbol);
  const b = holdingOf(state, key, base);
  const q = holdingOf(state, key, quote);
  const owed = (asset: string) => {
    const loan = record?.loans[asset];
    return loan ? dec(loan.borrowed).plus(loan.interest) : ZERO;
  };
  return { base: b.available.plus(b.locked), quote: q.available.plus(q.locked), baseDebt: owed(base), quoteDebt: owed(quote) };
}

function maintenanceOf(state: ExchangeState, own: string): Dec {
  const override = state.margin?.maintenance_override ?? null;
  return override !== null && dec(override).gt(own) ? dec(override) : dec(own);
}

const hasDebt = (record: MarginAccountRecord) => Object.values(record.loans).some((l) => dec(l.borrowed).gt(0) || dec(l.interest).gt(0));

// --- Views ----------------------------------------------------------------------------------------------

export function marginSnapshotOf(state: ExchangeState, venue: Venue, persona: Owner, symbol: string, now: number): MarginSnapshot | null {
  const rules = marginRules(symbol);
  const pair = venue.rule(symbol, persona);
  if (!rules || !pair) return null;
  const key = marginOwner(persona, symbol);
  const record = state.margin?.accounts[key];
  const price = venue.market.last(symbol, now / 1000);
  const totals = totalsOf(state, record, persona, rules.base, rules.quote, symbol);
  const maintenance = maintenanceOf(state, rules.maintenance);
  const level = marginLevel(totals, price);
  const liq = liquidationPrice(totals, maintenance);
  const asset = (currency: string, side: 'base' | 'quote'): MarginAssetView => {
    const h = holdingOf(state, key, currency);
    const loan = record?.loans[currency];
    const step = dec(side === 'base' ? pair.amount_step : QUOTE_STEP);
    return {
      currency,
      available: text(h.available),
      locked: text(h.locked),
      borrowed: loan?.borrowed ?? '0',
      interest: loan?.interest ?? '0',
      hourly_rate: hourlyRate(currency),
      max_borrowable: text(maxBorrow(totals, price, rules.maxLeverage, side, step)),
      transferable: text(maxTransferOut(totals, h.available, price, rules.maxLeverage, side, step)),
    };
  };
  const debt = debtValue(totals, price);
  return {
    symbol,
    base: asset(rules.base, 'base'),
    quote: asset(rules.quote, 'quote'),
    max_leverage: rules.maxLeverage,
    initial_level: text(initialLevel(rules.maxLeverage).round(4, 0)),
    maintenance_level: text(maintenance),
    margin_call_level: rules.marginCall,
    price: text(price),
    assets: text(assetsValue(totals, price).round(8, 0)),
    debt: text(debt.round(8, 3)),
    margin_level: level === null ? null : text(level.round(4, 0)),
    risk: riskOf(level, dec(rules.marginCall)),
    liquidation_price: liq === null ? null : text(liq.round(pair.price_precision, 0)),
    hour_ms: MARGIN_HOUR_MS,
    next_interest_time: record && hasDebt(record) ? record.accrued_to + MARGIN_HOUR_MS : null,
    last_liquidation: record?.last_liquidation ?? null,
    seq: record?.seq ?? 0,
  };
}

function pushEvent(state: ExchangeState, venue: Venue, record: MarginAccountRecord, now: number, notices: MarginNotice[]): ExchangeEvent | null {
  record.seq++;
  record.engine_seq = state.seq[marginOwner(record.persona, record.symbol)] ?? 0;
  const snapshot = marginSnapshotOf(state, venue, record.persona, record.symbol, now);
  return snapshot === null ? null : { kind: 'margin', owner: record.persona, snapshot, notices };
}

// --- Transfers, loans ----------------------------------------------------------------------------

function reject<T>(code: number, message: string): { outcome: Outcome<T>; events: ExchangeEvent[] } {
  return { outcome: { code, message, data: null }, events: [] };
}

interface AccountRequest {
  readonly symbol?: unknown;
  readonly currency?: unknown;
  readonly amount?: unknown;
  readonly direction?: unknown;
}

/** The common checks: a margin pair, one of its two assets, a positive amount of at most 12 decimals. */
function parseRequest(venue: Venue, persona: Owner, req: AccountRequest): { symbol: string; currency: string; side: 'base' | 'quote'; amount: Dec } | { code: number; message: string } {
  if (typeof req.symbol !== 'string') return { code: CODES.invalid, message: 'symbol is required.' };
  const rules = marginRules(req.symbol);
  if (!rules || !venue.rule(req.symbol, persona)) return { code: CODES.notFound, message: `Isolated margin is not available for ${req.symbol}.` };
  if (req.currency !== rules.base && req.currency !== rules.quote) return { code: CODES.invalid, message: `currency must be ${rules.base} or ${rules.quote}.` };
  if (!isDecimalText(req.amount) || dec(req.amount).lte(0) || (req.amount.split('.')[1]?.length ?? 0) > 12) return { code: CODES.invalid, message: 'amount must be a positive decimal with at most 12 decimals.' };
  return { symbol: req.symbol, currency: req.currency, side: req.currency === rules.base ? 'base' : 'quote', amount: dec(req.amount) };
}

function log(state: ExchangeState, persona: Owner, entry: Omit<MarginRecord, 'id'>): void {
  const m = marginOf(state);
  m.history.push({ owner: persona, id: `M${state.nextId++}`, ...entry });
  // The last 500 entries are kept.
  if (m.history.length > 500) m.history.splice(0, m.history.length - 500);
}

type AccountOutcome = { outcome: Outcome<MarginSnapshot>; events: ExchangeEvent[] };

/** Moves an asset between the persona's spot account and the pair's isolated account (`direction` in or out). */
export function marginTransfer(state: ExchangeState, venue: Venue, persona: Owner, req: AccountRequest, now: number): AccountOutcome {
  const parsed = parseRequest(venue, persona, req);
  if ('code' in parsed) return reject(parsed.code, parsed.message);
  if (req.direction !== 'in' && req.direction !== 'out') return reject(CODES.invalid, 'direction must be in or out.');
  const { symbol, currency, amount } = parsed;
  const key = marginOwner(persona, symbol);
  const record = recordOf(state, persona, symbol, now);
  if (req.direction === 'in') {
    if (amount.gt(availableOf(state, venue, persona, currency))) return reject(CODES.insufficientBalance, 'Insufficient balance.');
    move(state, venue, persona, key, currency, amount);
  } else {
    const snapshot = marginSnapshotOf(state, venue, persona, symbol, now);
    const side = snapshot?.base.currency === currency ? snapshot.base : snapshot?.quote;
    if (!side || amount.gt(side.transferable)) return reject(MARGIN_CODES.transferTooMuch, `At most ${side?.transferable ?? '0'} ${currency} can be transferred out: the rest backs what you borrowed.`);
    move(state, venue, key, persona, currency, amount);
  }
  log(state, persona, { symbol, kind: req.direction === 'in' ? 'transfer_in' : 'transfer_out', currency, amount: text(amount), price: null, time: now });
  const event = pushEvent(state, venue, record, now, []);
  const data = marginSnapshotOf(state, venue, persona, symbol, now);
  return { outcome: data ? { code: 0, message: 'success', data } : { code: CODES.notFound, message: 'Not found.', data: null }, events: [balancesEvent(state, venue, persona), ...(event ? [event] : [])] };
}

/** Borrows from the house up to the most the margin level allows; the hour begun is charged at once. */
export function marginBorrow(state: ExchangeState, venue: Venue, persona: Owner, req: AccountRequest, now: number): AccountOutcome {
  const parsed = parseRequest(venue, persona, req);
  if ('code' in parsed) return reject(parsed.code, parsed.message);
  const { symbol, currency, side, amount } = parsed;
  const snapshot = marginSnapshotOf(state, venue, persona, symbol, now);
  const most = snapshot === null ? '0' : side === 'base' ? snapshot.base.max_borrowable : snapshot.quote.max_borrowable;
  if (amount.gt(most)) return reject(MARGIN_CODES.borrowTooMuch, `You can borrow at most ${most} ${currency}: transfer more collateral first.`);
  const record = recordOf(state, persona, symbol, now);
  if (!hasDebt(record)) record.accrued_to = now;
  move(state, venue, HOUSE, marginOwner(persona, symbol), currency, amount);
  const loan = loanOf(record, currency);
  loan.borrowed = text(dec(loan.borrowed).plus(amount));
  loan.interest = text(dec(loan.interest).plus(amount.times(hourlyRate(currency))));
  const m = marginOf(state);
  m.lent[currency] = text(dec(m.lent[currency] ?? '0').plus(amount));
  log(state, persona, { symbol, kind: 'borrow', currency, amount: text(amount), price: null, time: now });
  const event = pushEvent(state, venue, record, now, []);
  const data = marginSnapshotOf(state, venue, persona, symbol, now);
  return { outcome: data ? { code: 0, message: 'success', data } : { code: CODES.notFound, message: 'Not found.', data: null }, events: event ? [event] : [] };
}

/** Pays `amount` of an asset's loan from the account's available: interest first, then principal. */
function repayFrom(state: ExchangeState, venue: Venue, record: MarginAccountRecord, currency: string, amount: Dec): void {
  const key = marginOwner(record.persona, record.symbol);
  const loan = loanOf(record, currency);
  const { interest, principal } = splitRepayment(amount, dec(loan.interest));
  move(state, venue, key, INTEREST_POOL, currency, interest);
  move(state, venue, key, HOUSE, currency, principal);
  loan.interest = text(dec(loan.interest).minus(interest));
  loan.borrowed = text(dec(loan.borrowed).minus(principal));
  const m = marginOf(state);
  m.lent[currency] = text(dec(m.lent[currency] ?? '0').minus(principal));
}

export function marginRepay(state: ExchangeState, venue: Venue, persona: Owner, req: AccountRequest, now: number): AccountOutcome {
  const parsed = parseRequest(venue, persona, req);
  if ('code' in parsed) return reject(parsed.code, parsed.message);
  const { symbol, currency, amount } = parsed;
  const record = recordOf(state, persona, symbol, now);
  const loan = loanOf(record, currency);
  const owed = dec(loan.borrowed).plus(loan.interest);
  if (owed.lte(0)) return reject(MARGIN_CODES.repayTooMuch, `You owe no ${currency}.`);
  if (amount.gt(owed)) return reject(MARGIN_CODES.repayTooMuch, `You owe ${text(owed)} ${currency}: repay at most that.`);
  if (amount.gt(holdingOf(state, marginOwner(persona, symbol), currency).available)) return reject(CODES.insufficientBalance, `Insufficient ${currency} in the margin account: transfer or buy some first.`);
  repayFrom(state, venue, record, currency, amount);
  log(state, persona, { symbol, kind: 'repay', currency, amount: text(amount), price: null, time: now });
  const event = pushEvent(state, venue, record, now, []);
  const data = marginSnapshotOf(state, venue, persona, symbol, now);
  return { outcome: data ? { code: 0, message: 'success', data } : { code: CODES.notFound, message: 'Not found.', data: null }, events: event ? [event] : [] };
}

// --- Orders: the spot engine on the margin account -----------------------------------------------------

export function marginPlaceOrder(state: ExchangeState, venue: Venue, persona: Owner, req: PlaceRequest, now: number): { outcome: Outcome<SpotOrder>; events: ExchangeEvent[] } {
  const symbol = typeof req.symbol === 'string' ? req.symbol : '';
  if (!marginRules(symbol) || !venue.rule(symbol, persona)) return reject(CODES.notFound, `Isolated margin is not available for ${symbol || 'this pair'}.`);
  const record = recordOf(state, persona, symbol, now);
  const { outcome, events } = placeOrder(state, venueOf(venue, persona), marginOwner(persona, symbol), req, now);
  if (outcome.data === null) return { outcome, events };
  const event = pushEvent(state, venue, record, now, [{ kind: 'orders', symbol, price: outcome.data.avg_price ?? outcome.data.price ?? '' }]);
  return { outcome, events: event ? [...events, event] : events };
}

export function marginCancelOrder(state: ExchangeState, venue: Venue, persona: Owner, id: unknown, now: number): { outcome: Outcome<SpotOrder>; events: ExchangeEvent[] } {
  const order = typeof id === 'string' ? state.orders.find((o) => o.id === id && isMarginOwnerOf(persona, o.owner)) : undefined;
  if (!order) return reject(CODES.notFound, 'Order not found.');
  const { outcome, events } = cancelOrder(state, venue, order.owner, id, now);
  const record = state.margin?.accounts[order.owner];
  const event = record && outcome.code === 0 ? pushEvent(state, venue, record, now, [{ kind: 'orders', symbol: order.symbol, price: '' }]) : null;
  return { outcome, events: event ? [...events, event] : events };
}

export interface MarginListFilter {
  readonly symbol?: string;
  readonly side?: string;
  readonly page: number;
  readonly limit: number;
}

export function marginOpenOrders(state: ExchangeState, persona: Owner, symbol: string | undefined): SpotOrder[] {
  return state.orders
    .filter((o) => isMarginOwnerOf(persona, o.owner) && isOpen(o) && (symbol === undefined || o.symbol === symbol))
    .reverse()
    .map(publicOrder);
}

export function marginOrderHistory(state: ExchangeState, persona: Owner, filter: MarginListFilter): { list: SpotOrder[]; total: number } {
  const list = state.orders
    .filter((o) => isMarginOwnerOf(persona, o.owner) && !isOpen(o) && (filter.symbol === undefined || o.symbol === filter.symbol) && (filter.side === undefined || o.side === filter.side))
    .sort((a, b) => b.update_time - a.update_time)
    .map(publicOrder);
  const start = (filter.page - 1) * filter.limit;
  return { list: list.slice(start, start + filter.limit), total: list.length };
}

export function marginHistory(state: ExchangeState, persona: Owner, filter: MarginListFilter): { list: MarginRecord[]; total: number } {
  const list = (state.margin?.history ?? [])
    .filter((h) => h.owner === persona && (filter.symbol === undefined || h.symbol === filter.symbol))
    .reverse()
    .map(({ owner: _owner, ...rest }) => rest);
  const start = (filter.page - 1) * filter.limit;
  return { list: list.slice(start, start + filter.limit), total: list.length };
}

// --- The clock: interest and liquidation -----------------------------------------------------------

/**
 * Catches every margin account up to `now`: interest for each demo hour completed while
 * something was borrowed, then liquidation below the maintenance level at the model's price. A
 * snapshot is pushed for every account that changed and, each second, for every account with
 * debt (its margin level moves with the price).
 */
export function advanceMargin(state: ExchangeState, venue: Venue, now: number): ExchangeEvent[] {
  const m = state.margin;
  if (!m) return [];
  const events: ExchangeEvent[] = [];
  for (const [key, record] of Object.entries(m.accounts)) {
    const notices: MarginNotice[] = [];
    let changed = (state.seq[key] ?? 0) !== record.engine_seq;
    if (changed) notices.push({ kind: 'orders', symbol: record.symbol, price: '' });
    if (!hasDebt(record)) {
      record.accrued_to = now;
      if (changed) pushInto(events, pushEvent(state, venue, record, now, notices));
      continue;
    }
    const hours = Math.floor((now - record.accrued_to) / MARGIN_HOUR_MS);
    if (hours > 0) {
      const charged = Math.min(hours, MAX_HOURS);
      for (const [asset, loan] of Object.entries(record.loans)) {
        if (dec(loan.borrowed).lte(0)) continue;
        loan.interest = text(dec(loan.interest).plus(dec(loan.borrowed).times(hourlyRate(asset)).times(charged)));
      }
      record.accrued_to += hours * MARGIN_HOUR_MS;
      changed = true;
    }
    const rules = marginRules(record.symbol);
    if (rules) {
      const price = venue.market.last(record.symbol, now / 1000);
      const totals = totalsOf(state, record, record.persona, rules.base, rules.quote, record.symbol);
      if (isBelowMaintenance(totals, price, maintenanceOf(state, rules.maintenance))) {
        events.push(...liquidate(state, venue, record, price, now));
        notices.push({ kind: 'liquidated', symbol: record.symbol, price: text(price) });
      }
    }
    pushInto(events, pushEvent(state, venue, record, now, notices));
  }
  return events;
}

function pushInto(events: ExchangeEvent[], event: ExchangeEvent | null): void {
  if (event) events.push(event);
}

/**
 * Open orders canceled; each asset's debt repaid from what the account holds of it; the base
 * sold by market for a quote debt, the base bought by market for a base debt (the same engine
 * as any order, taker fees included); whatever is still owed written off as the house's loss.
 */
function liquidate(state: ExchangeState, venue: Venue, record: MarginAccountRecord, price: Dec, now: number): ExchangeEvent[] {
  const rules = marginRules(record.symbol);
  const pair = venue.rule(record.symbol, record.persona);
  if (!rules || !pair) return [];
  const key = marginOwner(record.persona, record.symbol);
  const own = venueOf(venue, record.persona);
  const events: ExchangeEvent[] = [...cancelAll(state, venue, key, record.symbol, now).events];
  const owed = (asset: string) => {
    const loan = loanOf(record, asset);
    return dec(loan.borrowed).plus(loan.interest);
  };
  const repayWhatHeld = (asset: string) => {
    const pay = owed(asset);
    const held = holdingOf(state, key, asset).available;
    const amount = pay.lt(held) ? pay : held;
    if (amount.gt(0)) repayFrom(state, venue, record, asset, amount);
  };
  let n = 0;
  const market = (side: 'buy' | 'sell', amount: Dec) => {
    if (amount.lte(0)) return false;
    const placed = placeOrder(state, own, key, { symbol: record.symbol, side, type: 'market', amount: text(amount), client_id: `liquidation-${record.seq}-${now}-${n++}` }, now);
    events.push(...placed.events);
    return placed.outcome.code === 0;
  };
  const step = dec(pair.amount_step);
  repayWhatHeld(rules.quote);
  repayWhatHeld(rules.base);
  if (owed(rules.quote).gt(0)) {
    const base = holdingOf(state, key, rules.base).available;
    market('sell', base.div(step).round(0, 0).times(step));
    repayWhatHeld(rules.quote);
  }
  if (owed(rules.base).gt(0)) {
    // Buy what is owed plus the taker fee, or as much as the quote pays for (a little less each try: the book's walk costs more than its best price).
    const fee = dec(1).minus(pair.taker_fee_rate);
    let amount = owed(rules.base).div(fee).div(step).round(0, 3).times(step);
    const quote = holdingOf(state, key, rules.quote).available;
    const affordable = quote.div(price).div(step).round(0, 0).times(step);
    if (amount.gt(affordable)) amount = affordable;
    for (let tries = 0; tries < 6 && !market('buy', amount); tries++) amount = amount.times('0.95').div(step).round(0, 0).times(step);
    repayWhatHeld(rules.base);
    if (owed(rules.quote).gt(0)) repayWhatHeld(rules.quote);
  }
  const m = marginOf(state);
  log(state, record.persona, { symbol: record.symbol, kind: 'liquidation', currency: rules.quote, amount: text(debtValue({ base: ZERO, quote: ZERO, baseDebt: owed(rules.base), quoteDebt: owed(rules.quote) }, price).round(8, 3)), price: text(price), time: now });
  for (const asset of [rules.base, rules.quote]) {
    const loan = loanOf(record, asset);
    const left = dec(loan.borrowed);
    if (left.lte(0) && dec(loan.interest).lte(0)) continue;
    // Bad debt: the house lent it and does not get it back.
    m.lent[asset] = text(dec(m.lent[asset] ?? '0').minus(left));
    log(state, record.persona, { symbol: record.symbol, kind: 'write_off', currency: asset, amount: text(left.plus(loan.interest)), price: text(price), time: now });
    loan.borrowed = '0';
    loan.interest = '0';
  }
  record.last_liquidation = { price: text(price), time: now };
  events.push(balancesEvent(state, venue, key));
  return events;
}

// --- The books balance ------------------------------------------------------------------------------

/**
 * What the spot audit cannot see, as a list of broken rules: per asset, the principal the HOUSE
 * has lent equals the accounts' outstanding loans; every margin account of the spot model has its
 * record; no loan is negative.
 */
export function auditMargin(state: ExchangeState): string[] {
  const m = state.margin;
  if (!m) return [];
  const problems: string[] = [];
  const borrowed = new Map<string, Dec>();
  for (const [key, record] of Object.entries(m.accounts)) {
    if (key !== marginOwner(record.persona, record.symbol)) problems.push(`${key}: its record names ${record.persona} ${record.symbol}`);
    for (const [asset, loan] of Object.entries(record.loans)) {
      if (!isDecimalText(loan.borrowed) || !isDecimalText(loan.interest)) problems.push(`${key} ${asset}: negative or malformed loan (${loan.borrowed} / ${loan.interest})`);
      borrowed.set(asset, (borrowed.get(asset) ?? ZERO).plus(isDecimalText(loan.borrowed) ? loan.borrowed : '0'));
    }
  }
  for (const asset of new Set([...borrowed.keys(), ...Object.keys(m.lent)])) {
    const lent = dec(m.lent[asset] ?? '0');
    const out = borrowed.get(asset) ?? ZERO;
    if (!lent.eq(out)) problems.push(`${asset}: the house lent ${text(lent)}, the loans say ${text(out)}`);
  }
  for (const owner of Object.keys(state.accounts)) if (owner.includes('/margin/') && !m.accounts[owner]) problems.push(`${owner}: a margin account without its record`);
  return problems;
}

