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

/** The target site's region code a bar's id names (`MAIN_TO_UK` -> `UK`), or null. */
export function targetRegionCode(variant: string): string | null {
  return /^[A-Z]+_TO_([A-Z]+)$/.exec(variant)?.[1] ?? null;
}

export function regionSwitchTarget(
  variant: string,
  current: SwitchSite,
  sites: readonly SwitchSite[],
  pathname: string,
): SwitchTarget | null {
  const code = targetRegionCode(variant);
  if (!code) return null;
  const site = sites.find((candidate) => candidate.regionSwitch?.code === code);
  if (!site || site.id === current.id) return null;
  const leavingToRoot = (current.regionSwitch?.rootWhenLeaving ?? []).some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  const path = site.regionSwitch?.landingPath ?? (leavingToRoot ? '/' : pathname);
  return { site, path };
}
