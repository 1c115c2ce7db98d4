/**
 * What never leaves the page in a monitoring report (SPEC section 9: "sensitive fields masked";
 * issue 15): tokens, cookies, e-mail addresses, phone numbers, passwords and uids in URLs. Keys
 * that name a secret mask their whole value; every string is scanned for the patterns below. The
 * mask keeps the shape (a report still says *that* a token was there) but none of the value.
 */

export const MASK = '[masked]';

/** Keys whose value is a secret whatever it looks like (compared lower-cased, without - and _). */
const SECRET_KEYS = /^(password|passwd|pwd|pass|fundpass|fundpassword|secret|token|accesstoken|refreshtoken|idtoken|authtoken|csrftoken|xcsrftoken|authorization|cookie|setcookie|session|sessionid|totp|otp|code2fa|apikey|privatekey|mnemonic|seed|email|mail|phone|mobile|tel|uid|userid)$/;

const PATTERNS: readonly RegExp[] = [
  // JWTs and bearer credentials.
  /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]{5,}/g,
  /\b(Bearer|Basic)\s+[\w\-.~+/=]{6,}/gi,
  // API keys with a well-known secret prefix.
  /\b(sk|rk)_(live|test)_[A-Za-z0-9]{8,}/g,
  // name=value pairs whose name says secret, in query strings, cookies and free text.
  /\b(token|access_token|refresh_token|id_token|auth|authorization|csrftoken|csrf_token|session|sessionid|sid|password|passwd|pwd|pass|fundpass|secret|api_key|apikey|key|signature|sig|code|otp|totp|uid|user_id|userid|email|phone|mobile|finger_print|device_id)=([^&;\s#"']+)/gi,
  // "key":"value" pairs of a secret key inside text (JSON in an error message).
  // (also when that JSON is itself inside a JSON string, its quotes escaped).
  /\\*"(password|passwd|pwd|pass|fundpass|secret|token|access_token|refresh_token|csrftoken|csrf_token|authorization|cookie|session|sessionid|otp|totp|uid|user_id|userid|email|phone|mobile|finger_print|device_id)\\*"\s*:\s*\\*"([^"\\]*)\\*"/gi,
  // uids and user ids as path segments: /uid/12345, /user/12345, /users/12345/.
  /\/(uid|user|users|account|accounts|sub-account|subaccount)\/([^/?#\s"']+)/gi,
  // e-mail addresses (RFC 5322's atext in the local part).
  /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(\.[\w-]+)+/g,
  // phone numbers: an international prefix, or 8+ digits with separators.
  /\+\d[\d\s().-]{6,}\d/g,
  /\b\d{3}[\s.-]?\d{3,4}[\s.-]?\d{4}\b/g,
];

/** A string with every sensitive span masked. */
export function maskText(text: string): string {
  let out = text;
  for (const pattern of PATTERNS) {
    out = out.replace(pattern, (match: string, ...groups: unknown[]) => {
      const first = groups[0];
      if (typeof first === 'string' && /^\\*"/.test(match)) return `"${first}":"${MASK}"`;
      if (typeof first === 'string' && /=/.test(match)) return `${first}=${MASK}`;
      if (typeof first === 'string' && match.startsWith('/')) return `/${first}/${MASK}`;
      if (typeof first === 'string' && /^(Bearer|Basic)$/i.test(first)) return `${first} ${MASK}`;
      return MASK;
    });
  }
  return out;
}

const isSecretKey = (key: string) => SECRET_KEYS.test(key.toLowerCase().replace(/[-_]/g, ''));

/** A deep copy of `value` fit to leave the page: secret keys masked, strings scanned, cycles and depth cut. */
export function maskSensitive(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return maskText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 6 || seen.has(value)) return '[cut]';
  seen.add(value);
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => maskSensitive(item, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value).slice(0, 50)) out[key] = isSecretKey(key) && item !== null && item !== undefined && item !== '' ? MASK : maskSensitive(item, depth + 1, seen);
  return out;
}
