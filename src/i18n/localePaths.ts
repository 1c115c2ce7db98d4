/**
 * Locale prefixes in paths (SPEC section 2: the locale is a path prefix, except English which
 * has none). Pure helpers shared by the header's language selector, the 404 page's home button
 * and every link built from config (config hrefs are locale-free). The URL policy for redirects
 * and server links is src/lib/url.ts.
 */
import { isLocale, SOURCE_LOCALE } from './locales';
import { localeOfPath, splitPath, stripLocale } from '../lib/locales';
import { localizePath } from './pickLocale';

export { localeOfPath, stripLocale };

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
