/**
 * Each decision is decided on its own (issue 37): one whose evaluation fails takes its policy's
 * fail-safe value (`onError`) and is reported, and the others, compliance included, stand.
 */
import { describe, expect, it } from 'vitest';
import { readBundleFiles } from '../bundle/node';
import { createEngineFromFiles, fallbackOf } from './index';

/** The repository's bundle with some policies' rules replaced by one that throws when evaluated. */
function engineWithBroken(ids: readonly string[]) {
  const files = readBundleFiles();
  const policies = files.policies.map((policy) => {
    if (!ids.includes(policy.id)) return policy;
    const broken = { all: [{ id: 'broken', says: 'a condition that does not exist', use: 'noSuchCondition' }] };
    if (policy.kind === 'boolean') return { ...policy, rule: broken } as typeof policy;
    if (policy.kind === 'first') return { ...policy, options: policy.options!.map((o) => ({ ...o, rule: broken })) } as typeof policy;
    return policy;
  });
  return createEngineFromFiles({ ...files, policies });
}

const restrictedVisitor = { site: 0, route: { path: '/futures/USDT/BTC_USDT' }, compliance: { limit: { limit_country: 'US' } } };

describe('a decision that fails', () => {
  it('takes its fail-safe value and the other decisions stand', () => {
    const healthy = createEngineFromFiles(readBundleFiles()).decide(restrictedVisitor);
    const { decisions, errors } = engineWithBroken(['kycBar', 'withdrawOnlyPrompt']).decide(restrictedVisitor);
    expect(errors.map((e) => e.decision).sort()).toEqual(['kycBar', 'withdrawOnlyPrompt']);
    expect(errors[0]!.message).toMatch(/unknown condition noSuchCondition/);
    expect(decisions.withdrawOnlyPrompt).toBe(false);
    expect(decisions.kycBar).toBe(false);
    // Compliance, decided on its own, still sends the restricted visitor away.
    expect(decisions.complianceRedirect).toBe('restricted');
    expect(healthy.errors).toEqual([]);
    const { kycBar: _k, withdrawOnlyPrompt: _w, screen: _s, ...rest } = decisions as unknown as Record<string, unknown>;
    const { kycBar: _k2, withdrawOnlyPrompt: _w2, screen: _s2, ...healthyRest } = healthy.decisions as unknown as Record<string, unknown>;
    expect(rest).toEqual(healthyRest);
  });

  it('the compliance redirect fails closed: a visitor is sent to the restricted page rather than let through', () => {
    const { decisions, errors } = engineWithBroken(['complianceRedirect']).decide(restrictedVisitor);
    expect(errors.map((e) => e.decision)).toEqual(['complianceRedirect']);
    expect(decisions.complianceRedirect).toBe('restricted');
  });

  it('with explain, the failure is reported the same way and the trace lacks only that decision', () => {
    const { decisions, errors, trace } = engineWithBroken(['kycBar']).decide(restrictedVisitor, { explain: true });
    expect(errors.map((e) => e.decision)).toEqual(['kycBar']);
    expect(decisions.kycBar).toBe(false);
    expect(trace?.kycBar).toBeUndefined();
    expect(trace?.complianceRedirect).toBeDefined();
  });

  it('every policy reading a compliance fact declares its fail-safe value', () => {
    const files = readBundleFiles();
    const declared = files.policies.filter((p) => p.onError).map((p) => p.id);
    expect(declared).toEqual(expect.arrayContaining(['complianceRedirect', 'complianceDialog', 'withdrawOnlyPrompt', 'regionBar', 'depositDrawer']));
    for (const policy of files.policies) if (policy.onError) expect(fallbackOf(policy)).toEqual(policy.onError.value);
  });
});
