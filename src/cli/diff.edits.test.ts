/**
 * Eight edits a compliance officer makes (issue 38, "Done when"): each, made on a copy of the
 * config in a temp dir, is reported by `policy diff` with its true audience, and `--ci` fails on
 * it until policies/CHANGES.json acknowledges its groups.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { acknowledge, cellOf, diffEngines, readScenarios, renderDiff, type DiffReport } from './diff';
import { readBundleFiles, repoRoot } from '../bundle/node';

const files = readBundleFiles();
const scenarios = readScenarios(repoRoot);
const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the config with one file's text edited (the edit must change it). */
function editedCopy(file: string, from: RegExp, to: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'diff-edit-'));
  temps.push(dir);
  for (const part of ['config', 'policies', 'schemas', 'src/generated/factsPlan.json']) {
    mkdirSync(dirname(join(dir, part)), { recursive: true });
    cpSync(join(repoRoot, part), join(dir, part), { recursive: true });
  }
  const text = readFileSync(join(dir, file), 'utf8');
  const next = text.replace(from, to);
  expect(next, `${file}: the edit changes nothing`).not.toBe(text);
  writeFileSync(join(dir, file), next);
  return dir;
}

const site = (key: string) => files.sites.find((s) => s.key === key)!.id;

/** --ci: the groups CHANGES.json does not name. */
const open = (report: DiffReport, acknowledged: DiffReport['groups']) =>
  acknowledge(report, { acknowledged: acknowledged.map((g) => ({ decision: g.decision, group: g.group, why: 'reviewed' })) }).groups.filter((g) => !g.acknowledged);

interface Edit {
  what: string;
  file: string;
  from: RegExp;
  to: string;
  decision: string;
  before: unknown;
  after: unknown;
  /** Places the change must reach: [site, path, width]. */
  reaches: Array<[string, string, number]>;
  /** The audience sentence starts so, when it is the whole of one dimension. */
  who?: RegExp;
}

const edits: Edit[] = [
  {
    what: 'KYC-upgrade cookie lifetime 12 h -> 6 h',
    file: 'policies/accountNotice.json',
    from: /"ttlHours": 12/,
    to: '"ttlHours": 6',
    decision: 'accountNotice',
    before: null,
    after: 'kycUpgrade',
    reaches: [['tr', '/tr/trade/BTC_USDT', 390], ['main', '/', 1440], ['uk', '/markets', 800]],
    who: /^all sites x all paths x all widths/,
  },
  {
    what: 'gray-tax toast window 24 h -> 12 h',
    file: 'policies/grayTaxToast.json',
    from: /"hours": 24/,
    to: '"hours": 12',
    decision: 'grayTaxToast',
    before: false,
    after: true,
    reaches: [['tr', '/tr/trade', 390], ['main', '/', 1440]],
    who: /^all sites x all paths x all widths/,
  },
  {
    what: 'Hong Kong dialog window 24 h -> 48 h',
    file: 'policies/complianceDialog.json',
    from: /("key": "hk_notice_ack_at",\s*"hours": )24/,
    to: '$148',
    decision: 'complianceDialog',
    before: 'hk',
    after: null,
    reaches: [['main', '/', 1440], ['tr', '/tr/markets', 390], ['hk', '/trade', 768]],
  },
  {
    what: 'welcome pop-up cap 4 -> 6 a day',
    file: 'policies/welcomePopup.json',
    from: /"max": 4/g,
    to: '"max": 6',
    decision: 'welcomePopup',
    before: null,
    after: 'A',
    reaches: [['tr', '/tr/markets', 390], ['main', '/', 1440]],
    who: /^all sites x all paths x all widths/,
  },
  {
    what: 'welcome pop-up cool-down 30 -> 60 minutes',
    file: 'policies/welcomePopup.json',
    from: /"minIntervalMinutes": 30/g,
    to: '"minIntervalMinutes": 60',
    decision: 'welcomePopup',
    before: 'A',
    after: null,
    reaches: [['eu', '/', 390], ['main', '/markets', 1440]],
    who: /^all sites x all paths x all widths/,
  },
  {
    what: 'referral hidden on the EU site',
    file: 'config/sites/eu.json',
    from: /"hiddenReferral": false/,
    to: '"hiddenReferral": true',
    decision: 'referral',
    before: true,
    after: false,
    reaches: [['eu', '/', 390], ['eu', '/it-eu/fee', 1440]],
    who: /^eu x all paths x all widths/,
  },
  {
    what: 'chat enabled on the UK site',
    file: 'config/sites/uk.json',
    from: /"chatroom": false/,
    to: '"chatroom": true',
    decision: 'chatroom',
    before: { available: false, autoOpen: false },
    after: { available: true, autoOpen: false },
    reaches: [['uk', '/', 1440], ['uk', '/markets', 1440]],
  },
  {
    what: 'app-download bar limited to widths <= 1024 (was 768)',
    file: 'policies/appDownloadBar.json',
    from: /768/g,
    to: '1024',
    decision: 'appDownloadBar',
    before: false,
    after: true,
    reaches: [['main', '/', 1000], ['tr', '/tr/markets', 900]],
  },
];

describe('eight compliance edits: diff reports each with its true audience, --ci fails until acknowledged', () => {
  for (const edit of edits) {
    it(edit.what, () => {
      const dir = editedCopy(edit.file, edit.from, edit.to);
      const report = { ...diffEngines(files, readBundleFiles(dir), scenarios, repoRoot), rev: 'HEAD' };
      const group = report.groups.find((g) => g.decision === edit.decision && JSON.stringify(g.before) === JSON.stringify(edit.before) && JSON.stringify(g.after) === JSON.stringify(edit.after));
      expect(group, renderDiff(report)).toBeDefined();
      for (const [key, path, width] of edit.reaches) expect(group!.cells, `${key} ${path} ${width}: ${group!.who}`).toContain(cellOf(report.places, site(key), path, width));
      if (edit.who) expect(group!.who).toMatch(edit.who);
      // --ci: nothing acknowledged fails; every group but this one still fails; all of them pass.
      expect(open(report, []).length).toBeGreaterThan(0);
      expect(open(report, report.groups.filter((g) => g !== group)).map((g) => g.group)).toEqual([group!.group]);
      expect(open(report, report.groups)).toEqual([]);
    }, 300_000);
  }
});
