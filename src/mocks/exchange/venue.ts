/**
 * The account model wired to the rest of the mocked backend: the market is the stream's price
 * model (../market), the pair rules come from each symbol's precision and the fee schedule the
 * app serves (../data/wallet FEE_TIERS, at the persona's VIP tier), and each persona's account
 * starts with its total (what /myaccount showed before trading was real) spread over a few coins
 * at the model's prices of the moment it is opened.
 */
import type { PairRule } from '../../api/trading/endpoints';
import { FEE_TIERS } from '../data/wallet';
import { USD_PER_FIAT } from '../data/data';
import { bookAt, mockSymbol, MOCK_SYMBOLS, priceAt, tradesInSecond, type MockSymbol } from '../market';
import { isPersonaId, PERSONAS } from '../personas';
import { ceilTo, dec, floorTo, fromModel, text, unit, type Dec } from './decimal';
import { HOUSE, type Level, type MarketView, type Owner, type Venue } from './types';

/** The smallest order value, in US dollars (USDT); other quotes convert it (docs/trading-api.md). */
const MIN_NOTIONAL_USD = 5;
/** The largest order: about this many dollars' worth, as a power of ten of the base. */
const MAX_ORDER_USD = 100_000_000;

/** US dollars per unit of an asset at `time` (s): USDT 1, fiat at the listed rate, coins at their USDT pair. */
export function usdPerUnit(asset: string, time: number): number | undefined {
  if (asset === 'USDT') return 1;
  const fiat = USD_PER_FIAT[asset];
  if (fiat !== undefined) return fiat;
  const entry = mockSymbol(`${asset}_USDT`);
  return entry ? priceAt(entry, time) : undefined;
}

export function pairRuleOf(entry: MockSymbol, tier: number): PairRule {
  const [base = '', quote = ''] = entry.symbol.split('_');
  const tick = unit(entry.pricePrecision);
  const step = unit(entry.amountPrecision);
  const quoteUsd = quote === 'USDT' ? 1 : (USD_PER_FIAT[quote] ?? mockSymbol(`${quote}_USDT`)?.anchor ?? 1);
  // Fixed by the listing (the anchor), not the moment: a rule does not change while a form is open.
  const minNotional = quote === 'USDT' ? dec(MIN_NOTIONAL_USD) : ceilTo(fromModel(MIN_NOTIONAL_USD / quoteUsd, entry.pricePrecision + 2), tick);
  const power = Math.ceil(Math.log10(MAX_ORDER_USD / (entry.anchor * quoteUsd)));
  const maxAmount = power >= 0 ? dec(10).pow(power) : unit(-power);
  const fees = FEE_TIERS[Math.max(0, Math.min(tier, FEE_TIERS.length - 1))] ?? { spot_maker: 0.1, spot_taker: 0.1 };
  return {
    symbol: entry.symbol,
    base,
    quote,
    price_tick: text(tick),
    amount_step: text(step),
    min_amount: text(step),
    max_amount: text(maxAmount.lt(step) ? step : maxAmount),
    min_notional: text(minNotional),
    // The schedule is in percent.
    maker_fee_rate: text(dec(fees.spot_maker).div(100)),
    taker_fee_rate: text(dec(fees.spot_taker).div(100)),
    price_precision: entry.pricePrecision,
    amount_precision: entry.amountPrecision,
  };
}

function tierOf(owner: Owner | null): number {
  return owner !== null && isPersonaId(owner) ? (PERSONAS[owner].vip?.tier ?? 0) : 0;
}

/** One pair's rule (a listed pair or a cross the backend derives), at the owner's fee tier; null owner: a visitor (tier 0). */
export function ruleForSymbol(symbol: string, owner: Owner | null): PairRule | undefined {
  const entry = mockSymbol(symbol);
  return entry ? pairRuleOf(entry, tierOf(owner)) : undefined;
}

/** Every listed pair's rule. */
export function allRules(owner: Owner | null): PairRule[] {
  return MOCK_SYMBOLS.map((entry) => pairRuleOf(entry, tierOf(owner)));
}

/** Weights of a persona's starting total; USDT takes what the rounding of the others leaves. */
const STARTING_MIX: readonly (readonly [string, number])[] = [
  ['BTC', 0.25],
  ['ETH', 0.15],
  ['SOL', 0.08],
  ['XRP', 0.05],
  ['GT', 0.04],
  ['DOGE', 0.03],
];

/** A persona's starting balances at `now` (ms): its total in US dollars spread over USDT and a few coins. */
export function startingBalances(owner: Owner, now: number): Record<string, string> {
  if (owner === HOUSE || !isPersonaId(owner)) return {};
  const total = dec(PERSONAS[owner].totalAssets || '0');
  if (total.lte(0)) return {};
  const out: Record<string, string> = {};
  let spent: Dec = dec(0);
  for (const [asset, weight] of STARTING_MIX) {
    const entry = mockSymbol(`${asset}_USDT`);
    if (!entry) continue;
    const price = fromModel(priceAt(entry, now / 1000), entry.pricePrecision);
    const amount = floorTo(total.times(weight).div(price), unit(entry.amountPrecision));
    if (amount.lte(0)) continue;
    out[asset] = text(amount);
    spent = spent.plus(amount.times(price));
  }
  out.USDT = text(total.minus(spent).round(2));
  return out;
}

function levels(entry: MockSymbol, list: readonly { price: number; amount: number }[]): Level[] {
  const amountDecimals = Math.max(entry.amountPrecision, 2);
  return list.map((l) => ({ price: fromModel(l.price, entry.pricePrecision), amount: fromModel(l.amount, amountDecimals) }));
}

/** The stream's price model as the account model reads it. */
export const modelMarket: MarketView = {
  book(symbol, time) {
    const entry = mockSymbol(symbol);
    if (!entry) return { asks: [], bids: [] };
    const book = bookAt(entry, time);
    return { asks: levels(entry, book.asks), bids: levels(entry, book.bids) };
  },
  prints(symbol, second) {
    const entry = mockSymbol(symbol);
    if (!entry) return [];
    const amountDecimals = Math.max(entry.amountPrecision, 2);
    return tradesInSecond(entry, second).map((t) => ({ time: t.time, price: fromModel(t.price, entry.pricePrecision), amount: fromModel(t.amount, amountDecimals) }));
  },
  last(symbol, time) {
    const entry = mockSymbol(symbol);
    return entry ? fromModel(priceAt(entry, time), entry.pricePrecision) : dec(0);
  },
};

export const appVenue: Venue = {
  market: modelMarket,
  rule: (symbol, owner) => ruleForSymbol(symbol, owner),
  starting: startingBalances,
};
