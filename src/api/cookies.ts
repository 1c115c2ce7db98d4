/**
 * Reading cookies from a `document.cookie`-style string. Pure, so the same code serves the
 * browser, the tests and the mocked backend.
 */

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // SPEC section 8: malformed URI decoding returns the original text.
    return text;
  }
}

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
  return typeof document === 'undefined' ? '' : document.cookie;
}
