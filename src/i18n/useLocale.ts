/**
 * The active locale in components (paths in it: src/site/useLocalizedPath.ts, which also knows
 * the site's unprefixed paths).
 */
import { useLingui } from '@lingui/react';
import { isLocale, SOURCE_LOCALE, type Locale } from './locales';

export function useLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
}
