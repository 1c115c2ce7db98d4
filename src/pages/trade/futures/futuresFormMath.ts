/**
 * The futures order form's arithmetic, pure and on decimal strings (bigint counts of 10^-24, as
 * the spot form's ../screen/order-form/orderMath): the cost of an order before it is confirmed
 * (initial margin at the chosen leverage plus the taker fee), the largest size the available
 * margin allows, and the estimated PnL of a close. The server still decides (docs/futures.md).
 */
import { parse, show, floorToStep, decimalsOf } from '../screen/order-form/orderMath';

const ONE = 10n ** 24n;
const mul = (a: bigint, b: bigint) => (a * b) / ONE;
const div = (a: bigint, b: bigint) => (b === 0n ? 0n : (a * ONE) / b);

/** Initial margin (price x size / leverage) plus the taker fee on the notional, in USDT (4 decimals); '' when not computable. */
export function orderCost(price: string, size: string, leverage: number, takerRate: string): string {
  const p = parse(price);
  const s = parse(size);
  const rate = parse(takerRate) ?? 0n;
  if (p === null || s === null || p === 0n || leverage < 1) return '';
  const notional = mul(p, s);
  return show(notional / BigInt(leverage) + mul(notional, rate), 4);
}

/** The largest size (down to the step) whose cost fits the available margin. */
export function maxSize(available: string, price: string, leverage: number, takerRate: string, step: string): string {
  const a = parse(available);
  const p = parse(price);
  const rate = parse(takerRate) ?? 0n;
  if (a === null || p === null || p === 0n || leverage < 1) return '';
  const perUnit = p / BigInt(leverage) + mul(p, rate);
  const raw = show(div(a, perUnit), 24);
  return floorToStep(raw, step);
}

/** PnL of closing `size` of a position at `price`: (price - entry) x size, negated for a short (USDT, 4 decimals). */
export function closePnl(side: 'long' | 'short', entry: string, price: string, size: string): string {
  const e = parse(entry);
  const p = parse(price);
  const s = parse(size);
  if (e === null || p === null || s === null || p === 0n) return '';
  const pnl = mul(p - e, s);
  return show(side === 'long' ? pnl : -pnl, 4);
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
