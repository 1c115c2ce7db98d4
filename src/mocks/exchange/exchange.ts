/**
 * The spot matching simulation (docs/trading-api.md, "The account model"): pure functions over
 * an ExchangeState, the market as a MarketView and the rules as a Venue. No DOM, no clock, no
 * storage: the caller passes `now` (ms) and keeps the state (./store in the app).
 *
 * - Market orders and marketable limit orders take the book level by level at `now`.
 * - Resting limit orders fill, possibly in parts, from the prints that cross their price
 *   (`advance`), at their own price, as makers.
 * - Stop-limit orders turn into limit orders when the last price reaches the stop.
 * - Every fill trades with the HOUSE account; the fee, in the asset received, goes to the fee
 *   pool. Nothing is created or destroyed after an account's starting balances, which is what
 *   the property test checks (see `audit`).
 */
import type { PairRule, SpotBalance, SpotFill, SpotOrder } from '../../api/trading/endpoints';
import { dec, floorTo, isDecimalText, isMultipleOf, minDec, text, ZERO, type Dec } from './decimal';
import { HOUSE, type ExchangeEvent, type ExchangeState, type Holding, type Level, type Outcome, type Owner, type StoredOrder, type Venue } from './types';

export const CODES = {
  invalid: 40001,
  insufficientBalance: 40010,
  belowMinimum: 40011,
  aboveMaximum: 40012,
  offTickOrStep: 40013,
  postOnlyWouldTake: 40014,
  fokUnfillable: 40015,
  noLiquidity: 40016,
  notLoggedIn: 40100,
  notFound: 40400,
} as const;

/** What the house holds of every asset when it first trades it: far more than any persona could take. */
export const HOUSE_FLOAT = '1000000000000000000';
/** A reload catches up at most this long a gap (ms): beyond it, prints are not replayed. */
export const MAX_CATCH_UP_MS = 6 * 3600_000;

export function freshState(now: number): ExchangeState {
  return { version: 1, clock: now, nextId: 1, accounts: {}, seq: {}, feePool: {}, supply: {}, orders: [], fills: [] };
}

// --- Accounts -----------------------------------------------------------------------------------------

function mint(state: ExchangeState, asset: string, amount: string): void {
  state.supply[asset] = text(dec(state.supply[asset] ?? '0').plus(amount));
}

function account(state: ExchangeState, venue: Venue, owner: Owner): Record<string, Holding> {
  let acc = state.accounts[owner];
  if (!acc) {
    acc = {};
    state.accounts[owner] = acc;
    // A reset keeps the seq going (see ./store): a client must never take the new account for an old message.
    state.seq[owner] ??= 0;
    if (owner !== HOUSE) {
      for (const [asset, amount] of Object.entries(venue.starting(owner, state.clock))) {
        acc[asset] = { available: amount, locked: '0' };
        mint(state, asset, amount);
      }
    }
  }
  return acc;
}

function holding(state: ExchangeState, venue: Venue, owner: Owner, asset: string): Holding {
  const acc = account(state, venue, owner);
  let h = acc[asset];
  if (!h) {
    const initial = owner === HOUSE ? HOUSE_FLOAT : '0';
    h = { available: initial, locked: '0' };
    acc[asset] = h;
    if (owner === HOUSE) mint(state, asset, initial);
  }
  return h;
}

function addAvailable(state: ExchangeState, venue: Venue, owner: Owner, asset: string, delta: Dec): void {
  const h = holding(state, venue, owner, asset);
  h.available = text(dec(h.available).plus(delta));
}

function addLocked(state: ExchangeState, venue: Venue, owner: Owner, asset: string, delta: Dec): void {
  const h = holding(state, venue, owner, asset);
  h.locked = text(dec(h.locked).plus(delta));
}

/** available -> locked (negative: back). */
function lock(state: ExchangeState, venue: Venue, owner: Owner, asset: string, amount: Dec): void {
  addAvailable(state, venue, owner, asset, amount.neg());
  addLocked(state, venue, owner, asset, amount);
}

/** The owner's balances, sorted by asset (the account is opened with its starting balances if new). */
export function balancesOf(state: ExchangeState, venue: Venue, owner: Owner): { list: SpotBalance[]; seq: number } {
  const acc = account(state, venue, owner);
  const list = Object.entries(acc)
    .map(([currency, h]) => ({ currency, available: h.available, locked: h.locked }))
    .sort((a, b) => a.currency.localeCompare(b.currency));
  return { list, seq: state.seq[owner] ?? 0 };
}

/**
 * Adds `delta` to the owner's available `asset` (a transfer to or from another account of the
 * owner, ./futures); with `announce`, the seq grows and the balances event is returned.
 */
export function moveAvailable(state: ExchangeState, venue: Venue, owner: Owner, asset: string, delta: Dec, announce: boolean): { list: SpotBalance[]; event: ExchangeEvent | null } {
  if (!delta.eq(0)) addAvailable(state, venue, owner, asset, delta);
  if (!announce) return { list: balancesOf(state, venue, owner).list, event: null };
  state.seq[owner] = (state.seq[owner] ?? 0) + 1;
  const { list, seq } = balancesOf(state, venue, owner);
  return { list, event: { kind: 'balances', owner, list, seq } };
}

// --- Orders ------------------------------------------------------------------------------------------------

const SIDES = ['buy', 'sell'] as const;
const TYPES = ['limit', 'market', 'stop_limit'] as const;
const TIFS = ['gtc', 'ioc', 'fok', 'poc'] as const;

export function isOpen(order: SpotOrder): boolean {
  return order.status === 'open' || order.status === 'partially_filled' || order.status === 'untriggered';
}

function assetsOf(rule: PairRule): { base: string; quote: string } {
  return { base: rule.base, quote: rule.quote };
}

/** What an open order holds locked: price x remaining of the quote (buy), the remaining base (sell). */
export function lockedBy(order: StoredOrder): { asset: string; amount: Dec } {
  const [base = '', quote = ''] = order.symbol.split('_');
  const remaining = dec(order.amount).minus(order.filled);
  if (order.type === 'market' || !isOpen(order)) return { asset: order.side === 'buy' ? quote : base, amount: ZERO };
  return order.side === 'buy' ? { asset: quote, amount: remaining.times(order.price ?? '0') } : { asset: base, amount: remaining };
}

/** A unit of work: the events it produced and the owners whose account changed. */
class Batch {
  readonly events: ExchangeEvent[] = [];
  private readonly touched = new Set<Owner>();
  private readonly orders = new Map<string, StoredOrder>();

  constructor(
    readonly state: ExchangeState,
    readonly venue: Venue,
  ) {}

  touch(owner: Owner): void {
    if (owner !== HOUSE) this.touched.add(owner);
  }

  order(order: StoredOrder): void {
    this.orders.set(order.id, order);
  }

  fill(owner: Owner, fill: SpotFill): void {
    this.events.push({ kind: 'fill', owner, fill });
  }

  /** Orders first, then one balances message per changed account with its new seq. */
  finish(): ExchangeEvent[] {
    for (const order of this.orders.values()) this.events.push({ kind: 'order', owner: order.owner, order: publicOrder(order) });
    for (const owner of this.touched) {
      this.state.seq[owner] = (this.state.seq[owner] ?? 0) + 1;
      const { list, seq } = balancesOf(this.state, this.venue, owner);
      this.events.push({ kind: 'balances', owner, list, seq });
    }
    return this.events;
  }
}

/** The order as the API answers it (the model's bookkeeping left out). */
export function publicOrder(order: StoredOrder): SpotOrder {
  return {
    id: order.id,
    client_id: order.client_id,
    symbol: order.symbol,
    side: order.side,
    type: order.type,
    time_in_force: order.time_in_force,
    price: order.price,
    stop_price: order.stop_price,
    amount: order.amount,
    filled: order.filled,
    avg_price: order.avg_price,
    fee: order.fee,
    fee_currency: order.fee_currency,
    status: order.status,
    reason: order.reason,
    create_time: order.create_time,
    update_time: order.update_time,
  };
}

function publicFill(fill: SpotFill & { owner?: Owner }): SpotFill {
  const { owner: _owner, ...rest } = fill;
  return rest;
}

/** One fill of `order` against the house at `price`, for `qty` base. */
function execute(batch: Batch, order: StoredOrder, price: Dec, qty: Dec, role: 'maker' | 'taker', now: number): void {
  const { state, venue } = batch;
  const [base = '', quote = ''] = order.symbol.split('_');
  const rate = dec(role === 'maker' ? order.maker_rate : order.taker_rate);
  const cost = price.times(qty);
  const resting = order.type !== 'market';
  let fee: Dec;
  if (order.side === 'buy') {
    if (resting) {
      // The lock was the limit price x qty: what the fill did not cost goes back to available.
      const locked = qty.times(order.price ?? '0');
      addLocked(state, venue, order.owner, quote, locked.neg());
      addAvailable(state, venue, order.owner, quote, locked.minus(cost));
    } else {
      addAvailable(state, venue, order.owner, quote, cost.neg());
    }
    addAvailable(state, venue, HOUSE, quote, cost);
    addAvailable(state, venue, HOUSE, base, qty.neg());
    fee = qty.times(rate);
    addAvailable(state, venue, order.owner, base, qty.minus(fee));
    state.feePool[base] = text(dec(state.feePool[base] ?? '0').plus(fee));
  } else {
    if (resting) addLocked(state, venue, order.owner, base, qty.neg());
    else addAvailable(state, venue, order.owner, base, qty.neg());
    addAvailable(state, venue, HOUSE, base, qty);
    addAvailable(state, venue, HOUSE, quote, cost.neg());
    fee = cost.times(rate);
    addAvailable(state, venue, order.owner, quote, cost.minus(fee));
    state.feePool[quote] = text(dec(state.feePool[quote] ?? '0').plus(fee));
  }
  const filled = dec(order.filled).plus(qty);
  const value = dec(order.filled_value).plus(cost);
  order.filled = text(filled);
  order.filled_value = text(value);
  order.avg_price = text(value.div(filled).round(order.price_precision + 4));
  order.fee = text(dec(order.fee).plus(fee));
  order.status = filled.eq(order.amount) ? 'filled' : 'partially_filled';
  order.update_time = now;
  const fill: SpotFill = {
    id: `F${state.nextId++}`,
    order_id: order.id,
    symbol: order.symbol,
    side: order.side,
    role,
    price: text(price),
    amount: text(qty),
    fee: text(fee),
    fee_currency: order.fee_currency,
    time: now,
  };
  state.fills.push({ ...fill, owner: order.owner });
  batch.touch(order.owner);
  batch.order(order);
  batch.fill(order.owner, fill);
}

/** The book levels an order can take (within its limit price, if any), each floored to the step. */
function takeable(levels: readonly Level[], side: 'buy' | 'sell', limit: Dec | null, amount: Dec, step: Dec): { price: Dec; qty: Dec }[] {
  const plan: { price: Dec; qty: Dec }[] = [];
  let left = amount;
  for (const level of levels) {
    if (left.lte(0)) break;
    if (limit !== null && (side === 'buy' ? level.price.gt(limit) : level.price.lt(limit))) break;
    const qty = minDec(left, floorTo(level.amount, step));
    if (qty.lte(0)) continue;
    plan.push({ price: level.price, qty });
    left = left.minus(qty);
  }
  return plan;
}

const sum = (plan: { qty: Dec }[]): Dec => plan.reduce((acc, p) => acc.plus(p.qty), ZERO);

function reject<T>(code: number, message: string): Outcome<T> {
  return { code, message, data: null };
}

export interface PlaceRequest {
  readonly symbol?: unknown;
  readonly side?: unknown;
  readonly type?: unknown;
  readonly price?: unknown;
  readonly stop_price?: unknown;
  readonly amount?: unknown;
  readonly time_in_force?: unknown;
  readonly client_id?: unknown;
}

const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value);

/**
 * Place an order for `owner` at `now` (ms). A rejection stores nothing; an accepted order is
 * answered as it stands after taking the book (filled, partly filled and resting, or canceled).
 */
export function placeOrder(state: ExchangeState, venue: Venue, owner: Owner, req: PlaceRequest, now: number): { outcome: Outcome<SpotOrder>; events: ExchangeEvent[] } {
  const none = (code: number, message: string) => ({ outcome: reject<SpotOrder>(code, message), events: [] });
  if (typeof req.client_id !== 'string' || req.client_id === '' || req.client_id.length > 64) return none(CODES.invalid, 'client_id is required (at most 64 characters).');
  const same = state.orders.find((o) => o.owner === owner && o.client_id === req.client_id);
  if (same) return { outcome: { code: 0, message: 'success', data: publicOrder(same) }, events: [] };
  if (typeof req.symbol !== 'string') return none(CODES.invalid, 'symbol is required.');
  const rule = venue.rule(req.symbol, owner);
  if (!rule) return none(CODES.notFound, `Unknown pair ${req.symbol}.`);
  if (!oneOf(SIDES, req.side)) return none(CODES.invalid, 'side must be buy or sell.');
  if (!oneOf(TYPES, req.type)) return none(CODES.invalid, 'type must be limit, market or stop_limit.');
  const tif = req.time_in_force === undefined || req.time_in_force === null ? 'gtc' : req.time_in_force;
  if (!oneOf(TIFS, tif)) return none(CODES.invalid, 'time_in_force must be gtc, ioc, fok or poc.');
  if (!isDecimalText(req.amount) || dec(req.amount).lte(0)) return none(CODES.invalid, 'amount must be a positive decimal.');
  const side = req.side;
  const type = req.type;
  const amount = dec(req.amount);
  const step = dec(rule.amount_step);
  const tick = dec(rule.price_tick);
  let price: Dec | null = null;
  let stop: Dec | null = null;
  if (type !== 'market') {
    if (!isDecimalText(req.price) || dec(req.price).lte(0)) return none(CODES.invalid, 'price must be a positive decimal.');
    price = dec(req.price);
    if (!isMultipleOf(price, tick)) return none(CODES.offTickOrStep, `Price must be a multiple of ${rule.price_tick}.`);
  }
  if (type === 'stop_limit') {
    if (!isDecimalText(req.stop_price) || dec(req.stop_price).lte(0)) return none(CODES.invalid, 'stop_price must be a positive decimal.');
    stop = dec(req.stop_price);
    if (!isMultipleOf(stop, tick)) return none(CODES.offTickOrStep, `Stop price must be a multiple of ${rule.price_tick}.`);
  }
  if (!isMultipleOf(amount, step)) return none(CODES.offTickOrStep, `Amount must be a multiple of ${rule.amount_step}.`);
  if (amount.lt(rule.min_amount)) return none(CODES.belowMinimum, `Minimum amount is ${rule.min_amount} ${rule.base}.`);
  if (amount.gt(rule.max_amount)) return none(CODES.aboveMaximum, `Maximum amount is ${rule.max_amount} ${rule.base}.`);
  if (type === 'market' && tif === 'poc') return none(CODES.postOnlyWouldTake, 'Post-only order would take liquidity.');

  const { base, quote } = assetsOf(rule);
  const book = venue.market.book(rule.symbol, now / 1000);
  const levels = side === 'buy' ? book.asks : book.bids;
  const notionalPrice = price ?? levels[0]?.price ?? null;
  if (notionalPrice === null) return none(CODES.noLiquidity, 'No liquidity: the order book is empty.');
  if (notionalPrice.times(amount).lt(rule.min_notional)) return none(CODES.belowMinimum, `Minimum order value is ${rule.min_notional} ${quote}.`);

  const order: StoredOrder = {
    id: `O${state.nextId++}`,
    client_id: req.client_id,
    symbol: rule.symbol,
    side,
    type,
    time_in_force: tif,
    price: price === null ? null : text(price),
    stop_price: stop === null ? null : text(stop),
    amount: text(amount),
    filled: '0',
    avg_price: null,
    fee: '0',
    fee_currency: side === 'buy' ? base : quote,
    status: 'open',
    reason: null,
    create_time: now,
    update_time: now,
    owner,
    maker_rate: rule.maker_fee_rate,
    taker_rate: rule.taker_fee_rate,
    filled_value: '0',
    price_precision: rule.price_precision,
    amount_step: rule.amount_step,
    trigger: null,
  };
  const available = (asset: string) => dec(holding(state, venue, owner, asset).available);
  const batch = new Batch(state, venue);

  if (type === 'market') {
    const plan = takeable(levels, side, null, amount, step);
    if (plan.length === 0) return none(CODES.noLiquidity, 'No liquidity: the order book is empty.');
    if (tif === 'fok' && sum(plan).lt(amount)) return none(CODES.fokUnfillable, 'FOK order cannot be filled in full.');
    const need = side === 'buy' ? plan.reduce((acc, p) => acc.plus(p.price.times(p.qty)), ZERO) : amount;
    if (need.gt(available(side === 'buy' ? quote : base))) return none(CODES.insufficientBalance, 'Insufficient balance.');
    state.orders.push(order);
    batch.order(order);
    for (const p of plan) execute(batch, order, p.price, p.qty, 'taker', now);
    if (order.status !== 'filled') closeOrder(batch, order, 'canceled', 'Not enough liquidity in the book: the rest was canceled.', now);
    return { outcome: { code: 0, message: 'success', data: publicOrder(order) }, events: batch.finish() };
  }

  // Limit and stop-limit: lock what the order may spend.
  const lockAsset = side === 'buy' ? quote : base;
  const lockAmount = side === 'buy' ? amount.times(price ?? 0) : amount;
  if (lockAmount.gt(available(lockAsset))) return none(CODES.insufficientBalance, 'Insufficient balance.');

  if (type === 'stop_limit' && stop !== null) {
    const last = venue.market.last(rule.symbol, now / 1000);
    if (!stop.eq(last)) {
      order.status = 'untriggered';
      order.trigger = stop.gt(last) ? 'up' : 'down';
      state.orders.push(order);
      lock(state, venue, owner, lockAsset, lockAmount);
      batch.touch(owner);
      batch.order(order);
      return { outcome: { code: 0, message: 'success', data: publicOrder(order) }, events: batch.finish() };
    }
  }
  const check = checkTaking(order, levels, step);
  if (check !== null) return none(check.code, check.message);
  state.orders.push(order);
  lock(state, venue, owner, lockAsset, lockAmount);
  batch.touch(owner);
  batch.order(order);
  takeBook(batch, order, levels, now);
  return { outcome: { code: 0, message: 'success', data: publicOrder(order) }, events: batch.finish() };
}

/** Post-only that would take, or FOK that cannot fill in full: the rejection, else null. */
function checkTaking(order: StoredOrder, levels: readonly Level[], step: Dec): { code: number; message: string } | null {
  const limit = dec(order.price ?? '0');
  const remaining = dec(order.amount).minus(order.filled);
  const plan = takeable(levels, order.side, limit, remaining, step);
  if (order.time_in_force === 'poc' && plan.length > 0) return { code: CODES.postOnlyWouldTake, message: 'Post-only order would take liquidity.' };
  if (order.time_in_force === 'fok' && sum(plan).lt(remaining)) return { code: CODES.fokUnfillable, message: 'FOK order cannot be filled in full.' };
  return null;
}

/** A live limit order takes what the book offers within its price; IOC and FOK cancel the rest. */
function takeBook(batch: Batch, order: StoredOrder, levels: readonly Level[], now: number): void {
  const remaining = dec(order.amount).minus(order.filled);
  for (const p of takeable(levels, order.side, dec(order.price ?? '0'), remaining, dec(order.amount_step))) execute(batch, order, p.price, p.qty, 'taker', now);
  if (order.status !== 'filled' && (order.time_in_force === 'ioc' || order.time_in_force === 'fok')) {
    closeOrder(batch, order, 'canceled', 'Immediate-or-cancel: the rest was canceled.', now);
  }
}

/** Ends an open order (canceled or rejected), releasing what it locked. */
function closeOrder(batch: Batch, order: StoredOrder, status: 'canceled' | 'rejected', reason: string, now: number): void {
  const held = lockedBy(order);
  if (held.amount.gt(0)) {
    lock(batch.state, batch.venue, order.owner, held.asset, held.amount.neg());
    batch.touch(order.owner);
  }
  order.status = status;
  order.reason = reason;
  order.update_time = now;
  batch.order(order);
}

export function cancelOrder(state: ExchangeState, venue: Venue, owner: Owner, id: unknown, now: number): { outcome: Outcome<SpotOrder>; events: ExchangeEvent[] } {
  const order = typeof id === 'string' ? state.orders.find((o) => o.owner === owner && o.id === id) : undefined;
  if (!order) return { outcome: reject(CODES.notFound, 'Order not found.'), events: [] };
  if (!isOpen(order)) return { outcome: reject(CODES.notFound, `Order is already ${order.status.replace('_', ' ')}.`), events: [] };
  const batch = new Batch(state, venue);
  closeOrder(batch, order, 'canceled', 'Canceled by the user.', now);
  return { outcome: { code: 0, message: 'success', data: publicOrder(order) }, events: batch.finish() };
}

export function cancelAll(state: ExchangeState, venue: Venue, owner: Owner, symbol: string | undefined, now: number): { canceled: number; events: ExchangeEvent[] } {
  const batch = new Batch(state, venue);
  let canceled = 0;
  for (const order of state.orders) {
    if (order.owner !== owner || !isOpen(order) || (symbol !== undefined && order.symbol !== symbol)) continue;
    closeOrder(batch, order, 'canceled', 'Canceled by the user (cancel all).', now);
    canceled++;
  }
  return { canceled, events: batch.finish() };
}

// --- The market moves -------------------------------------------------------------------------------------

/**
 * Catches resting orders up with the market from the state's clock to `now` (ms), at most
 * MAX_CATCH_UP_MS back: stop-limits whose last price reached the stop trigger (and take the book
 * then, or rest); resting limits fill from each print that crosses their price, in price then time
 * priority, each print's amount shared among them.
 */
export function advance(state: ExchangeState, venue: Venue, now: number): ExchangeEvent[] {
  const from = Math.max(state.clock, now - MAX_CATCH_UP_MS);
  if (now <= state.clock) return [];
  state.clock = now;
  const live = state.orders.filter(isOpen);
  if (live.length === 0) return [];
  const batch = new Batch(state, venue);
  for (const symbol of new Set(live.map((o) => o.symbol))) {
    const orders = live.filter((o) => o.symbol === symbol);
    for (let second = Math.floor(from / 1000); second <= Math.floor(now / 1000); second++) {
      if (!orders.some(isOpen)) break;
      const start = Math.max(from, second * 1000);
      triggerStops(batch, orders, venue.market.last(symbol, start / 1000), start);
      for (const print of venue.market.prints(symbol, second)) {
        if (print.time <= from || print.time > now) continue;
        triggerStops(batch, orders, print.price, print.time);
        fillFromPrint(batch, orders, print.price, print.amount, print.time);
      }
    }
  }
  return batch.finish();
}

function triggerStops(batch: Batch, orders: readonly StoredOrder[], last: Dec, time: number): void {
  for (const order of orders) {
    if (order.status !== 'untriggered' || order.create_time >= time) continue;
    const stop = dec(order.stop_price ?? '0');
    if (order.trigger === 'up' ? last.lt(stop) : last.gt(stop)) continue;
    order.status = 'open';
    order.update_time = time;
    batch.order(order);
    const book = batch.venue.market.book(order.symbol, time / 1000);
    const levels = order.side === 'buy' ? book.asks : book.bids;
    const check = checkTaking(order, levels, dec(order.amount_step));
    if (check !== null) closeOrder(batch, order, 'rejected', check.message, time);
    else takeBook(batch, order, levels, time);
  }
}

function fillFromPrint(batch: Batch, orders: readonly StoredOrder[], price: Dec, amount: Dec, time: number): void {
  const crossing = orders.filter(
    (o) =>
      (o.status === 'open' || o.status === 'partially_filled') &&
      o.create_time < time &&
      (o.side === 'buy' ? price.lte(o.price ?? '0') : price.gte(o.price ?? '0')),
  );
  crossing.sort((a, b) => {
    const byPrice = dec(a.price ?? '0').cmp(b.price ?? '0');
    return (a.side === 'buy' ? -byPrice : byPrice) || a.create_time - b.create_time;
  });
  let left = amount;
  for (const order of crossing) {
    const step = dec(order.amount_step);
    const qty = minDec(floorTo(left, step), dec(order.amount).minus(order.filled));
    if (qty.lte(0)) continue;
    execute(batch, order, dec(order.price ?? '0'), qty, 'maker', time);
    left = left.minus(qty);
  }
}

// --- Reading -------------------------------------------------------------------------------------------------

export function openOrdersOf(state: ExchangeState, owner: Owner, symbol?: string): SpotOrder[] {
  return state.orders
    .filter((o) => o.owner === owner && isOpen(o) && (symbol === undefined || o.symbol === symbol))
    .reverse()
    .map(publicOrder);
}

export interface PageFilter {
  readonly symbol?: string;
  readonly side?: string;
  readonly page: number;
  readonly limit: number;
}

function page<T>(list: T[], filter: PageFilter): { list: T[]; total: number } {
  const start = (filter.page - 1) * filter.limit;
  return { list: list.slice(start, start + filter.limit), total: list.length };
}

/** Finished orders (filled, canceled, rejected), newest first. */
export function orderHistoryOf(state: ExchangeState, owner: Owner, filter: PageFilter): { list: SpotOrder[]; total: number } {
  const list = state.orders.filter((o) => o.owner === owner && !isOpen(o) && (filter.symbol === undefined || o.symbol === filter.symbol) && (filter.side === undefined || o.side === filter.side));
  return page(list.sort((a, b) => b.update_time - a.update_time).map(publicOrder), filter);
}

export function myTradesOf(state: ExchangeState, owner: Owner, filter: PageFilter): { list: SpotFill[]; total: number } {
  const list = state.fills.filter((f) => f.owner === owner && (filter.symbol === undefined || f.symbol === filter.symbol) && (filter.side === undefined || f.side === filter.side));
  return page(list.reverse().map(publicFill), filter);
}

// --- The books balance --------------------------------------------------------------------------------------

/**
 * What must always hold, as a list of broken rules (empty: all well): per asset, the accounts
 * plus the fee pool equal what was created; every account's locked equals its open orders'
 * remaining cost; nothing is negative.
 */
function parse(value: string): Dec {
  return /^-?\d+(\.\d+)?$/.test(value) ? dec(value) : ZERO;
}

export function audit(state: ExchangeState): string[] {
  const problems: string[] = [];
  const totals = new Map<string, Dec>();
  const add = (asset: string, amount: Dec) => totals.set(asset, (totals.get(asset) ?? ZERO).plus(amount));
  const locked = new Map<string, Dec>();
  for (const order of state.orders) {
    if (!isOpen(order)) continue;
    const held = lockedBy(order);
    const key = `${order.owner}|${held.asset}`;
    locked.set(key, (locked.get(key) ?? ZERO).plus(held.amount));
  }
  for (const [owner, acc] of Object.entries(state.accounts)) {
    for (const [asset, h] of Object.entries(acc)) {
      if (!isDecimalText(h.available) || !isDecimalText(h.locked)) problems.push(`${owner} ${asset}: negative or malformed (${h.available} / ${h.locked})`);
      add(asset, parse(h.available).plus(parse(h.locked)));
      const expected = locked.get(`${owner}|${asset}`) ?? ZERO;
      if (!dec(h.locked).eq(expected)) problems.push(`${owner} ${asset}: locked ${h.locked}, open orders hold ${text(expected)}`);
      locked.delete(`${owner}|${asset}`);
    }
  }
  for (const [key, amount] of locked) if (amount.gt(0)) problems.push(`${key}: open orders hold ${text(amount)} of an asset the account lacks`);
  for (const [asset, fee] of Object.entries(state.feePool)) add(asset, dec(fee));
  // The futures wallets and the futures house hold USDT too (./futures).
  if (state.futures) {
    for (const [owner, wallet] of Object.entries(state.futures.wallets)) if (!isDecimalText(wallet)) problems.push(`${owner} futures wallet: negative or malformed (${wallet})`);
    if (!isDecimalText(state.futures.house)) problems.push(`futures house: negative or malformed (${state.futures.house})`);
    add('USDT', Object.values(state.futures.wallets).reduce((acc, w) => acc.plus(parse(w)), parse(state.futures.house)));
    // The coin wallets of the coin-margined contracts, and their houses.
    for (const [coin, pool] of Object.entries(state.futures.coins ?? {})) {
      for (const [owner, wallet] of Object.entries(pool.wallets)) if (!isDecimalText(wallet)) problems.push(`${owner} futures ${coin} wallet: negative or malformed (${wallet})`);
      if (!isDecimalText(pool.house)) problems.push(`futures ${coin} house: negative or malformed (${pool.house})`);
      add(coin, Object.values(pool.wallets).reduce((acc, w) => acc.plus(parse(w)), parse(pool.house)));
    }
  }
  const assets = new Set([...totals.keys(), ...Object.keys(state.supply)]);
  for (const asset of assets) {
    const total = totals.get(asset) ?? ZERO;
    const supply = dec(state.supply[asset] ?? '0');
    if (!total.eq(supply)) problems.push(`${asset}: accounts and fees hold ${text(total)}, ${text(supply)} was created`);
  }
  return problems;
}
