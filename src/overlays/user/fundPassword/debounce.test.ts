import { describe, expect, it } from 'vitest';
import { FUND_PASSWORD_SUBMIT_DEBOUNCE_MS, leadingDebounce } from './debounce';

describe('the fund-password submit debounce (SPEC section 4: 1500 ms)', () => {
  it('passes the first press at once and drops presses within 1500 ms of the last one', () => {
    expect(FUND_PASSWORD_SUBMIT_DEBOUNCE_MS).toBe(1500);
    const gate = leadingDebounce(1500);
    let clock = 10_000;
    const presses: boolean[] = [];
    presses.push(gate.pass(clock));
    clock += 400;
    presses.push(gate.pass(clock));
    clock += 1499; // 1499 ms after the last press: still too soon
    presses.push(gate.pass(clock));
    clock += 1500;
    presses.push(gate.pass(clock));
    expect(presses).toEqual([true, false, false, true]);
  });
});
