/**
 * The withdraw form's checks before it asks for the fund password (docs/wallet-api.md): the same
 * rules the backend applies, from the backend's withdraw rule of the network, so a refusal is
 * explained before the request. Exact decimals (big.js): an amount is on the step or it is not.
 */
import Big from 'big.js';
import { checkAddress, isAddressFormat } from '../../lib/chainAddress';
import type { WithdrawRule } from '../../api/trading/wallet';

export type AddressProblem = 'empty' | 'format' | 'checksum' | null;
export type AmountProblem = 'empty' | 'belowMinimum' | 'offStep' | 'insufficient' | null;

export function addressProblem(rule: WithdrawRule, address: string): AddressProblem {
  const value = address.trim();
  if (value === '') return 'empty';
  if (!isAddressFormat(rule.address_format)) return 'format';
  const check = checkAddress(rule.address_format, value);
  return check === 'ok' ? null : check;
}

const DECIMAL = /^\d+(\.\d+)?$/;

/** `available`: the spot balance's available amount (a decimal string); the fee is debited on top of the amount. */
export function amountProblem(rule: WithdrawRule, amount: string, available: string): AmountProblem {
  if (!DECIMAL.test(amount) || new Big(amount).lte(0)) return 'empty';
  const value = new Big(amount);
  if (value.lt(rule.min_amount)) return 'belowMinimum';
  if (!value.mod(rule.amount_step).eq(0)) return 'offStep';
  const free = DECIMAL.test(available) ? new Big(available) : new Big(0);
  return value.plus(rule.fee).gt(free) ? 'insufficient' : null;
}

/** The largest amount the recipient can get: available less the fee, down to the step (null: none). */
export function maxAmount(rule: WithdrawRule, available: string): string | null {
  if (!DECIMAL.test(available)) return null;
  const max = new Big(available).minus(rule.fee).div(rule.amount_step).round(0, Big.roundDown).times(rule.amount_step);
  return max.gte(rule.min_amount) ? max.toFixed() : null;
}

/** amount + fee, what leaves the account (null for an amount that is not a decimal). */
export function totalDebit(rule: WithdrawRule, amount: string): string | null {
  return DECIMAL.test(amount) ? new Big(amount).plus(rule.fee).toFixed() : null;
}
