/**
 * The arithmetic of USDT-margined linear perpetuals (docs/futures.md, "Formulas"), pure and exact
 * (big.js decimals). `side` is +1 for a long, -1 for a short; sizes are in the base coin.
 *
 * - initial margin   IM  = entry x size / leverage
 * - unrealized PnL   uPnL = side x (mark - entry) x size
 * - ROE              = uPnL / IM
 * - maintenance      MM  = mark x size x mmr
 * - margin ratio     = MM / (M + uPnL), where M is the margin backing the position (isolated: its
 *                      own margin; cross: the account's equity left for it); 100 % or more liquidates
 * - liquidation      long  L = (entry - M / size) / (1 - mmr)
 *                    short L = (entry + M / size) / (1 + mmr)
 *                    (the mark at which M + uPnL = MM)
 * - funding          payment = side x size x mark x rate (a long pays a positive rate)
 */
import Big from 'big.js';
import { dec, ZERO, type Dec } from '../decimal';

export type PositionSide = 1 | -1;

export function initialMargin(entry: Dec, size: Dec, leverage: number): Dec {
  return entry.times(size).div(leverage);
}

export function unrealizedPnl(side: PositionSide, entry: Dec, mark: Dec, size: Dec): Dec {
  return mark.minus(entry).times(size).times(side);
}

/** uPnL / IM (0 for no margin). */
export function roe(pnl: Dec, margin: Dec): Dec {
  return margin.eq(0) ? ZERO : pnl.div(margin);
}

export function maintenanceMargin(mark: Dec, size: Dec, mmr: Dec): Dec {
  return mark.times(size).times(mmr);
}

/** MM / (M + uPnL); 1 or more when the equity is gone. */
export function marginRatio(maintenance: Dec, margin: Dec, pnl: Dec): Dec {
  const equity = margin.plus(pnl);
  return equity.lte(0) ? dec(1) : maintenance.div(equity);
}

/** The mark price at which the position's margin M plus its uPnL equals its maintenance margin; 0 when none (a long covered in full). */
export function liquidationPrice(side: PositionSide, entry: Dec, size: Dec, margin: Dec, mmr: Dec): Dec {
  if (size.lte(0)) return ZERO;
  const perUnit = margin.div(size);
  const price = side === 1 ? entry.minus(perUnit).div(dec(1).minus(mmr)) : entry.plus(perUnit).div(dec(1).plus(mmr));
  return price.lt(0) ? ZERO : price;
}

/** True when the mark has reached the liquidation price (at or below it for a long, at or above for a short). */
export function isLiquidated(side: PositionSide, mark: Dec, liquidation: Dec): boolean {
  if (liquidation.lte(0)) return false;
  return side === 1 ? mark.lte(liquidation) : mark.gte(liquidation);
}

/** What the position pays at a funding time (negative: it receives). */
export function fundingPayment(side: PositionSide, size: Dec, mark: Dec, rate: Dec): Dec {
  return size.times(mark).times(rate).times(side);
}

/** The new average entry after adding `qty` at `price`. */
export function averageEntry(entry: Dec, size: Dec, price: Dec, qty: Dec): Dec {
  const total = size.plus(qty);
  return total.eq(0) ? ZERO : entry.times(size).plus(price.times(qty)).div(total);
}

/** Rounded for display and the wire: `decimals` places, half up. */
export function fixed(value: Dec, decimals: number): string {
  return value.round(decimals, Big.roundHalfUp).toFixed(decimals);
}

/**
 * Coin-margined (inverse) contracts (docs/futures.md, "Coin-margined perpetuals"): a size is a
 * number of contracts of `face` USD each, so the notional N = contracts x face is in USD and
 * margin, PnL, fees and funding are in the base coin (BTC). With N fixed:
 *
 * - initial margin   IM   = N / entry / leverage
 * - unrealized PnL   uPnL = side x N x (1/entry - 1/mark)
 * - maintenance      MM   = N / mark x mmr
 * - liquidation      long  L = N x (1 + mmr) / (M + N / entry)
 *                    short L = N x (1 - mmr) / (N / entry - M)   (none when N / entry <= M)
 *                    (the mark at which M + uPnL = MM, as for linear contracts)
 * - funding          payment = side x N / mark x rate
 * - average entry    N_total / (N1 / e1 + N2 / e2)   (the harmonic mean the PnL formula needs)
 */
export interface Terms {
  /** The notional in the settlement currency at `price` (linear: price x size; inverse: N / price). */
  value(price: Dec, size: Dec): Dec;
  margin(entry: Dec, size: Dec, leverage: number): Dec;
  pnl(side: PositionSide, entry: Dec, mark: Dec, size: Dec): Dec;
  maintenance(mark: Dec, size: Dec, mmr: Dec): Dec;
  liquidation(side: PositionSide, entry: Dec, size: Dec, margin: Dec, mmr: Dec): Dec;
  funding(side: PositionSide, size: Dec, mark: Dec, rate: Dec): Dec;
  average(entry: Dec, size: Dec, price: Dec, qty: Dec): Dec;
}

export const LINEAR: Terms = {
  value: (price, size) => price.times(size),
  margin: initialMargin,
  pnl: unrealizedPnl,
  maintenance: maintenanceMargin,
  liquidation: liquidationPrice,
  funding: fundingPayment,
  average: averageEntry,
};

/** Coin amounts are kept to 8 decimals (a satoshi), rounded half up. */
const COIN_DP = 8;
const coin = (value: Dec): Dec => value.round(COIN_DP, Big.roundHalfUp);

export function inverseMargin(entry: Dec, contracts: Dec, face: Dec, leverage: number): Dec {
  return coin(contracts.times(face).div(entry).div(leverage));
}

export function inversePnl(side: PositionSide, entry: Dec, mark: Dec, contracts: Dec, face: Dec): Dec {
  const n = contracts.times(face);
  return coin(n.div(entry).minus(n.div(mark)).times(side));
}

export function inverseMaintenance(mark: Dec, contracts: Dec, face: Dec, mmr: Dec): Dec {
  return coin(contracts.times(face).div(mark).times(mmr));
}

export function inverseLiquidationPrice(side: PositionSide, entry: Dec, contracts: Dec, face: Dec, margin: Dec, mmr: Dec): Dec {
  if (contracts.lte(0) || entry.lte(0)) return ZERO;
  const n = contracts.times(face);
  if (side === 1) return n.times(dec(1).plus(mmr)).div(margin.plus(n.div(entry)));
  const denominator = n.div(entry).minus(margin);
  return denominator.lte(0) ? ZERO : n.times(dec(1).minus(mmr)).div(denominator);
}

export function inverseFunding(side: PositionSide, contracts: Dec, face: Dec, mark: Dec, rate: Dec): Dec {
  return coin(contracts.times(face).div(mark).times(rate).times(side));
}

export function inverseAverageEntry(entry: Dec, contracts: Dec, price: Dec, qty: Dec): Dec {
  const total = contracts.plus(qty);
  if (total.eq(0)) return ZERO;
  const weight = (contracts.gt(0) ? contracts.div(entry) : ZERO).plus(qty.div(price));
  return total.div(weight);
}

export function inverseTerms(face: Dec): Terms {
  return {
    value: (price, size) => coin(size.times(face).div(price)),
    margin: (entry, size, leverage) => inverseMargin(entry, size, face, leverage),
    pnl: (side, entry, mark, size) => inversePnl(side, entry, mark, size, face),
    maintenance: (mark, size, mmr) => inverseMaintenance(mark, size, face, mmr),
    liquidation: (side, entry, size, margin, mmr) => inverseLiquidationPrice(side, entry, size, face, margin, mmr),
    funding: (side, size, mark, rate) => inverseFunding(side, size, face, mark, rate),
    average: inverseAverageEntry,
  };
}
