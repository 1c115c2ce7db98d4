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
    // Streamed: the population is never held whole (only what the test looks at).
    const where = new Set<string>();
    const who = new Set<string>();
    const slice: string[] = [];
    const population = buildPopulation([engine], repoRoot, facts, scenarios.map((s) => s.file), undefined, (v) => {
      where.add(`${v.site}|${v.path}|${v.prefix}`);
      who.add(v.who);
      if (v.site === 0 && v.width === 390) slice.push(JSON.stringify(v));
    });
    const { dimensions } = population;
    console.log(`policy diff population: ${population.count} generated fact sets (${dimensions.sites.length} sites, ${dimensions.places} paths in ${dimensions.kinds} kinds, widths ${dimensions.widths.join('/')}, ${dimensions.people} kinds of user)`);
    expect(population.count).toBeGreaterThan(100_000);
    expect(population.visits).toEqual([]);
    expect(dimensions.sites).toEqual(engine.bundle.sites.map((s) => s.id));
    const on = (site: number, path: string, prefix: string) => where.has(`${site}|${path}|${prefix}`);
    expect(on(177, '/trade/BTC_USDT', 'tr')).toBe(true);
    expect(on(0, '/copytrading/trader/futures/42', 'ja')).toBe(true);
    expect(on(106, '/fee', 'it-eu')).toBe(true);
    for (const level of [0, 1, 2, 3, 4, 5]) expect(who.has(`logged in, user.verified=${level}`)).toBe(true);
    for (const flag of ['is_uk_limit', 'is_blocked_country', 'is_us_toast']) expect(who.has(`visitor, compliance.limit.${flag}=true`)).toBe(true);
    for (const trait of ['compliance.toast.is_hk_user=true', 'compliance.toast.is_withdraw_only_user=true', 'referral.agency_type=3', 'inApp=true']) {
      expect(who.has(`logged in, ${trait}`)).toBe(true);
    }
    // Pairs SPEC ranks against each other, and the caps: used up and just expired.
    expect([...who].some((w) => w.includes('compliance.limit.is_uk_limit=true + '))).toBe(true);
    expect(who.has('visitor, welcome_popup_count shown 4x today')).toBe(true);
    expect(who.has('visitor, hk_notice_ack_at 24.5 h ago')).toBe(true);
    // Time passing after each write: just before and after each lifetime and cool-down.
    expect(who.has('logged in, kyc_upgrade_notice_shown written 11.5 h ago')).toBe(true);
    expect(who.has('logged in, kyc_upgrade_notice_shown written 12.5 h ago')).toBe(true);
    expect(who.has('visitor, welcome_popup_count shown 23 min ago')).toBe(true);
    expect(who.has('visitor, welcome_popup_count shown 5x yesterday')).toBe(true);
    // Deterministic: the same bundle gives the same visits.
    const again = buildPopulation([engine], repoRoot, facts, scenarios.map((s) => s.file), (v) => v.site === 0 && v.width === 390);
    expect(again.visits.map((v) => JSON.stringify(v))).toEqual(slice);
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
