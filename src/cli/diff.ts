/**
 * `policy diff [REV]`: before merging, which scenarios would decide differently? Loads the policy
 * bundle as it is at REV (default HEAD) and as it is in the working tree, replays every scenario's
 * facts (those of both trees) through both, and prints each decision that changes.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { listJson, loadEngine, readJson, repoRoot } from '../bundle/node';
import type { Engine } from '../engine';
import { short } from '../engine/evaluate';

export interface Change {
  scenario: string;
  file: string;
  decision: string;
  before: unknown;
  after: unknown;
}

const TRACKED = ['config', 'policies', 'schemas', 'scenarios', 'src/generated/factsPlan.json'];

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

function scenarios(root: string): Map<string, { name: string; facts: object }> {
  const out = new Map<string, { name: string; facts: object }>();
  for (const file of listJson(join(root, 'scenarios'))) {
    const s = readJson(file, root) as { name: string; facts: object };
    out.set(relative(root, file), s);
  }
  return out;
}

export function diffAgainst(rev: string): { changes: Change[]; compared: number } {
  const dir = checkout(rev);
  try {
    if (!existsSync(join(dir, 'policies'))) throw new Error(`${rev} has no policies/`);
    const before: Engine = loadEngine(dir);
    const after: Engine = loadEngine(repoRoot);
    const all = new Map([...scenarios(dir), ...scenarios(repoRoot)]);
    const changes: Change[] = [];
    for (const [file, s] of all) {
      let a: Record<string, unknown>;
      let b: Record<string, unknown>;
      try {
        b = before.decide(s.facts).decisions as unknown as Record<string, unknown>;
      } catch {
        b = {};
      }
      try {
        a = after.decide(s.facts).decisions as unknown as Record<string, unknown>;
      } catch {
        a = {};
      }
      for (const id of new Set([...Object.keys(a), ...Object.keys(b)])) {
        if (JSON.stringify(a[id]) !== JSON.stringify(b[id])) changes.push({ scenario: s.name, file, decision: id, before: b[id], after: a[id] });
      }
    }
    return { changes, compared: all.size };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function renderDiff(rev: string, result: { changes: Change[]; compared: number }): string {
  if (result.changes.length === 0) return `policy diff: no decision changes against ${rev} across ${result.compared} scenarios`;
  const byScenario = new Map<string, Change[]>();
  for (const c of result.changes) byScenario.set(c.file, [...(byScenario.get(c.file) ?? []), c]);
  const lines = [`policy diff against ${rev}: ${byScenario.size} of ${result.compared} scenarios decide differently`];
  for (const [file, changes] of byScenario) {
    lines.push('', `${changes[0]!.scenario}  (${file})`);
    for (const c of changes) lines.push(`  ${c.decision}: ${short(c.before, 90)}  ->  ${short(c.after, 90)}`);
  }
  return lines.join('\n');
}
