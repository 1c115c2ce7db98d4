/**
 * SPEC section 4: the fund-password modal's submit is debounced 1500 ms. Read as a leading-edge
 * debounce (the first press submits at once; presses within 1500 ms of the last one are
 * dropped), so a double click never submits twice and a single click never waits.
 */
export const FUND_PASSWORD_SUBMIT_DEBOUNCE_MS = 1500;

export interface DebounceGate {
  /** Whether a press at `now` (ms) goes through. */
  pass(now: number): boolean;
}

export function leadingDebounce(ms: number): DebounceGate {
  let last = Number.NEGATIVE_INFINITY;
  return {
    pass(now) {
      const quiet = now - last >= ms;
      last = now;
      return quiet;
    },
  };
}
