/**
 * The active locale in components, and paths in it. Pages and the shell link to data-driven
 * paths (`/trade/BTC_USDT` from config) through `useLocalizedPath`, so a Turkish page links to
 * `/tr/trade/BTC_USDT`. Route links (`<Link to="/{-$locale}/...">`) keep the locale by
 * themselves.
 */
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { isLocale, SOURCE_LOCALE, type Locale } from './locales';
import { isUnprefixedPath, localizePath } from './pickLocale';
import { useSiteRouting } from './siteRouting';

export function useLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
}

/** `(path) => path in the active locale`, respecting the site's unprefixed paths. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  const routing = useSiteRouting();
  return useCallback(
    (path: string) => {
      if (!path.startsWith('/') || path.startsWith('//')) return path;
      const [pathname = '/', suffix = ''] = splitSuffix(path);
      if (isUnprefixedPath(pathname, routing)) return path;
      return `${localizePath(pathname, locale)}${suffix}`;
    },
    [locale, routing],
  );
}

function splitSuffix(path: string): [string, string] {
  const index = path.search(/[?#]/);
  return index === -1 ? [path, ''] : [path.slice(0, index), path.slice(index)];
}
