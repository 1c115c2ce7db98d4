/**
 * Locale prefixes in paths (SPEC section 2: the locale is a path prefix, except English which
 * has none). Pure helpers shared by the header's language selector, the 404 page's home button
 * and every link built from config (config hrefs are locale-free).
 */
import { isLocale, SOURCE_LOCALE } from './locales';
import { localizePath, splitLocalePrefix } from './pickLocale';

function splitPath(path: string): { pathname: string; rest: string } {
  const cut = path.search(/[?#]/);
  return cut === -1 ? { pathname: path, rest: '' } : { pathname: path.slice(0, cut), rest: path.slice(cut) };
}

/** `/tr/trade/BTC_USDT` -> `/trade/BTC_USDT`; a path without a locale prefix is returned as is. */
export function stripLocale(path: string): string {
  const { pathname, rest } = splitPath(path);
  const split = splitLocalePrefix(pathname);
  return split.prefix === null ? path : split.rest + rest;
}

/** The locale a path is prefixed with, if any (English paths have none). */
export function localeOfPath(path: string): string | undefined {
  return splitLocalePrefix(splitPath(path).pathname).prefix ?? undefined;
}

/**
 * The same page under `locale`'s prefix: `localizedPath('/trade', 'tr')` is `/tr/trade`,
 * `localizedPath('/tr/trade?x=1', 'en')` is `/trade?x=1`, `localizedPath('/', 'ja')` is `/ja`.
 * Query and hash are kept; URLs that are not same-site paths are returned unchanged. (The
 * prefix rules are src/i18n/pickLocale.ts's; components that link to data-driven paths use
 * useLocalizedPath, which also knows a site's unprefixed paths.)
 */
export function localizedPath(path: string, locale: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const { pathname, rest } = splitPath(stripLocale(path));
  if (locale === SOURCE_LOCALE || !isLocale(locale)) return pathname + rest;
  return localizePath(pathname, locale) + rest;
}

/** The home page of a locale: `/` for English, `/tr` for Turkish. */
export function homePath(locale: string): string {
  return localizedPath('/', locale);
}

const SAME_SITE = 'https://same-site.invalid';

/**
 * The one check for a redirect target or same-site link (DESIGN: one URL policy): a path on this
 * site, returned normalised (pathname, search, hash), or undefined for anything else: an
 * absolute or protocol-relative URL ("//host", "/\\host"), a scheme such as `javascript:`, or
 * control characters that browsers strip before resolving. An open redirect is a phishing tool:
 * after login, nothing may send a visitor off the site.
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  try {
    const url = new URL(value, SAME_SITE);
    return url.origin === SAME_SITE ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A server-provided link we may render (DESIGN: one URL policy): a same-site path, or an https
 * URL on one of the site's official hosts (`webSiteDomain`, `anti`). Anything else is dropped.
 */
export function safeLink(value: unknown, officialHosts: readonly string[]): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (value.startsWith('/')) return safeRedirect(value);
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:') return undefined;
    const host = url.hostname.toLowerCase();
    return officialHosts.some((allowed) => host === allowed.toLowerCase()) ? url.href : undefined;
  } catch {
    return undefined;
  }
}
