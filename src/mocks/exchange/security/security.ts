/**
 * The account's security record per persona (docs/account-security.md): login password,
 * authenticator, fund password, anti-phishing code. Kept in the exchange state (`security`, saved
 * with the demo account, reset with it); a persona nobody changed has its default record
 * (./securityRecord).
 *
 * Every handler that checks a secret uses the one check here: `checkPassword` (login),
 * `checkFundPassword` and `checkTotp` (frequency, withdrawals, the security endpoints).
 */
import { DEMO_TOTP } from '../../personas';
import { withExchange } from '../store';
import type { Owner } from '../types';
import { DEMO_TOTP_SECRET, securityIn, type SecurityRecord } from './securityRecord';
import { verifyTotp } from './totp';

/** The owner's record as it stands. */
export function readSecurity(owner: Owner): SecurityRecord {
  return withExchange((state) => ({ result: { ...securityIn(state, owner) } }));
}

/** Changes the owner's record and saves it; returns the new record. */
export function updateSecurity(owner: Owner, change: Partial<SecurityRecord>): SecurityRecord {
  return withExchange((state) => {
    const next = { ...securityIn(state, owner), ...change };
    state.security = { ...state.security, [owner]: next };
    return { result: { ...next } };
  });
}

export function checkPassword(owner: Owner, value: unknown): boolean {
  return typeof value === 'string' && value === readSecurity(owner).password;
}

/** false when the account has no fund password. */
export function checkFundPassword(owner: Owner, value: unknown): boolean {
  const expected = readSecurity(owner).fundPassword;
  return expected !== null && typeof value === 'string' && value === expected;
}

/**
 * The authenticator code, RFC 6238 against the bound secret (one step either side); false without
 * an authenticator. The demo's default authenticator also takes DEMO_TOTP (the documented demo
 * credential); a secret the user bound takes only its real code.
 */
export async function checkTotp(owner: Owner, code: unknown, nowMs = Date.now()): Promise<boolean> {
  const bound = readSecurity(owner).totp;
  if (bound === null) return false;
  if (bound.secret === DEMO_TOTP_SECRET && code === DEMO_TOTP) return true;
  return verifyTotp(bound.secret, code, Math.floor(nowMs / 1000));
}
