/**
 * Fund-password frequency (SPEC sections 4, 5, 7, 8): how often the fund password is asked
 * (1 one hour, 2 every time, 0 never), read with get_user_frequency and saved through the legacy
 * query_safe endpoint (form-encoded, csrf header) with the fund password and a TOTP code.
 */
import { validateQuerySafeResponse, validateUserFrequencyResponse } from '../../generated/validatorLoaders';
import { defineEndpoint, endpointFn, frozen } from '../client';
import { PATHS } from '../paths';

/** SPEC section 5: 1 one hour, 2 every time, 0 never. */
export type FundPasswordFrequency = 0 | 1 | 2;

/** The saved frequency; null when it could not be read. */
export const userFrequencyEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'userFrequency',
  method: 'GET',
  path: PATHS.userFrequency,
  validate: validateUserFrequencyResponse,
  select: (body): FundPasswordFrequency | null => body.data.frequency,
  fallback: null,
});
export const fetchUserFrequency = /* @__PURE__ */ endpointFn(userFrequencyEndpoint);

export interface SetFrequencyParams {
  readonly frequency: FundPasswordFrequency;
  /** The fund password, as typed. */
  readonly fundpass: string;
  /** The authenticator code. */
  readonly totp: string;
}

export interface QuerySafeResult {
  /** true when saved. */
  readonly result: boolean;
  /** Server message: the error toast shows it, or 'Error' when empty (SPEC section 8). */
  readonly msg: string;
}

/** A failed call: not saved, no message (the toast says 'Error'). */
const QUERY_SAFE_DEFAULT: QuerySafeResult = /* @__PURE__ */ frozen({ result: false, msg: '' });

export const setTradePassFrequencyEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'setTradePassFrequency',
  method: 'POST',
  path: PATHS.querySafe,
  // SPEC section 7: form-encoded, with the csrf header (the client adds it to every call).
  encoding: 'form',
  envelope: 'none',
  validate: validateQuerySafeResponse,
  body: (p: SetFrequencyParams) => ({ action: 'tradepassfrequency', frequency: p.frequency, fundpass: p.fundpass, totp: p.totp }),
  // A refusal (wrong password) is an answer, not a failure: ok, with result false and the msg.
  select: (body): QuerySafeResult => ({ result: body.result === true || body.result === 'true', msg: body.msg ?? '' }),
  fallback: QUERY_SAFE_DEFAULT,
});
export const setTradePassFrequency = /* @__PURE__ */ endpointFn(setTradePassFrequencyEndpoint);
