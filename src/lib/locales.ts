/**
 * The 27 locale codes of the product (SPEC section 3) and the locale prefix of a path, at the
 * bottom of the house so that every layer (the facts, the api, i18n, the shell) strips a prefix
 * the same way: only a real locale code is a prefix, never any two-letter segment. Codes are the
 * product's own (e.g. `vn`, `tw`, `en-dubai`), used as URL prefixes and catalog folder names.
 */
export const LOCALES = [
  'zh',
  'en',
  'vn',
  'tw',
  'es',
  'ru',
  'fr',
  'de',
  'pt',
  'th',
  'id',
  'tr',
  'ja',
  'ar',
  'uk',
  'br',
  'nl',
  'it',
  'en-eu',
  'it-eu',
  'en-us',
  'en-uk',
  'en-au',
  'en-jp',
  'ja-jp',
  'en-dubai',
  'ar-dubai',
] as const;

export type Locale = (typeof LOCALES)[number];

/** English: the source language, and the one locale without a path prefix (SPEC section 2). */
export const SOURCE_LOCALE: Locale = 'en';

export function isLocale(code: unknown): code is Locale {
  return typeof code === 'string' && (LOCALES as readonly string[]).includes(code);
}

/** `/tr/trade` -> { prefix: 'tr', rest: '/trade' }; `/en/x`, `/xx/y` and `/x` have no prefix. */
export function splitLocalePrefix(pathname: string): { prefix: Locale | null; rest: string } {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const match = /^\/([^/]+)(\/.*)?$/.exec(path);
  const first = match?.[1];
  if (first !== undefined && first !== SOURCE_LOCALE && isLocale(first)) {
    return { prefix: first, rest: match?.[2] ?? '/' };
  }
  return { prefix: null, rest: path };
}

/** A path and what follows it (`?query#hash`). */
export function splitPath(path: string): { pathname: string; rest: string } {
  const cut = path.search(/[?#]/);
  return cut === -1 ? { pathname: path, rest: '' } : { pathname: path.slice(0, cut), rest: path.slice(cut) };
}

/** `/tr/trade/BTC_USDT?x=1` -> `/trade/BTC_USDT?x=1`; a path without a locale prefix is returned as is. */
export function stripLocale(path: string): string {
  const { pathname, rest } = splitPath(path);
  const split = splitLocalePrefix(pathname);
  return split.prefix === null ? path : split.rest + rest;
}

/** The locale a path is prefixed with, if any (English paths have none). */
export function localeOfPath(path: string): Locale | undefined {
  return splitLocalePrefix(splitPath(path).pathname).prefix ?? undefined;
}
