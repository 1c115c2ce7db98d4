/**
 * The security endpoints' answers (docs/account-security.md), for src/mocks/handlers.ts: each
 * takes the session's persona id and the request and returns `{ code, message, data }`; a
 * rejection is a nonzero code with the server's message (the page shows it as it says it).
 */
import type { Owner } from '../types';
import { checkPassword, checkTotp, readSecurity, updateSecurity } from './security';
import type { SecurityRecord } from './securityRecord';
import { newTotpSecret, verifyTotp } from './totp';

export const SECURITY_CODES = {
  invalid: 40001,
  wrongPassword: 40120,
  wrongTotp: 40121,
  totpRequired: 40122,
  totpBound: 40123,
  noPendingSecret: 40124,
} as const;

/** What the client sees of the record: states, never a secret; the anti-phishing code masked. */
export interface SecurityView {
  totp: boolean;
  fund_password: boolean;
  anti_phishing: string | null;
  password_changed_at: number | null;
}

/** "a****z": the first and the last character (the code is 4 to 20 characters). */
export function maskCode(code: string): string {
  return `${code.slice(0, 1)}****${code.slice(-1)}`;
}

export function securityView(record: SecurityRecord): SecurityView {
  return {
    totp: record.totp !== null,
    fund_password: record.fundPassword !== null,
    anti_phishing: record.antiPhishing === null ? null : maskCode(record.antiPhishing),
    password_changed_at: record.passwordChangedAt,
  };
}

interface Answer<T> {
  code: number;
  message: string;
  data: T | null;
}

const success = <T>(data: T): Answer<T> => ({ code: 0, message: 'success', data });
const refuse = (code: number, message: string): Answer<never> => ({ code, message, data: null });

/** 8+ characters with a letter and a digit (the login and the fund password alike). */
function passwordProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value.length < 8) return 'Use at least 8 characters.';
  if (value.length > 128) return 'Use at most 128 characters.';
  if (!/[A-Za-z]/.test(value) || !/\d/.test(value)) return 'Use both letters and digits.';
  return null;
}

export function securityAnswer(owner: Owner): Answer<SecurityView> {
  return success(securityView(readSecurity(owner)));
}

/** A secret to bind: the pending one if issued, else a new one kept pending. Refused once an authenticator is bound. */
export function totpSecretAnswer(owner: Owner): Answer<{ secret: string }> {
  const record = readSecurity(owner);
  if (record.totp !== null) return refuse(SECURITY_CODES.totpBound, 'An authenticator is already bound to this account.');
  if (record.pendingTotpSecret !== null) return success({ secret: record.pendingTotpSecret });
  const secret = newTotpSecret();
  updateSecurity(owner, { pendingTotpSecret: secret });
  return success({ secret });
}

/** Binds the pending secret when `code` is its code now (one step either side). */
export async function totpBindAnswer(owner: Owner, body: { code?: unknown }, nowMs = Date.now()): Promise<Answer<SecurityView>> {
  const record = readSecurity(owner);
  if (record.totp !== null) return refuse(SECURITY_CODES.totpBound, 'An authenticator is already bound to this account.');
  if (record.pendingTotpSecret === null) return refuse(SECURITY_CODES.noPendingSecret, 'Ask for a setup key first.');
  if (!(await verifyTotp(record.pendingTotpSecret, body.code, Math.floor(nowMs / 1000)))) return refuse(SECURITY_CODES.wrongTotp, 'Incorrect authenticator code.');
  return success(securityView(updateSecurity(owner, { totp: { secret: record.pendingTotpSecret }, pendingTotpSecret: null })));
}

/** Sets or changes the fund password: an authenticator must be bound and its code given. */
export async function fundPasswordAnswer(owner: Owner, body: { password?: unknown; totp?: unknown }, nowMs = Date.now()): Promise<Answer<SecurityView>> {
  const problem = passwordProblem(body.password);
  if (problem !== null) return refuse(SECURITY_CODES.invalid, problem);
  const record = readSecurity(owner);
  if (body.password === record.password) return refuse(SECURITY_CODES.invalid, 'The fund password must differ from your login password.');
  if (record.totp === null) return refuse(SECURITY_CODES.totpRequired, 'Set up an authenticator app first.');
  if (!(await checkTotp(owner, body.totp, nowMs))) return refuse(SECURITY_CODES.wrongTotp, 'Incorrect authenticator code.');
  return success(securityView(updateSecurity(owner, { fundPassword: String(body.password) })));
}

/** Sets or changes the anti-phishing code (4 to 20 letters and digits); the authenticator code when one is bound. */
export async function antiPhishingAnswer(owner: Owner, body: { code?: unknown; totp?: unknown }, nowMs = Date.now()): Promise<Answer<SecurityView>> {
  if (typeof body.code !== 'string' || !/^[A-Za-z0-9]{4,20}$/.test(body.code)) return refuse(SECURITY_CODES.invalid, 'Use 4 to 20 letters and digits.');
  const record = readSecurity(owner);
  if (record.totp !== null && !(await checkTotp(owner, body.totp, nowMs))) return refuse(SECURITY_CODES.wrongTotp, 'Incorrect authenticator code.');
  return success(securityView(updateSecurity(owner, { antiPhishing: body.code })));
}

/** Changes the login password (the handler then ends the session). */
export function passwordAnswer(owner: Owner, body: { current?: unknown; next?: unknown }, nowMs = Date.now()): Answer<SecurityView> {
  if (!checkPassword(owner, body.current)) return refuse(SECURITY_CODES.wrongPassword, 'The current password is incorrect.');
  const problem = passwordProblem(body.next);
  if (problem !== null) return refuse(SECURITY_CODES.invalid, problem);
  if (body.next === body.current) return refuse(SECURITY_CODES.invalid, 'The new password must differ from the current one.');
  return success(securityView(updateSecurity(owner, { password: String(body.next), passwordChangedAt: nowMs })));
}
