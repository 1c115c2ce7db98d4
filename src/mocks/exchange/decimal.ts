/**
 * Exact decimal arithmetic for the account model (big.js): balances, locks, fills and fees are
 * decimal strings, and every sum the conservation test checks is exact. No binary floating point
 * touches a balance; numbers from the price model enter through `fromModel`, rounded to the
 * pair's precision first.
 */
import Big from 'big.js';

export type Dec = Big;

const DECIMAL = /^\d+(\.\d+)?$/;

/** A non-negative plain decimal string (no sign, no exponent), as the API accepts. */
export function isDecimalText(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 40 && DECIMAL.test(value);
}

export function dec(value: string | number | Big): Big {
  return new Big(value);
}

export const ZERO: Big = /* @__PURE__ */ new Big(0);

/** Plain notation, no trailing zeros ('0.00000001', never '1e-8'). */
export function text(value: Big): string {
  return value.toFixed();
}

/** A model price or size (a float) rounded to `decimals`, exactly. */
export function fromModel(value: number, decimals: number): Big {
  return new Big(value.toFixed(Math.min(decimals, 20)));
}

/** Down to a multiple of `step` (toward zero). */
export function floorTo(value: Big, step: Big): Big {
  return value.div(step).round(0, Big.roundDown).times(step);
}

/** Up to a multiple of `step`. */
export function ceilTo(value: Big, step: Big): Big {
  return value.div(step).round(0, Big.roundUp).times(step);
}

export function isMultipleOf(value: Big, step: Big): boolean {
  return value.mod(step).eq(0);
}

/** 10^-decimals: the tick or step of a precision. */
export function unit(decimals: number): Big {
  return new Big(1).div(new Big(10).pow(decimals));
}

export function minDec(a: Big, b: Big): Big {
  return a.lt(b) ? a : b;
}
