/**
 * Paths in the active locale. Pages and the shell link to data-driven paths (`/trade/BTC_USDT`
 * from config) through `useLocalizedPath`, so a Turkish page links to `/tr/trade/BTC_USDT`,
 * respecting the site's unprefixed paths (US /login and /signup). Route links
 * (`<Link to="/{-$locale}/...">`) keep the locale by themselves.
 */
import { useCallback } from 'react';
import { isUnprefixedPath, localizePath } from '../i18n/pickLocale';
import { useLocale } from '../i18n/useLocale';
import { useSiteRouting } from './siteRouting';

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
