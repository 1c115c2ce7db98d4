import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { diffAgainst, renderDiff } from './diff';
import { repoRoot } from '../bundle/node';

const inGit = (() => {
  try {
    execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('policy diff', () => {
  it.runIf(inGit)('replays every scenario against HEAD', () => {
    const result = diffAgainst('HEAD');
    expect(result.compared).toBeGreaterThanOrEqual(40);
  });

  it('prints each changed decision under its scenario, for a reviewer', () => {
    const text = renderDiff('main', {
      compared: 50,
      changes: [{ scenario: 'UK visitor on a phone', file: 'scenarios/uk.json', decision: 'appDownloadBar', before: false, after: true }],
    });
    expect(text).toBe('policy diff against main: 1 of 50 scenarios decide differently\n\nUK visitor on a phone  (scenarios/uk.json)\n  appDownloadBar: false  ->  true');
    expect(renderDiff('HEAD', { compared: 3, changes: [] })).toBe('policy diff: no decision changes against HEAD across 3 scenarios');
  });
});
