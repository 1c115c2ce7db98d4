/**
 * The population `policy diff` runs the old and the new config over (issue 16): a deterministic
 * matrix of visits derived from what the policies read, so that a new rule widens it by itself.
 *
 * - Reads: every `var` the policies and shared conditions read, the constants each is compared
 *   with (`==`, `in`, `<=`, `hasKey`…), every path-like constant, every throttle (`readsOf`).
 * - Places: every site x every route of the route table (sample parameters) and every path the
 *   rules or the compliance features name (and a page below each) x without and with each of the
 *   site's locale prefixes x the widths at and around every breakpoint the rules compare, plus a
 *   phone (390) and a desk (1440); for a visitor and for a logged-in user.
 * - People: every fact the rules read, alone, at each value that matters (the compared constants
 *   and their neighbours, `true` for a flag, the values the scenarios use for lists and texts, a
 *   menu hiding each compliance feature, a time on either side of `now`), on a visitor and on a
 *   logged-in user; the pairs of facts that options of one `first` policy rank against each other;
 *   storage with each throttle's cap used once, exhausted, and just expired; in the app at each
 *   native gate. Each is visited on every site, at `/`, a path no rule names and every path named
 *   by a policy that reads what it sets, at one width per answer the width rules can give.
 * - Around the scenarios: each scenario's facts with each single trait and throttle state.
 *
 * The base visit (a visitor, nothing stored, not in the app) and the logged-in user's few facts
 * are the only facts written here by hand.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { throttleWrite, type Bundle, type Engine } from '../engine';
import type { Context } from '../engine/context';
import type { PlanNode } from '../engine/factsPlan';
import { numbers, readsOf, type Reads } from '../engine/logic/reads';
import { pathMatches } from '../engine/logic/operators';
import type { Throttle } from '../generated/types/policy';

export { readsOf };

type Facts = Record<string, unknown>;

/** One fact set and the dimensions that explain it in a report. */
export interface Visit {
  site: number;
  /** Path without the locale prefix. */
  path: string;
  /** The locale prefix, or '' (none). */
  prefix: string;
  width: number;
  /** Who: "visitor", "logged in", or either with the facts that differ (e.g. "logged in, user.verified=2"). */
  who: string;
  facts: Facts;
  /** The new config's facts, where they differ (a throttle history each config writes its own way). */
  after?: Facts;
  /** The kinds of page (indices of `Places.kinds`) the visit stands for, when more than its own. */
  kinds?: number[];
  /** The width bands (indices of `Places.bands`) it stands for, when more than its own. */
  bands?: number[];
  /** The sites it stands for, when more than its own (the policies it is about read nothing of the site). */
  sites?: number[];
  /** The policies this visit is about (what it varies is read by these only): only their decisions are compared. */
  policies?: string[];
}

// ---- values of one fact

const NOW = Date.parse('2026-06-15T12:00:00.000Z');
const HOUR = 3_600_000;
const PHONE = 390;
const DESK = 1440;

const VISITOR: Facts = {};
const LOGGED_IN: Facts = {
  user: { isLogin: true, uid: '10001', nickname: 'trader' },
  storage: { cookies: { uid: '10001', nickname: 'trader' }, localStorage: {}, sessionStorage: {} },
};

/** Context paths the places decide (or the engine derives): not a person's facts. */
const PLACE = /^(route\.path|viewport\.width|site(\.|$)|nav(\.|$)|item(\.|$)|now$)/;

function planLeaf(root: PlanNode, defs: Record<string, PlanNode>, path: string): { leaf: string; node: PlanNode; rest: string[] } | null {
  let node = root;
  const segs = path.split('.');
  for (let i = 0; i < segs.length; i++) {
    if (node.t === 'ref') node = defs[node.r] ?? { t: 'raw' };
    if (node.t !== 'obj') return { leaf: segs.slice(0, i).join('.'), node, rest: segs.slice(i) };
    const next = node.p[segs[i]!];
    if (!next) return node.m ? { leaf: segs.slice(0, i).join('.'), node, rest: segs.slice(i) } : null;
    node = next;
  }
  if (node.t === 'ref') node = defs[node.r] ?? { t: 'raw' };
  return { leaf: path, node, rest: [] };
}

function getPath(facts: unknown, path: string): unknown {
  let cur = facts;
  for (const seg of path.split('.')) {
    if (!cur || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[seg];
  }
  return cur;
}

function setPath(path: string, value: unknown): Facts {
  const segs = path.split('.');
  let out: unknown = value;
  for (let i = segs.length - 1; i >= 0; i--) out = { [segs[i]!]: out };
  return out as Facts;
}

/** Objects merged key by key; anything else (arrays included) replaced. */
function merge(a: Facts, b: Facts): Facts {
  const out: Facts = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const prev = out[k];
    out[k] =
      v && typeof v === 'object' && !Array.isArray(v) && prev && typeof prev === 'object' && !Array.isArray(prev)
        ? merge(prev as Facts, v as Facts)
        : v;
  }
  return out;
}

/** A single difference from the base visit: a label and the facts it sets. */
interface Trait {
  label: string;
  facts: Facts;
  /** The context paths it touches (for pairs). */
  reads: string;
}

function label(path: string, value: unknown): string {
  const text = JSON.stringify(value);
  return `${path}=${text.length > 40 ? `${text.slice(0, 37)}...` : text}`;
}

/** Each fact a rule reads, at each value that matters, as one trait. */
function traits(reads: Reads, bundle: Bundle, scenarioFacts: Facts[]): Trait[] {
  const out: Trait[] = [];
  const add = (touches: string, path: string, value: unknown) => {
    const t = { label: label(path, value), facts: setPath(path, value), reads: touches };
    if (!out.some((o) => o.label === t.label)) out.push(t);
  };
  const { root, defs } = bundle.factsPlan;
  for (const [ctxPath, e] of [...reads.vars].sort(([a], [b]) => a.localeCompare(b))) {
    if (PLACE.test(ctxPath)) continue;
    if (ctxPath === 'route.query' || ctxPath.startsWith('route.query.')) {
      const keys = ctxPath === 'route.query' ? [...e.constants].map((c) => JSON.parse(c) as string) : [ctxPath.slice('route.query.'.length)];
      for (const key of keys) {
        const values = ctxPath === 'route.query' ? ['1'] : [...e.constants].map((c) => JSON.parse(c) as unknown).filter((v): v is string => typeof v === 'string');
        for (const v of values.length ? values : ['1']) add(ctxPath, 'search', `?${key}=${v}`);
      }
      continue;
    }
    if (ctxPath === 'locale') {
      for (const c of e.constants) add(ctxPath, 'locale', JSON.parse(c));
      continue;
    }
    const found = planLeaf(root, defs, ctxPath);
    if (!found || found.leaf === '') continue;
    const { leaf, node, rest } = found;
    // A map (storage areas, experiments): the keys tested, set.
    if (node.t === 'obj' && node.m) {
      const keys = rest.length ? [rest[0]!] : [...e.constants].map((c) => JSON.parse(c) as unknown).filter((k): k is string => typeof k === 'string');
      for (const key of keys) {
        const compared = rest.length ? [...e.constants].map((c) => JSON.parse(c) as unknown).filter((v) => v !== null) : [];
        for (const v of compared.length ? compared : ['1']) add(ctxPath, `${leaf}.${key}`, v);
      }
      continue;
    }
    const values: unknown[] = [];
    if (node.t === 'flag') values.push(true);
    const nums = numbers(e.constants);
    for (const c of e.constants) values.push(JSON.parse(c));
    // Neighbours where the comparison is an order.
    if (['<', '<=', '>', '>='].some((op) => e.ops.has(op))) for (const n of nums) values.push(n - 1, n + 1);
    if (e.withVars.has('now')) values.push(NOW - HOUR, NOW + HOUR);
    for (const other of e.withVars) if (other !== 'now') values.push(getPath(LOGGED_IN, other.replace(/^route\./, '')) ?? getPath(LOGGED_IN, other));
    if (ctxPath === 'compliance.menu') {
      for (const code of Object.keys(bundle.complianceFeatures).sort()) values.push([{ code, hidden: true }]);
      for (const c of e.constants) values.push([{ code: JSON.parse(c) as unknown }]);
    }
    // Lists, texts and numbers no rule compares: the values the scenarios give them.
    if (values.length === 0 || ['arr', 'raw', 'ref', 'str'].includes(node.t)) {
      const seen = new Set<string>();
      for (const f of scenarioFacts) {
        const v = getPath(f, leaf);
        if (v === undefined || seen.has(JSON.stringify(v)) || seen.size >= 4) continue;
        seen.add(JSON.stringify(v));
        values.push(v);
      }
    }
    // A list or free-form fact takes whole values (a rule reading notices.business.0.content
    // varies the list notices.business); a scalar fact only scalars, and only where the rule
    // reads the fact itself.
    const whole = node.t === 'arr' || node.t === 'raw' || node.t === 'ref';
    for (const v of values) {
      if (v === undefined || (!whole && Array.isArray(v))) continue;
      if (whole || leaf === ctxPath) add(ctxPath, leaf, v);
    }
  }
  // In the app, at and just below each native gate.
  for (const gate of Object.values(bundle.nativeGates)) {
    for (const platform of ['android', 'ios'] as const) {
      const min = gate?.[platform];
      if (min === undefined) continue;
      for (const version of [min - 1, min]) out.push({ label: `in the ${platform} app ${version}`, facts: { inApp: true, app: { platform, version } }, reads: 'app' });
    }
  }
  return out;
}

/** One throttle's history: what a browser holds some time after the overlay wrote it. */
export interface History {
  label: string;
  /** The storage area it writes (what a policy reads to see it). */
  reads: string[];
  /** The throttle's name (its key, cookie or key prefix): the policies that declare it see it. */
  name: string;
  /** The storage after the writes, as the config at `side` (0 old, 1 new) writes it; null: nothing to write. */
  storage: (facts: Facts, side: number) => Facts | null;
}

const identity = (t: Throttle): string => `${t.type}|${t.store ?? ''}|${t.key ?? t.cookie ?? t.keyPrefix ?? t.cookieFrom ?? ''}|${t.keyFrom ?? ''}`;
export const throttleName = (t: Throttle): string => t.key ?? t.cookie ?? t.keyPrefix ?? t.cookieFrom ?? t.type;

/** Hours just before and just after a lifetime, window or cool-down of `h` hours. */
const around = (h: number): number[] => (h > 0 ? [h - Math.min(0.5, h / 4), h + Math.min(0.5, h / 4)] : []);

/**
 * Storage as each throttle leaves it, time passing after each write (issue 38): used once just
 * now, used up, and just before and just after each lifetime (a cookie's ttl), window (hours since
 * a stamp, the UTC day of a counter) and cool-down (minutes between two shows), for the numbers
 * of the old and the new config alike. The writes are the engine's own (`throttleWrite`), made by
 * each side's own throttle, so a cookie written for 12 h by one config and 6 h by the other is
 * gone after 7 h for one only.
 */
function throttleHistories(reads: Reads[], engines: Engine[], scenarioFacts: Facts[]): History[] {
  const byId = new Map<string, Throttle[][]>();
  for (const [side, r] of reads.entries()) {
    for (const t of r.throttles) {
      const id = identity(t);
      const sides = byId.get(id) ?? engines.map(() => []);
      sides[side]!.push(t);
      byId.set(id, sides);
    }
  }
  const out: History[] = [];
  for (const sides of byId.values()) {
    const all = sides.flat();
    const t0 = all[0]!;
    // Facts a throttle takes its key, cap or lifetime from: the scenarios' values.
    let from: Facts = {};
    const sampled = (path: string | undefined): unknown[] =>
      path ? [...new Set(scenarioFacts.map((f) => getPath(f, path)).filter((v) => v !== undefined && v !== '' && v !== 0))] : [];
    for (const path of [t0.cookieFrom, t0.ttlHoursFrom, t0.maxFrom, t0.keyFrom]) {
      const sample = sampled(path)[0];
      if (path && sample !== undefined) from = merge(from, setPath(path, sample));
    }
    const name = throttleName(t0);
    const nums = (pick: (t: Throttle) => number | undefined, factPath?: string): number[] =>
      [...new Set([...all.map(pick), ...sampled(factPath).map(Number)].filter((n): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0))].sort((a, b) => a - b);
    // Each state: how many writes, and when the last one was (hours before the visit's clock).
    const states: Array<{ label: string; writes: number; lastAgo: (now: number) => number; gapHours: number }> = [];
    const at = (h: number) => () => h;
    const fmt = (h: number) => (h < 1 && h > 0 ? `${Math.round(h * 60)} min` : `${h} h`);
    if (t0.type === 'dailyCount' || t0.type === 'perPathDailyCount') {
      const maxes = nums((t) => t.max, t0.maxFrom);
      const cool = nums((t) => t.minIntervalMinutes).map((m) => m / 60);
      const gap = ((cool.at(-1) ?? 0) + 1 / 60);
      const top = Math.min(10, (maxes.at(-1) ?? 1) + 1);
      // Used once, and just below, at and just above each cap.
      const counts = [...new Set([1, ...maxes.flatMap((m) => [m - 1, m, m + 1])])].filter((n) => n >= 1 && n <= top).sort((a, b) => a - b);
      for (const n of counts) states.push({ label: `${name} shown ${n}x today`, writes: n, lastAgo: at(gap), gapHours: gap });
      states.push({ label: `${name} shown just now`, writes: 1, lastAgo: at(0), gapHours: gap });
      for (const c of cool) for (const h of around(c)) states.push({ label: `${name} shown ${fmt(h)} ago`, writes: 1, lastAgo: at(h), gapHours: gap });
      // The window: a counter of an earlier UTC day counts for nothing.
      states.push({ label: `${name} shown ${top}x yesterday`, writes: top, lastAgo: (now) => (now % (24 * HOUR)) / HOUR + 1, gapHours: gap });
    } else if (t0.type === 'hoursSinceStamp') {
      states.push({ label: `${name} just now`, writes: 1, lastAgo: at(0), gapHours: 0 });
      for (const h of nums((t) => t.hours).flatMap(around)) states.push({ label: `${name} ${fmt(h)} ago`, writes: 1, lastAgo: at(h), gapHours: 0 });
    } else if (t0.type === 'cookieAbsent') {
      states.push({ label: `${name} written just now`, writes: 1, lastAgo: at(0), gapHours: 0 });
      for (const h of nums((t) => t.ttlHours, t0.ttlHoursFrom).flatMap(around)) states.push({ label: `${name} written ${fmt(h)} ago`, writes: 1, lastAgo: at(h), gapHours: 0 });
    } else {
      states.push({ label: `${name} recorded`, writes: 1, lastAgo: at(0), gapHours: 0 });
    }
    const area = `storage.${t0.type === 'cookieAbsent' ? 'cookies' : (t0.store ?? 'localStorage')}`;
    const seen = new Set<string>();
    for (const state of states) {
      if (seen.has(state.label)) continue;
      seen.add(state.label);
      out.push({
        label: state.label,
        reads: [area],
        name,
        storage: (facts, side) => {
          // The side's own throttle writes (a side without it: the other's, as a browser keeps it).
          const t = sides[side]?.[0] ?? all[0]!;
          const engine = engines[sides[side]?.[0] ? side : sides.findIndex((s) => s.length > 0)]!;
          // Ages count back from the visit's own clock (a scenario's `now`), else the matrix's.
          const now = (typeof facts.now === 'string' ? Date.parse(facts.now) : NaN) || NOW;
          let f = merge(facts, from);
          const last = now - state.lastAgo(now) * HOUR;
          let ctx: Context;
          try {
            ctx = engine.context(f);
          } catch {
            return null;
          }
          const stored: Record<string, Record<string, string>> = { ...ctx.storage };
          for (let i = 0; i < state.writes; i++) {
            const when = last - (state.writes - 1 - i) * state.gapHours * HOUR;
            const w = throttleWrite(t, { ...ctx, now: when, storage: stored as Context['storage'] });
            if (!w) return null;
            stored[w.store] = { ...stored[w.store], [w.key]: w.value };
            // A cookie the browser has dropped by now (its lifetime is what the config wrote).
            if (w.store === 'cookies' && w.ttlHours !== undefined && now - when >= w.ttlHours * HOUR) continue;
            f = merge(f, { storage: { [w.store]: { [w.key]: w.value } } });
          }
          return f;
        },
      });
    }
  }
  return out;
}

// ---- places

/** The app's routes (src/routeTree.gen.ts, read as text), with sample parameters. */
export function routeTable(root: string, samplePaths: string[]): string[] {
  const text = readFileSync(join(root, 'src/routeTree.gen.ts'), 'utf8');
  const block = /fullPaths:([\s\S]*?);/.exec(text)?.[1] ?? '';
  const routes = [...block.matchAll(/'([^']*)'/g)].map((m) => m[1]!.replace(/^\/\{-\$locale\}/, '') || '/');
  const out = new Set<string>();
  for (const route of routes) {
    const pattern = route.replace(/\/$/, '') || '/';
    if (!pattern.includes('$')) {
      out.add(pattern);
      continue;
    }
    const re = new RegExp(`^${pattern.replace(/[.*+?^()|[\]\\]/g, '\\$&').replace(/\{\$\w+\}/g, '[^/]+').replace(/\/\$\w*(?=\/|$)/g, '/[^/]+')}$`);
    out.add(samplePaths.find((p) => re.test(p)) ?? pattern.replace(/\{\$\w+\}/g, 'sample').replace(/\$\w*/g, 'sample'));
  }
  return [...out];
}

/** Widths at and around every breakpoint the rules compare, a phone and a desk (places). */
function widthsAround(reads: Reads[]): number[] {
  const out = new Set([PHONE, DESK]);
  for (const r of reads) for (const n of numbers(r.vars.get('viewport.width')?.constants ?? new Set())) for (const w of [n - 1, n, n + 1]) out.add(w);
  return [...out].sort((a, b) => a - b);
}

/** One width per answer the rules can give (people): each breakpoint and one between each pair, a phone and a desk if they fit. */
function widthClasses(widths: number[], reads: Reads[]): number[] {
  const points = [...new Set(reads.flatMap((r) => numbers(r.vars.get('viewport.width')?.constants ?? new Set())))].sort((a, b) => a - b);
  const out = new Set<number>(points);
  const bounds = [-Infinity, ...points, Infinity];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const inside = widths.filter((w) => w > bounds[i]! && w < bounds[i + 1]!);
    const pick = inside.find((w) => w === PHONE || w === DESK) ?? inside[0];
    if (pick !== undefined) out.add(pick);
  }
  return [...out].sort((a, b) => a - b);
}

/**
 * The places an audience is told in: every site, every kind of page (paths no rule tells apart
 * are one kind: the same answer to every path test the rules make) and every width band (one per
 * answer the width rules can give).
 */
export interface PlacesData {
  sites: number[];
  /** One representative path per kind of page. */
  kinds: string[];
  /** One width per band. */
  bands: number[];
  /** The rules' breakpoints. */
  points: number[];
  /** The path constants the rules name (a kind of page answers each alike). */
  named: string[];
  /** Every locale prefix (a path is judged without it). */
  prefixes: string[];
}

/** The places, with the functions that put a fact set's place in them (rebuilt from plain data, e.g. in a worker's answer). */
export function placesFrom(data: PlacesData): Places {
  const prefixes = new Set(data.prefixes);
  const localeFree = (p: string) => {
    const [first] = p.split('/').filter(Boolean);
    return first && prefixes.has(first) ? p.slice(first.length + 1) || '/' : p;
  };
  const kindBySig = new Map<string, number>();
  data.kinds.forEach((path, k) => {
    const sig = pathSignature(data.named, path);
    if (!kindBySig.has(sig)) kindBySig.set(sig, k);
  });
  const widthSig = (w: number) => data.points.map((p) => Math.sign(w - p)).join();
  const bandBySig = new Map(data.bands.map((w, i) => [widthSig(w), i]));
  return {
    ...data,
    kindOf: (path) => kindBySig.get(pathSignature(data.named, localeFree(path))) ?? -1,
    bandOf: (width) => bandBySig.get(widthSig(width)) ?? -1,
  };
}

export interface Places extends PlacesData {
  /** One representative path per kind of page. */
  kinds: string[];
  /** One width per band. */
  bands: number[];
  /** The rules' breakpoints (a band is the widths on the same side of each). */
  points: number[];
  kindOf(path: string): number;
  bandOf(width: number): number;
}

export interface Population {
  /** The visits, unless a sink took them one by one (then empty: nothing is kept). */
  visits: Visit[];
  count: number;
  places: Places;
  dimensions: { sites: number[]; places: number; paths: number; widths: number[]; peopleWidths: number[]; people: number; kinds: number };
}

interface Person {
  label: string;
  /** The context paths it sets (to find the policies it matters to). */
  reads: string[];
  facts?: Facts;
  history?: History;
}

const BASES: Array<[string, Facts]> = [
  ['visitor', VISITOR],
  ['logged in', LOGGED_IN],
];

type Only = (where: Pick<Visit, 'site' | 'path' | 'prefix' | 'width'>) => boolean;

/** The path constants one policy tests the path with, and how a path answers them. */
function pathSignature(constants: string[], path: string): string {
  let out = '';
  for (const c of constants) out += `${path === c ? '=' : ''}${path.startsWith(c) ? 's' : ''}${pathMatches(path, [c]) ? 'm' : ''},`;
  return out;
}

/** Every throttle name a policy declares. */
function throttleNamesOf(node: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const n of node) throttleNamesOf(n, out);
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
      if (k === 'throttle' && v && typeof v === 'object') out.add(throttleName(v as Throttle));
      else throttleNamesOf(v, out);
    }
  }
  return out;
}

/** A fact's place in a facts file, for a context path a rule reads (null: a place, not a person). */
function factPathOf(ctxPath: string): string | null {
  if (PLACE.test(ctxPath)) return null;
  if (ctxPath === 'route.query' || ctxPath.startsWith('route.query.')) return 'search';
  if (ctxPath.startsWith('route.')) return null;
  return ctxPath;
}

/**
 * The matrix for these engines (the old and the new config: what either reads), with the
 * scenarios' facts as samples. Deterministic: the same bundles give the same visits in order.
 * With a sink, each visit goes to it as it is made and none is kept (the whole population never
 * sits in memory).
 */
export function buildPopulation(
  engines: Engine[],
  root: string,
  scenarioFacts: Facts[],
  scenarioNames: string[] = [],
  only?: Only,
  sink?: (visit: Visit, places: Places) => void,
  /** This run's share of the visits (worker `shard` of `shards`): the same matrix, every shards-th visit. */
  share: { shard: number; shards: number; skip?: (policies: string[]) => boolean; skipSites?: (sites: number[]) => boolean } = { shard: 0, shards: 1 },
): Population {
  const reads = engines.map((e) => readsOf(e.bundle));
  const sites = [...new Set(engines.flatMap((e) => e.bundle.sites.map((s) => s.id)))].sort((a, b) => a - b);
  const prefixesOf = (site: number): string[] => {
    const locales = new Set<string>();
    for (const e of engines) for (const l of e.bundle.siteById.get(site)?.locales ?? []) if (e.bundle.localePrefixes.has(l)) locales.add(l);
    return ['', ...[...locales].sort()];
  };
  const localeFree = (p: string) => {
    const [first] = p.split('/').filter(Boolean);
    return first && engines.some((e) => e.bundle.localePrefixes.has(first)) ? p.slice(first.length + 1) || '/' : p;
  };
  const policies = reads.flatMap((r) => r.policies);
  const named = [...new Set(policies.flatMap((p) => [...p.scope.paths]))].sort();
  const below = named.filter((p) => p !== '/').map((p) => `${p}/sample`);
  const places = [...new Set(['/', ...routeTable(root, scenarioFacts.map((f) => (typeof f.path === 'string' ? localeFree(f.path) : '/'))), ...named, ...below])].sort();
  const unnamed = places.find((p) => p !== '/' && !named.some((n) => n !== '/' && p.startsWith(n))) ?? '/unnamed';
  if (!places.includes(unnamed)) places.push(unnamed);
  const widths = widthsAround(reads);
  const peopleWidths = widthClasses(widths, reads);
  const points = [...new Set(reads.flatMap((r) => numbers(r.vars.get('viewport.width')?.constants ?? new Set())))].sort((a, b) => a - b);

  // Kinds of page and width bands.
  const kindBySig = new Map<string, number>();
  const kinds: string[] = [];
  const byLength = [...places].sort((a, b) => a.length - b.length || a.localeCompare(b));
  for (const path of byLength) {
    const sig = pathSignature(named, path);
    if (!kindBySig.has(sig)) {
      kindBySig.set(sig, kinds.length);
      kinds.push(path);
    }
  }
  const placesOut = placesFrom({ sites, kinds, bands: peopleWidths, points, named, prefixes: [...new Set(engines.flatMap((e) => [...e.bundle.localePrefixes]))].sort() });

  const visits: Visit[] = [];
  let count = 0;
  let plain = 0;
  let swept = 0;
  const seen = new Set<string>();
  const emit = (v: Visit): void => {
    // A person whose facts the base already has (a logged-in user "with the uid cookie") is not
    // visited twice (a sweep's visits are distinct by construction).
    if (!v.kinds) {
      const key = createHash('sha1').update(JSON.stringify(v.facts)).digest('base64');
      if (seen.has(key)) return;
      seen.add(key);
    }
    if (!v.kinds && plain++ % share.shards !== share.shard) return;
    count++;
    if (sink) sink(v, placesOut);
    else visits.push(v);
  };
  const placeFacts = (site: number, path: string, prefix: string, width: number): Facts => ({
    site,
    path: prefix ? `/${prefix}${path === '/' ? '' : path}` : path,
    viewport: { width },
    now: new Date(NOW).toISOString(),
  });
  /** A person at a place; a history is written by each side in its own way. */
  const visit = (site: number, path: string, prefix: string, width: number, who: string, person: Facts, history?: History, extra?: Pick<Visit, 'kinds' | 'bands' | 'sites' | 'policies'>): void => {
    if (only && !only({ site, path, prefix, width })) return;
    // A visit to sites whose answers cannot change (the caller knows which) is not made either.
    if (share.skipSites?.(extra?.sites ?? [site])) return;
    if (extra?.kinds && swept++ % share.shards !== share.shard) return;
    // A visit about policies whose decisions cannot change is not even made.
    if (extra?.policies && share.skip?.(extra.policies)) return;
    const base = merge(placeFacts(site, path, prefix, width), person);
    if (!history) {
      emit({ site, path, prefix, width, who, facts: base, ...extra });
      return;
    }
    const before = history.storage(base, 0);
    if (!before) return;
    const after = engines.length > 1 ? history.storage(base, 1) : before;
    if (!after) return;
    const differs = after !== before && JSON.stringify(after) !== JSON.stringify(before);
    emit({ site, path, prefix, width, who: `${who}, ${history.label}`, facts: before, ...(differs ? { after } : {}), ...extra });
  };

  // Places: every route and named path, with and without each locale prefix.
  for (const site of sites) {
    for (const path of places) {
      for (const prefix of prefixesOf(site)) {
        for (const width of prefix ? [PHONE, DESK] : widths) {
          for (const [who, base] of prefix ? BASES.slice(0, 1) : BASES) visit(site, path, prefix, width, who, base);
        }
      }
    }
  }
  /** What a set of policies tells apart: the sites (one standing for all if none reads the site), the kinds of page, the width bands. */
  const spanOf = (scopes: Array<{ reads: Set<string>; paths: Set<string> }>) => {
    const policyReads = new Set(scopes.flatMap((p) => [...p.reads]));
    const constants = [...new Set(scopes.flatMap((p) => [...p.paths]))].sort();
    const pathGroups = new Map<string, number[]>();
    kinds.forEach((path, k) => {
      const sig = policyReads.has('route.path') || constants.length ? pathSignature(constants, path) : '';
      pathGroups.set(sig, [...(pathGroups.get(sig) ?? []), k]);
    });
    const readsWidth = policyReads.has('viewport.width');
    const readsLocale = policyReads.has('locale') || policyReads.has('route.locale');
    // A policy that reads nothing of the site (its settings, its navigation, its locales) answers
    // every site alike: one stands for all.
    const readsSite = [...policyReads].some((r) => /^(site|nav|item)(\.|$)/.test(r)) || readsLocale;
    return {
      policyReads,
      readsLocale,
      sites: readsSite ? sites.map((s) => ({ site: s, sites: [s] })) : [{ site: sites[0]!, sites }],
      kinds: [...pathGroups.values()],
      bands: readsWidth ? peopleWidths.map((w, b) => ({ width: w, bands: [b] })) : [{ width: DESK, bands: peopleWidths.map((_, b) => b) }],
    };
  };
  // People: each across what the policies that read what it sets tell apart.
  const histories = throttleHistories(reads, engines, scenarioFacts);
  const people = peopleFor(engines, reads, scenarioFacts);
  for (const person of people) {
    const about = new Set<string>();
    for (const p of policies) {
      if (!person.reads.some((r) => p.scope.reads.has(r))) continue;
      about.add(p.id);
    }
    // Only the decisions of the policies that read what the person differs in can change; each
    // is visited across what it tells apart (sites, kinds of page, width bands).
    for (const id of [...about].sort()) {
      const span = spanOf(policies.filter((p) => p.id === id).map((p) => p.scope));
      // A single trait (a value no scenario may have) at the home page, a page no rule names and
      // the first pages the policy names; the scenarios' people go everywhere (below).
      const near = span.kinds.filter((g) => g.some((k) => kinds[k] === '/' || kinds[k] === unnamed));
      const traitKinds = [...near, ...span.kinds.filter((g) => !near.includes(g))].slice(0, 6);
      for (const { site, sites: standsFor } of span.sites) {
        for (const kindGroup of traitKinds) {
          for (const { width, bands } of span.bands) {
            const extra = { policies: [id], sites: standsFor, kinds: kindGroup, bands };
            const path = kinds[kindGroup[0]!]!;
            for (const [who, base] of BASES) {
              if (person.facts) visit(site, path, '', width, `${who}, ${person.label}`, merge(base, person.facts), undefined, extra);
              else visit(site, path, '', width, who, base, person.history, extra);
            }
          }
        }
      }
    }
  }
  // Around each scenario, where it stands: its facts with each single trait.
  for (const [i, base] of scenarioFacts.entries()) {
    const name = scenarioNames[i] ?? `scenario ${i + 1}`;
    const fullPath = typeof base.path === 'string' ? base.path : '/';
    const path = localeFree(fullPath);
    const prefix = path === fullPath ? '' : fullPath.split('/')[1]!;
    const site = typeof base.site === 'number' ? base.site : 0;
    const width = Number(getPath(base, 'viewport.width') ?? DESK);
    if (only && !only({ site, path, prefix, width })) continue;
    for (const person of people) {
      if (person.label.includes(' + ') || !person.facts) continue; // pairs stay on the plain visits; histories go below
      emit({ site, path, prefix, width, who: `${name}, ${person.label}`, facts: merge(merge({ now: new Date(NOW).toISOString() }, base), person.facts) });
    }
  }
  // Every policy across its whole audience (issue 38): each kind of person the scenarios give it
  // (their facts, kept to what the policy reads) with each history of its throttles, on every
  // site, at every kind of page its path tests tell apart and every width band, when it reads the
  // width (else at one width, standing for all).
  const ids = [...new Set(policies.map((p) => p.id))].sort();
  for (const id of ids) {
    const span = spanOf(policies.filter((p) => p.id === id).map((p) => p.scope));
    const { policyReads } = span;
    const factPaths = [...new Set([...policyReads].map(factPathOf).filter((p): p is string => p !== null))].sort();
    if (factPaths.length === 0 && !policyReads.has('route.path')) continue; // the screen reads decisions only
    const names = new Set(engines.flatMap((e) => [...throttleNamesOf(e.bundle.policies.find((p) => p.id === id) ?? null)]));
    const own = histories.filter((h) => names.has(h.name));
    // Seeds: the scenarios' people, as this policy sees them, and the plain visitor and user.
    const seeds = new Map<string, { who: string; facts: Facts }>();
    const seed = (who: string, facts: Facts) => {
      let projected: Facts = {};
      for (const fp of factPaths) {
        let v = getPath(facts, fp);
        // A storage area: only the keys the policy can read (those its rules test, its throttles'
        // keys, a key the facts themselves name), not every cookie a scenario happens to carry.
        if (/^storage\.(cookies|localStorage|sessionStorage)$/.test(fp) && v && typeof v === 'object') {
          const tested = [...reads.flatMap((r) => [...(r.vars.get(fp)?.constants ?? [])])].map((c) => JSON.parse(c) as unknown);
          const named = JSON.stringify(facts);
          v = Object.fromEntries(
            Object.entries(v as Record<string, unknown>).filter(([k]) => tested.includes(k) || [...names].some((n) => k.startsWith(n)) || named.includes(`:"${k}"`)),
          );
        }
        if (v !== undefined) projected = merge(projected, setPath(fp, v));
      }
      const key = JSON.stringify(projected);
      if (!seeds.has(key)) seeds.set(key, { who, facts: projected });
    };
    for (const [who, base] of BASES) seed(who, base);
    scenarioFacts.forEach((f, i) => seed(scenarioNames[i] ?? `scenario ${i + 1}`, f));
    for (const { who, facts } of seeds.values()) {
      for (const history of [undefined, ...own]) {
        for (const { site, sites: standsFor } of span.sites) {
          for (const group of span.kinds) {
            const path = kinds[group[0]!]!;
            for (const { width, bands } of span.bands) {
              for (const prefix of span.readsLocale ? prefixesOf(site).slice(0, 2) : ['']) {
                visit(site, path, prefix, width, who, facts, history, { kinds: group, bands, sites: standsFor, policies: [id] });
              }
            }
          }
        }
      }
    }
  }
  return {
    visits,
    count,
    places: placesOut,
    dimensions: { sites, places: places.length, paths: named.length, widths, peopleWidths, people: people.length, kinds: kinds.length },
  };
}

function peopleFor(engines: Engine[], reads: Reads[], scenarioFacts: Facts[]): Person[] {
  const singles: Trait[] = [];
  for (const [i, r] of reads.entries()) for (const t of traits(r, engines[i]!.bundle, scenarioFacts)) if (!singles.some((s) => s.label === t.label)) singles.push(t);
  const people: Person[] = singles.map((t) => ({ label: t.label, reads: [t.reads], facts: t.facts }));
  // Pairs SPEC ranks: a fact an earlier option of a `first` policy reads with one a later option
  // reads (each at its first value that matters: the ranking, not every value, is the question).
  const first = new Map<string, Trait>();
  for (const t of singles) if (!first.has(t.reads)) first.set(t.reads, t);
  const pairs = new Set<string>();
  for (const policy of reads.flatMap((r) => r.policies)) {
    const options = policy.options;
    for (let i = 0; i < options.length; i++) {
      for (let j = i + 1; j < options.length; j++) {
        for (const a of options[i]!.reads) {
          for (const b of options[j]!.reads) {
            const ta = first.get(a);
            const tb = first.get(b);
            if (!ta || !tb || a === b) continue;
            const key = [ta.label, tb.label].sort().join(' + ');
            if (pairs.has(key)) continue;
            pairs.add(key);
            people.push({ label: key, reads: [a, b], facts: merge(ta.facts, tb.facts) });
          }
        }
      }
    }
  }
  return people;
}
