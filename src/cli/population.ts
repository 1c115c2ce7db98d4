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
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { throttleWrite, type Bundle, type Engine } from '../engine';
import type { PlanNode } from '../engine/factsPlan';
import { numbers, readsOf, type Reads } from '../engine/logic/reads';

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

/** Storage as each throttle leaves it: used once, exhausted, expired (computed by the engine's own writer). */
function throttleTraits(reads: Reads, engine: Engine, scenarioFacts: Facts[]): Array<{ label: string; reads: string[]; storage: (facts: Facts) => Facts | null }> {
  const out: Array<{ label: string; reads: string[]; storage: (facts: Facts) => Facts | null }> = [];
  const seen = new Set<string>();
  for (const t of reads.throttles) {
    const id = JSON.stringify(t);
    if (seen.has(id)) continue;
    seen.add(id);
    // Facts a throttle takes its key, cap or lifetime from: the scenarios' values.
    let from: Facts = {};
    for (const path of [t.cookieFrom, t.ttlHoursFrom, t.maxFrom, t.keyFrom]) {
      if (!path) continue;
      const sample = scenarioFacts.map((f) => getPath(f, path)).find((v) => v !== undefined && v !== '' && v !== 0);
      if (sample !== undefined) from = merge(from, setPath(path, sample));
    }
    const name = t.key ?? t.cookie ?? t.keyPrefix ?? t.cookieFrom ?? t.type;
    const max = Math.min(10, Math.max(t.max ?? 0, Number(getPath(from, t.maxFrom ?? '')) || 0)) || 1;
    const states: Array<{ label: string; writes: number; ageHours: number }> = [];
    if (t.type === 'dailyCount' || t.type === 'perPathDailyCount') {
      const gap = ((t.minIntervalMinutes ?? 0) + 1) / 60;
      for (let n = 1; n <= max; n++) states.push({ label: `${name} shown ${n}x today`, writes: n, ageHours: gap });
      states.push({ label: `${name} shown just now`, writes: 1, ageHours: 0 });
    } else if (t.type === 'hoursSinceStamp') {
      const h = t.hours ?? 0;
      states.push({ label: `${name} just now`, writes: 1, ageHours: 0 });
      if (h > 0) states.push({ label: `${name} ${h - 0.5} h ago`, writes: 1, ageHours: h - 0.5 }, { label: `${name} ${h + 0.5} h ago`, writes: 1, ageHours: h + 0.5 });
    } else {
      states.push({ label: `${name} recorded`, writes: 1, ageHours: 0 });
    }
    for (const state of states) {
      out.push({
        label: state.label,
        reads: [`storage.${t.type === 'cookieAbsent' ? 'cookies' : (t.store ?? 'localStorage')}`],
        storage: (facts) => {
          // Ages count back from the visit's own clock (a scenario's `now`), else the matrix's.
          const now = (typeof facts.now === 'string' ? Date.parse(facts.now) : NaN) || NOW;
          let f = merge(facts, from);
          for (let i = 0; i < state.writes; i++) {
            let ctx;
            try {
              ctx = engine.context(merge(f, { now: new Date(now - state.ageHours * HOUR).toISOString() }));
            } catch {
              return null;
            }
            const w = throttleWrite(t, ctx);
            if (!w) return null;
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

export interface Population {
  visits: Visit[];
  dimensions: { sites: number[]; places: number; paths: number; widths: number[]; peopleWidths: number[]; people: number };
}

interface Person {
  label: string;
  /** The context paths it sets (to find the policies it matters to). */
  reads: string[];
  facts?: Facts;
  storage?: (facts: Facts) => Facts | null;
}

const BASES: Array<[string, Facts]> = [
  ['visitor', VISITOR],
  ['logged in', LOGGED_IN],
];

/**
 * The matrix for these engines (the old and the new config: what either reads), with the
 * scenarios' facts as samples. Deterministic: the same bundles give the same visits in order.
 */
export function buildPopulation(
  engines: Engine[],
  root: string,
  scenarioFacts: Facts[],
  scenarioNames: string[] = [],
  only?: (where: Pick<Visit, 'site' | 'path' | 'prefix' | 'width'>) => boolean,
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
  const widths = widthsAround(reads);
  const peopleWidths = widthClasses(widths, reads);
  const visits: Visit[] = [];
  const seen = new Set<string>();
  const visit = (site: number, path: string, prefix: string, width: number, who: string, facts: Facts): void => {
    if (only && !only({ site, path, prefix, width })) return;
    const full = prefix ? `/${prefix}${path === '/' ? '' : path}` : path;
    const all = merge({ site, path: full, viewport: { width }, now: new Date(NOW).toISOString() }, facts);
    // A person whose facts the base already has (a logged-in user "with the uid cookie") is not visited twice.
    const key = JSON.stringify(all);
    if (seen.has(key)) return;
    seen.add(key);
    visits.push({ site, path, prefix, width, who, facts: all });
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
  // People: each at the paths named by the policies that read what it sets (and `/` and a path
  // no rule names), at each width the rules tell apart.
  const people = peopleFor(engines, reads, scenarioFacts);
  for (const person of people) {
    const paths = new Set(['/', unnamed]);
    for (const p of policies) if (person.reads.some((r) => p.scope.reads.has(r))) for (const path of p.scope.paths) paths.add(path);
    for (const site of sites) {
      for (const path of [...paths].sort()) {
        for (const width of peopleWidths) {
          for (const [who, base] of BASES) {
            const facts = person.facts ? merge(base, person.facts) : person.storage!(merge(base, { site, path, viewport: { width } }));
            if (facts) visit(site, path, '', width, `${who}, ${person.label}`, facts);
          }
        }
      }
    }
  }
  // Around each scenario: its facts with each trait, and with each throttle's storage states.
  // Scenarios are where policies hold (a banner with cards, on its page): a cap or a fact
  // changed alone on a plain visitor would never reach them.
  for (const [i, base] of scenarioFacts.entries()) {
    const name = scenarioNames[i] ?? `scenario ${i + 1}`;
    const fullPath = typeof base.path === 'string' ? base.path : '/';
    const path = localeFree(fullPath);
    const prefix = path === fullPath ? '' : fullPath.split('/')[1]!;
    const site = typeof base.site === 'number' ? base.site : 0;
    const width = Number(getPath(base, 'viewport.width') ?? DESK);
    if (only && !only({ site, path, prefix, width })) continue;
    for (const person of people) {
      if (person.label.includes(' + ')) continue; // pairs stay on the plain visits
      const facts = person.facts ? merge(base, person.facts) : person.storage!(base);
      if (facts) visits.push({ site, path, prefix, width, who: `${name}, ${person.label}`, facts: merge({ now: new Date(NOW).toISOString() }, facts) });
    }
  }
  return { visits, dimensions: { sites, places: places.length, paths: named.length, widths, peopleWidths, people: people.length } };
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
  const seen = new Set<string>();
  for (const [i, r] of reads.entries()) {
    for (const t of throttleTraits(r, engines[i]!, scenarioFacts)) {
      if (seen.has(t.label)) continue;
      seen.add(t.label);
      people.push({ label: t.label, reads: t.reads, storage: t.storage });
    }
  }
  return people;
}
