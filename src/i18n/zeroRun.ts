/**
 * SPEC section 5's zero run (re-exported by ./format.ts): plain string work, without React or
 * the locale, so that the order book's worker (src/pages/trade/screen/book/bookWorker.ts) can
 * draw it without carrying them.
 */

/** SPEC section 5: seven or more zeros after the decimal point are shown as a count. */
export const ZERO_RUN_MIN = 7;

export interface ZeroRun {
  /** Everything before the run's first zero, e.g. "0." or "-0,". */
  head: string;
  /** How many zeros follow the decimal separator. */
  zeros: number;
  /** The digits after the run, and anything after them (a unit). */
  tail: string;
}

/**
 * A formatted number (in any locale's digits and separator) split around a run of at least
 * ZERO_RUN_MIN zeros right after the decimal separator, or null when it has no such run.
 * "0.000000008712" -> { head: "0.", zeros: 8, tail: "8712" }.
 */
export function zeroRun(formatted: string): ZeroRun | null {
  const match = /^(.*?[0٠][.,٫])([0٠]+)(.*)$/u.exec(formatted);
  if (!match || match[2]!.length < ZERO_RUN_MIN) return null;
  return { head: match[1]!, zeros: match[2]!.length, tail: match[3]! };
}
