/**
 * The 12 sites at boot: a small index of the fields that pick the site and its locale (id,
 * domain, languages, URL rules; built from config/sites/*.json by vite.config.ts's siteIndex()),
 * and each site's whole config in a chunk of its own, loaded for the visited site only, in
 * parallel with its catalog.
 */
import siteIndexData from 'virtual:site-index';
import type { ShellSite } from './types';

export interface SiteIndexEntry {
  readonly id: number;
  readonly key: string;
  readonly webSiteDomain: string;
  readonly defaultLang: string;
  readonly locales?: readonly string[];
  readonly unprefixedPaths?: readonly string[];
  readonly alternates?: readonly { readonly hreflang: string; readonly locale: string }[];
  /** `regionSwitch.code`, for a region-switch bar to find its target without every config. */
  readonly regionCode?: string;
}

export const siteIndex: readonly SiteIndexEntry[] = siteIndexData;

const configs = import.meta.glob<ShellSite>('../../config/sites/*.json', { import: 'default' });

/** The visited site's whole config (config/sites/<key>.json). */
export async function loadSite(entry: SiteIndexEntry): Promise<ShellSite> {
  const load = configs[`../../config/sites/${entry.key}.json`];
  if (!load) throw new Error(`No config/sites/${entry.key}.json for site ${entry.id}`);
  return load();
}
