/**
 * Where a region-switch bar sends the visitor (SPEC section 4): the bar's id names both sites
 * (`MAIN_TO_UK`: from the site whose region code is MAIN to the one whose code is UK; the codes
 * are site config, `regionSwitch.code`). The target's `landingPath` wins (JP: its Japanese
 * about-us page); leaving a site from one of its `rootWhenLeaving` paths lands on the target's
 * root (JP_TO_MAIN on /sale); otherwise the same page on the target site. Pure.
 */
export interface SwitchSite {
  id: number;
  key: string;
  name: string;
  webSiteDomain: string;
  regionSwitch?: { code: string; landingPath?: string; rootWhenLeaving?: string[] };
}

export interface SwitchTarget {
  site: SwitchSite;
  path: string;
}

export function regionSwitchTarget(
  variant: string,
  current: SwitchSite,
  sites: readonly SwitchSite[],
  pathname: string,
): SwitchTarget | null {
  const match = /^([A-Z]+)_TO_([A-Z]+)$/.exec(variant);
  if (!match) return null;
  const site = sites.find((candidate) => candidate.regionSwitch?.code === match[2]);
  if (!site || site.id === current.id) return null;
  const leavingToRoot = (current.regionSwitch?.rootWhenLeaving ?? []).some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  const path = site.regionSwitch?.landingPath ?? (leavingToRoot ? '/' : pathname);
  return { site, path };
}
