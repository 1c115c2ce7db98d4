import { describe, expect, it } from 'vitest';
import { buildPopulation, readsOf, routeTable } from './population';
import { readScenarios } from './diff';
import { readBundleFiles, repoRoot } from '../bundle/node';
import { createEngineFromFiles, type BundleFiles } from '../engine';

const files = readBundleFiles();
const engine = createEngineFromFiles(files);
const scenarios = readScenarios(repoRoot);
const facts = scenarios.map((s) => s.facts);

describe('the population policy diff runs over', () => {
  it('is derived from what the policies read, and widens by itself with a new rule', () => {
    const copy = structuredClone(files) as BundleFiles;
    const bar = copy.policies.find((p) => p.id === 'kycBar') as unknown as { rule: { all: unknown[] } };
    bar.rule.all.push({ id: 'wide', says: 'a new breakpoint', when: { '>=': [{ var: 'viewport.width' }, 992] } });
    bar.rule.all.push({ id: 'not-on-earn', says: 'a new path', when: { '!': { pathStartsWith: [{ var: 'route.path' }, ['/earn-more']] } } });
    const before = buildPopulation([engine], repoRoot, facts, [], (v) => v.site === 0 && v.path === '/');
    const after = buildPopulation([engine, createEngineFromFiles(copy)], repoRoot, facts, [], (v) => v.site === 0);
    expect(before.dimensions.widths).toEqual([390, 767, 768, 769, 1440]);
    expect(after.dimensions.widths).toEqual([390, 767, 768, 769, 991, 992, 993, 1440]);
    expect(after.dimensions.peopleWidths).toEqual([390, 768, 769, 992, 1440]);
    expect(after.visits.some((v) => v.path === '/earn-more' && v.width === 992)).toBe(true);
    expect(after.visits.some((v) => v.path === '/earn-more/sample')).toBe(true);
  });

  it('covers every site, route and locale prefix, each KYC level, each compliance flag, each cap', () => {
    const population = buildPopulation([engine], repoRoot, facts, scenarios.map((s) => s.file));
    const { visits, dimensions } = population;
    console.log(`policy diff population: ${visits.length} generated fact sets (${dimensions.sites.length} sites, ${dimensions.places} paths, widths ${dimensions.widths.join('/')}, ${dimensions.people} kinds of user)`);
    expect(visits.length).toBeGreaterThan(100_000);
    expect(dimensions.sites).toEqual(engine.bundle.sites.map((s) => s.id));
    const on = (site: number, path: string, prefix: string) => visits.some((v) => v.site === site && v.path === path && v.prefix === prefix);
    expect(on(177, '/trade/BTC_USDT', 'tr')).toBe(true);
    expect(on(0, '/copytrading/trader/futures/42', 'ja')).toBe(true);
    expect(on(106, '/fee', 'it-eu')).toBe(true);
    const who = new Set(visits.map((v) => v.who));
    for (const level of [0, 1, 2, 3, 4, 5]) expect(who.has(`logged in, user.verified=${level}`)).toBe(true);
    for (const flag of ['is_uk_limit', 'is_blocked_country', 'is_us_toast']) expect(who.has(`visitor, compliance.limit.${flag}=true`)).toBe(true);
    for (const trait of ['compliance.toast.is_hk_user=true', 'compliance.toast.is_withdraw_only_user=true', 'referral.agency_type=3', 'inApp=true']) {
      expect(who.has(`logged in, ${trait}`)).toBe(true);
    }
    // Pairs SPEC ranks against each other, and the caps: used up and just expired.
    expect([...who].some((w) => w.includes('compliance.limit.is_uk_limit=true + '))).toBe(true);
    expect(who.has('visitor, welcome_popup_count shown 4x today')).toBe(true);
    expect(who.has('visitor, hk_notice_ack_at 24.5 h ago')).toBe(true);
    // Deterministic: the same bundle gives the same visits.
    const again = buildPopulation([engine], repoRoot, facts, scenarios.map((s) => s.file), (v) => v.site === 0 && v.width === 390);
    expect(JSON.stringify(again.visits)).toBe(JSON.stringify(visits.filter((v) => v.site === 0 && v.width === 390)));
  });

  it('reads the route table with sample parameters, and what each policy reads', () => {
    const routes = routeTable(repoRoot, ['/alpha/PEPE']);
    expect(routes).toContain('/alpha/PEPE');
    expect(routes).toContain('/help');
    expect(routes.some((r) => r.includes('$'))).toBe(false);
    const reads = readsOf(engine.bundle);
    const bar = reads.policies.find((p) => p.id === 'appDownloadBar')!;
    expect([...bar.scope.reads]).toEqual(expect.arrayContaining(['viewport.width', 'inApp', 'user.country']));
    expect([...bar.scope.paths]).toEqual(expect.arrayContaining(['/login', '/trade']));
  });
});
