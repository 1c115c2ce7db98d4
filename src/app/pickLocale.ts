import { isLocale, SOURCE_LOCALE, type Locale } from './locales';

/**
 * Which locale a page view renders in (SPEC section 2: the locale is a path prefix, except
 * English which has none; a region has a default language, e.g. tr on the Turkey site).
 * Pure: the caller passes the pathname and the site's default language.
 */
export function pickLocale(pathname: string, siteDefaultLang?: string): Locale {
  const first = pathname.split('/')[1] ?? '';
  if (first !== SOURCE_LOCALE && isLocale(first)) return first;
  if (isLocale(siteDefaultLang)) return siteDefaultLang;
  return SOURCE_LOCALE;
}
