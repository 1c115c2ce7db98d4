import { createContext, useContext } from 'react';
import type { Site } from '../generated/types/site';
import type { ShellSite } from './types';

/** The site of this page view, picked once at boot (src/site/pickSite.ts). */
export const SiteContext = createContext<ShellSite | null>(null);

/**
 * Every field of config/sites/<key>.json (schemas/site.schema.json): the shell reads the
 * hidden* flags, locales, docs, copyright, defaultFiat and defaultCurrB besides the logo.
 */
export type SiteConfig = Site;

export function useSite(): SiteConfig {
  const site = useContext(SiteContext);
  if (site === null) throw new Error('useSite must be used inside <SiteContext>');
  // The context holds the bundled config object itself (src/site/sites.ts: the whole file), typed
  // narrower by ./types.ts's ShellSite; widen it back to the schema's type.
  return site as SiteConfig;
}
