/**
 * The isolated-margin formulas (docs/margin.md, "Formulas"), exact decimals, no state. Prices are
 * the quote per base (BTC_USDT: USDT per BTC); every value is in the quote.
 *
 * - assets = base total x price + quote total (total: available + locked in open orders)
 * - debt   = (base borrowed + base interest) x price + quote borrowed + quote interest
 * - margin level = assets / debt (none without debt)
 * - initial level I = L / (L - 1) for the pair's max leverage L: borrowing and transfers out must
 *   leave the level at least I, so equity x (L - 1) is the most that may be borrowed
 * - liquidation: the backend liquidates when the level falls below the maintenance level M
 * - liquidation price: the price at which assets = M x debt, balances fixed
 */
import { dec, floorTo, ZERO, type Dec } from '../decimal';

export interface MarginTotals {
  /** Base held: available + locked. */
  readonly base: Dec;
  readonly quote: Dec;
  /** Base owed: borrowed + interest. */
  readonly baseDebt: Dec;
  readonly quoteDebt: Dec;
}

export function assetsValue(t: MarginTotals, price: Dec): Dec {
  return t.base.times(price).plus(t.quote);
}

export function debtValue(t: MarginTotals, price: Dec): Dec {
  return t.baseDebt.times(price).plus(t.quoteDebt);
}

/** assets / debt; null without debt (nothing can be liquidated). */
export function marginLevel(t: MarginTotals, price: Dec): Dec | null {
  const debt = debtValue(t, price);
  return debt.lte(0) ? null : assetsValue(t, price).div(debt);
}

/** The level borrowing and transfers out must leave: L / (L - 1). */
export function initialLevel(maxLeverage: number): Dec {
  return dec(maxLeverage).div(maxLeverage - 1);
}

/**
 * The most of an asset that may be borrowed at `price` so that the level stays at least the
 * initial level: (assets - I x debt) / ((I - 1) x unit price), floored to `step`; never negative.
 */
export function maxBorrow(t: MarginTotals, price: Dec, maxLeverage: number, asset: 'base' | 'quote', step: Dec): Dec {
  const level = initialLevel(maxLeverage);
  const room = assetsValue(t, price).minus(level.times(debtValue(t, price)));
  if (room.lte(0)) return ZERO;
  const unitPrice = asset === 'base' ? price : dec(1);
  return floorTo(room.div(level.minus(1).times(unitPrice)), step);
}

/**
 * What may leave the account of an asset: all of its available without debt; with debt, what
 * keeps the level at least the initial level ((assets - I x debt) / unit price), at most the available.
 */
export function maxTransferOut(t: MarginTotals, available: Dec, price: Dec, maxLeverage: number, asset: 'base' | 'quote', step: Dec): Dec {
  if (debtValue(t, price).lte(0)) return available;
  const room = assetsValue(t, price).minus(initialLevel(maxLeverage).times(debtValue(t, price)));
  if (room.lte(0)) return ZERO;
  const unitPrice = asset === 'base' ? price : dec(1);
  const most = floorTo(room.div(unitPrice), step);
  return most.lt(available) ? most : available;
}

/**
 * The price at which the level reaches the maintenance level M with the balances as they are:
 * base x P + quote = M x (baseDebt x P + quoteDebt), so P = (M x quoteDebt - quote) / (base - M x baseDebt).
 * Null without debt, or when no positive price reaches it.
 */
export function liquidationPrice(t: MarginTotals, maintenance: Dec): Dec | null {
  if (t.baseDebt.lte(0) && t.quoteDebt.lte(0)) return null;
  const denominator = t.base.minus(maintenance.times(t.baseDebt));
  if (denominator.eq(0)) return null;
  const price = maintenance.times(t.quoteDebt).minus(t.quote).div(denominator);
  return price.gt(0) ? price : null;
}

/** Below the maintenance level: the backend liquidates. */
export function isBelowMaintenance(t: MarginTotals, price: Dec, maintenance: Dec): boolean {
  const level = marginLevel(t, price);
  return level !== null && level.lt(maintenance);
}

export type Risk = 'low' | 'medium' | 'high';

/** The risk colour: high below the margin-call level, medium below 2, low above (or without debt). */
export function riskOf(level: Dec | null, marginCall: Dec): Risk {
  if (level === null || level.gte(2)) return 'low';
  return level.lt(marginCall) ? 'high' : 'medium';
}

/** A repayment pays interest first, then principal. */
export function splitRepayment(amount: Dec, interest: Dec): { interest: Dec; principal: Dec } {
  const toInterest = amount.lt(interest) ? amount : interest;
  return { interest: toInterest, principal: amount.minus(toInterest) };
}
