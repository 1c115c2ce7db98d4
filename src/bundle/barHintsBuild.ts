/**
 * The build's half of the bar-stack hints (./barHints.ts has the browser's): the real engine
 * run over the constants the bar policies compare, for every site. Build time and tests only:
 * it carries the engine, which the first load must not.
 */
import type { Engine } from '../engine';
import { numbers, readsOf } from '../engine/logic/reads';
import type { BarHints, PathRule, SiteBarHints } from './barHints';

/** Every path, width and storage key constant the rules compare (src/engine/logic/reads.ts). */
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
