/**
 * The URL rules a site config carries (config/sites/<key>.json), read defensively: which
 * locales the site offers, its default language, the paths it serves without a locale prefix,
 * and extra `hreflang` alternates. Routing code reads these fields, never a site id.
 */
import { useSite } from './site';
import type { ShellSite } from './types';
import { isLocale, type Locale } from '../i18n/locales';
import type { LocaleSiteRules } from '../i18n/pickLocale';

/** An extra `<link rel="alternate">`: `hreflang` pointing at this site's page in `locale`. */
interface AlternateLink {
  readonly hreflang: string;
  readonly locale: Locale;
}

/** What routing reads of a site config. Fields beyond ShellSite are checked at run time. */
export interface SiteRouting {
  readonly locales: readonly Locale[];
  readonly defaultLang: Locale;
  readonly unprefixedPaths: readonly string[];
  readonly alternates: readonly AlternateLink[];
  /** https://<webSiteDomain>, for absolute alternate and canonical links. */
  readonly origin: string;
}


function stringArray(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((item) => typeof item === 'string')
    ? value
    : undefined;
}

function alternateArray(value: unknown): AlternateLink[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const out: AlternateLink[] = [];
  for (const item of value as unknown[]) {
    if (item === null || typeof item !== 'object') return undefined;
    const { hreflang, locale } = item as Record<string, unknown>;
    if (typeof hreflang !== 'string' || !isLocale(locale)) return undefined;
    out.push({ hreflang, locale });
  }
  return out;
}

/** A site config, or its boot index entry (src/site/sites.ts): both carry the routing fields. */
type RoutingSource = Pick<ShellSite, 'defaultLang' | 'webSiteDomain'>;

const cache = new WeakMap<object, SiteRouting>();

function siteRouting(site: RoutingSource): SiteRouting {
  const cached = cache.get(site);
  if (cached) return cached;
  const raw = site as unknown as Record<string, unknown>;
  const locales = (stringArray(raw.locales) ?? []).filter(isLocale);
  const defaultLang = isLocale(site.defaultLang) ? site.defaultLang : (locales[0] ?? 'en');
  const routing: SiteRouting = {
    locales: locales.length > 0 ? locales : [defaultLang],
    defaultLang,
    unprefixedPaths: stringArray(raw.unprefixedPaths) ?? [],
    alternates: alternateArray(raw.alternates) ?? [],
    origin: `https://${site.webSiteDomain}`,
  };
  cache.set(site, routing);
  return routing;
}

export function localeRules(site: RoutingSource): LocaleSiteRules {
  return siteRouting(site);
}

export function useSiteRouting(): SiteRouting {
  return siteRouting(useSite());
}
