/**
 * The app's one cookie codec. Reading parses a `document.cookie`-style string (pure, so the same
 * code serves the browser, the tests and the mocked backend); writing is writeDocumentCookie.
 */
import { safeDecodeURIComponent as safeDecode } from '../engine/logic/uri';

/** Cookies by name; the first occurrence of a name wins (the most specific path, as browsers order them). */
export function parseCookies(cookieString: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name === '' || Object.prototype.hasOwnProperty.call(out, name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    out[name] = safeDecode(value);
  }
  return out;
}

/** A cookie's value, or '' when absent. */
export function readCookie(cookieString: string, name: string): string {
  return parseCookies(cookieString)[name] ?? '';
}

/**
 * SPEC section 5: logged in requires both the uid and the nickname cookies. A cookie with an
 * empty (or blank) value counts as absent, as in the engine's isLoggedIn condition.
 */
export function isLoggedInFromCookies(cookieString: string): boolean {
  return hasSessionCookies(parseCookies(cookieString));
}

/**
 * The one logged-in rule over parsed cookies (the login guard, the header and the facts all use
 * it): uid and nickname both present and not blank. A page that disagreed with itself (blank
 * cookies: logged out for the guard, logged in for the header) was issue 37's finding.
 */
export function hasSessionCookies(cookies: Readonly<Record<string, string | undefined>>): boolean {
  return (cookies.uid ?? '').trim() !== '' && (cookies.nickname ?? '').trim() !== '';
}

/** The browser's cookies, or '' where there is no document (Node, workers). */
export function documentCookies(): string {
  try {
    return typeof document === 'undefined' ? '' : document.cookie;
  } catch {
    // A sandboxed document may refuse cookie access: no cookies.
    return '';
  }
}

/**
 * The `document.cookie` string that writes a cookie for the whole site (path=/, SameSite=Lax,
 * and `Secure` when the page is served over https, so it never travels in clear), or deletes it
 * when `value` is null. With `ttlHours` it persists for that long; without, it lasts the browser
 * session. Name and value are percent-encoded, which parseCookies undoes. Pure.
 */
export function cookieString(name: string, value: string | null, options: { ttlHours?: number; secure: boolean }): string {
  const parts = [`${encodeURIComponent(name)}=${value === null ? '' : encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  if (options.secure) parts.push('Secure');
  if (value === null) parts.push('max-age=0');
  else if (options.ttlHours !== undefined) parts.push(`max-age=${Math.round(options.ttlHours * 3600)}`);
  return parts.join('; ');
}

/** Writes (or deletes) a cookie of this site: `cookieString` with `Secure` on https pages. */
export function writeDocumentCookie(name: string, value: string | null, ttlHours?: number): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  document.cookie = cookieString(name, value, { secure, ...(ttlHours === undefined ? {} : { ttlHours }) });
}
