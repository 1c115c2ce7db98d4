/**
 * Decimal arithmetic of a stake or loan amount on the backend's strings (docs/earn.md): a share of
 * the available balance rounded down to the product's step, and the checks the panel words next
 * to the field. Scaled integers (BigInt), so 0.1 + 0.2 never becomes 0.30000000000000004.
 */
const DECIMAL = /^\d+(\.\d+)?$/;

function decimalsOf(value: string): number {
  return value.split('.')[1]?.length ?? 0;
}

/** `value` in units of 10^-places, truncated. */
function units(value: string, places: number): bigint {
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole + fraction.padEnd(places, '0').slice(0, places));
}

function fromUnits(value: bigint, places: number): string {
  if (places === 0) return value.toString();
  const digits = value.toString().padStart(places + 1, '0');
  const fraction = digits.slice(-places).replace(/0+$/, '');
  return fraction === '' ? digits.slice(0, -places) : `${digits.slice(0, -places)}.${fraction}`;
}

/** `percent` % of `available`, rounded down to a multiple of `step` ('0' when nothing fits). */
export function shareOf(available: string, percent: number, step: string): string {
  if (!DECIMAL.test(available) || !DECIMAL.test(step)) return '0';
  const places = Math.max(decimalsOf(step), decimalsOf(available));
  const stepUnits = units(step, places);
  const part = (units(available, places) * BigInt(percent)) / 100n;
  return fromUnits(stepUnits > 0n ? part - (part % stepUnits) : part, places);
}

export type AmountProblem = 'belowMinimum' | 'aboveMaximum' | 'aboveAvailable' | 'offStep' | null;

/** What is wrong with `amount` for a product (null: nothing; an empty or unfinished field is not checked). */
export function amountProblem(amount: string, limits: { min: string; max: string; step: string; available: string | null }): AmountProblem {
  if (!DECIMAL.test(amount) || !DECIMAL.test(limits.min) || !DECIMAL.test(limits.max) || !DECIMAL.test(limits.step)) return null;
  const places = Math.max(decimalsOf(amount), decimalsOf(limits.min), decimalsOf(limits.max), decimalsOf(limits.step), limits.available === null ? 0 : decimalsOf(limits.available));
  const value = units(amount, places);
  if (value === 0n) return null;
  if (value < units(limits.min, places)) return 'belowMinimum';
  if (limits.available !== null && DECIMAL.test(limits.available) && value > units(limits.available, places)) return 'aboveAvailable';
  if (value > units(limits.max, places)) return 'aboveMaximum';
  const step = units(limits.step, places);
  if (step > 0n && value % step !== 0n) return 'offStep';
  return null;
}
