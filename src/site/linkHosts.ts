import { useMemo } from 'react';
import { useSite } from './site';

/** The hosts server content may link to on this site (the URL policy's allow list). */
export function useLinkHosts(): readonly string[] {
  const site = useSite();
  return useMemo(() => [site.webSiteDomain, ...site.anti, ...(site.linkHosts ?? [])], [site]);
}
