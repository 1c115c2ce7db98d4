/**
 * The account's security record (docs/account-security.md): its shape, each persona's default and
 * the stored shape's check. No store access here (the store imports the check); ./security reads
 * and writes through the store.
 */
import { DEMO_FUND_PASSWORD, DEMO_PASSWORD } from '../../personas';
import type { ExchangeState, Owner } from '../types';

export interface SecurityRecord {
  password: string;
  /** The bound authenticator; null: none. */
  totp: { secret: string } | null;
  /** A secret issued to bind, kept until bound or reset (the same one on every ask). */
  pendingTotpSecret: string | null;
  fundPassword: string | null;
  antiPhishing: string | null;
  /** ms since the epoch; null: never changed. */
  passwordChangedAt: number | null;
}

/** The records that differ from their default, by owner (persona id). */
export type SecurityState = Record<Owner, SecurityRecord>;

/**
 * The demo's default authenticator secret (base32): the one every persona but the new accounts has
 * bound. For it, the documented demo code DEMO_TOTP is accepted as well as the real code.
 */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** New accounts: no authenticator, no fund password, no anti-phishing code. */
const NEW_ACCOUNTS: readonly Owner[] = ['kyc0', 'kyc1'];

export function defaultSecurity(owner: Owner): SecurityRecord {
  const fresh = NEW_ACCOUNTS.includes(owner);
  return {
    password: DEMO_PASSWORD,
    totp: fresh ? null : { secret: DEMO_TOTP_SECRET },
    pendingTotpSecret: null,
    fundPassword: fresh ? null : DEMO_FUND_PASSWORD,
    antiPhishing: null,
    passwordChangedAt: null,
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStringOrNull = (v: unknown) => v === null || typeof v === 'string';

/** The stored shape (store.ts drops a state that does not parse). */
export function isSecurityState(value: unknown): value is SecurityState {
  return (
    isRecord(value) &&
    Object.values(value).every(
      (r) =>
        isRecord(r) &&
        typeof r.password === 'string' &&
        (r.totp === null || (isRecord(r.totp) && typeof r.totp.secret === 'string')) &&
        isStringOrNull(r.pendingTotpSecret) &&
        isStringOrNull(r.fundPassword) &&
        isStringOrNull(r.antiPhishing) &&
        (r.passwordChangedAt === null || typeof r.passwordChangedAt === 'number'),
    )
  );
}

export function securityIn(state: ExchangeState, owner: Owner): SecurityRecord {
  return state.security?.[owner] ?? defaultSecurity(owner);
}

