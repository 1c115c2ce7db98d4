/**
 * Copy trading (docs/money-api.md): each lead trader is a simulation on the same price model as
 * the market. Time is cut into TRADE_PERIOD_MS periods; in each the trader holds one position in
 * one of its markets, opened at the period's start and closed at its end, with EXPOSURE of its
 * equity as notional. The side is a seeded draw that is right about the period's move with the
 * trader's win rate (the backend knows the model's future: that is the simulation's "skill").
 * Spot traders only go long (a short draw is a period out of the market).
 *
 * "Start copying" moves the allocation from spot into the copy account (`copy:<owner>`); the
 * copy follows the trader's positions from that moment in proportion to its own equity; each
 * closed trade's profit or loss is settled between the HOUSE and the copy account; a stop-loss
 * (percent of the allocation) stops the copy when equity and open profit fall that far. Stopping
 * closes the open position at the mark, pays the lead trader PROFIT_SHARE of any profit and
 * returns the rest to spot. Pure: the caller passes `now` (ms).
 */
import { CODES, MAX_CATCH_UP_MS } from '../exchange';
import { dec, floorTo, isDecimalText, text, unit, ZERO, type Dec } from '../decimal';
import { availableOf, balancesEvent, copyOwner, move, moneyOf, nextId, type CopyAccount } from './money';
import { HOUSE, type ExchangeEvent, type ExchangeState, type Outcome, type Owner, type Venue } from '../types';

/** One lead-trader trade lasts this long (short in the demo so copies move while watched). */
export const TRADE_PERIOD_MS = 15 * 60_000;
/** A trade's notional as a share of equity (the trader's and each copy's). */
export const EXPOSURE = '0.3';
/** The lead trader's share of a copy's profit, paid when it stops. */
export const PROFIT_SHARE = '0.1';
export const COPY_LIMITS = { min: '50', max: '100000', stopLossMin: '1', stopLossMax: '95' } as const;
/** The simulated capital a lead trader's PnL is measured on. */
export const TRADER_CAPITAL = 10_000;

export const COPY_CODES = { alreadyCopying: 40040 } as const;

export interface TraderSpec {
  id: string;
  /** Base assets traded against USDT. */
  markets: readonly string[];
  /** Percent of trades on the right side. */
  win_rate: number;
  mode: 'futures' | 'spot';
}

export type TraderBook = (id: string) => TraderSpec | undefined;

export interface LeadTrade {
  symbol: string;
  side: 'long' | 'short';
  open_time: number;
  close_time: number;
  open_price: Dec;
  close_price: Dec;
}

/** A number in [0, 1) from a string, always the same (FNV-1a, then a mulberry32 step). */
function unitHash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  h = Math.imul(h ^ (h >>> 15), h | 1);
  h ^= h + Math.imul(h ^ (h >>> 7), h | 61);
  return ((h ^ (h >>> 14)) >>> 0) / 4_294_967_296;
}

function symbolsOf(spec: TraderSpec, venue: Venue): string[] {
  const listed = spec.markets.map((m) => `${m}_USDT`).filter((s) => venue.rule(s, HOUSE) !== undefined);
  return listed.length > 0 ? listed : ['BTC_USDT'];
}

/** Trades already worked out, per venue (the record's chart reads thousands of them). */
const memo = new WeakMap<Venue, Map<string, LeadTrade | null>>();

/** The trader's trade of period `k` (null: out of the market). */
export function leadTradeAt(spec: TraderSpec, venue: Venue, k: number): LeadTrade | null {
  let cache = memo.get(venue);
  if (!cache) {
    cache = new Map();
    memo.set(venue, cache);
  }
  const key = `${spec.id}|${spec.win_rate}|${spec.mode}|${spec.markets.join(',')}|${k}`;
  if (cache.has(key)) return cache.get(key) ?? null;
  if (cache.size > 60_000) cache.clear();
  const trade = computeTrade(spec, venue, k);
  cache.set(key, trade);
  return trade;
}

function computeTrade(spec: TraderSpec, venue: Venue, k: number): LeadTrade | null {
  const symbols = symbolsOf(spec, venue);
  const symbol = symbols[Math.floor(unitHash(`${spec.id}:${k}:m`) * symbols.length)] ?? 'BTC_USDT';
  const open = k * TRADE_PERIOD_MS;
  const close = open + TRADE_PERIOD_MS;
  const openPrice = venue.market.last(symbol, open / 1000);
  const closePrice = venue.market.last(symbol, close / 1000);
  const up = closePrice.gte(openPrice);
  const right = unitHash(`${spec.id}:${k}:w`) * 100 < spec.win_rate;
  const side = up === right ? 'long' : 'short';
  if (spec.mode === 'spot' && side === 'short') return null;
  return { symbol, side, open_time: open, close_time: close, open_price: openPrice, close_price: closePrice };
}

const signed = (side: 'long' | 'short', diff: Dec): Dec => (side === 'long' ? diff : diff.neg());

type Stored = CopyAccount & { owner: Owner };

export interface CopyPosition {
  symbol: string;
  side: 'long' | 'short';
  size: string;
  entry_price: string;
  mark_price: string;
  unrealized_pnl: string;
  open_time: number;
}

/** The copy's open position at `now` (the trader's current trade, entered when the copy joined it). */
export function openPositionOf(copy: CopyAccount, spec: TraderSpec, venue: Venue, now: number): CopyPosition | null {
  if (copy.status !== 'copying') return null;
  const trade = leadTradeAt(spec, venue, Math.floor(copy.settled_to / TRADE_PERIOD_MS));
  if (!trade || now < copy.settled_to) return null;
  const entry = venue.market.last(trade.symbol, copy.settled_to / 1000);
  const mark = venue.market.last(trade.symbol, now / 1000);
  const size = sizeFor(copy.equity, entry);
  return {
    symbol: trade.symbol,
    side: trade.side,
    size: text(size),
    entry_price: text(entry),
    mark_price: text(mark),
    unrealized_pnl: text(signed(trade.side, mark.minus(entry)).times(size)),
    open_time: copy.settled_to,
  };
}

function sizeFor(equity: string, entry: Dec): Dec {
  return entry.gt(0) ? floorTo(dec(equity).times(EXPOSURE).div(entry), unit(8)) : ZERO;
}

/** Settles a copied trade from `from` to `to` at the trade's prices; the loss never exceeds equity. */
function settle(state: ExchangeState, venue: Venue, copy: Stored, trade: LeadTrade, from: number, to: number): void {
  const entry = venue.market.last(trade.symbol, from / 1000);
  const exit = venue.market.last(trade.symbol, to / 1000);
  const size = sizeFor(copy.equity, entry);
  let pnl = signed(trade.side, exit.minus(entry)).times(size);
  if (pnl.plus(copy.equity).lt(0)) pnl = dec(copy.equity).neg();
  move(state, venue, HOUSE, copyOwner(copy.owner), 'USDT', pnl);
  copy.equity = text(dec(copy.equity).plus(pnl));
  copy.trades.push({ symbol: trade.symbol, side: trade.side, size: text(size), entry_price: text(entry), exit_price: text(exit), pnl: text(pnl), open_time: from, close_time: to });
  if (copy.trades.length > 50) copy.trades.splice(0, copy.trades.length - 50);
}

function stopLine(copy: CopyAccount): Dec | null {
  return copy.stop_loss_pct === null ? null : dec(copy.allocation).times(dec(1).minus(dec(copy.stop_loss_pct).div(100)));
}

/** Closes the open position at `now`, pays the profit share, returns the rest to spot. */
function stop(state: ExchangeState, venue: Venue, spec: TraderSpec | undefined, copy: Stored, reason: 'user' | 'stop_loss', now: number): void {
  const trade = spec ? leadTradeAt(spec, venue, Math.floor(copy.settled_to / TRADE_PERIOD_MS)) : null;
  if (trade && now > copy.settled_to) settle(state, venue, copy, trade, copy.settled_to, now);
  copy.settled_to = now;
  const profit = dec(copy.equity).minus(copy.allocation);
  const share = profit.gt(0) ? floorTo(profit.times(PROFIT_SHARE), unit(8)) : ZERO;
  move(state, venue, copyOwner(copy.owner), HOUSE, 'USDT', share);
  const back = dec(copy.equity).minus(share);
  move(state, venue, copyOwner(copy.owner), copy.owner, 'USDT', back);
  copy.equity = '0';
  copy.profit_share = text(share);
  copy.returned = text(back);
  copy.status = 'stopped';
  copy.stop_reason = reason;
  copy.end_time = now;
}

/** Settles every copy's trades closed by `now`, and stops the copies whose stop-loss is reached. */
export function advanceCopies(state: ExchangeState, venue: Venue, traders: TraderBook, now: number): ExchangeEvent[] {
  const money = state.money;
  if (!money) return [];
  const changed = new Set<Owner>();
  for (const copy of money.copies) {
    if (copy.status !== 'copying') continue;
    const spec = traders(copy.trader_id);
    if (!spec) continue;
    if (now - copy.settled_to > MAX_CATCH_UP_MS) copy.settled_to = Math.floor((now - MAX_CATCH_UP_MS) / TRADE_PERIOD_MS) * TRADE_PERIOD_MS;
    const line = stopLine(copy);
    let stopped = false;
    for (;;) {
      const k = Math.floor(copy.settled_to / TRADE_PERIOD_MS);
      const end = (k + 1) * TRADE_PERIOD_MS;
      if (end > now) break;
      const trade = leadTradeAt(spec, venue, k);
      if (trade) settle(state, venue, copy, trade, copy.settled_to, end);
      copy.settled_to = end;
      if (line !== null && dec(copy.equity).lte(line)) {
        stop(state, venue, spec, copy, 'stop_loss', end);
        stopped = true;
        break;
      }
    }
    if (!stopped && line !== null) {
      const open = openPositionOf(copy, spec, venue, now);
      if (open && dec(copy.equity).plus(open.unrealized_pnl).lte(line)) {
        stop(state, venue, spec, copy, 'stop_loss', now);
        stopped = true;
      }
    }
    if (stopped) changed.add(copy.owner);
  }
  return [...changed].map((owner) => balancesEvent(state, venue, owner));
}

function none<T>(code: number, message: string): { outcome: Outcome<T>; events: ExchangeEvent[] } {
  return { outcome: { code, message, data: null }, events: [] };
}

const publicCopy = ({ owner: _o, ...rest }: Stored): CopyAccount => rest;

export function startCopy(state: ExchangeState, venue: Venue, traders: TraderBook, owner: Owner, req: { trader_id?: unknown; amount?: unknown; stop_loss_pct?: unknown }, now: number): { outcome: Outcome<CopyView>; events: ExchangeEvent[] } {
  const spec = typeof req.trader_id === 'string' ? traders(req.trader_id) : undefined;
  if (!spec) return none(CODES.notFound, 'Lead trader not found.');
  if (!isDecimalText(req.amount)) return none(CODES.invalid, 'amount must be a positive decimal.');
  const amount = dec(req.amount);
  if (amount.lt(COPY_LIMITS.min)) return none(CODES.belowMinimum, `Minimum allocation is ${COPY_LIMITS.min} USDT.`);
  if (amount.gt(COPY_LIMITS.max)) return none(CODES.aboveMaximum, `Maximum allocation is ${COPY_LIMITS.max} USDT.`);
  let stopLoss: string | null = null;
  if (req.stop_loss_pct !== undefined && req.stop_loss_pct !== null && req.stop_loss_pct !== '') {
    if (!isDecimalText(req.stop_loss_pct) || dec(req.stop_loss_pct).lt(COPY_LIMITS.stopLossMin) || dec(req.stop_loss_pct).gt(COPY_LIMITS.stopLossMax)) {
      return none(CODES.invalid, `Stop-loss must be between ${COPY_LIMITS.stopLossMin} and ${COPY_LIMITS.stopLossMax} percent.`);
    }
    stopLoss = text(dec(req.stop_loss_pct));
  }
  const money = moneyOf(state);
  if (money.copies.some((c) => c.owner === owner && c.trader_id === spec.id && c.status === 'copying')) return none(COPY_CODES.alreadyCopying, 'You are already copying this trader.');
  if (amount.gt(availableOf(state, venue, owner, 'USDT'))) return none(CODES.insufficientBalance, 'Insufficient balance.');
  move(state, venue, owner, copyOwner(owner), 'USDT', amount);
  const copy: Stored = {
    id: nextId(state, 'K'),
    owner,
    trader_id: spec.id,
    allocation: text(amount),
    equity: text(amount),
    stop_loss_pct: stopLoss,
    status: 'copying',
    stop_reason: null,
    start_time: now,
    settled_to: now,
    end_time: null,
    returned: null,
    profit_share: null,
    trades: [],
  };
  money.copies.push(copy);
  return { outcome: { code: 0, message: 'success', data: viewOf(copy, traders, venue, now) }, events: [balancesEvent(state, venue, owner)] };
}

export function stopCopy(state: ExchangeState, venue: Venue, traders: TraderBook, owner: Owner, req: { copy_id?: unknown }, now: number): { outcome: Outcome<CopyView>; events: ExchangeEvent[] } {
  const copy = typeof req.copy_id === 'string' ? moneyOf(state).copies.find((c) => c.owner === owner && c.id === req.copy_id) : undefined;
  if (!copy || copy.status !== 'copying') return none(CODES.notFound, 'Copy not found or already stopped.');
  stop(state, venue, traders(copy.trader_id), copy, 'user', now);
  return { outcome: { code: 0, message: 'success', data: viewOf(copy, traders, venue, now) }, events: [balancesEvent(state, venue, owner)] };
}

export interface CopyView extends CopyAccount {
  positions: CopyPosition[];
  unrealized_pnl: string;
  /** Equity plus open profit less the allocation (stopped: returned plus profit share less the allocation). */
  pnl: string;
}

/** The owner's copies (copying first, then stopped, newest first), with open positions at `now`. */
export function copiesOf(state: ExchangeState, venue: Venue, traders: TraderBook, owner: Owner, now: number): CopyView[] {
  const mine = (state.money?.copies ?? []).filter((c) => c.owner === owner);
  const ordered = [...mine.filter((c) => c.status === 'copying').reverse(), ...mine.filter((c) => c.status !== 'copying').reverse().slice(0, 20)];
  return ordered.map((c) => viewOf(c, traders, venue, now));
}

/** A copy as the API answers it: open positions at `now`, the last 20 trades newest first, PnL. */
function viewOf(c: Stored, traders: TraderBook, venue: Venue, now: number): CopyView {
  const spec = traders(c.trader_id);
  const open = spec ? openPositionOf(c, spec, venue, now) : null;
  const unrealized = open ? dec(open.unrealized_pnl) : ZERO;
  const worth = c.status === 'copying' ? dec(c.equity).plus(unrealized) : dec(c.returned ?? '0').plus(c.profit_share ?? '0');
  return { ...publicCopy(c), trades: [...c.trades].reverse().slice(0, 20), positions: open ? [open] : [], unrealized_pnl: text(unrealized), pnl: text(worth.minus(c.allocation)) };
}

export interface PerformancePoint {
  time: number;
  roi: string;
  pnl: string;
}

/**
 * The trader's record over the last `days` at `now`: ROI (percent of its capital, trades added,
 * not compounded) and PnL on TRADER_CAPITAL, with points every 2 h (7 days), 6 h (30) or a day (90).
 */
export function traderPerformance(spec: TraderSpec, venue: Venue, days: number, now: number): { roi: string; pnl: string; win_rate: string; trades: number; points: PerformancePoint[] } {
  const start = now - days * 86_400_000;
  const step = (days <= 7 ? 2 : days <= 30 ? 6 : 24) * 3_600_000;
  const first = Math.ceil(start / TRADE_PERIOD_MS);
  const last = Math.floor(now / TRADE_PERIOD_MS);
  let roi = 0;
  let wins = 0;
  let count = 0;
  const points: PerformancePoint[] = [];
  const point = (time: number) => points.push({ time, roi: roi.toFixed(2), pnl: ((roi / 100) * TRADER_CAPITAL).toFixed(2) });
  let nextPoint = start + step;
  point(start);
  const exposure = Number(EXPOSURE);
  for (let k = first; k < last; k++) {
    const trade = leadTradeAt(spec, venue, k);
    if (trade) {
      const move = signed(trade.side, trade.close_price.minus(trade.open_price)).div(trade.open_price).toNumber();
      roi += move * exposure * 100;
      count++;
      if (move > 0) wins++;
    }
    while ((k + 1) * TRADE_PERIOD_MS >= nextPoint && nextPoint < now) {
      point(nextPoint);
      nextPoint += step;
    }
  }
  point(now);
  return { roi: roi.toFixed(2), pnl: ((roi / 100) * TRADER_CAPITAL).toFixed(2), win_rate: count > 0 ? ((wins / count) * 100).toFixed(1) : '0', trades: count, points };
}

// --- Transfers (docs/money-api.md, "Transfers between accounts") ----------------------------------------

/** A running copy's worth at `now`: its equity plus the open position's profit or loss. */
export function copyWorth(copy: CopyAccount, spec: TraderSpec | undefined, venue: Venue, now: number): Dec {
  const open = spec ? openPositionOf(copy, spec, venue, now) : null;
  return dec(copy.equity).plus(open ? open.unrealized_pnl : '0');
}

/** What a transfer may take out of a running copy: its worth above the minimum allocation (stop copying takes all). */
export function copyTransferable(copy: CopyAccount, spec: TraderSpec | undefined, venue: Venue, now: number): Dec {
  const room = copyWorth(copy, spec, venue, now).minus(COPY_LIMITS.min);
  return room.gt(0) ? room : ZERO;
}

/**
 * A transfer into (`delta` > 0, from spot: a top-up) or out of (`delta` < 0, to spot: a
 * reduction) a running copy. The open trade is settled at `now` first, so the copy follows the
 * trader at its new equity from here. A top-up adds to the allocation (at most the maximum); a
 * reduction leaves at least the minimum and takes allocation and profit in proportion, so the
 * copy's return and its stop-loss line keep their meaning. The refusal, or the move to run.
 */
export function prepareResize(state: ExchangeState, venue: Venue, traders: TraderBook, owner: Owner, copyId: string | null, delta: Dec, now: number): { code: number; message: string } | (() => void) {
  const copy = moneyOf(state).copies.find((c) => c.owner === owner && c.id === copyId && c.status === 'copying');
  if (!copy) return { code: CODES.notFound, message: 'Copy not found or already stopped.' };
  const spec = traders(copy.trader_id);
  if (delta.gt(0) && dec(copy.allocation).plus(delta).gt(COPY_LIMITS.max)) return { code: CODES.aboveMaximum, message: `Maximum allocation is ${COPY_LIMITS.max} USDT.` };
  if (delta.lt(0) && delta.neg().gt(copyTransferable(copy, spec, venue, now))) {
    return { code: CODES.insufficientBalance, message: `A running copy keeps at least ${COPY_LIMITS.min} USDT: stop copying to take it all.` };
  }
  return () => {
    const trade = spec ? leadTradeAt(spec, venue, Math.floor(copy.settled_to / TRADE_PERIOD_MS)) : null;
    if (trade && now > copy.settled_to) settle(state, venue, copy, trade, copy.settled_to, now);
    copy.settled_to = Math.max(copy.settled_to, now);
    const before = dec(copy.equity);
    if (delta.gt(0)) {
      move(state, venue, owner, copyOwner(owner), 'USDT', delta);
      copy.allocation = text(dec(copy.allocation).plus(delta));
    } else {
      move(state, venue, copyOwner(owner), owner, 'USDT', delta.neg());
      const after = before.plus(delta);
      copy.allocation = text(before.gt(0) ? floorTo(dec(copy.allocation).times(after).div(before), unit(8)) : ZERO);
    }
    copy.equity = text(before.plus(delta));
  };
}
