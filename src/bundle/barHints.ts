/**
 * The bar stack's space at the first paint (issue 15, no layout shift). The bars above the
 * header are decided by the engine, whose chunk loads after the first paint: a phone visitor's
 * app-download bar would push the page down when it arrives. So the build runs the real engine
 * over what the bar policies read that boot already knows (site, path, width, storage, in-app)
 * and writes the answers as hints (./barHintsBuild.ts, `virtual:bar-hints`); boot looks the visit up
 * and reserves the bars' height until they arrive. The facts boot cannot know (the server's
 * answers) are left out, as they are while those calls are pending: the engine decides the bars
 * the same way then. Nothing here is written by hand per policy: the dimensions come from the
 * constants the policies compare (paths, widths, storage keys), so a new rule widens them.
 */

/** One site's bars by width band, path and storage. */
export interface SiteBarHints {
  /** Width bands: [max width, bars at a path no constant matches, path rules]. */
  bands: Array<[number, string[], PathRule[]]>;
  /** Storage entries whose presence changes the bars somewhere: boot then reserves nothing. */
  keys: string[];
  /** Whether being in the native app changes the bars: boot then reserves nothing in it. */
  inApp: boolean;
}

/** [path constant, bars at exactly that path, bars at a longer path starting with it]. */
export type PathRule = [string, string[], string[]];

/** Sites with no bar anywhere are left out. */
export type BarHints = Record<number, SiteBarHints>;

export interface BarVisit {
  site: number;
  /** The path without its locale prefix. */
  path: string;
  width: number;
  inApp: boolean;
  /** `area:key` of every storage entry present (cookies, localStorage, sessionStorage). */
  has: (area: string, key: string) => boolean;
}

/** Every bar a site's hints may reserve, whatever the width, path or storage (the prerendered shell's space). */
export function everyBar(site: SiteBarHints | undefined): string[] {
  const ids = new Set<string>();
  for (const [, fallback, rules] of site?.bands ?? []) {
    for (const id of fallback) ids.add(id);
    for (const [, exact, below] of rules) for (const id of [...exact, ...below]) ids.add(id);
  }
  return [...ids];
}

/** The bars boot expects for this visit (their space is reserved), or none when unsure. */
export function expectedBars(hints: BarHints, visit: BarVisit): string[] {
  const site = hints[visit.site];
  if (!site) return [];
  if (visit.inApp && site.inApp) return [];
  if (site.keys.some((entry) => visit.has(...(entry.split(':') as [string, string])))) return [];
  const band = site.bands.find(([max]) => visit.width <= max);
  if (!band) return [];
  const [, fallback, rules] = band;
  // The longest constant the path starts with decides (rules are sorted longest first).
  for (const [path, exact, below] of rules) {
    if (visit.path === path) return exact;
    if (visit.path.startsWith(path)) return below;
  }
  return fallback;
}
