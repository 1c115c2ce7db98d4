/**
 * What the login and signup forms carry from the URL (SPEC section 2: /signup and /login take
 * optional ch and ref_uid; the login guard adds redirect). Pure, so it is unit-tested.
 */
import { safeRedirect } from '../../lib/url';

export interface RegistrationParams {
  /** Where to go after logging in: a same-site path only (an open redirect is a phishing tool). */
  redirect?: string;
  /** Attribution channel, sent with the signup. */
  ch?: string;
  /** The referrer's uid (invite), sent with the signup and shown in the referral field. */
  refUid?: string;
}

const MAX_PARAM = 128;

function text(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed && trimmed.length <= MAX_PARAM ? trimmed : undefined;
}

/** The registration params of a parsed search object (TanStack Router's `location.search`). */
export function registrationParams(search: Record<string, unknown>): RegistrationParams {
  const out: RegistrationParams = {};
  const redirect = safeRedirect(search.redirect);
  const ch = text(search.ch);
  const refUid = text(search.ref_uid);
  if (redirect) out.redirect = redirect;
  if (ch) out.ch = ch;
  if (refUid) out.refUid = refUid;
  return out;
}

/** Basic shape checks before the server sees the form. */
export function looksLikeAccount(value: string): boolean {
  const v = value.trim();
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v) || /^\+?[0-9][0-9 -]{5,18}[0-9]$/.test(v);
}

export const MIN_PASSWORD = 8;

export function passwordProblems(value: string): { length: boolean; letter: boolean; digit: boolean } {
  return {
    length: value.length < MIN_PASSWORD,
    letter: !/[a-zA-Z]/.test(value),
    digit: !/[0-9]/.test(value),
  };
}
