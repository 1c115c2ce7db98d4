/**
 * The order book's price grouping (issue 35): levels gathered into steps of the pair's tick times
 * 1, 10, 100 or 1000, with running totals for the depth bars. Pure, so it is tested on its own.
 * Prices are counted in whole ticks, so 0.1 + 0.2 never becomes 0.30000000000000004 on a level.
 */

export const GROUP_FACTORS = [1, 10, 100, 1000] as const;
export type GroupFactor = (typeof GROUP_FACTORS)[number];

export interface BookRow {
  /** The group's price: an ask group shows its highest price, a bid group its lowest (never better than the levels in it). */
  readonly price: number;
  readonly amount: number;
  /** Running total from the best price outwards. */
  readonly total: number;
}

interface Level {
  readonly price: number;
  readonly amount: number;
}

/** Decimals of a grouped price: the pair's precision less one per factor of ten (never below 0). */
export function groupDecimals(precision: number, factor: GroupFactor): number {
  return Math.max(0, precision - Math.round(Math.log10(factor)));
}

/**
 * Up to `rows` groups of one side, best first. `precision` is the pair's price decimals (its
 * tick is 10^-precision). Asks round up to the step and bids down, as exchanges group them.
 */
export function groupLevels(levels: readonly Level[], side: 'ask' | 'bid', precision: number, factor: GroupFactor, rows: number): BookRow[] {
  const tick = 10 ** -precision;
  const out: { step: number; amount: number }[] = [];
  for (const level of levels) {
    if (!(level.amount > 0)) continue;
    const ticks = Math.round(level.price / tick);
    const step = side === 'ask' ? Math.ceil(ticks / factor) : Math.floor(ticks / factor);
    const last = out.at(-1);
    if (last && last.step === step) last.amount += level.amount;
    else if (out.length < rows) out.push({ step, amount: level.amount });
    else break;
  }
  let total = 0;
  return out.map(({ step, amount }) => ({ price: Number((step * factor * tick).toFixed(precision)), amount, total: (total += amount) }));
}

/** The price a click on a level hands the order form: plain digits at the group's decimals. */
export function pickText(price: number, decimals: number): string {
  return price.toFixed(decimals);
}
