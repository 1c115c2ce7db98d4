/**
 * The bar stack's space at the first paint (issue 15, no layout shift). The bars above the
 * header are decided by the engine, whose chunk loads after the first paint: a phone visitor's
 * app-download bar would push the page down when it arrives. So the build runs the real engine
 * over what the bar policies read that boot already knows (site, path, width, storage, in-app)
 * and writes the answers as hints (`virtual:bar-hints`, vite.config.ts); boot looks the visit up
 * and reserves the bars' height until they arrive. The facts boot cannot know (the server's
 * answers) are left out, as they are while those calls are pending: the engine decides the bars
 * the same way then. Nothing here is written by hand per policy: the dimensions come from the
 * constants the policies compare (paths, widths, storage keys), so a new rule widens them.
 */
import type { Engine } from '../engine';
import { numbers, readsOf } from '../engine/reads';

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

/** Every path, width and storage key constant the rules compare (src/engine/reads.ts). */
function constants(engine: Engine): { paths: Set<string>; widths: Set<number>; keys: Set<string> } {
  const reads = readsOf(engine.bundle);
  const paths = new Set(reads.policies.flatMap((policy) => [...policy.scope.paths]));
  const widths = new Set(numbers(reads.vars.get('viewport.width')?.constants));
  const keys = new Set<string>();
  for (const [path, read] of reads.vars) {
    // `hasKey(storage.<area>, "key")`, or `storage.<area>.<key>` read directly.
    const area = /^storage\.(\w+)$/.exec(path);
    if (area && read.ops.has('hasKey')) for (const c of read.constants) keys.add(`${area[1]}:${JSON.parse(c) as string}`);
    const entry = /^storage\.(\w+)\.([^.]+)$/.exec(path);
    if (entry) keys.add(`${entry[1]}:${entry[2]}`);
  }
  return { paths, widths, keys };
}

type Facts = Record<string, unknown>;

function barsOf(engine: Engine, facts: Facts): string[] {
  const screen = engine.decide(facts).decisions.screen as { slots?: Record<string, ReadonlyArray<{ id: string }>> } | undefined;
  return (screen?.slots?.bars ?? []).map((holder) => holder.id);
}

const same = (a: string[], b: string[]) => a.join() === b.join();

/** The hints for every site, from the engine and its policies. */
export function computeBarHints(engine: Engine, siteIds: number[]): BarHints {
  const found = constants(engine);
  // A width band per breakpoint the rules compare (a breakpoint b splits at b and b + 1).
  const edges = [...new Set([...found.widths].flatMap((w) => [w, w + 1]))].sort((a, b) => a - b);
  const bandMax = [...edges.filter((_, i) => i % 2 === 0), Number.MAX_SAFE_INTEGER];
  const paths = [...found.paths].sort((a, b) => b.length - a.length || a.localeCompare(b));
  const hints: BarHints = {};
  for (const site of siteIds) {
    const base = (path: string, width: number, extra: Facts = {}): Facts => ({
      site,
      path,
      search: '',
      viewport: { width },
      inApp: false,
      storage: { cookies: {}, localStorage: {}, sessionStorage: {} },
      ...extra,
    });
    const bands: SiteBarHints['bands'] = [];
    let any = false;
    for (const max of bandMax) {
      const width = Math.min(max, 100_000);
      const fallback = barsOf(engine, base('/zz-no-rule', width));
      const rules: PathRule[] = [];
      for (const path of paths) {
        const exact = barsOf(engine, base(path, width));
        // Path rules are plain prefixes (the engine's pathStartsWith): anything longer.
        const below = barsOf(engine, base(`${path}zz-no-rule`, width));
        if (!same(exact, fallback) || !same(below, fallback)) rules.push([path, exact, below]);
        any ||= exact.length > 0 || below.length > 0;
      }
      any ||= fallback.length > 0;
      bands.push([max, fallback, rules]);
    }
    if (!any) continue;
    // Storage entries and the app: where they change the bars on any path of a band, boot
    // reserves nothing (it would have to collapse the space again).
    const keys = [...found.keys].filter((entry) => {
      const [area, key] = entry.split(':') as [string, string];
      return bandMax.some((max) => {
        const width = Math.min(max, 100_000);
        const storage = { cookies: {}, localStorage: {}, sessionStorage: {}, [area]: { [key]: '1' } };
        return ['/zz-no-rule', ...paths].some((path) => !same(barsOf(engine, base(path, width)), barsOf(engine, base(path, width, { storage }))));
      });
    });
    const inApp = bandMax.some((max) => {
      const width = Math.min(max, 100_000);
      return !same(barsOf(engine, base('/zz-no-rule', width)), barsOf(engine, base('/zz-no-rule', width, { inApp: true })));
    });
    hints[site] = { bands: mergeBands(bands), keys, inApp };
  }
  return hints;
}

/** Neighbouring bands with the same answers become one. */
function mergeBands(bands: SiteBarHints['bands']): SiteBarHints['bands'] {
  const out: SiteBarHints['bands'] = [];
  for (const band of bands) {
    const last = out.at(-1);
    if (last && JSON.stringify(last.slice(1)) === JSON.stringify(band.slice(1))) last[0] = band[0];
    else out.push(band);
  }
  return out;
}

export interface BarVisit {
  site: number;
  /** The path without its locale prefix. */
  path: string;
  width: number;
  inApp: boolean;
  /** `area:key` of every storage entry present (cookies, localStorage, sessionStorage). */
  has: (area: string, key: string) => boolean;
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
