import { describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { acknowledge, changedParts, diffEngines, readChanges, readScenarios, renderDiff, writeExamples, type DiffReport } from './diff';
import { readBundleFiles, repoRoot } from '../bundle/node';
import { createEngineFromFiles, type BundleFiles } from '../engine';
import { placesFrom } from './population';
import { SchemaSet } from './check/schemas';

const files = readBundleFiles();
const scenarios = readScenarios(repoRoot);

/** The bundle with one policy edited (a deep copy: the original stays as it is). */
function edited(id: string, edit: (policy: Record<string, unknown>) => void): BundleFiles {
  const copy = structuredClone(files) as BundleFiles;
  const policy = copy.policies.find((p) => p.id === id) as unknown as Record<string, unknown>;
  edit(policy);
  return copy;
}

/** Every array in the policy that lists "/login": the app bar's hidden paths. */
function addHiddenPath(node: unknown, path: string): void {
  if (Array.isArray(node)) {
    if (node.includes('/login')) node.push(path);
    else for (const item of node) addHiddenPath(item, path);
  } else if (node && typeof node === 'object') for (const v of Object.values(node)) addHiddenPath(v, path);
}

// Slices of the matrix keep the tests quick (the whole of it runs in `policy diff`).
const only = (v: { site: number; path: string }) => [0, 177, 71].includes(v.site) && (v.path.startsWith('/help') || v.path === '/');

describe('policy diff over the population', () => {
  it('finds what the scenarios alone miss: /help added to the app bar hidden paths hides it for every phone visitor to /help on main and Turkey', () => {
    const after = edited('appDownloadBar', (p) => addHiddenPath(p.rule, '/help'));
    const report = diffEngines(files, after, scenarios, repoRoot, { only });
    expect(report.generated).toBeGreaterThan(5_000);
    const bar = report.groups.find((g) => g.decision === 'appDownloadBar')!;
    expect(bar).toMatchObject({ before: true, after: false, sites: ['main', 'tr'], scenarios: [] });
    expect(bar.paths).toContain('/help');
    expect(bar.paths.every((p) => p.startsWith('/help'))).toBe(true);
    expect(bar.widths.every((w) => w <= 768)).toBe(true);
    expect(bar.who).toMatch(/^main, tr x 2 kinds of page \(\/help, \/help\/sample\) x widths <= 768; who: /);
    expect(bar.decidedBefore).toBe('all 9 conditions held');
    expect(bar.decidedAfter).toContain('path /help starts with /help');
    // The screen loses the bar too: a re-shuffle under the bar's change, not a group of its own.
    expect(new Set(report.groups.map((g) => g.decision))).toEqual(new Set(['appDownloadBar']));
    expect(bar.screen.some((r) => changedParts(r.before, r.after).join() === '/slots/bars: [{"id":"appDownloadBar"}] -> []')).toBe(true);
    expect(renderDiff({ ...report, rev: 'HEAD' })).toContain('the screen re-shuffles with it');
  });

  it('the same config decides the same everywhere', () => {
    const report = diffEngines(files, structuredClone(files), scenarios, repoRoot, { only: (v) => v.site === 0 && v.width === 390 });
    expect(report.groups).toEqual([]);
    expect(renderDiff({ ...report, rev: 'HEAD' })).toMatch(/^policy diff: no decision changes against HEAD across [\d ]+ fact sets \(251 scenarios \+ [\d ]+ generated visits\)/);
  });

  it('a shorter cap shows a banner again: the throttle states around the scenarios reach it', () => {
    const after = edited('alphaBanner', (p) => {
      const walk = (n: unknown): void => {
        if (Array.isArray(n)) n.forEach(walk);
        else if (n && typeof n === 'object') {
          const o = n as Record<string, unknown>;
          if (o.type === 'hoursSinceStamp' && o.hours === 24) o.hours = 12;
          Object.values(o).forEach(walk);
        }
      };
      walk(p);
    });
    const report = diffEngines(files, after, scenarios, repoRoot, { only: (v) => v.site === 0 && v.path.startsWith('/alpha') });
    const banner = report.groups.find((g) => g.decision === 'alphaBanner')!;
    expect(banner).toMatchObject({ before: false, after: true });
    expect(banner.people.some((who) => who.includes('alpha_banner_closed_at 12.5 h ago'))).toBe(true);
    // Every site, every width: the banner reads neither.
    expect(banner.who).toMatch(/^all sites x 2 kinds of page \(\/alpha, \/alpha\/PEPE\) x all widths/);
    expect(banner.decidedBefore).toContain('needs 24 h');
  });

  it('writes one example per group as a scenario the new config passes', () => {
    const after = edited('appDownloadBar', (p) => addHiddenPath(p.rule, '/help'));
    const report = { ...diffEngines(files, after, scenarios, repoRoot, { only: (v) => v.site === 0 && v.width === 390 && v.path.startsWith('/help') }), rev: 'HEAD' };
    const dir = mkdtempSync(join(tmpdir(), 'diff-examples-'));
    try {
      writeFileSync(join(dir, '99-stale-example.json'), '{}');
      writeExamples(report, dir);
      const written = readdirSync(dir).sort();
      expect(written).toHaveLength(report.groups.length);
      const validate = new SchemaSet(join(repoRoot, 'schemas')).validatorFor('scenario.schema.json')!;
      for (const file of written) {
        const example = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { facts: object; expect: Record<string, unknown> };
        expect(validate(example), JSON.stringify(validate.errors)).toBe(true);
        const decisions = createEngineFromFiles(after).decide(example.facts).decisions as unknown as Record<string, unknown>;
        for (const [id, value] of Object.entries(example.expect)) expect(decisions[id]).toEqual(value);
      }
      expect(renderDiff(report)).toContain(`example: ${report.groups[0]!.exampleFile}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('policy diff --ci and policies/CHANGES.json', () => {
  const report: DiffReport = {
    rev: 'main',
    factSets: 1000,
    scenarios: 10,
    generated: 990,
    ms: 1234,
    dimensions: { sites: [0], places: 1, paths: 1, widths: [390], peopleWidths: [390], people: 1, kinds: 1 },
    places: placesFrom({ sites: [0], kinds: ['/'], bands: [390], points: [], named: [], prefixes: [] }),
    groups: [
      {
        group: '952aaa32',
        decision: 'appDownloadBar',
        before: true,
        after: false,
        count: 244,
        who: 'main, tr x 1 kind of page (/help) x widths <= 768; who: visitor; logged in',
        sites: ['main', 'tr'],
        paths: ['/help'],
        widths: [390, 768],
        cells: ['0|0|0'],
        people: ['visitor', 'logged in'],
        scenarios: [],
        screen: [],
        decidedBefore: 'all 9 conditions held',
        decidedAfter: '"the page is not one where the bar is hidden" does not hold',
        example: {},
      },
    ],
  };

  it('prints each group with who, the deciding clauses and the count, for a reviewer', () => {
    expect(renderDiff(report)).toBe(
      [
        'policy diff against main: 1 change across 1 000 fact sets (10 scenarios + 990 generated visits), decided twice in 1.2 s',
        '',
        '1. appDownloadBar: true -> false  [group 952aaa32, 244 fact sets]',
        '   for main, tr x 1 kind of page (/help) x widths <= 768; who: visitor; logged in',
        '   decided before: all 9 conditions held',
        '   decided after:  "the page is not one where the bar is hidden" does not hold',
      ].join('\n'),
    );
  });

  it('a group is acknowledged by its decision and id; an entry matching nothing is stale', () => {
    const acked = acknowledge(report, { acknowledged: [{ decision: 'appDownloadBar', group: '952aaa32', why: 'SPEC 4: no app bar on help pages' }] });
    expect(acked.groups[0]!.acknowledged).toBe(true);
    expect(acked.stale).toEqual([]);
    const open = acknowledge(report, { acknowledged: [{ decision: 'kycBar', group: '00000000', why: 'old' }] });
    expect(open.groups[0]!.acknowledged).toBe(false);
    expect(open.stale).toHaveLength(1);
    const text = renderDiff(open);
    expect(text).toContain('NOT ACKNOWLEDGED');
    expect(text).toContain('stale in policies/CHANGES.json: kycBar 00000000 matches no change');
  });

  it('the repository file is valid; a malformed one names the file and the pointer', () => {
    expect(readChanges().acknowledged).toEqual(expect.any(Array));
    const root = mkdtempSync(join(tmpdir(), 'diff-changes-'));
    try {
      cpSync(join(repoRoot, 'schemas'), join(root, 'schemas'), { recursive: true });
      mkdirSync(join(root, 'policies'));
      writeFileSync(join(root, 'policies/CHANGES.json'), JSON.stringify({ acknowledged: [{ decision: 'kycBar', group: 'not-a-hash', why: 'x' }] }));
      expect(() => readChanges(root)).toThrow(/^policies\/CHANGES\.json \/acknowledged\/0\/group: /);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
