import { createContext, useContext } from 'react';
import type { ShellSite } from './engine';

/** The site of this page view, picked once at boot (src/app/pickSite.ts). */
export const SiteContext = createContext<ShellSite | null>(null);

export function useSite(): ShellSite {
  const site = useContext(SiteContext);
  if (site === null) throw new Error('useSite must be used inside <SiteContext>');
  return site;
}
