import { splitLocalePrefix } from '../lib/locales';
import { isLocale, SOURCE_LOCALE, type Locale } from './locales';

export { splitLocalePrefix };

/**
 * Locale in the URL (SPEC section 2, Routes; section 4, Locale redirect). Pure: callers pass the
 * pathname, the site's locale rules and (on a full page load only) the `lang` cookie.
 *
 * - A locale is a path prefix (`/tr/trade/BTC_USDT`), except English, which has none: `/en/...`
 *   is not a prefix, it is an unknown path.
 * - A prefix the site does not offer resets the `lang` cookie to the site's default language
 *   and redirects to the same path under the default language's prefix.
 * - An unprefixed path is English. A site that does not offer English (US, Japan, EU...) sends
 *   it to its default language's prefix, except the paths it serves unprefixed (`/login` and
 *   `/signup` on the US site); a prefixed request for one of those drops the prefix.
 * - On a full page load (`entry`), an unprefixed path is the visitor's language instead: the
 *   `lang` cookie when the site offers it, else the site's default (Turkey opens in Turkish).
 *   So a plain link to `/fee` from a Turkish page stays Turkish, while an in-app navigation to
 *   an unprefixed path (the language selector choosing English) means English.
 */

/** What the resolver needs of a site config (config/sites/*.json). */
export interface LocaleSiteRules {
  /** Locales the site offers. */
  readonly locales: readonly string[];
  /** The site's default language; one of `locales`. */
  readonly defaultLang: string;
  /** Paths the site serves without a locale prefix (exact, or followed by `/`). */
  readonly unprefixedPaths?: readonly string[];
}

export interface LocaleRouteInput {
  pathname: string;
  site: LocaleSiteRules;
  /** The `lang` cookie, if any. */
  cookieLang?: string | undefined;
  /** A full page load (the cookie then picks the language of an unprefixed path). */
  entry?: boolean;
}

export type LocaleRoute =
  | {
      action: 'render';
      locale: Locale;
      /** The path without its locale prefix (what features and the engine match against). */
      rest: string;
      /** Write the `lang` cookie with this value (it differs from what is stored). */
      setCookie: Locale | null;
    }
  | {
      action: 'redirect';
      locale: Locale;
      /** The pathname to go to (search and hash are the caller's to keep). */
      pathname: string;
      rest: string;
      setCookie: Locale | null;
    };

/**
 * Whether the optional `{-$locale}` segment of a matched route holds something that is no locale
 * (`/nope` matches with locale "nope"): an unknown page, which the locale route turns into a 404.
 */
export function isUnknownLocaleSegment(locale: string | undefined): boolean {
  return locale !== undefined && splitLocalePrefix(`/${locale}`).prefix === null;
}

/**
 * Whether the router's matches for an address are a 404: no route takes it (the router's own
 * not-found flag on a match), or its first segment takes the optional locale's place without
 * being one. Boot preloads the 404 page's code by it, and the 404 waits for no pages catalog.
 */
export function isNotFoundMatches(matches: ReadonlyArray<{ params?: unknown }>): boolean {
  return matches.some((match) => (match as { _notFound?: boolean })._notFound === true || isUnknownLocaleSegment((match.params as { locale?: string } | undefined)?.locale));
}

/** The same page in another locale: `localizePath('/trade', 'tr')` is `/tr/trade`. */
export function localizePath(rest: string, locale: Locale): string {
  const path = rest.startsWith('/') ? rest : `/${rest}`;
  if (locale === SOURCE_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** Whether the site serves `rest` without a locale prefix (`/login` matches `/login/x` too). */
export function isUnprefixedPath(rest: string, site: LocaleSiteRules): boolean {
  return (site.unprefixedPaths ?? []).some(
    (path) => rest === path || rest.startsWith(path.endsWith('/') ? path : `${path}/`),
  );
}

function offered(site: LocaleSiteRules, code: unknown): code is Locale {
  return isLocale(code) && site.locales.includes(code);
}

function siteDefault(site: LocaleSiteRules): Locale {
  if (offered(site, site.defaultLang)) return site.defaultLang;
  const first = site.locales.find((code): code is Locale => isLocale(code));
  return first ?? SOURCE_LOCALE;
}

export function resolveLocaleRoute({
  pathname,
  site,
  cookieLang,
  entry = false,
}: LocaleRouteInput): LocaleRoute {
  const { prefix, rest } = splitLocalePrefix(pathname);
  const fallback = siteDefault(site);
  const cookieFor = (locale: Locale): Locale | null => (cookieLang === locale ? null : locale);
  const render = (locale: Locale): LocaleRoute => ({
    action: 'render',
    locale,
    rest,
    setCookie: cookieFor(locale),
  });
  const redirect = (locale: Locale, to: string): LocaleRoute => ({
    action: 'redirect',
    locale,
    pathname: to,
    rest,
    setCookie: cookieFor(locale),
  });
  const unprefixed = isUnprefixedPath(rest, site);

  if (prefix !== null) {
    // SPEC section 4: an unsupported locale resets the cookie to the default and redirects.
    if (!offered(site, prefix)) {
      return redirect(fallback, unprefixed ? rest : localizePath(rest, fallback));
    }
    if (unprefixed) return redirect(prefix, rest);
    return render(prefix);
  }

  // No prefix. On a full page load, the visitor's stored language (if this site offers it).
  const preferred: Locale = entry
    ? offered(site, cookieLang)
      ? cookieLang
      : fallback
    : offered(site, SOURCE_LOCALE)
      ? SOURCE_LOCALE
      : fallback;

  if (unprefixed) return render(preferred);
  if (preferred === SOURCE_LOCALE) return render(SOURCE_LOCALE);
  return redirect(preferred, localizePath(rest, preferred));
}

/**
 * The locale a pathname shows in, without redirects: the prefix, else the site's default.
 * (Boot uses `resolveLocaleRoute`; this stays for callers that only need a best guess.)
 */
export function pickLocale(pathname: string, siteDefaultLang?: string): Locale {
  const { prefix } = splitLocalePrefix(pathname);
  if (prefix !== null) return prefix;
  if (isLocale(siteDefaultLang)) return siteDefaultLang;
  return SOURCE_LOCALE;
}
