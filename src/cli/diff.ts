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
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { listJson, loadEngine, readJson, repoRoot } from '../bundle/node';
import { CHANGES_FILE } from '../bundle/files';
import type { Engine } from '../engine';
import { short } from '../engine/evaluate';
import { buildPopulation, type Population } from './population';
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
  /** Who, in the dimensions that explain it, as one sentence. */
  who: string;
  sites: string[];
  paths: string[];
  widths: number[];
  prefixes: string[];
  people: string[];
  scenarios: string[];
  /** The sentence that settled the decision for the example, before and after. */
  decidedBefore: string;
  decidedAfter: string;
  example: Facts;
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
  groups: Group[];
  /** CHANGES.json entries no group matches (with --ci). */
  stale?: PolicyChanges['acknowledged'];
}

export interface DiffOptions {
  /** Only the generated visits this keeps (tests run a slice of the matrix). */
  only?: Parameters<typeof buildPopulation>[4];
}

const TRACKED = ['config', 'policies', 'schemas', 'scenarios', 'src/generated/factsPlan.json', 'src/routeTree.gen.ts'];

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
  sites: Set<number>;
  paths: Set<string>;
  widths: Set<number>;
  prefixes: Set<string>;
  people: Set<string>;
  places: Set<string>;
  scenarios: string[];
  example: Facts;
  exampleRank: number;
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

/** Old and new engines over the scenarios and the generated population. */
export function diffEngines(before: Engine, after: Engine, scenarios: Scenario[], root: string, options: DiffOptions = {}): DiffReport {
  const started = performance.now();
  const names = scenarios.map((s) => `scenario ${s.file.replace(/^scenarios\//, '').replace(/\.json$/, '')}`);
  const population = buildPopulation([before, after], root, scenarios.map((s) => s.facts), names, options.only);
  const visits = population.visits;
  const groups = new Map<string, Acc>();
  const siteKey = new Map([...before.bundle.sites, ...after.bundle.sites].map((s) => [s.id, s.key]));
  const record = (facts: Facts, where: { scenario?: string; site?: number; path?: string; width?: number; prefix?: string; who?: string }) => {
    const b = decideJson(before, facts);
    const a = decideJson(after, facts);
    // One structural comparison of the whole answer; JSON only where it differs.
    if (same(b, a)) return;
    for (const id of new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])) {
      if (same(b?.[id], a?.[id])) continue;
      const bv = JSON.stringify(b?.[id]) ?? 'undefined';
      const av = JSON.stringify(a?.[id]) ?? 'undefined';
      if (bv === av) continue;
      const key = `${id}\n${bv}\n${av}`;
      let acc = groups.get(key);
      if (!acc) {
        acc = { decision: id, before: bv, after: av, count: 0, sites: new Set(), paths: new Set(), widths: new Set(), prefixes: new Set(), people: new Set(), places: new Set(), scenarios: [], example: facts, exampleRank: 9 };
        groups.set(key, acc);
      }
      acc.count++;
      // The plainest example: a visitor, then a logged-in user, then anyone, then a scenario.
      const rank = where.scenario ? 3 : where.who === 'visitor' ? 0 : where.who === 'logged in' ? 1 : 2;
      if (rank < acc.exampleRank) {
        acc.example = facts;
        acc.exampleRank = rank;
      }
      if (where.scenario) {
        acc.scenarios.push(where.scenario);
        continue;
      }
      acc.sites.add(where.site!);
      acc.paths.add(where.path!);
      acc.widths.add(where.width!);
      acc.prefixes.add(where.prefix!);
      acc.people.add(where.who!);
      acc.places.add(`${where.site}|${where.path}|${where.prefix}|${where.width}`);
    }
  };
  for (const s of scenarios) record(s.facts, { scenario: s.file });
  for (const v of visits) record(v.facts, v);
  const ms = performance.now() - started;

  // Who had the old value at each group's places: "all users" is all of them.
  const byPlace = new Map<string, Acc[]>();
  for (const acc of groups.values()) for (const place of acc.places) byPlace.set(place, [...(byPlace.get(place) ?? []), acc]);
  const eligible = new Map<Acc, Set<string>>([...groups.values()].map((acc) => [acc, new Set<string>()]));
  for (const v of visits) {
    const here = byPlace.get(`${v.site}|${v.path}|${v.prefix}|${v.width}`);
    if (!here) continue;
    const b = decideJson(before, v.facts);
    for (const acc of here) if ((JSON.stringify(b?.[acc.decision]) ?? 'undefined') === acc.before) eligible.get(acc)!.add(v.who);
  }
  const allWidths = [...new Set(visits.map((v) => v.width))].sort((a, b) => a - b);
  const allSites = new Set(visits.map((v) => v.site));

  const out: Group[] = [];
  for (const acc of groups.values()) {
    const explain = (engine: Engine): string => {
      try {
        return engine.decide(acc.example, { explain: true }).trace?.[acc.decision]?.summary ?? '(no such decision)';
      } catch (err) {
        return `(not decided: ${err instanceof Error ? err.message : String(err)})`;
      }
    };
    const plainFirst = (a: string, b: string) => a.length - b.length || a.localeCompare(b);
    const sites = [...acc.sites].sort((a, b) => a - b).map((id) => siteKey.get(id as never) ?? String(id));
    const group: Group = {
      group: groupId(acc.decision, acc.before, acc.after),
      decision: acc.decision,
      before: acc.before === 'undefined' ? undefined : JSON.parse(acc.before),
      after: acc.after === 'undefined' ? undefined : JSON.parse(acc.after),
      count: acc.count,
      who: '',
      sites,
      paths: [...acc.paths].sort(),
      widths: [...acc.widths].sort((a, b) => a - b),
      prefixes: [...acc.prefixes].sort(),
      people: [...acc.people].sort(plainFirst),
      scenarios: acc.scenarios,
      decidedBefore: explain(before),
      decidedAfter: explain(after),
      example: acc.example,
    };
    group.who = describe(group, { allSites: allSites.size, allWidths, eligible: eligible.get(acc)! });
    out.push(group);
  }
  out.sort((a, b) => a.decision.localeCompare(b.decision) || b.count - a.count);
  return { rev: '', factSets: scenarios.length + visits.length, scenarios: scenarios.length, generated: visits.length, ms, dimensions: population.dimensions, groups: out };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function list(items: string[], max = 5): string {
  return items.length <= max ? items.join(', ') : `${items.slice(0, max).join(', ')} and ${items.length - max} more`;
}

/** Widths as the rules see them: "widths <= 768", "widths >= 769", "all widths", or a list. */
function widthsText(widths: number[], all: number[]): string {
  if (widths.length === all.length) return 'all widths';
  const below = all.filter((w) => w <= widths.at(-1)!);
  const above = all.filter((w) => w >= widths[0]!);
  if (widths.join() === below.join()) return `widths <= ${widths.at(-1)}`;
  if (widths.join() === above.join()) return `widths >= ${widths[0]}`;
  return `widths ${widths.join(', ')}`;
}

/** "2 sites x 1 path x widths <= 768 x all users: main, tr; path /help; with or without a locale prefix". */
function describe(g: Pick<Group, 'sites' | 'paths' | 'widths' | 'prefixes' | 'people' | 'scenarios'>, all: { allSites: number; allWidths: number[]; eligible: Set<string> }): string {
  if (g.sites.length === 0) return `only in ${plural(g.scenarios.length, 'scenario')}: ${list(g.scenarios, 3)}`;
  const missing = [...all.eligible].filter((w) => !g.people.includes(w)).sort();
  const who =
    missing.length === 0
      ? 'all users'
      : missing.length <= 4
        ? `all users but ${missing.join('; ')}`
        : g.people.length <= 6
          ? g.people.join('; ')
          : `${g.people.length} of the ${all.eligible.size} kinds of user seen there with the old value (e.g. ${g.people.slice(0, 3).join('; ')})`;
  const sites = g.sites.length === all.allSites ? `all ${all.allSites} sites` : plural(g.sites.length, 'site');
  const prefixes = g.prefixes.includes('') ? (g.prefixes.length > 1 ? 'with or without a locale prefix' : 'without a locale prefix') : `with the prefix ${g.prefixes.join(', ')}`;
  const head = `${sites} x ${plural(g.paths.length, 'path')} x ${widthsText(g.widths, all.allWidths)} x ${who}`;
  const detail = [
    g.sites.length === all.allSites ? '' : list(g.sites, 12),
    `${g.paths.length === 1 ? 'path' : 'paths'} ${list(g.paths, 6)}`,
    prefixes,
    g.scenarios.length ? `and ${plural(g.scenarios.length, 'scenario')}` : '',
  ].filter(Boolean);
  return `${head}: ${detail.join('; ')}`;
}

export function diffAgainst(rev: string, options: DiffOptions = {}): DiffReport {
  const dir = checkout(rev);
  try {
    if (!existsSync(join(dir, 'policies'))) throw new Error(`${rev} has no policies/`);
    const before = loadEngine(dir);
    const after = loadEngine(repoRoot);
    const byFile = new Map<string, Scenario>();
    for (const s of [...readScenarios(dir), ...readScenarios(repoRoot)]) byFile.set(s.file, s);
    return { ...diffEngines(before, after, [...byFile.values()], repoRoot, options), rev };
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
  out.push(`${at || '(value)'}: ${short(before, 70)} -> ${short(after, 70)}`);
  return out;
}

const thousands = (n: number) => n.toLocaleString('en-US').replace(/,/g, ' ');

export function renderDiff(report: DiffReport): string {
  const { rev, groups } = report;
  const population = `${thousands(report.factSets)} fact sets (${thousands(report.scenarios)} scenarios + ${thousands(report.generated)} generated visits), decided twice in ${(report.ms / 1000).toFixed(1)} s`;
  if (groups.length === 0) return `policy diff: no decision changes against ${rev} across ${population}`;
  const lines = [`policy diff against ${rev}: ${plural(groups.length, 'change')} across ${population}`];
  groups.forEach((g, i) => {
    lines.push(
      '',
      `${i + 1}. ${g.decision}: ${short(g.before, 90)} -> ${short(g.after, 90)}  [group ${g.group}, ${plural(g.count, 'fact set')}]${g.acknowledged === undefined ? '' : g.acknowledged ? '  acknowledged' : '  NOT ACKNOWLEDGED'}`,
      ...(g.before !== null && typeof g.before === 'object' && g.after !== null && typeof g.after === 'object' ? changedParts(g.before, g.after).slice(0, 4).map((c) => `   changed ${c}`) : []),
      `   for ${g.who}`,
      `   decided before: ${g.decidedBefore}`,
      `   decided after:  ${g.decidedAfter}`,
    );
    if (g.scenarios.length) lines.push(`   scenarios: ${list(g.scenarios, 4)}`);
    if (g.exampleFile) lines.push(`   example: ${g.exampleFile}`);
  });
  for (const s of report.stale ?? []) lines.push('', `stale in ${CHANGES_FILE}: ${s.decision} ${s.group} matches no change (remove it once the change has landed)`);
  return lines.join('\n');
}

/** For --json: the report without the examples' facts (they are in the files). */
export function reportJson(report: DiffReport): string {
  return JSON.stringify({ ...report, groups: report.groups.map(({ example, ...g }) => (g.exampleFile ? g : { ...g, example })) }, null, 2);
}
