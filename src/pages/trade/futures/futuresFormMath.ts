/**
 * The futures order form's arithmetic, pure and on decimal strings (bigint counts of 10^-24, as
 * the spot form's ../screen/order-form/orderMath): the cost of an order before it is confirmed
 * (initial margin at the chosen leverage plus the taker fee), the largest size the available
 * margin allows, and the estimated PnL of a close. The server still decides (docs/futures.md).
 *
 * `face` (a coin-margined contract's USD per contract) switches to the inverse formulas: the
 * value of `size` contracts at `price` is size x face / price in the coin, and amounts show 8
 * decimals (a satoshi).
 */
import type { FuturesContract } from '../../../api/trading/futures';
import { parse, show, floorToStep, decimalsOf } from '../screen/order-form/orderMath';

/** A list row's settlement currency from its symbol: a USD-quoted contract (BASE_USD) is coin-margined, in its base coin; the rest settle in USDT (docs/futures.md). */
export function settleOfSymbol(symbol: string): string {
  const [base = '', quote = '', date] = symbol.split('_');
  return quote === 'USD' && date === undefined ? base : 'USDT';
}

/** The contract's face value when coin-margined (the inverse formulas below), else undefined. */
export const faceOf = (contract: Pick<FuturesContract, 'inverse' | 'contract_size'>): string | undefined => (contract.inverse ? contract.contract_size : undefined);

const ONE = 10n ** 24n;
const mul = (a: bigint, b: bigint) => (a * b) / ONE;
const div = (a: bigint, b: bigint) => (b === 0n ? 0n : (a * ONE) / b);

/** The value of `size` at `price` in the settlement currency: price x size (linear) or size x face / price (inverse). */
function valueOf(p: bigint, s: bigint, face: string | undefined): bigint {
  const f = face === undefined ? null : parse(face);
  return f === null ? mul(p, s) : div(mul(s, f), p);
}

/** Initial margin (value / leverage) plus the taker fee on the value, in the settlement currency (USDT 4 decimals, a coin 8); '' when not computable. */
export function orderCost(price: string, size: string, leverage: number, takerRate: string, face?: string): string {
  const p = parse(price);
  const s = parse(size);
  const rate = parse(takerRate) ?? 0n;
  if (p === null || s === null || p === 0n || leverage < 1) return '';
  const notional = valueOf(p, s, face);
  return show(notional / BigInt(leverage) + mul(notional, rate), face === undefined ? 4 : 8);
}

/** The largest size (down to the step) whose cost fits the available margin. */
export function maxSize(available: string, price: string, leverage: number, takerRate: string, step: string, face?: string): string {
  const a = parse(available);
  const p = parse(price);
  const rate = parse(takerRate) ?? 0n;
  if (a === null || p === null || p === 0n || leverage < 1) return '';
  const one = valueOf(p, ONE, face);
  const perUnit = one / BigInt(leverage) + mul(one, rate);
  if (perUnit === 0n) return '';
  const raw = show(div(a, perUnit), 24);
  return floorToStep(raw, step);
}

/**
 * PnL of closing `size` of a position at `price`: (price - entry) x size (USDT, 4 decimals), or
 * with `face` size x face x (1/entry - 1/price) (the coin, 8 decimals); negated for a short.
 */
export function closePnl(side: 'long' | 'short', entry: string, price: string, size: string, face?: string): string {
  const e = parse(entry);
  const p = parse(price);
  const s = parse(size);
  if (e === null || p === null || s === null || p === 0n || e === 0n) return '';
  const pnl = face === undefined ? mul(p - e, s) : valueOf(e, s, face) - valueOf(p, s, face);
  return show(side === 'long' ? pnl : -pnl, face === undefined ? 4 : 8);
}

/** A share of the position's size, down to the contract's step. */
export function sizeShare(size: string, percent: number, step: string): string {
  const s = parse(size);
  if (s === null) return '';
  if (percent >= 100) return size;
  return floorToStep(show((s * BigInt(percent)) / 100n, decimalsOf(step) + 2), step);
}

/** The leverages offered: the usual steps up to the contract's maximum, and the maximum itself. */
export function leverageChoices(max: number): number[] {
  const steps = [1, 2, 3, 5, 10, 20, 25, 50, 75, 100, 125, 150, 200].filter((x) => x < max);
  return [...steps, max];
}
