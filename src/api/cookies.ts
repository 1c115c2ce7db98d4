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
  const cookies = parseCookies(cookieString);
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
 * Writes a cookie for the whole site (path=/, SameSite=Lax), or deletes it when `value` is null.
 * With `ttlHours` it persists for that long; without, it lasts the browser session. Name and
 * value are percent-encoded, which parseCookies undoes.
 */
export function writeDocumentCookie(name: string, value: string | null, ttlHours?: number): void {
  const parts = [`${encodeURIComponent(name)}=${value === null ? '' : encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  if (value === null) parts.push('max-age=0');
  else if (ttlHours !== undefined) parts.push(`max-age=${Math.round(ttlHours * 3600)}`);
  document.cookie = parts.join('; ');
}
