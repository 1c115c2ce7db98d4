/**
 * The futures account model (docs/futures.md): USDT-margined perpetuals on the same price model as
 * spot, kept inside the exchange state (`state.futures`) so one audit covers both. Pure functions
 * over an ExchangeState and a Venue with `now` passed in, as ./exchange.
 *
 * - Each persona has a futures wallet (USDT), funded by transfers from spot (`transfer`).
 * - One position per contract (one-way mode), cross or isolated, with its leverage.
 * - Orders: market (takes the book), limit (takes the book when marketable, else rests and fills
 *   at its price once the model's price crosses it), stop (a market order once the price reaches
 *   the stop). Reduce-only orders only shrink the position.
 * - Every trade's counterparty is the futures house (`house`): realized PnL, funding and
 *   liquidation losses move between a wallet and the house; fees go to the fee pool. Nothing is
 *   created or destroyed, which the audit of ./exchange checks.
 * - Each second (`advanceFutures`): resting orders and stops, TP/SL, funding at each funding time,
 *   and liquidation when the mark crosses the liquidation price (./futuresMath).
 */
import type { SpotBalance } from '../../../api/trading/endpoints';
import { mockSymbol } from '../../market';
import { CODES, HOUSE_FLOAT, moveAvailable } from '../exchange';
import { dec, isDecimalText, isMultipleOf, text, unit, ZERO, type Dec } from '../decimal';
import { fixed, inverseTerms, isLiquidated, LINEAR, marginRatio, roe, type PositionSide, type Terms } from './futuresMath';
import type { ExchangeEvent, ExchangeState, Outcome, Owner, Venue } from '../types';

export const FUTURES_CODES = { leverageMismatch: 40017, noPosition: 40018, transferTooLarge: 40019 } as const;

/** The perpetuals listed: the USDT pairs of these coins, with their risk limits. */
const LISTED: Readonly<Record<string, { maxLeverage: number; mmr: string }>> = {
  BTC: { maxLeverage: 125, mmr: '0.004' },
  ETH: { maxLeverage: 100, mmr: '0.005' },
  SOL: { maxLeverage: 50, mmr: '0.01' },
  XRP: { maxLeverage: 50, mmr: '0.01' },
  DOGE: { maxLeverage: 50, mmr: '0.01' },
  GT: { maxLeverage: 20, mmr: '0.02' },
};
/** Coin-margined (inverse) perpetuals, BASE_USD settled in the base coin (docs/futures.md): face value in USD. */
const INVERSE: Readonly<Record<string, { maxLeverage: number; mmr: string; face: string }>> = {
  BTC: { maxLeverage: 100, mmr: '0.005', face: '100' },
};
/** Quarterly delivery contracts, BASE_USDT_YYYYMMDD, settled in USDT. */
const DELIVERY: Readonly<Record<string, { maxLeverage: number; mmr: string }>> = {
  BTC: { maxLeverage: 100, mmr: '0.005' },
  ETH: { maxLeverage: 75, mmr: '0.0075' },
};
/** The currencies a futures wallet holds: USDT and the coins of the inverse contracts. */
export const SETTLE_CURRENCIES: readonly string[] = ['USDT', ...Object.keys(INVERSE)];
const MAKER_FEE = '0.0002';
const TAKER_FEE = '0.0005';
/** Eight hours, as on real venues; the demo shortens it with `?funding=<seconds>` (docs/futures.md). */
export const DEFAULT_FUNDING_INTERVAL_MS = 8 * 3600_000;
/** Catch-up beyond this (ms) is not replayed second by second. */
const MAX_REPLAY_MS = 6 * 3600_000;
const MIN_NOTIONAL = '5';

export type MarginMode = 'cross' | 'isolated';
export type FuturesOrderType = 'limit' | 'market' | 'stop';
export type FuturesOrderStatus = 'open' | 'untriggered' | 'filled' | 'canceled' | 'rejected';
export type CloseReason = 'closed' | 'take_profit' | 'stop_loss' | 'liquidated' | 'reversed' | 'delivered';

export interface FuturesContract {
  symbol: string;
  base: string;
  quote: string;
  /** USDT, or the base coin of an inverse contract. */
  settle: string;
  kind: 'perpetual' | 'delivery';
  /** Coin-margined: sizes are contracts of `contract_size` USD; margin and PnL in the base coin. */
  inverse: boolean;
  /** Inverse: USD per contract; linear: '1' (a size is in the base coin). */
  contract_size: string;
  /** The spot market whose price model is the index (and the chart's symbol). */
  underlying: string;
  index_price: string;
  /** Mark minus index. */
  basis: string;
  /** Delivery: when the backend settles every position (ms); null for a perpetual. */
  delivery_time: number | null;
  price_tick: string;
  amount_step: string;
  min_amount: string;
  max_amount: string;
  min_notional: string;
  maker_fee_rate: string;
  taker_fee_rate: string;
  price_precision: number;
  amount_precision: number;
  max_leverage: number;
  maintenance_margin_rate: string;
  funding_interval: number;
  funding_rate: string;
  next_funding_time: number;
  mark_price: string;
}

export interface StoredPosition {
  id: string;
  owner: Owner;
  symbol: string;
  side: PositionSide;
  size: string;
  entry_price: string;
  leverage: number;
  margin_mode: MarginMode;
  /** Isolated: the margin the position holds; cross: its initial margin (for display). */
  margin: string;
  take_profit: string;
  stop_loss: string;
  realized_pnl: string;
  fees: string;
  funding: string;
  /** The largest size it had (the history's size). */
  max_size: string;
  open_time: number;
  /** A delivery contract's settlement time (ms). */
  expiry?: number;
}

export interface FuturesOrder {
  id: string;
  client_id: string;
  symbol: string;
  side: 'buy' | 'sell';
  type: FuturesOrderType;
  price: string | null;
  stop_price: string | null;
  size: string;
  filled: string;
  avg_price: string | null;
  leverage: number;
  margin_mode: MarginMode;
  reduce_only: boolean;
  take_profit: string;
  stop_loss: string;
  status: FuturesOrderStatus;
  reason: string | null;
  fee: string;
  realized_pnl: string;
  create_time: number;
  update_time: number;
}

interface StoredFuturesOrder extends FuturesOrder {
  owner: Owner;
  trigger: 'up' | 'down' | null;
  /** A delivery contract's settlement time (ms): the order is canceled then. */
  expiry?: number;
}

export interface PositionHistoryEntry {
  id: string;
  symbol: string;
  side: 'long' | 'short';
  size: string;
  entry_price: string;
  close_price: string;
  leverage: number;
  margin_mode: MarginMode;
  realized_pnl: string;
  fees: string;
  funding: string;
  reason: CloseReason;
  open_time: number;
  close_time: number;
}

export interface FundingEntry {
  id: string;
  symbol: string;
  side: 'long' | 'short';
  size: string;
  mark_price: string;
  rate: string;
  /** Paid (negative) or received (positive), in the contract's settlement currency. */
  amount: string;
  time: number;
}

export type WalletAccount = 'spot' | 'futures';
export const WALLET_ACCOUNTS: readonly WalletAccount[] = ['spot', 'futures'];

export interface TransferRecord {
  id: string;
  client_id: string;
  from: WalletAccount;
  to: WalletAccount;
  currency: string;
  amount: string;
  time: number;
}

export interface FuturesState {
  version: 1;
  clock: number;
  intervalMs: number;
  /** The last funding time settled (ms). */
  lastFunding: number;
  house: string;
  wallets: Record<Owner, string>;
  seq: Record<Owner, number>;
  positions: StoredPosition[];
  orders: (StoredFuturesOrder & { owner: Owner })[];
  history: (PositionHistoryEntry & { owner: Owner })[];
  funding: (FundingEntry & { owner: Owner })[];
  transfers: (TransferRecord & { owner: Owner })[];
  /** The coin wallets of the inverse contracts (absent until first used): per currency, the house and each owner's wallet. */
  coins?: Record<string, { house: string; wallets: Record<Owner, string> }>;
  /** The demo's delivery time (`?delivery=<seconds>`, ms): listed until it passes, then the next quarter. */
  demoDelivery?: number;
}

export interface FuturesAccountView {
  currency: string;
  wallet_balance: string;
  unrealized_pnl: string;
  margin_balance: string;
  position_margin: string;
  order_margin: string;
  available: string;
}

export interface FuturesPositionView {
  id: string;
  symbol: string;
  side: 'long' | 'short';
  size: string;
  entry_price: string;
  mark_price: string;
  leverage: number;
  margin_mode: MarginMode;
  margin: string;
  unrealized_pnl: string;
  roe: string;
  maintenance_margin: string;
  margin_ratio: string;
  liquidation_price: string;
  take_profit: string;
  stop_loss: string;
  realized_pnl: string;
  open_time: number;
}

export interface FuturesNotice {
  kind: 'liquidated' | 'take_profit' | 'stop_loss' | 'funding' | 'filled' | 'delivered';
  symbol: string;
  amount: string;
  price: string;
}

export interface FuturesSnapshot {
  account: FuturesAccountView;
  /** The coin wallets (BTC...) of the coin-margined contracts. */
  coin_accounts: FuturesAccountView[];
  positions: FuturesPositionView[];
  seq: number;
}

// --- Contracts ----------------------------------------------------------------------------------------

interface Spec {
  symbol: string;
  base: string;
  quote: string;
  settle: string;
  kind: 'perpetual' | 'delivery';
  inverse: boolean;
  face: string;
  underlying: string;
  maxLeverage: number;
  mmr: string;
  /** Delivery: the date in the symbol (YYYYMMDD, UTC). */
  date?: string;
}

/** What a symbol is (whether listed now or not): BASE_USDT perpetual, BASE_USD inverse perpetual, BASE_USDT_YYYYMMDD delivery. */
function specOf(symbol: string): Spec | undefined {
  const match = /^([A-Z0-9]+)_(USDT|USD)(?:_(\d{8}))?$/.exec(symbol);
  if (!match) return undefined;
  const [, base = '', quote = '', date] = match;
  const underlying = `${base}_USDT`;
  if (mockSymbol(underlying) === undefined) return undefined;
  const common = { symbol, base, quote, underlying };
  if (date !== undefined) {
    const d = quote === 'USDT' ? DELIVERY[base] : undefined;
    return d && { ...common, settle: 'USDT', kind: 'delivery', inverse: false, face: '1', maxLeverage: d.maxLeverage, mmr: d.mmr, date };
  }
  if (quote === 'USD') {
    const i = INVERSE[base];
    return i && { ...common, settle: base, kind: 'perpetual', inverse: true, face: i.face, maxLeverage: i.maxLeverage, mmr: i.mmr };
  }
  const l = LISTED[base];
  return l && { ...common, settle: 'USDT', kind: 'perpetual', inverse: false, face: '1', maxLeverage: l.maxLeverage, mmr: l.mmr };
}

/** The contract's arithmetic: linear (USDT) or inverse (coin-margined), ./futuresMath. */
function termsOf(symbol: string): Terms {
  const spec = specOf(symbol);
  return spec?.inverse ? inverseTerms(dec(spec.face)) : LINEAR;
}
const settleOf = (symbol: string): string => specOf(symbol)?.settle ?? 'USDT';
const mmrOf = (symbol: string): Dec => dec(specOf(symbol)?.mmr ?? '0.01');
const priceDecimalsOf = (symbol: string): number => mockSymbol(specOf(symbol)?.underlying ?? symbol)?.pricePrecision ?? 2;
/** Coin wallets keep 8 decimals, USDT 4. */
/** Decimals a futures wallet keeps (and a transfer in or out may carry): USDT 4, a coin 8. */
export const moneyDecimals = (currency: string): number => (currency === 'USDT' ? 4 : 8);

/** The order value in the quote (USDT or USD) that the minimum applies to: price x size, or contracts x face. */
function quoteNotional(spec: Spec, price: Dec, size: Dec): Dec {
  return spec.inverse ? size.times(spec.face) : price.times(size);
}

/** The first quarterly delivery after `now`: the last Friday of March, June, September or December at 08:00 UTC. */
export function nextQuarterlyDelivery(now: number): number {
  const at = new Date(now);
  for (let offset = 0; offset < 15; offset++) {
    const month = at.getUTCMonth() + offset;
    const year = at.getUTCFullYear() + Math.floor(month / 12);
    const m = month % 12;
    if (m % 3 !== 2) continue;
    const last = new Date(Date.UTC(year, m + 1, 0, 8));
    last.setUTCDate(last.getUTCDate() - ((last.getUTCDay() + 2) % 7));
    if (last.getTime() > now) return last.getTime();
  }
  return now;
}

const ymd = (ms: number): string => new Date(ms).toISOString().slice(0, 10).replaceAll('-', '');

/** The delivery time listed at `now`: the demo's (`?delivery=`) while it is ahead, else the next quarter's. */
function deliveryTimeAt(f: FuturesState | undefined, now: number): number {
  return f?.demoDelivery !== undefined && f.demoDelivery > now ? f.demoDelivery : nextQuarterlyDelivery(now);
}

function seedOf(symbol: string): number {
  let h = 0;
  for (const c of symbol) h = (h * 31 + c.charCodeAt(0)) | 0;
  return h;
}

/** The funding rate applied at funding time `at` (ms): a slow wave around 0.01 %, within +-0.075 %. */
export function fundingRateAt(symbol: string, at: number, intervalMs: number): Dec {
  const period = Math.floor(at / intervalMs);
  const rate = 0.0001 + 0.0004 * Math.sin(period * 0.7 + seedOf(symbol));
  return dec(Math.max(-0.00075, Math.min(0.00075, rate)).toFixed(6));
}

/** The mark (and index) price: the price model of the contract's underlying spot market at the second. */
export function markAt(venue: Venue, symbol: string, now: number): Dec {
  return venue.market.last(specOf(symbol)?.underlying ?? symbol, now / 1000);
}

function bookOf(venue: Venue, symbol: string, now: number) {
  return venue.market.book(specOf(symbol)?.underlying ?? symbol, now / 1000);
}

function nextFundingAt(now: number, intervalMs: number): number {
  return (Math.floor(now / intervalMs) + 1) * intervalMs;
}

/** The contract as listed at `now`; undefined when the symbol is not listed (a delivery contract past its time). */
export function contractOf(state: ExchangeState | null, venue: Venue, symbol: string, now: number): FuturesContract | undefined {
  const spec = specOf(symbol);
  const entry = spec && mockSymbol(spec.underlying);
  if (!spec || !entry) return undefined;
  const delivery = spec.kind === 'delivery' ? deliveryTimeAt(state?.futures, now) : null;
  if (delivery !== null && ymd(delivery) !== spec.date) return undefined;
  const intervalMs = state?.futures?.intervalMs ?? DEFAULT_FUNDING_INTERVAL_MS;
  const next = nextFundingAt(now, intervalMs);
  const step = spec.inverse ? dec(1) : unit(entry.amountPrecision);
  const power = Math.ceil(Math.log10(10_000_000 / entry.anchor));
  const mark = markAt(venue, symbol, now);
  const index = venue.market.last(spec.underlying, now / 1000);
  return {
    symbol,
    base: spec.base,
    quote: spec.quote,
    settle: spec.settle,
    kind: spec.kind,
    inverse: spec.inverse,
    contract_size: spec.face,
    underlying: spec.underlying,
    index_price: text(index),
    basis: text(mark.minus(index)),
    delivery_time: delivery,
    price_tick: text(unit(entry.pricePrecision)),
    amount_step: text(step),
    min_amount: text(step),
    max_amount: spec.inverse ? '1000000' : text(power >= 0 ? dec(10).pow(power) : unit(-power)),
    min_notional: MIN_NOTIONAL,
    maker_fee_rate: MAKER_FEE,
    taker_fee_rate: TAKER_FEE,
    price_precision: entry.pricePrecision,
    amount_precision: spec.inverse ? 0 : entry.amountPrecision,
    max_leverage: spec.maxLeverage,
    maintenance_margin_rate: spec.mmr,
    funding_interval: intervalMs / 1000,
    // A delivery contract has no funding (docs/futures.md): rate 0, no next time.
    funding_rate: delivery === null ? text(fundingRateAt(symbol, next, intervalMs)) : '0',
    next_funding_time: delivery === null ? next : 0,
    mark_price: text(mark),
  };
}

export function allContracts(state: ExchangeState | null, venue: Venue, now: number): FuturesContract[] {
  const date = ymd(deliveryTimeAt(state?.futures, now));
  const symbols = [...Object.keys(LISTED).map((b) => `${b}_USDT`), ...Object.keys(INVERSE).map((b) => `${b}_USD`), ...Object.keys(DELIVERY).map((b) => `${b}_USDT_${date}`)];
  return symbols.map((symbol) => contractOf(state, venue, symbol, now)).filter((c): c is FuturesContract => c !== undefined);
}

// --- State --------------------------------------------------------------------------------------------

/** The futures part of the state, created (with the house's float, minted) on first use. */
export function futuresOf(state: ExchangeState, now: number): FuturesState {
  if (!state.futures) {
    state.futures = {
      version: 1,
      clock: now,
      intervalMs: DEFAULT_FUNDING_INTERVAL_MS,
      lastFunding: Math.floor(now / DEFAULT_FUNDING_INTERVAL_MS) * DEFAULT_FUNDING_INTERVAL_MS,
      house: HOUSE_FLOAT,
      wallets: {},
      seq: {},
      positions: [],
      orders: [],
      history: [],
      funding: [],
      transfers: [],
    };
    state.supply.USDT = text(dec(state.supply.USDT ?? '0').plus(HOUSE_FLOAT));
  }
  return state.futures;
}

/** The demo's funding interval (`?funding=<seconds>`, at least 5 s); the next funding time follows from it. */
export function setFundingInterval(state: ExchangeState, seconds: number, now: number): void {
  const f = futuresOf(state, now);
  f.intervalMs = Math.max(5, Math.round(seconds)) * 1000;
  f.lastFunding = Math.floor(now / f.intervalMs) * f.intervalMs;
}

/** The demo's delivery (`?delivery=<seconds>`, at least 10 s): the listed delivery contracts expire then, unless a demo delivery is already ahead. */
export function setDeliveryIn(state: ExchangeState, seconds: number, now: number): void {
  const f = futuresOf(state, now);
  if (f.demoDelivery !== undefined && f.demoDelivery > now) return;
  f.demoDelivery = now + Math.max(10, Math.round(seconds)) * 1000;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A stored futures part that has the expected shape (./store drops a state that fails). */
export function isFuturesState(value: unknown): boolean {
  if (!isRecord(value) || value.version !== 1 || typeof value.clock !== 'number' || typeof value.intervalMs !== 'number' || typeof value.lastFunding !== 'number') return false;
  if (!isDecimalText(value.house) || !isRecord(value.wallets) || !Object.values(value.wallets).every(isDecimalText) || !isRecord(value.seq)) return false;
  const lists = [value.positions, value.orders, value.history, value.funding, value.transfers];
  if (!lists.every((l) => Array.isArray(l) && l.every(isRecord))) return false;
  if (value.coins !== undefined && !isRecord(value.coins)) return false;
  if (value.demoDelivery !== undefined && typeof value.demoDelivery !== 'number') return false;
  const positions = value.positions as Record<string, unknown>[];
  return positions.every((p) => isDecimalText(p.size) && isDecimalText(p.entry_price) && isDecimalText(p.margin) && (p.side === 1 || p.side === -1) && typeof p.leverage === 'number');
}

interface Pool {
  house: string;
  wallets: Record<Owner, string>;
}

/** The house and wallets of a currency: USDT's are the state's own fields; a coin's exist once `openPool` made them (the first transfer in). */
function poolOf(f: FuturesState, currency: string): Pool | undefined {
  return currency === 'USDT' ? f : f.coins?.[currency];
}

/** A coin's pool, created with the house's float minted into the supply the audit counts. */
function openPool(state: ExchangeState, f: FuturesState, currency: string): Pool {
  const existing = poolOf(f, currency);
  if (existing) return existing;
  const pool: Pool = { house: HOUSE_FLOAT, wallets: {} };
  f.coins = { ...f.coins, [currency]: pool };
  state.supply[currency] = text(dec(state.supply[currency] ?? '0').plus(HOUSE_FLOAT));
  return pool;
}

const walletOf = (f: FuturesState, owner: Owner, currency = 'USDT'): Dec => dec(poolOf(f, currency)?.wallets[owner] ?? '0');

function addWallet(f: FuturesState, owner: Owner, delta: Dec, currency = 'USDT'): Dec {
  // A loss beyond the wallet (a gap past the liquidation price) is the house's: a wallet never goes below zero.
  const pool = poolOf(f, currency);
  // No wallet in this currency was ever funded: nothing can move.
  if (!pool) return ZERO;
  const before = walletOf(f, owner, currency);
  const applied = before.plus(delta).lt(0) ? before.neg() : delta;
  pool.wallets[owner] = text(before.plus(applied));
  pool.house = text(dec(pool.house).minus(applied));
  return applied;
}

// --- Views --------------------------------------------------------------------------------------------

interface Valued {
  position: StoredPosition;
  mark: Dec;
  pnl: Dec;
  maintenance: Dec;
  initial: Dec;
}

function valued(venue: Venue, position: StoredPosition, now: number): Valued {
  const size = dec(position.size);
  const entry = dec(position.entry_price);
  const mark = markAt(venue, position.symbol, now);
  const terms = termsOf(position.symbol);
  return {
    position,
    mark,
    pnl: terms.pnl(position.side, entry, mark, size),
    maintenance: terms.maintenance(mark, size, mmrOf(position.symbol)),
    initial: terms.margin(entry, size, position.leverage),
  };
}

function orderMargin(f: FuturesState, owner: Owner, currency: string): Dec {
  let total = ZERO;
  for (const o of f.orders) {
    if (o.owner !== owner || !isLive(o) || o.reduce_only || settleOf(o.symbol) !== currency) continue;
    const price = dec(o.price ?? o.stop_price ?? '0');
    if (price.lte(0)) continue;
    total = total.plus(termsOf(o.symbol).margin(price, dec(o.size).minus(o.filled), o.leverage));
  }
  return total;
}

const isLive = (o: FuturesOrder) => o.status === 'open' || o.status === 'untriggered';

/**
 * One wallet's figures (USDT, or a coin for the inverse contracts): the margin backing each of its
 * positions (isolated: its own; cross: the equity the wallet leaves it) and what is available.
 */
function assess(f: FuturesState, venue: Venue, owner: Owner, now: number, currency = 'USDT') {
  const list = f.positions.filter((p) => p.owner === owner && settleOf(p.symbol) === currency).map((p) => valued(venue, p, now));
  const wallet = walletOf(f, owner, currency);
  const ordersHeld = orderMargin(f, owner, currency);
  const isolated = list.filter((v) => v.position.margin_mode === 'isolated');
  const cross = list.filter((v) => v.position.margin_mode === 'cross');
  const isolatedMargin = isolated.reduce((acc, v) => acc.plus(v.position.margin), ZERO);
  const crossInitial = cross.reduce((acc, v) => acc.plus(v.initial), ZERO);
  const crossPnl = cross.reduce((acc, v) => acc.plus(v.pnl), ZERO);
  const pnl = list.reduce((acc, v) => acc.plus(v.pnl), ZERO);
  const crossPool = wallet.minus(isolatedMargin).minus(ordersHeld);
  const backing = new Map<string, Dec>();
  for (const v of list) {
    if (v.position.margin_mode === 'isolated') backing.set(v.position.id, dec(v.position.margin));
    else backing.set(v.position.id, cross.filter((o) => o !== v).reduce((acc, o) => acc.plus(o.pnl).minus(o.maintenance), crossPool));
  }
  const lossOnly = crossPnl.lt(0) ? crossPnl : ZERO;
  const available = wallet.minus(isolatedMargin).minus(crossInitial).minus(ordersHeld).plus(lossOnly);
  return { currency, list, wallet, backing, pnl, positionMargin: isolatedMargin.plus(crossInitial), ordersHeld, available: available.lt(0) ? ZERO : available };
}

function positionView(v: Valued, backing: Dec): FuturesPositionView {
  const p = v.position;
  const decimals = priceDecimalsOf(p.symbol);
  const money = moneyDecimals(settleOf(p.symbol));
  const margin = p.margin_mode === 'isolated' ? dec(p.margin) : v.initial;
  const liquidation = termsOf(p.symbol).liquidation(p.side, dec(p.entry_price), dec(p.size), backing, mmrOf(p.symbol));
  return {
    id: p.id,
    symbol: p.symbol,
    side: p.side === 1 ? 'long' : 'short',
    size: p.size,
    entry_price: fixed(dec(p.entry_price), decimals + 2),
    mark_price: text(v.mark),
    leverage: p.leverage,
    margin_mode: p.margin_mode,
    margin: fixed(margin, money),
    unrealized_pnl: fixed(v.pnl, money),
    roe: fixed(roe(v.pnl, margin), 6),
    maintenance_margin: fixed(v.maintenance, money),
    margin_ratio: fixed(marginRatio(v.maintenance, backing, v.pnl), 6),
    liquidation_price: fixed(liquidation, decimals),
    take_profit: p.take_profit,
    stop_loss: p.stop_loss,
    realized_pnl: fixed(dec(p.realized_pnl), money),
    open_time: p.open_time,
  };
}

function accountView(a: ReturnType<typeof assess>): FuturesAccountView {
  const d = moneyDecimals(a.currency);
  return {
    currency: a.currency,
    wallet_balance: fixed(a.wallet, d),
    unrealized_pnl: fixed(a.pnl, d),
    margin_balance: fixed(a.wallet.plus(a.pnl), d),
    position_margin: fixed(a.positionMargin, d),
    order_margin: fixed(a.ordersHeld, d),
    available: fixed(a.available.round(d, 0), d),
  };
}

/** The USDT account, each coin account and every open position at the mark. */
export function snapshotOf(state: ExchangeState, venue: Venue, owner: Owner, now: number): FuturesSnapshot {
  const f = futuresOf(state, now);
  const wallets = SETTLE_CURRENCIES.map((currency) => assess(f, venue, owner, now, currency));
  return {
    account: accountView(wallets[0]!),
    coin_accounts: wallets.slice(1).map(accountView),
    positions: wallets.flatMap((a) => a.list.map((v) => positionView(v, a.backing.get(v.position.id) ?? ZERO))),
    seq: f.seq[owner] ?? 0,
  };
}

/** The account of one currency (the transfer's answer). */
function accountOf(state: ExchangeState, venue: Venue, owner: Owner, now: number, currency: string): FuturesAccountView {
  return accountView(assess(futuresOf(state, now), venue, owner, now, currency));
}

// --- Batches ------------------------------------------------------------------------------------------

class FuturesBatch {
  readonly events: ExchangeEvent[] = [];
  private readonly touched = new Map<Owner, FuturesNotice[]>();
  constructor(
    readonly state: ExchangeState,
    readonly f: FuturesState,
    readonly venue: Venue,
  ) {}
  touch(owner: Owner, notice?: FuturesNotice): void {
    const list = this.touched.get(owner) ?? [];
    if (notice) list.push(notice);
    this.touched.set(owner, list);
  }
  finish(now: number): ExchangeEvent[] {
    for (const [owner, notices] of this.touched) {
      this.f.seq[owner] = (this.f.seq[owner] ?? 0) + 1;
      this.events.push({ kind: 'futures', owner, snapshot: snapshotOf(this.state, this.venue, owner, now), notices });
    }
    return this.events;
  }
}

function reject<T>(code: number, message: string): Outcome<T> {
  return { code, message, data: null };
}

// --- Transfers ----------------------------------------------------------------------------------------

export interface TransferAnswer {
  transfer: TransferRecord;
  spot: SpotBalance;
  futures: FuturesAccountView;
}

/** Moves USDT (or a coin of the coin-margined contracts) between the owner's spot and futures accounts; the answer carries both new balances. */
export function transfer(state: ExchangeState, venue: Venue, owner: Owner, req: { from?: unknown; to?: unknown; currency?: unknown; amount?: unknown; client_id?: unknown }, now: number): { outcome: Outcome<TransferAnswer>; events: ExchangeEvent[] } {
  const none = (code: number, message: string) => ({ outcome: reject<TransferAnswer>(code, message), events: [] });
  const f = futuresOf(state, now);
  if (typeof req.client_id !== 'string' || req.client_id === '' || req.client_id.length > 64) return none(CODES.invalid, 'client_id is required (at most 64 characters).');
  const isAccount = (v: unknown): v is WalletAccount => typeof v === 'string' && (WALLET_ACCOUNTS as readonly string[]).includes(v);
  if (!isAccount(req.from) || !isAccount(req.to) || req.from === req.to) return none(CODES.invalid, 'from and to must be two different accounts: spot or futures.');
  const currency = req.currency;
  if (typeof currency !== 'string' || !SETTLE_CURRENCIES.includes(currency)) return none(CODES.invalid, `Only ${SETTLE_CURRENCIES.join(', ')} move between spot and futures.`);
  const decimals = moneyDecimals(currency);
  if (!isDecimalText(req.amount) || dec(req.amount).lte(0) || !isMultipleOf(dec(req.amount), unit(decimals))) return none(CODES.invalid, `amount must be a positive decimal with at most ${decimals} decimals.`);
  const spotOf = () => moveAvailable(state, venue, owner, currency, ZERO, false).list.find((b) => b.currency === currency) ?? { currency, available: '0', locked: '0' };
  const answer = (record: TransferRecord): TransferAnswer => ({ transfer: record, spot: spotOf(), futures: accountOf(state, venue, owner, now, record.currency) });
  const same = f.transfers.find((t) => t.owner === owner && t.client_id === req.client_id);
  if (same) return { outcome: { code: 0, message: 'success', data: answer(publicTransfer(same)) }, events: [] };
  const amount = dec(req.amount);
  if (req.from === 'spot') {
    if (amount.gt(dec(spotOf().available))) return none(CODES.insufficientBalance, 'Insufficient balance.');
  } else if (amount.gt(assess(f, venue, owner, now, currency).available)) {
    return none(FUTURES_CODES.transferTooLarge, 'The amount is more than the futures account can transfer out.');
  }
  const pool = openPool(state, f, currency);
  const batch = new FuturesBatch(state, f, venue);
  const spotDelta = req.from === 'spot' ? amount.neg() : amount;
  const spotEvent = moveAvailable(state, venue, owner, currency, spotDelta, true).event;
  pool.wallets[owner] = text(walletOf(f, owner, currency).minus(spotDelta));
  const record: TransferRecord & { owner: Owner } = { id: `T${state.nextId++}`, client_id: req.client_id, from: req.from, to: req.to, currency, amount: text(amount), time: now, owner };
  f.transfers.push(record);
  batch.touch(owner);
  const events = batch.finish(now);
  return { outcome: { code: 0, message: 'success', data: answer(publicTransfer(record)) }, events: spotEvent ? [spotEvent, ...events] : events };
}

function publicTransfer(t: TransferRecord & { owner?: Owner }): TransferRecord {
  return { id: t.id, client_id: t.client_id, from: t.from, to: t.to, currency: t.currency, amount: t.amount, time: t.time };
}

// --- Orders -------------------------------------------------------------------------------------------

export interface FuturesPlaceRequest {
  readonly symbol?: unknown;
  readonly side?: unknown;
  readonly type?: unknown;
  readonly price?: unknown;
  readonly stop_price?: unknown;
  readonly size?: unknown;
  readonly leverage?: unknown;
  readonly margin_mode?: unknown;
  readonly reduce_only?: unknown;
  readonly take_profit?: unknown;
  readonly stop_loss?: unknown;
  readonly client_id?: unknown;
}

function publicOrder(o: StoredFuturesOrder): FuturesOrder {
  const { owner: _owner, trigger: _trigger, expiry: _expiry, ...rest } = o;
  return rest;
}

const positionOf = (f: FuturesState, owner: Owner, symbol: string) => f.positions.find((p) => p.owner === owner && p.symbol === symbol);
const optionalPrice = (v: unknown): string | null => (v === undefined || v === null || v === '' ? '' : isDecimalText(v) && dec(v).gt(0) ? v : null);

/** Place an order; a rejection stores nothing. */
export function placeFuturesOrder(state: ExchangeState, venue: Venue, owner: Owner, req: FuturesPlaceRequest, now: number): { outcome: Outcome<FuturesOrder>; events: ExchangeEvent[] } {
  const none = (code: number, message: string) => ({ outcome: reject<FuturesOrder>(code, message), events: [] });
  const f = futuresOf(state, now);
  if (typeof req.client_id !== 'string' || req.client_id === '' || req.client_id.length > 64) return none(CODES.invalid, 'client_id is required (at most 64 characters).');
  const same = f.orders.find((o) => o.owner === owner && o.client_id === req.client_id);
  if (same) return { outcome: { code: 0, message: 'success', data: publicOrder(same) }, events: [] };
  const contract = typeof req.symbol === 'string' ? contractOf(state, venue, req.symbol, now) : undefined;
  if (!contract) return none(CODES.notFound, `Unknown contract ${String(req.symbol)}.`);
  if (req.side !== 'buy' && req.side !== 'sell') return none(CODES.invalid, 'side must be buy or sell.');
  if (req.type !== 'limit' && req.type !== 'market' && req.type !== 'stop') return none(CODES.invalid, 'type must be limit, market or stop.');
  if (!isDecimalText(req.size) || dec(req.size).lte(0)) return none(CODES.invalid, 'size must be a positive decimal.');
  const reduceOnly = req.reduce_only === true;
  const leverage = req.leverage;
  if (typeof leverage !== 'number' || !Number.isInteger(leverage) || leverage < 1 || leverage > contract.max_leverage) return none(CODES.invalid, `Leverage must be a whole number from 1 to ${contract.max_leverage}.`);
  const mode = req.margin_mode ?? 'cross';
  if (mode !== 'cross' && mode !== 'isolated') return none(CODES.invalid, 'margin_mode must be cross or isolated.');
  const tp = optionalPrice(req.take_profit);
  const sl = optionalPrice(req.stop_loss);
  if (tp === null || sl === null) return none(CODES.invalid, 'take_profit and stop_loss must be positive decimals or empty.');
  const size = dec(req.size);
  const tick = dec(contract.price_tick);
  let price: Dec | null = null;
  let stop: Dec | null = null;
  if (req.type === 'limit') {
    if (!isDecimalText(req.price) || dec(req.price).lte(0)) return none(CODES.invalid, 'price must be a positive decimal.');
    price = dec(req.price);
    if (!isMultipleOf(price, tick)) return none(CODES.offTickOrStep, `Price must be a multiple of ${contract.price_tick}.`);
  }
  if (req.type === 'stop') {
    if (!isDecimalText(req.stop_price) || dec(req.stop_price).lte(0)) return none(CODES.invalid, 'stop_price must be a positive decimal.');
    stop = dec(req.stop_price);
    if (!isMultipleOf(stop, tick)) return none(CODES.offTickOrStep, `Stop price must be a multiple of ${contract.price_tick}.`);
  }
  if (!isMultipleOf(size, dec(contract.amount_step))) return none(CODES.offTickOrStep, `Size must be a multiple of ${contract.amount_step}.`);
  if (size.lt(contract.min_amount)) return none(CODES.belowMinimum, `Minimum size is ${contract.min_amount} ${contract.base}.`);
  if (size.gt(contract.max_amount)) return none(CODES.aboveMaximum, `Maximum size is ${contract.max_amount} ${contract.base}.`);
  const spec = specOf(contract.symbol);
  if (!spec) return none(CODES.notFound, `Unknown contract ${contract.symbol}.`);
  const terms = termsOf(contract.symbol);
  const book = bookOf(venue, contract.symbol, now);
  const top = (req.side === 'buy' ? book.asks : book.bids)[0]?.price;
  if (top === undefined) return none(CODES.noLiquidity, 'No liquidity: the order book is empty.');
  const refPrice = price ?? stop ?? top;
  const position = positionOf(f, owner, contract.symbol);
  const sideSign: PositionSide = req.side === 'buy' ? 1 : -1;
  if (reduceOnly) {
    if (!position || position.side === sideSign) return none(FUTURES_CODES.noPosition, 'Reduce-only: there is no position to reduce on this side.');
    if (size.gt(position.size)) return none(CODES.aboveMaximum, `Reduce-only: at most the position's size, ${position.size} ${contract.base}.`);
  } else {
    if (quoteNotional(spec, refPrice, size).lt(MIN_NOTIONAL)) return none(CODES.belowMinimum, `Minimum order value is ${MIN_NOTIONAL} ${spec.quote}.`);
    if (position && (position.leverage !== leverage || position.margin_mode !== mode)) {
      return none(FUTURES_CODES.leverageMismatch, `The open position uses ${position.leverage}x ${position.margin_mode}: use the same, or close it first.`);
    }
    // What opening needs: the part beyond a position it closes, at its leverage, plus the taker fee.
    const closing = position && position.side !== sideSign ? dec(position.size) : ZERO;
    const opening = size.gt(closing) ? size.minus(closing) : ZERO;
    const need = terms.margin(refPrice, opening, leverage).plus(terms.value(refPrice, size).times(contract.taker_fee_rate));
    if (need.gt(assess(f, venue, owner, now, spec.settle).available)) return none(CODES.insufficientBalance, 'Insufficient margin.');
  }
  const order: StoredFuturesOrder & { owner: Owner } = {
    id: `FO${state.nextId++}`,
    client_id: req.client_id,
    symbol: contract.symbol,
    side: req.side,
    type: req.type,
    price: price === null ? null : text(price),
    stop_price: stop === null ? null : text(stop),
    size: text(size),
    filled: '0',
    avg_price: null,
    leverage,
    margin_mode: mode,
    reduce_only: reduceOnly,
    take_profit: tp,
    stop_loss: sl,
    status: 'open',
    reason: null,
    fee: '0',
    realized_pnl: '0',
    create_time: now,
    update_time: now,
    owner,
    trigger: null,
    ...(contract.delivery_time === null ? {} : { expiry: contract.delivery_time }),
  };
  const batch = new FuturesBatch(state, f, venue);
  f.orders.push(order);
  batch.touch(owner);
  if (req.type === 'market') fillAtBook(batch, order, now);
  else if (req.type === 'limit' && price !== null && (req.side === 'buy' ? top.lte(price) : top.gte(price))) fillAt(batch, order, top, 'taker', now);
  else if (req.type === 'stop' && stop !== null) {
    const last = markAt(venue, contract.symbol, now);
    order.status = 'untriggered';
    order.trigger = stop.gt(last) ? 'up' : 'down';
  }
  return { outcome: { code: 0, message: 'success', data: publicOrder(order) }, events: batch.finish(now) };
}

/** A market order: the book's levels, the rest at the last level's price. */
function fillAtBook(batch: FuturesBatch, order: StoredFuturesOrder, now: number): void {
  const book = bookOf(batch.venue, order.symbol, now);
  const levels = order.side === 'buy' ? book.asks : book.bids;
  let left = dec(order.size);
  let value = ZERO;
  let last = levels[0]?.price ?? markAt(batch.venue, order.symbol, now);
  for (const level of levels) {
    if (left.lte(0)) break;
    const qty = left.lt(level.amount) ? left : level.amount;
    value = value.plus(qty.times(level.price));
    left = left.minus(qty);
    last = level.price;
  }
  value = value.plus(left.times(last));
  const tick = unit(priceDecimalsOf(order.symbol));
  const avg = value.div(order.size).div(tick).round(0, 1).times(tick);
  fillAt(batch, order, avg, 'taker', now);
}

/** Fills the whole order at `price` against the house: the position changes, PnL is realized, the fee charged. */
function fillAt(batch: FuturesBatch, order: StoredFuturesOrder & { owner?: Owner }, price: Dec, role: 'maker' | 'taker', now: number): void {
  const { f, state, venue } = batch;
  const owner = (order as StoredFuturesOrder).owner;
  const sign: PositionSide = order.side === 'buy' ? 1 : -1;
  let qty = dec(order.size).minus(order.filled);
  const position = positionOf(f, owner, order.symbol);
  if (order.reduce_only) {
    if (!position || position.side === sign) {
      closeOrder(order, 'canceled', 'Reduce-only: the position is already closed.', now);
      return;
    }
    if (qty.gt(position.size)) qty = dec(position.size);
  }
  const contract = contractOf(state, venue, order.symbol, now);
  const rate = dec(role === 'maker' ? (contract?.maker_fee_rate ?? MAKER_FEE) : (contract?.taker_fee_rate ?? TAKER_FEE));
  const currency = settleOf(order.symbol);
  // A coin fee is kept to a satoshi (rounded up); USDT fees are exact.
  const raw = termsOf(order.symbol).value(price, qty).times(rate);
  const fee = currency === 'USDT' ? raw : raw.round(8, 3);
  let realized = ZERO;
  let left = qty;
  if (position && position.side !== sign) {
    const closing = left.gt(position.size) ? dec(position.size) : left;
    realized = reducePosition(batch, position, closing, price, 'closed', now);
    left = left.minus(closing);
  }
  if (left.gt(0) && !order.reduce_only) openOrAdd(batch, owner, order, sign, left, price, now);
  const charged = addWallet(f, owner, fee.neg(), currency).neg();
  // addWallet gave the fee to the house: it belongs to the fee pool.
  const pool = poolOf(f, currency);
  if (pool) pool.house = text(dec(pool.house).minus(charged));
  state.feePool[currency] = text(dec(state.feePool[currency] ?? '0').plus(charged));
  const held = positionOf(f, owner, order.symbol);
  if (held) held.fees = text(dec(held.fees).plus(charged));
  order.filled = text(dec(order.filled).plus(qty));
  order.avg_price = text(price);
  order.fee = text(dec(order.fee).plus(charged));
  order.realized_pnl = text(dec(order.realized_pnl).plus(realized));
  order.status = 'filled';
  order.update_time = now;
  batch.touch(owner, { kind: 'filled', symbol: order.symbol, amount: text(qty), price: text(price) });
}

function openOrAdd(batch: FuturesBatch, owner: Owner, order: StoredFuturesOrder, sign: PositionSide, qty: Dec, price: Dec, now: number): void {
  const { f, state } = batch;
  const terms = termsOf(order.symbol);
  const margin = terms.margin(price, qty, order.leverage);
  let position = positionOf(f, owner, order.symbol);
  if (!position) {
    position = {
      id: `P${state.nextId++}`,
      owner,
      symbol: order.symbol,
      side: sign,
      size: '0',
      entry_price: '0',
      leverage: order.leverage,
      margin_mode: order.margin_mode,
      margin: '0',
      take_profit: '',
      stop_loss: '',
      realized_pnl: '0',
      fees: '0',
      funding: '0',
      max_size: '0',
      open_time: now,
      ...(order.expiry === undefined ? {} : { expiry: order.expiry }),
    };
    f.positions.push(position);
  }
  position.entry_price = text(terms.average(dec(position.entry_price), dec(position.size), price, qty));
  position.size = text(dec(position.size).plus(qty));
  position.margin = text(dec(position.margin).plus(margin));
  if (dec(position.size).gt(position.max_size)) position.max_size = position.size;
  if (order.take_profit) position.take_profit = order.take_profit;
  if (order.stop_loss) position.stop_loss = order.stop_loss;
}

/** Closes `qty` of the position at `price`; the realized PnL moves between the wallet and the house. */
function reducePosition(batch: FuturesBatch, position: StoredPosition, qty: Dec, price: Dec, reason: CloseReason, now: number): Dec {
  const { f } = batch;
  const size = dec(position.size);
  const pnl = termsOf(position.symbol).pnl(position.side, dec(position.entry_price), price, qty);
  const realized = addWallet(f, position.owner, pnl, settleOf(position.symbol));
  position.realized_pnl = text(dec(position.realized_pnl).plus(realized));
  const left = size.minus(qty);
  position.margin = text(dec(position.margin).times(left).div(size).round(8, 0));
  position.size = text(left);
  if (left.eq(0)) endPosition(batch, position, price, reason, now);
  return realized;
}

function endPosition(batch: FuturesBatch, position: StoredPosition, price: Dec, reason: CloseReason, now: number): void {
  const { f } = batch;
  f.positions = f.positions.filter((p) => p !== position);
  f.history.push({
    owner: position.owner,
    id: position.id,
    symbol: position.symbol,
    side: position.side === 1 ? 'long' : 'short',
    size: position.max_size,
    entry_price: position.entry_price,
    close_price: text(price),
    leverage: position.leverage,
    margin_mode: position.margin_mode,
    realized_pnl: position.realized_pnl,
    fees: position.fees,
    funding: position.funding,
    reason,
    open_time: position.open_time,
    close_time: now,
  });
  // Its reduce-only orders have nothing left to reduce.
  for (const o of f.orders) if (o.owner === position.owner && o.symbol === position.symbol && o.reduce_only && isLive(o)) closeOrder(o, 'canceled', 'The position was closed.', now);
}

function closeOrder(order: FuturesOrder, status: 'canceled' | 'rejected', reason: string, now: number): void {
  order.status = status;
  order.reason = reason;
  order.update_time = now;
}

export function cancelFuturesOrder(state: ExchangeState, venue: Venue, owner: Owner, id: unknown, now: number): { outcome: Outcome<FuturesOrder>; events: ExchangeEvent[] } {
  const f = futuresOf(state, now);
  const order = typeof id === 'string' ? f.orders.find((o) => o.owner === owner && o.id === id) : undefined;
  if (!order) return { outcome: reject(CODES.notFound, 'Order not found.'), events: [] };
  if (!isLive(order)) return { outcome: reject(CODES.notFound, `Order is already ${order.status}.`), events: [] };
  const batch = new FuturesBatch(state, f, venue);
  closeOrder(order, 'canceled', 'Canceled by the user.', now);
  batch.touch(owner);
  return { outcome: { code: 0, message: 'success', data: publicOrder(order) }, events: batch.finish(now) };
}

// --- Position actions (the chart's and the list's buttons) --------------------------------------------

/** Reverse at market: the position closes and the same size opens the other way (same leverage and mode). */
export function reversePosition(state: ExchangeState, venue: Venue, owner: Owner, id: unknown, now: number): { outcome: Outcome<null>; events: ExchangeEvent[] } {
  const f = futuresOf(state, now);
  const position = f.positions.find((p) => p.owner === owner && p.id === id);
  if (!position) return { outcome: reject(FUTURES_CODES.noPosition, 'Position not found.'), events: [] };
  const size = dec(position.size).times(2);
  const { outcome, events } = placeFuturesOrder(
    state,
    venue,
    owner,
    { symbol: position.symbol, side: position.side === 1 ? 'sell' : 'buy', type: 'market', size: text(size), leverage: position.leverage, margin_mode: position.margin_mode, client_id: `reverse-${state.nextId}` },
    now,
  );
  return outcome.code === 0 ? { outcome: { code: 0, message: 'success', data: null }, events } : { outcome: reject(outcome.code, outcome.message), events };
}

export function setTpsl(state: ExchangeState, venue: Venue, owner: Owner, body: { id?: unknown; take_profit?: unknown; stop_loss?: unknown }, now: number): { outcome: Outcome<null>; events: ExchangeEvent[] } {
  const f = futuresOf(state, now);
  const position = f.positions.find((p) => p.owner === owner && p.id === body.id);
  if (!position) return { outcome: reject(FUTURES_CODES.noPosition, 'Position not found.'), events: [] };
  const tp = optionalPrice(body.take_profit);
  const sl = optionalPrice(body.stop_loss);
  if (tp === null || sl === null) return { outcome: reject(CODES.invalid, 'take_profit and stop_loss must be positive decimals or empty.'), events: [] };
  position.take_profit = tp;
  position.stop_loss = sl;
  const batch = new FuturesBatch(state, f, venue);
  batch.touch(owner);
  return { outcome: { code: 0, message: 'success', data: null }, events: batch.finish(now) };
}

/** Close the whole position at market (the chart line's close). */
export function closeAtMarket(state: ExchangeState, venue: Venue, owner: Owner, id: unknown, now: number): { outcome: Outcome<null>; events: ExchangeEvent[] } {
  const f = futuresOf(state, now);
  const position = f.positions.find((p) => p.owner === owner && p.id === id);
  if (!position) return { outcome: reject(FUTURES_CODES.noPosition, 'Position not found.'), events: [] };
  const { outcome, events } = placeFuturesOrder(
    state,
    venue,
    owner,
    { symbol: position.symbol, side: position.side === 1 ? 'sell' : 'buy', type: 'market', size: position.size, leverage: position.leverage, margin_mode: position.margin_mode, reduce_only: true, client_id: `close-${state.nextId}` },
    now,
  );
  return outcome.code === 0 ? { outcome: { code: 0, message: 'success', data: null }, events } : { outcome: reject(outcome.code, outcome.message), events };
}

// --- The market moves ---------------------------------------------------------------------------------

/**
 * Catches the futures up to `now` second by second (at most MAX_REPLAY_MS back): stops trigger,
 * resting limits fill when the price crosses them, TP/SL close, funding is settled at each funding
 * time, and a position whose mark reaches its liquidation price is liquidated.
 */
export function advanceFutures(state: ExchangeState, venue: Venue, now: number): ExchangeEvent[] {
  const f = state.futures;
  if (!f || now <= f.clock) return [];
  const from = Math.max(f.clock, now - MAX_REPLAY_MS);
  f.clock = now;
  const batch = new FuturesBatch(state, f, venue);
  const busy = () => f.positions.length > 0 || f.orders.some(isLive);
  if (!busy()) {
    f.lastFunding = Math.floor(now / f.intervalMs) * f.intervalMs;
    return [];
  }
  for (let t = Math.floor(from / 1000) * 1000 + 1000; t <= now && busy(); t += 1000) step(batch, t);
  if (now % 1000 !== 0) step(batch, now);
  // Positions' marks moved: their owners get a fresh snapshot.
  for (const p of f.positions) batch.touch(p.owner);
  return batch.finish(now);
}

function step(batch: FuturesBatch, t: number): void {
  const { f, venue } = batch;
  for (const order of f.orders) {
    if (!isLive(order) || order.create_time >= t) continue;
    if (order.expiry !== undefined && t >= order.expiry) {
      closeOrder(order, 'canceled', 'The contract was delivered.', t);
      batch.touch(order.owner);
      continue;
    }
    const last = markAt(venue, order.symbol, t);
    if (order.status === 'untriggered') {
      const stop = dec(order.stop_price ?? '0');
      if (order.trigger === 'up' ? last.gte(stop) : last.lte(stop)) fillAtBook(batch, order, t);
    } else if (order.type === 'limit') {
      const price = dec(order.price ?? '0');
      if (order.side === 'buy' ? last.lte(price) : last.gte(price)) fillAt(batch, order, price, 'maker', t);
    }
  }
  while (f.lastFunding + f.intervalMs <= t) {
    f.lastFunding += f.intervalMs;
    settleFunding(batch, f.lastFunding);
  }
  for (const position of [...f.positions]) {
    const mark = markAt(venue, position.symbol, t);
    if (position.expiry !== undefined && t >= position.expiry) {
      deliver(batch, position, position.expiry);
      continue;
    }
    const tp = position.take_profit === '' ? null : dec(position.take_profit);
    const sl = position.stop_loss === '' ? null : dec(position.stop_loss);
    const hit = (level: Dec | null, up: boolean) => level !== null && (up ? mark.gte(level) : mark.lte(level));
    const long = position.side === 1;
    if (hit(tp, long) || hit(sl, !long)) {
      const kind = hit(tp, long) ? 'take_profit' : 'stop_loss';
      const before = dec(position.realized_pnl);
      const size = position.size;
      reducePosition(batch, position, dec(size), mark, kind, t);
      batch.touch(position.owner, { kind, symbol: position.symbol, amount: text(dec(position.realized_pnl).minus(before)), price: text(mark) });
      continue;
    }
    const a = assess(f, venue, position.owner, t, settleOf(position.symbol));
    const backing = a.backing.get(position.id) ?? ZERO;
    const liq = termsOf(position.symbol).liquidation(position.side, dec(position.entry_price), dec(position.size), backing, mmrOf(position.symbol));
    if (isLiquidated(position.side, mark, liq)) liquidate(batch, position, backing, liq, t);
  }
}

/**
 * Delivery (docs/futures.md, "Delivery contracts"): at its time the whole position is closed at
 * the delivery price (the mark at that second) with no fee; its PnL is realized, the history
 * says `delivered` and a notice is pushed. The next quarter's contract is listed from then on.
 */
function deliver(batch: FuturesBatch, position: StoredPosition, at: number): void {
  const price = markAt(batch.venue, position.symbol, at);
  const before = dec(position.realized_pnl);
  reducePosition(batch, position, dec(position.size), price, 'delivered', at);
  batch.touch(position.owner, { kind: 'delivered', symbol: position.symbol, amount: text(dec(position.realized_pnl).minus(before)), price: text(price) });
}

/** The position's margin is lost to the house (docs/futures.md, "Liquidation"); the history says so. */
function liquidate(batch: FuturesBatch, position: StoredPosition, backing: Dec, price: Dec, t: number): void {
  const lost = addWallet(batch.f, position.owner, (backing.gt(0) ? backing : ZERO).neg(), settleOf(position.symbol));
  position.realized_pnl = text(dec(position.realized_pnl).plus(lost));
  position.margin = '0';
  endPosition(batch, position, price, 'liquidated', t);
  batch.touch(position.owner, { kind: 'liquidated', symbol: position.symbol, amount: text(lost), price: text(price) });
}

function settleFunding(batch: FuturesBatch, at: number): void {
  const { f, venue } = batch;
  for (const position of f.positions) {
    // A delivery contract has no funding.
    if (position.open_time >= at || position.expiry !== undefined) continue;
    const mark = markAt(venue, position.symbol, at);
    const rate = fundingRateAt(position.symbol, at, f.intervalMs);
    const pay = termsOf(position.symbol).funding(position.side, dec(position.size), mark, rate).round(8, 0);
    const applied = addWallet(f, position.owner, pay.neg(), settleOf(position.symbol));
    position.funding = text(dec(position.funding).plus(applied));
    f.funding.push({ owner: position.owner, id: `FF${batch.state.nextId++}`, symbol: position.symbol, side: position.side === 1 ? 'long' : 'short', size: position.size, mark_price: text(mark), rate: text(rate), amount: text(applied), time: at });
    batch.touch(position.owner, { kind: 'funding', symbol: position.symbol, amount: text(applied), price: text(mark) });
  }
}

// --- Reading ------------------------------------------------------------------------------------------

export interface ListFilter {
  readonly symbol?: string;
  readonly page: number;
  readonly limit: number;
}

function paged<T>(list: T[], filter: ListFilter): { list: T[]; total: number } {
  const start = (filter.page - 1) * filter.limit;
  return { list: list.slice(start, start + filter.limit), total: list.length };
}

const strip = <T extends { owner: Owner }>({ owner: _owner, ...rest }: T): Omit<T, 'owner'> => rest;

export function futuresOpenOrders(state: ExchangeState, owner: Owner, symbol: string | undefined, now: number): FuturesOrder[] {
  return futuresOf(state, now)
    .orders.filter((o) => o.owner === owner && isLive(o) && (symbol === undefined || o.symbol === symbol))
    .reverse()
    .map(publicOrder);
}

export function futuresOrderHistory(state: ExchangeState, owner: Owner, filter: ListFilter, now: number): { list: FuturesOrder[]; total: number } {
  const list = futuresOf(state, now).orders.filter((o) => o.owner === owner && !isLive(o) && (filter.symbol === undefined || o.symbol === filter.symbol));
  return paged(list.sort((a, b) => b.update_time - a.update_time).map(publicOrder), filter);
}

export function positionHistory(state: ExchangeState, owner: Owner, filter: ListFilter, now: number): { list: PositionHistoryEntry[]; total: number } {
  const list = futuresOf(state, now).history.filter((h) => h.owner === owner && (filter.symbol === undefined || h.symbol === filter.symbol));
  return paged([...list].reverse().map(strip), filter);
}

export function fundingHistory(state: ExchangeState, owner: Owner, filter: ListFilter, now: number): { list: FundingEntry[]; total: number } {
  const list = futuresOf(state, now).funding.filter((h) => h.owner === owner && (filter.symbol === undefined || h.symbol === filter.symbol));
  return paged([...list].reverse().map(strip), filter);
}
