/**
 * `policy diff [REV]`: before merging, what would change, for whom? Loads the config and policy
 * bundle as it is at REV (default HEAD) and as it is in the working tree, and runs both over the
 * same population in one process: every scenario (of both trees) plus the matrix of
 * ./population.ts, derived from what the policies read. Changes are grouped by decision and by
 * its value before and after; each group names who is affected in the dimensions that explain
 * it (sites, paths, locale prefixes, widths, kinds of user), the clause that decided before and
 * after (for an example), and counts its fact sets. One example facts file per group, shaped as a
 * scenario, is written to a folder. `--ci` fails on a group policies/CHANGES.json does not name.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { listJson, readBundleFiles, readJson, repoRoot } from '../bundle/node';
import { checkRepo } from './check';
import { CHANGES_FILE } from '../bundle/files';
import { createEngineFromFiles, type BundleFiles, type Engine } from '../engine';
import { short } from '../engine/evaluate';
import { Worker } from 'node:worker_threads';
import { buildPopulation, placesFrom, readsOf, type Places, type PlacesData, type Population, type Visit } from './population';
import { SchemaSet, describeAjvErrors, formatError } from './check/schemas';
import type { PolicyChanges } from '../generated/types/policy-changes';

type Facts = Record<string, unknown>;

export interface Scenario {
  file: string;
  name: string;
  facts: Facts;
}

/** One kind of change: a decision going from one value to another, and everyone it happens to. */
interface Group {
  /** Stable id: a hash of the decision and its value before and after (what CHANGES.json names). */
  group: string;
  decision: string;
  before: unknown;
  after: unknown;
  /** Fact sets (scenarios and generated visits) that change this way. */
  count: number;
  /** Who, in the dimensions that explain it (sites x kinds of page x width bands, kinds of person), as one sentence. */
  who: string;
  sites: string[];
  /** Kinds of page, by a representative path. */
  paths: string[];
  /** Width bands, by a representative width. */
  widths: number[];
  /** Every place it happens at: `site|kind|band` (indices of the population's places). */
  cells: string[];
  people: string[];
  scenarios: string[];
  /** Screen re-shuffles that came with this change (the same fact sets), not groups of their own. */
  screen: Array<{ before: unknown; after: unknown; count: number }>;
  /** The sentence that settled the decision for the example, before and after. */
  decidedBefore: string;
  decidedAfter: string;
  example: Facts;
  /** The example's facts for the new config, when its history is written differently (a throttle's lifetime). */
  exampleAfter?: Facts;
  /** Where the example was written, when it was. */
  exampleFile?: string;
  acknowledged?: boolean;
}

export interface DiffReport {
  rev: string;
  factSets: number;
  scenarios: number;
  generated: number;
  /** Milliseconds to build the population and decide it twice. */
  ms: number;
  dimensions: Population['dimensions'];
  /** The places audiences are told in (for `cellOf`). */
  places: Places;
  groups: Group[];
  /** CHANGES.json entries no group matches (with --ci). */
  stale?: PolicyChanges['acknowledged'];
}

export interface DiffOptions {
  /** Only the generated visits this keeps (tests run a slice of the matrix). */
  only?: Parameters<typeof buildPopulation>[4];
}

const TRACKED = ['config', 'policies', 'schemas', 'scenarios', 'locales', 'public', 'src/generated/factsPlan.json', 'src/routeTree.gen.ts'];

function checkout(rev: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'policy-diff-'));
  const present = TRACKED.filter((p) => {
    try {
      execFileSync('git', ['cat-file', '-e', `${rev}:${p}`], { cwd: repoRoot, stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  });
  const tar = execFileSync('git', ['archive', '--format=tar', rev, ...present], { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 });
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
  return dir;
}

export function readScenarios(root: string): Scenario[] {
  return listJson(join(root, 'scenarios')).map((file) => {
    const s = readJson(file, root) as { name: string; facts: Facts };
    return { file: relative(root, file), name: s.name, facts: s.facts };
  });
}

const groupId = (decision: string, before: string, after: string): string =>
  createHash('sha1').update(`${decision}\n${before}\n${after}`).digest('hex').slice(0, 8);

interface Acc {
  decision: string;
  before: string;
  after: string;
  count: number;
  cells: Set<string>;
  people: Set<string>;
  scenarios: string[];
  screen: Map<string, { before: string; after: string; count: number }>;
  example: Facts;
  exampleAfter?: Facts;
  exampleRank: number;
  /** The example as JSON: the plainest (then the shortest, then the first in order) is kept, whatever the shares. */
  exampleText: string;
}

/** Deep equality of JSON values (decisions hold nothing else), without serialising them. */
function same(x: unknown, y: unknown): boolean {
  if (x === y) return true;
  if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null || Array.isArray(x) !== Array.isArray(y)) return false;
  if (Array.isArray(x)) {
    const ya = y as unknown[];
    return x.length === ya.length && x.every((v, i) => same(v, ya[i]));
  }
  const xo = x as Record<string, unknown>;
  const yo = y as Record<string, unknown>;
  const keys = Object.keys(xo);
  if (keys.length !== Object.keys(yo).length) return false;
  return keys.every((k) => Object.prototype.hasOwnProperty.call(yo, k) && same(xo[k], yo[k]));
}

const decideJson = (engine: Engine, facts: Facts): Record<string, unknown> | null => {
  try {
    return engine.decide(facts).decisions as unknown as Record<string, unknown>;
  } catch {
    return null; // a site one config does not have: no decisions
  }
};

const MAX_PEOPLE = 400;
const SCREEN = 'screen';

const json = (v: unknown): unknown => JSON.parse(JSON.stringify(v ?? null));

/**
 * The policies whose decision can differ between the two sides: those changed, those using a
 * changed shared condition, those reading a changed site setting or navigation list, and with any
 * of them an overlay, the screen and all its overlays. 'all' when something else changed (the
 * facts plan, locales, compliance features, native gates, the rewards channels).
 */
function affectedPolicies(b: BundleFiles, a: BundleFiles, engines: [Engine, Engine]): { affected: Set<string> | 'all'; direct: Set<string> | 'all' } {
  const all = { affected: 'all', direct: 'all' } as const;
  for (const key of ['factsPlan', 'locales', 'complianceFeatures', 'nativeGates', 'rewardsChannels'] as const) if (!same(json(b[key]), json(a[key]))) return all;
  const changedReads = new Set<string>();
  const siteIds = new Set([...b.sites, ...a.sites].map((s) => s.id));
  for (const id of siteIds) {
    const x = (b.sites.find((s) => s.id === id) ?? {}) as Record<string, unknown>;
    const y = (a.sites.find((s) => s.id === id) ?? {}) as Record<string, unknown>;
    if (!b.sites.some((s) => s.id === id) || !a.sites.some((s) => s.id === id)) return all;
    for (const k of new Set([...Object.keys(x), ...Object.keys(y)])) {
      if (same(json(x[k]), json(y[k]))) continue;
      // A site's locales decide how every path is read (its locale prefixes): everything may change.
      if (k === 'locales' || k === 'defaultLang') return all;
      changedReads.add(`site.${k}`);
    }
  }
  for (const list of new Set([...Object.keys(b.nav), ...Object.keys(a.nav)])) {
    if (!same(json((b.nav as Record<string, unknown>)[list]), json((a.nav as Record<string, unknown>)[list]))) changedReads.add(`nav.${list}`);
  }
  const changedConditions = new Set(
    [...new Set([...Object.keys(b.conditions.conditions), ...Object.keys(a.conditions.conditions)])].filter((c) => !same(json(b.conditions.conditions[c]), json(a.conditions.conditions[c]))),
  );
  const out = new Set<string>();
  const ids = new Set([...b.policies, ...a.policies].map((p) => p.id));
  for (const id of ids) if (!same(json(b.policies.find((p) => p.id === id)), json(a.policies.find((p) => p.id === id)))) out.add(id);
  for (const engine of engines) {
    for (const p of readsOf(engine.bundle).policies) {
      const reads = [...p.scope.reads];
      if ([...p.scope.uses].some((c) => changedConditions.has(c) || c === '*' && changedConditions.size > 0)) out.add(p.id);
      if (reads.some((r) => changedReads.has(r) || [...changedReads].some((c) => r.startsWith(`${c}.`) || c.startsWith(`${r}.`) || r === 'site' || r === 'nav'))) out.add(p.id);
      // A setting read through a navigation item's condition (`item.*`): the lists it walks.
      if (reads.some((r) => r.startsWith('item')) && [...changedReads].some((c) => c.startsWith('nav.') || c.startsWith('site.'))) out.add(p.id);
    }
  }
  // The screen arbitrates its overlays' decisions: one affected, the screen and every overlay are
  // (for the visits the whole engines decide; a visit about one overlay compares only its own).
  const direct = new Set(out);
  for (const engine of engines) {
    const screen = engine.bundle.policies.find((p) => p.kind === 'screen');
    if (!screen) continue;
    const overlays = new Set(JSON.stringify(screen).match(/"[A-Za-z]\w*"/g)?.map((m) => m.slice(1, -1)).filter((name) => ids.has(name)) ?? []);
    if (out.has(screen.id) || [...overlays].some((o) => out.has(o))) {
      out.add(screen.id);
      for (const o of overlays) out.add(o);
    }
  }
  return { affected: out, direct };
}

/**
 * The sites a change is confined to: when the two sides differ only in some sites' own configs
 * (no policy, shared condition, navigation list or other shared file changed), a visit to any
 * other site is decided by the same pure engine from the same inputs on both sides, so it cannot
 * change and is not decided. `undefined` when the change is not confined to sites.
 */
function changedSitesOnly(b: BundleFiles, a: BundleFiles): Set<number> | undefined {
  const { sites: bs, ...bRest } = b;
  const { sites: as, ...aRest } = a;
  if (!same(json(bRest), json(aRest))) return undefined;
  const out = new Set<number>();
  for (const id of new Set([...bs, ...as].map((s) => s.id))) {
    if (!same(json(bs.find((s) => s.id === id)), json(as.find((s) => s.id === id)))) out.add(id);
  }
  return out;
}

/** One share of the work: the groups it found, how many fact sets it decided, the places. */
export interface Collected {
  accs: Acc[];
  count: number;
  dimensions: Population['dimensions'];
  places: PlacesData;
}

/**
 * Old and new config over the scenarios and the generated population (one share of it). A visit
 * about a few policies (it varies only what they read) is decided by engines holding only those;
 * the others by the whole engines, the screen included. Nothing of the population is kept but the
 * groups.
 */
export function collect(beforeFiles: BundleFiles, afterFiles: BundleFiles, scenarios: Scenario[], root: string, options: DiffOptions & { shard?: number; shards?: number } = {}): Collected {
  const shard = options.shard ?? 0;
  const shards = options.shards ?? 1;
  const before = createEngineFromFiles(beforeFiles);
  const after = createEngineFromFiles(afterFiles);
  // A decision whose policy, shared conditions and the settings it reads are the same on both
  // sides cannot change: visits about such policies alone are not decided, and the others by
  // engines holding only the affected policies (the screen and its overlays when one of them is).
  const { affected, direct } = affectedPolicies(beforeFiles, afterFiles, [before, after]);
  const onlySites = changedSitesOnly(beforeFiles, afterFiles);
  const slim = new Map<string, [Engine, Engine]>();
  const enginesFor = (ids: string[] | undefined): [Engine, Engine] => {
    if (!ids) {
      if (affected === 'all') return [before, after];
      ids = [...affected].sort();
    }
    const key = ids.join(',');
    let pair = slim.get(key);
    if (!pair) {
      const keep = (files: BundleFiles) => createEngineFromFiles({ ...files, policies: files.policies.filter((p) => ids.includes(p.id)) });
      pair = [keep(beforeFiles), keep(afterFiles)];
      slim.set(key, pair);
    }
    return pair;
  };
  const names = scenarios.map((s) => `scenario ${s.file.replace(/^scenarios\//, '').replace(/\.json$/, '')}`);
  const groups = new Map<string, Acc>();
  const record = (facts: Facts, factsAfter: Facts | undefined, engines: [Engine, Engine], where: { scenario?: string; visit?: Visit; places?: Places }) => {
    const b = decideJson(engines[0], facts);
    const a = decideJson(engines[1], factsAfter ?? facts);
    // One structural comparison of the whole answer; JSON only where it differs.
    if (same(b, a)) return;
    const changed: Array<[string, string, string]> = [];
    for (const id of new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])) {
      if (same(b?.[id], a?.[id])) continue;
      const bv = JSON.stringify(b?.[id]) ?? 'undefined';
      const av = JSON.stringify(a?.[id]) ?? 'undefined';
      if (bv !== av) changed.push([id, bv, av]);
    }
    // The screen re-shuffled by another decision's change belongs to that change.
    const screen = changed.find(([id]) => id === SCREEN);
    const causes = changed.length > 1 && screen ? changed.filter(([id]) => id !== SCREEN) : changed;
    const v = where.visit;
    const cells: string[] = [];
    const p = where.places;
    if (v && p) {
      for (const site of v.sites ?? [v.site]) for (const k of v.kinds ?? [p.kindOf(v.path)]) for (const band of v.bands ?? [p.bandOf(v.width)]) cells.push(`${site}|${k}|${band}`);
    }
    for (const [id, bv, av] of causes) {
      const key = `${id}\n${bv}\n${av}`;
      let acc = groups.get(key);
      if (!acc) {
        acc = { decision: id, before: bv, after: av, count: 0, cells: new Set(), people: new Set(), scenarios: [], screen: new Map(), example: facts, exampleRank: 9, exampleText: '' };
        groups.set(key, acc);
      }
      acc.count++;
      if (screen && id !== SCREEN) {
        const sk = `${screen[1]}\n${screen[2]}`;
        const r = acc.screen.get(sk) ?? { before: screen[1], after: screen[2], count: 0 };
        r.count++;
        acc.screen.set(sk, r);
      }
      // The plainest example: a visitor, then a logged-in user, then anyone, then a scenario.
      const rank = where.scenario ? 3 : v?.who === 'visitor' ? 0 : v?.who === 'logged in' ? 1 : 2;
      if (rank <= acc.exampleRank) {
        const text = JSON.stringify(factsAfter ?? facts);
        if (rank < acc.exampleRank || text.length < acc.exampleText.length || (text.length === acc.exampleText.length && text < acc.exampleText)) {
          acc.example = facts;
          acc.exampleAfter = factsAfter;
          acc.exampleRank = rank;
          acc.exampleText = text;
        }
      }
      if (where.scenario) {
        acc.scenarios.push(where.scenario);
        continue;
      }
      for (const c of cells) acc.cells.add(c);
      if (acc.people.size < MAX_PEOPLE) acc.people.add(v!.who);
    }
  };
  if (shard === 0) for (const s of scenarios) record(s.facts, undefined, [before, after], { scenario: s.file });
  const population = buildPopulation([before, after], root, scenarios.map((s) => s.facts), names, options.only, (v, places) => {
    // A visit about some policies compares only theirs: skipped when none of them can change.
    if (direct !== 'all' && (direct.size === 0 || (v.policies && !v.after && !v.policies.some((id) => direct.has(id))))) return;
    record(v.facts, v.after, enginesFor(v.policies), { visit: v, places });
  }, {
    shard,
    shards,
    skip: (ids) => direct !== 'all' && !ids.some((id) => direct.has(id)),
    // When only some sites' own configs changed, a visit to the others gets the same answer.
    skipSites: onlySites ? (ids) => !ids.some((id) => onlySites.has(id)) : undefined,
  });
  const { kindOf: _k, bandOf: _b, ...places } = population.places;
  return { accs: [...groups.values()], count: population.count, dimensions: population.dimensions, places };
}

/** Shares merged: the same groups as one run over everything (examples: the plainest, then the first). */
function mergeCollected(parts: Collected[]): Collected {
  const groups = new Map<string, Acc>();
  for (const part of parts) {
    for (const acc of part.accs) {
      const key = `${acc.decision} ${acc.before} ${acc.after}`;
      const into = groups.get(key);
      if (!into) {
        groups.set(key, acc);
        continue;
      }
      into.count += acc.count;
      for (const c of acc.cells) into.cells.add(c);
      for (const p of acc.people) if (into.people.size < MAX_PEOPLE) into.people.add(p);
      into.scenarios.push(...acc.scenarios);
      for (const [k, r] of acc.screen) {
        const mine = into.screen.get(k);
        if (mine) mine.count += r.count;
        else into.screen.set(k, r);
      }
      const t = acc.exampleText;
      const u = into.exampleText;
      if (acc.exampleRank < into.exampleRank || (acc.exampleRank === into.exampleRank && (t.length < u.length || (t.length === u.length && t < u)))) {
        into.example = acc.example;
        into.exampleAfter = acc.exampleAfter;
        into.exampleRank = acc.exampleRank;
        into.exampleText = acc.exampleText;
      }
    }
  }
  return { accs: [...groups.values()], count: parts.reduce((n, p) => n + p.count, 0), dimensions: parts[0]!.dimensions, places: parts[0]!.places };
}

/** Old and new config over the scenarios and the generated population, in this thread. */
export function diffEngines(beforeFiles: BundleFiles, afterFiles: BundleFiles, scenarios: Scenario[], root: string, options: DiffOptions = {}): DiffReport {
  const started = performance.now();
  return finish(beforeFiles, afterFiles, scenarios, collect(beforeFiles, afterFiles, scenarios, root, options), performance.now() - started);
}

/**
 * The same over worker threads (node:worker_threads), each deciding every n-th visit of the same
 * matrix; their groups are merged into the same report.
 */
export async function diffInWorkers(beforeFiles: BundleFiles, afterFiles: BundleFiles, scenarios: Scenario[], root: string, workers: number): Promise<DiffReport> {
  const started = performance.now();
  const parts = await Promise.all(
    Array.from(
      { length: workers },
      (_, shard) =>
        new Promise<Collected>((resolve, reject) => {
          // The CLI runs from TypeScript sources (tsx): the worker registers the same loader first.
          const entry = JSON.stringify(new URL('./diffWorker.ts', import.meta.url).href);
          const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${entry}); })`;
          const worker = new Worker(boot, { eval: true, workerData: { beforeFiles, afterFiles, scenarios, root, shard, shards: workers } });
          worker.once('message', (m: Collected) => resolve(m));
          worker.once('error', reject);
          worker.once('exit', (code) => {
            if (code !== 0) reject(new Error(`policy diff: worker ${shard} exited with code ${code}`));
          });
        }),
    ),
  );
  return finish(beforeFiles, afterFiles, scenarios, mergeCollected(parts), performance.now() - started);
}

function finish(beforeFiles: BundleFiles, afterFiles: BundleFiles, scenarios: Scenario[], collected: Collected, ms: number): DiffReport {
  const before = createEngineFromFiles(beforeFiles);
  const after = createEngineFromFiles(afterFiles);
  const siteKey = new Map([...before.bundle.sites, ...after.bundle.sites].map((s) => [s.id as number, s.key]));
  const places = placesFrom(collected.places);
  const population = { count: collected.count, dimensions: collected.dimensions };
  const out: Group[] = [];
  for (const acc of collected.accs) {
    const explain = (engine: Engine, facts: Facts): string => {
      try {
        return engine.decide(facts, { explain: true }).trace?.[acc.decision]?.summary ?? '(no such decision)';
      } catch (err) {
        return `(not decided: ${err instanceof Error ? err.message : String(err)})`;
      }
    };
    const plainFirst = (a: string, b: string) => a.length - b.length || a.localeCompare(b);
    const cells = [...acc.cells].map((c) => c.split('|').map(Number) as [number, number, number]);
    const group: Group = {
      group: groupId(acc.decision, acc.before, acc.after),
      decision: acc.decision,
      before: acc.before === 'undefined' ? undefined : JSON.parse(acc.before),
      after: acc.after === 'undefined' ? undefined : JSON.parse(acc.after),
      count: acc.count,
      who: '',
      sites: [...new Set(cells.map((c) => c[0]))].sort((x, y) => x - y).map((id) => siteKey.get(id) ?? String(id)),
      paths: [...new Set(cells.map((c) => c[1]))].sort((x, y) => x - y).map((k) => places.kinds[k] ?? '?'),
      widths: [...new Set(cells.map((c) => c[2]))].sort((x, y) => x - y).map((w) => places.bands[w] ?? 0),
      cells: [...acc.cells].sort(),
      people: [...acc.people].sort(plainFirst),
      scenarios: acc.scenarios,
      screen: [...acc.screen.values()].sort((x, y) => y.count - x.count).map((r) => ({ before: JSON.parse(r.before) as unknown, after: JSON.parse(r.after) as unknown, count: r.count })),
      decidedBefore: explain(before, acc.example),
      decidedAfter: explain(after, acc.exampleAfter ?? acc.example),
      example: acc.exampleAfter ?? acc.example,
      ...(acc.exampleAfter ? { exampleAfter: acc.exampleAfter } : {}),
    };
    group.who = describe(group, cells, places, siteKey);
    out.push(group);
  }
  out.sort((a, b) => a.decision.localeCompare(b.decision) || b.count - a.count);
  return { rev: '', factSets: scenarios.length + population.count, scenarios: scenarios.length, generated: population.count, ms, dimensions: population.dimensions, places, groups: out };
}

/** The cell a fact set's place falls in (site, kind of page, width band), as a group's `cells` name them. */
export function cellOf(places: Places, site: number, path: string, width: number): string {
  return `${site}|${places.kindOf(path)}|${places.bandOf(width)}`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function list(items: string[], max = 5): string {
  return items.length <= max ? items.join(', ') : `${items.slice(0, max).join(', ')} and ${items.length - max} more`;
}

/** A set of width bands as the rules see them: "all widths", "widths < 768", "widths >= 768", "widths 768". */
function bandsText(bands: number[], places: Places): string {
  const all = places.bands.length;
  if (bands.length === all) return 'all widths';
  const ws = bands.map((b) => places.bands[b]!);
  const contiguous = bands.every((b, i) => i === 0 || b === bands[i - 1]! + 1);
  const pts = places.points;
  const isPoint = (w: number) => pts.includes(w);
  if (contiguous && bands[0] === 0) {
    const top = ws.at(-1)!;
    return isPoint(top) ? `widths <= ${top}` : `widths < ${pts.find((p) => p > top) ?? top}`;
  }
  if (contiguous && bands.at(-1) === all - 1) {
    const low = ws[0]!;
    return isPoint(low) ? `widths >= ${low}` : `widths > ${[...pts].reverse().find((p) => p < low) ?? low}`;
  }
  return `widths ${ws.map((w) => (isPoint(w) ? `${w}` : `~${w}`)).join(', ')}`;
}

/**
 * "all sites x all paths x all widths" when that is the truth; else each part of the audience
 * as sites x kinds of page x width bands (the cells grouped by the sites they hold for, then by
 * the bands), and who (the kinds of person seen changing).
 */
function describe(g: Pick<Group, 'people' | 'scenarios'>, cells: Array<[number, number, number]>, places: Places, siteKey: Map<number, string>): string {
  if (cells.length === 0) return `only in ${plural(g.scenarios.length, 'scenario')}: ${list(g.scenarios, 3)}`;
  const bySitesKB = new Map<string, number[]>();
  for (const [s, k, b] of cells) {
    const kb = `${k}|${b}`;
    bySitesKB.set(kb, [...(bySitesKB.get(kb) ?? []), s]);
  }
  // site set -> kind -> bands
  const parts = new Map<string, Map<number, number[]>>();
  for (const [kb, ss] of bySitesKB) {
    const [k, b] = kb.split('|').map(Number) as [number, number];
    const sk = [...ss].sort((x, y) => x - y).join(',');
    const kinds = parts.get(sk) ?? new Map<number, number[]>();
    kinds.set(k, [...(kinds.get(k) ?? []), b].sort((x, y) => x - y));
    parts.set(sk, kinds);
  }
  const phrases: string[] = [];
  for (const [sk, kinds] of [...parts].sort((x, y) => y[1].size - x[1].size)) {
    const ss = sk.split(',').map(Number);
    const sitesText = ss.length === places.sites.length ? 'all sites' : list(ss.map((s) => siteKey.get(s) ?? String(s)), 12);
    // kinds grouped by their bands
    const byBands = new Map<string, number[]>();
    for (const [k, bs] of kinds) byBands.set(bs.join(','), [...(byBands.get(bs.join(',')) ?? []), k]);
    for (const [bk, ks] of [...byBands].sort((x, y) => y[1].length - x[1].length)) {
      const bs = bk.split(',').map(Number);
      const kindsText = ks.length === places.kinds.length ? 'all paths' : `${plural(ks.length, 'kind')} of page (${list(ks.sort((x, y) => x - y).map((k) => places.kinds[k]!), 6)})`;
      phrases.push(`${sitesText} x ${kindsText} x ${bandsText(bs, places)}`);
    }
  }
  const shown = phrases.length <= 6 ? phrases : [...phrases.slice(0, 6), `and ${phrases.length - 6} more parts`];
  const people = g.people.length <= 4 ? g.people.join('; ') : `${g.people.length >= MAX_PEOPLE ? `${MAX_PEOPLE}+` : g.people.length} kinds of person (e.g. ${g.people.slice(0, 3).join('; ')})`;
  return `${shown.join('; and ')}${people ? `; who: ${people}` : ''}${g.scenarios.length ? `; and ${plural(g.scenarios.length, 'scenario')}` : ''}`;
}

/** Either side fails `policy check`: no diff (its messages, the old side's files named at REV). */
export class DiffRefused extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
  }
}

/** Worker threads for the CLI: one per core (POLICY_DIFF_WORKERS overrides; 1 decides in this thread). */
function workerCount(): number {
  const asked = Number(process.env.POLICY_DIFF_WORKERS);
  return Number.isInteger(asked) && asked > 0 ? asked : Math.min(4, availableParallelism());
}

export async function diffAgainst(rev: string, options: DiffOptions = {}): Promise<DiffReport> {
  const dir = checkout(rev);
  try {
    if (!existsSync(join(dir, 'policies'))) throw new Error(`${rev} has no policies/`);
    // A diff of config that `check` rejects would compare nonsense: refuse, with check's own words.
    const refused: string[] = [];
    for (const [root, label] of [[dir, `${rev}:`], [repoRoot, '']] as const) {
      const { errors } = checkRepo(root);
      for (const e of errors) refused.push(`${label}${formatError(e)}`);
      if (errors.length) refused.push(`policy diff: ${label ? `${rev} fails` : 'the working tree fails'} policy check (${errors.length} error${errors.length === 1 ? '' : 's'}): not diffed`);
    }
    if (refused.length) throw new DiffRefused(refused);
    const byFile = new Map<string, Scenario>();
    for (const s of [...readScenarios(dir), ...readScenarios(repoRoot)]) byFile.set(s.file, s);
    const workers = options.only ? 1 : workerCount();
    const beforeFiles = readBundleFiles(dir);
    const afterFiles = readBundleFiles(repoRoot);
    const report = workers > 1 ? await diffInWorkers(beforeFiles, afterFiles, [...byFile.values()], repoRoot, workers) : diffEngines(beforeFiles, afterFiles, [...byFile.values()], repoRoot, options);
    return { ...report, rev };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One scenario-shaped example per group, so a reviewer can replay it or keep it as a scenario. */
export function writeExamples(report: DiffReport, dir: string): void {
  mkdirSync(dir, { recursive: true });
  for (const file of readdirSync(dir)) if (/^\d+-.*\.json$/.test(file)) rmSync(join(dir, file));
  report.groups.forEach((g, i) => {
    const file = join(dir, `${String(i + 1).padStart(2, '0')}-${g.decision}-${g.group}.json`);
    const body = {
      $schema: '../schemas/scenario.schema.json',
      name: `${g.decision}: ${short(g.before, 60)} -> ${short(g.after, 60)} (policy diff against ${report.rev}, group ${g.group})`,
      description: `Written by policy diff. ${g.count} fact sets change this way: ${g.who}. Decided before: ${g.decidedBefore}. After: ${g.decidedAfter}.`,
      tags: [g.decision],
      facts: g.example,
      expect: { [g.decision]: g.after },
    };
    writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
    g.exampleFile = relative(process.cwd(), file) || file;
  });
}

/** The reviewed acknowledgements; a file that does not match its schema is an error naming the pointer. */
export function readChanges(root = repoRoot): PolicyChanges {
  const path = join(root, CHANGES_FILE);
  if (!existsSync(path)) return { acknowledged: [] };
  const json = readJson(path, root);
  const validate = new SchemaSet(join(root, 'schemas')).validatorFor('policy-changes.schema.json')!;
  if (!validate(json)) throw new Error(describeAjvErrors(CHANGES_FILE, validate.errors).map(formatError).join('\n'));
  return json as PolicyChanges;
}

/** Marks each group acknowledged or not; returns the entries that match no group. */
export function acknowledge(report: DiffReport, changes: PolicyChanges): DiffReport {
  const named = new Set(changes.acknowledged.map((a) => `${a.decision} ${a.group}`));
  for (const g of report.groups) g.acknowledged = named.has(`${g.decision} ${g.group}`);
  const present = new Set(report.groups.map((g) => `${g.decision} ${g.group}`));
  return { ...report, stale: changes.acknowledged.filter((a) => !present.has(`${a.decision} ${a.group}`)) };
}

/** Where two decision values differ, as "/slots/bars: [...] -> []" (objects compared key by key, lists whole). */
export function changedParts(before: unknown, after: unknown, at = '', out: string[] = []): string[] {
  const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
  if (isObject(before) && isObject(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changedParts(before[key], after[key], `${at}/${key}`, out);
    }
    return out;
  }
  out.push(`${at || '(value)'}: ${JSON.stringify(before) ?? 'undefined'} -> ${JSON.stringify(after) ?? 'undefined'}`);
  return out;
}

const full = (v: unknown): string => JSON.stringify(v) ?? 'undefined';

const thousands = (n: number) => n.toLocaleString('en-US').replace(/,/g, ' ');

export function renderDiff(report: DiffReport): string {
  const { rev, groups } = report;
  const population = `${thousands(report.factSets)} fact sets (${thousands(report.scenarios)} scenarios + ${thousands(report.generated)} generated visits), decided twice in ${(report.ms / 1000).toFixed(1)} s`;
  if (groups.length === 0) return `policy diff: no decision changes against ${rev} across ${population}`;
  const lines = [`policy diff against ${rev}: ${plural(groups.length, 'change')} across ${population}`];
  groups.forEach((g, i) => {
    lines.push(
      '',
      `${i + 1}. ${g.decision}: ${full(g.before)} -> ${full(g.after)}  [group ${g.group}, ${plural(g.count, 'fact set')}]${g.acknowledged === undefined ? '' : g.acknowledged ? '  acknowledged' : '  NOT ACKNOWLEDGED'}`,
      ...(g.before !== null && typeof g.before === 'object' && g.after !== null && typeof g.after === 'object' ? changedParts(g.before, g.after).map((c) => `   changed ${c}`) : []),
      `   for ${g.who}`,
      `   decided before: ${g.decidedBefore}`,
      `   decided after:  ${g.decidedAfter}`,
    );
    // The screen re-shuffles this change brings: part of it, nothing more to acknowledge.
    const shuffles = g.screen.reduce((n, r) => n + r.count, 0);
    if (shuffles) {
      lines.push(`   the screen re-shuffles with it (${plural(g.screen.length, 'way')}, ${plural(shuffles, 'fact set')}):`);
      const parts = new Map<string, number>();
      for (const r of g.screen) for (const c of changedParts(r.before, r.after)) parts.set(c, (parts.get(c) ?? 0) + r.count);
      for (const [c, n] of [...parts].sort((x, y) => y[1] - x[1])) lines.push(`     ${c}  (${plural(n, 'fact set')})`);
    }
    if (g.scenarios.length) lines.push(`   scenarios: ${list(g.scenarios, 4)}`);
    if (g.exampleFile) lines.push(`   example: ${g.exampleFile}`);
  });
  for (const s of report.stale ?? []) lines.push('', `stale in ${CHANGES_FILE}: ${s.decision} ${s.group} matches no change (remove it once the change has landed)`);
  return lines.join('\n');
}

/** For --json: the report without the examples' facts (they are in the files). */
export function reportJson(report: DiffReport): string {
  const { places, ...rest } = report;
  return JSON.stringify(
    { ...rest, places: { sites: places.sites, kinds: places.kinds, bands: places.bands }, groups: report.groups.map(({ example, exampleAfter: _, ...g }) => (g.exampleFile ? g : { ...g, example })) },
    null,
    2,
  );
}
