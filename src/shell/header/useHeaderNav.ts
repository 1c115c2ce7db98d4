import { useDecision } from '../../facts';
import { HEADER_NAV_IDS } from './labels';

export interface HeaderLink {
  id: string;
  href: string;
}

/**
 * The header's product links. Interim source: the `notFoundColumns` decision, which already is
 * per site and drops what the compliance menu hides (so the US header has no futures, Japan's
 * spot link trades BTC_JPY), picking the ids in HEADER_NAV_IDS. A dedicated `headerNav`
 * decision is proposed to the lead (see the shell report); only this hook changes then.
 * Undefined while the engine loads: the nav renders nothing.
 */
export function useHeaderNav(): HeaderLink[] | undefined {
  const links = useDecision('notFoundColumns') as HeaderLink[] | undefined;
  if (!links) return undefined;
  const byId = new Map(links.map((link) => [link.id, link]));
  return HEADER_NAV_IDS.flatMap((id) => {
    const link = byId.get(id);
    return link ? [{ id, href: link.href }] : [];
  });
}
