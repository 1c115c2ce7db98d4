import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEngine, readBundleFileMap, repoRoot } from '../bundle/node';
import { GUIDE_FILE, withStorageKeys } from './guide';
import { storageKeys } from '../engine/check/storageKeys';
import type { Clause, Policy } from '../generated/types/policy';
import { parseCommand, UsageError } from './args';
import { renderPolicy, renderPolicyDocs } from './show';
import { fillSays } from '../engine/explain/says';

const { bundle } = loadEngine();

/** Every clause of a rule-bearing object, nested ones included. */
function clausesOf(node: unknown): Clause[] {
  if (Array.isArray(node)) return node.flatMap(clausesOf);
  if (!node || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  const own = typeof record.id === 'string' && typeof record.says === 'string' && ('when' in record || 'use' in record || 'throttle' in record || 'all' in record || 'any' in record || 'none' in record) ? [record as Clause] : [];
  return [...own, ...Object.entries(record).filter(([key]) => key !== 'when').flatMap(([, value]) => clausesOf(value))];
}

describe('policy show and policy docs (issue 16, part 5)', () => {
  it('renders every clause of every policy: its sentence and its id, and the shared conditions it uses', () => {
    for (const policy of bundle.policies as Policy[]) {
      const text = renderPolicy(policy, bundle);
      expect(text.startsWith(`## ${policy.id}\n\n${policy.description}`)).toBe(true);
      for (const clause of clausesOf(policy)) {
        expect(text, `${policy.id}: ${clause.id}`).toContain(`${fillSays(clause.says, clause)} [${clause.id}]`);
        if (clause.use) expect(text).toContain(`the shared condition "${clause.use}"`);
      }
    }
  });

  it('says a boolean policy in plain words, with the exact test under each sentence', () => {
    const text = renderPolicy(bundle.policies.find((p) => p.id === 'appDownloadBar') as Policy, bundle);
    expect(text).toContain('Yes when all of these hold:');
    expect(text).toContain('  - the viewport is at most 768px wide [phone-width]\n    `{"<=":[{"var":"viewport.width"},768]}`');
    expect(text).toContain('the shared condition "ukLimited" does not hold');
    expect(text).toContain('Otherwise no.');
  });

  it("fills a sentence's placeholders from its clause, so an edited number shows at once (issue 38)", () => {
    const policy = structuredClone(bundle.policies.find((p) => p.id === 'accountNotice')) as Policy;
    const clause = policy.options![1]!.rule.all![3]!;
    expect(renderPolicy(policy, bundle)).toContain('- the 12-hour KYC-upgrade cookie is absent [twelve-hour-cookie-absent]: cap: the cookie kyc_upgrade_notice_shown is absent (written for 12 h when shown)');
    clause.throttle!.ttlHours = 6;
    const text = renderPolicy(policy, bundle);
    expect(text).toContain('- the 6-hour KYC-upgrade cookie is absent [twelve-hour-cookie-absent]: cap: the cookie kyc_upgrade_notice_shown is absent (written for 6 h when shown)');
    expect(text).toContain('(a user asked to upgrade KYC sees the upgrade notice at most every 6 hours)');
  });

  it('docs/compliance-guide.md lists every storage key of the policies, generated and current (issue 38)', () => {
    const guide = readFileSync(join(repoRoot, GUIDE_FILE), 'utf8');
    expect(guide, 'run `npm run -s policy -- docs` and commit docs/compliance-guide.md').toBe(withStorageKeys(guide, storageKeys(readBundleFileMap())));
    expect(guide).toContain('| localStorage | `hk_notice_ack_at` | a time in milliseconds since 1970');
    expect(withStorageKeys(guide, [])).not.toContain('hk_notice_ack_at');
  });

  it('docs/policies.md is generated from the files and current', () => {
    expect(readFileSync(join(repoRoot, 'docs/policies.md'), 'utf8'), 'run `npm run -s policy -- docs` and commit docs/policies.md').toBe(renderPolicyDocs(bundle));
  });

  it('parses show, docs, test and coverage strictly', () => {
    expect(parseCommand(['show', 'kycBar'])).toEqual({ command: 'show', id: 'kycBar' });
    expect(parseCommand(['docs'])).toEqual({ command: 'docs', check: false });
    expect(parseCommand(['docs', '--check'])).toEqual({ command: 'docs', check: true });
    expect(() => parseCommand(['show'])).toThrow(UsageError);
    expect(() => parseCommand(['show', 'a', 'b'])).toThrow(UsageError);
    expect(() => parseCommand(['docs', 'x'])).toThrow(UsageError);
    expect(parseCommand(['test'])).toEqual({ command: 'test' });
    expect(parseCommand(['coverage'])).toEqual({ command: 'coverage' });
    expect(() => parseCommand(['coverage', '--json'])).toThrow(UsageError);
  });
});
