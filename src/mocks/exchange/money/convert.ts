/**
 * Convert (docs/money-api.md): a quote at the model's prices less the house's spread, valid for
 * QUOTE_TTL_MS; executing it moves both assets between the user's spot account and the HOUSE at
 * the quoted amounts, or fails with the server's reason when the quote lapsed (the server's clock
 * decides), was used, or the balance no longer covers it. Pure: the caller passes `now` (ms).
 */
import { CODES } from '../exchange';
import { dec, floorTo, isDecimalText, text, unit, type Dec } from '../decimal';
import { availableOf, balancesEvent, move, moneyOf, nextId, type ConvertRecord, type StoredQuote } from './money';
import { HOUSE, type ExchangeEvent, type ExchangeState, type Outcome, type Owner, type Venue } from '../types';

/** How long a quote holds (SPEC: 10 s). */
export const QUOTE_TTL_MS = 10_000;
/** The house's margin on the rate (no separate fee). */
export const CONVERT_SPREAD = '0.001';
/** Smallest and largest conversion, in US dollars of what is paid. */
export const CONVERT_MIN_USD = 1;
export const CONVERT_MAX_USD = 1_000_000;
/** Amounts received are floored to this many decimals. */
const RECEIVE_DECIMALS = 8;

export const CONVERT_CODES = { quoteExpired: 40020, quoteUsed: 40021 } as const;

/** US dollars per unit at `now` (ms): USDT is one; a coin its USDT pair's last price; undefined when not convertible. */
export function usdPrice(venue: Venue, asset: string, now: number): Dec | undefined {
  if (asset === 'USDT') return dec(1);
  if (!venue.rule(`${asset}_USDT`, HOUSE)) return undefined;
  const last = venue.market.last(`${asset}_USDT`, now / 1000);
  return last.gt(0) ? last : undefined;
}

export type PublicQuote = Omit<StoredQuote, 'owner' | 'used'>;

const publicQuote = ({ owner: _o, used: _u, ...rest }: StoredQuote): PublicQuote => rest;

function none<T>(code: number, message: string): { outcome: Outcome<T>; events: ExchangeEvent[] } {
  return { outcome: { code, message, data: null }, events: [] };
}

/** A quote for paying `amount` of `from` for `to`. */
export function requestQuote(state: ExchangeState, venue: Venue, owner: Owner, req: { from?: unknown; to?: unknown; amount?: unknown }, now: number): { outcome: Outcome<PublicQuote>; events: ExchangeEvent[] } {
  if (typeof req.from !== 'string' || typeof req.to !== 'string' || req.from === req.to) return none(CODES.invalid, 'from and to must be two different assets.');
  if (!isDecimalText(req.amount) || dec(req.amount).lte(0)) return none(CODES.invalid, 'amount must be a positive decimal.');
  const pFrom = usdPrice(venue, req.from, now);
  const pTo = usdPrice(venue, req.to, now);
  if (pFrom === undefined || pTo === undefined) return none(CODES.notFound, `${req.from} cannot be converted to ${req.to}.`);
  const amount = dec(req.amount);
  const usd = amount.times(pFrom);
  if (usd.lt(CONVERT_MIN_USD)) return none(CODES.belowMinimum, `Minimum conversion is ${CONVERT_MIN_USD} USD worth of ${req.from}.`);
  if (usd.gt(CONVERT_MAX_USD)) return none(CODES.aboveMaximum, `Maximum conversion is ${CONVERT_MAX_USD} USD worth of ${req.from}.`);
  if (amount.gt(availableOf(state, venue, owner, req.from))) return none(CODES.insufficientBalance, 'Insufficient balance.');
  const rate = pFrom.div(pTo).times(dec(1).minus(CONVERT_SPREAD)).round(12, 0);
  const toAmount = floorTo(amount.times(rate), unit(RECEIVE_DECIMALS));
  if (toAmount.lte(0)) return none(CODES.belowMinimum, 'The amount is too small to convert.');
  const money = moneyOf(state);
  // Lapsed quotes are kept a minute (to answer "expired" rather than "unknown"), then dropped.
  money.quotes = money.quotes.filter((q) => q.expire_time > now - 60_000);
  const quote: StoredQuote = {
    id: nextId(state, 'Q'),
    owner,
    from: req.from,
    to: req.to,
    from_amount: text(amount),
    to_amount: text(toAmount),
    rate: text(rate),
    create_time: now,
    expire_time: now + QUOTE_TTL_MS,
    used: false,
  };
  money.quotes.push(quote);
  return { outcome: { code: 0, message: 'success', data: publicQuote(quote) }, events: [] };
}

/** Executes a quote at its amounts; the server's clock decides whether it lapsed. */
export function executeQuote(state: ExchangeState, venue: Venue, owner: Owner, req: { quote_id?: unknown }, now: number): { outcome: Outcome<ConvertRecord>; events: ExchangeEvent[] } {
  const money = moneyOf(state);
  const quote = typeof req.quote_id === 'string' ? money.quotes.find((q) => q.owner === owner && q.id === req.quote_id) : undefined;
  if (!quote) return none(CODES.notFound, 'Quote not found. Request a new quote.');
  if (quote.used) return none(CONVERT_CODES.quoteUsed, 'This quote was already executed.');
  if (now > quote.expire_time) return none(CONVERT_CODES.quoteExpired, 'The quote has expired. Request a new quote.');
  const pay = dec(quote.from_amount);
  if (pay.gt(availableOf(state, venue, owner, quote.from))) return none(CODES.insufficientBalance, 'Insufficient balance.');
  move(state, venue, owner, HOUSE, quote.from, pay);
  move(state, venue, HOUSE, owner, quote.to, dec(quote.to_amount));
  quote.used = true;
  const record: ConvertRecord & { owner: Owner } = {
    id: nextId(state, 'C'),
    owner,
    quote_id: quote.id,
    from: quote.from,
    to: quote.to,
    from_amount: quote.from_amount,
    to_amount: quote.to_amount,
    rate: quote.rate,
    time: now,
  };
  money.converts.push(record);
  const { owner: _o, ...data } = record;
  return { outcome: { code: 0, message: 'success', data }, events: [balancesEvent(state, venue, owner)] };
}

/** The owner's conversions, newest first (the last 100). */
export function convertHistoryOf(state: ExchangeState, owner: Owner): ConvertRecord[] {
  return (state.money?.converts ?? [])
    .filter((c) => c.owner === owner)
    .slice(-100)
    .reverse()
    .map(({ owner: _o, ...rest }) => rest);
}
