import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { everyBar, expectedBars, type BarVisit } from './barHints';
import { computeBarHints } from './barHintsBuild';
import { loadEngine, repoRoot } from './node';

const engine = loadEngine();
const hints = computeBarHints(engine, engine.bundle.sites.map((site) => site.id));
const siteId = (key: string) => engine.bundle.sites.find((site) => site.key === key)!.id;
const visit = (over: Partial<BarVisit>): BarVisit => ({ site: siteId('main'), path: '/', width: 390, inApp: false, has: () => false, ...over });

/** Every path of the route table, parameters filled with a sample value. */
const routePaths = [
  ...new Set(
    [...readFileSync(join(repoRoot, 'src/routeTree.gen.ts'), 'utf8').matchAll(/^ {2}'(\/\{-\$locale\}[^']*)': typeof/gm)].map(
      ([, path]) => path!.replace('/{-$locale}', '').replace(/\$\w+/g, 'BTC_USDT').replace(/\/$/, '') || '/',
    ),
  ),
];

describe('bar hints (issue 15: the bars space at the first paint)', () => {
  it('everyBar lists each bar a site may reserve anywhere (the prerendered shell keeps them all)', () => {
    const all = everyBar(hints[siteId('main')]);
    for (const path of routePaths) for (const width of [390, 800, 1440]) {
      for (const id of expectedBars(hints, visit({ path, width }))) expect(all).toContain(id);
    }
    expect(new Set(all).size).toBe(all.length);
    expect(everyBar(undefined)).toEqual([]);
  });

  it('a phone visitor on main expects the app-download bar on home and a 404, none on trading or sign-up pages', () => {
    expect(expectedBars(hints, visit({}))).toEqual(['appDownloadBar']);
    expect(expectedBars(hints, visit({ path: '/no-such-page' }))).toEqual(['appDownloadBar']);
    expect(expectedBars(hints, visit({ path: '/trade/BTC_USDT' }))).toEqual([]);
    expect(expectedBars(hints, visit({ path: '/signup' }))).toEqual([]);
    expect(expectedBars(hints, visit({ path: '/price/BTC' }))).toEqual([]);
  });

  it('a desk, the app, a closed bar and a site without the bar expect nothing', () => {
    expect(expectedBars(hints, visit({ width: 1440 }))).toEqual([]);
    expect(expectedBars(hints, visit({ inApp: true }))).toEqual([]);
    expect(expectedBars(hints, visit({ has: (area, key) => area === 'sessionStorage' && key === 'app_download_bar_hidden' }))).toEqual([]);
    expect(expectedBars(hints, visit({ site: siteId('us') }))).toEqual([]);
    expect(expectedBars(hints, visit({ site: 999 }))).toEqual([]);
  });

  it('the dimensions come from the policies: the widths they compare and the storage keys they read', () => {
    expect(hints[siteId('main')]!.bands.map(([max]) => max)).toEqual([768, Number.MAX_SAFE_INTEGER]);
    expect(hints[siteId('main')]!.keys).toContain('sessionStorage:app_download_bar_hidden');
  });

  it('agrees with the engine on every route of every site at phone and desk widths, for a visitor the server has not answered yet', () => {
    let compared = 0;
    for (const site of engine.bundle.sites) {
      for (const width of [360, 390, 768, 769, 1024, 1440]) {
        for (const path of routePaths) {
          const screen = engine.decide({ site: site.id, path, search: '', viewport: { width }, inApp: false, storage: { cookies: {}, localStorage: {}, sessionStorage: {} } }).decisions
            .screen;
          const actual = (screen?.slots.bars ?? []).map((holder) => holder.id);
          expect(expectedBars(hints, { site: site.id, path, width, inApp: false, has: () => false }), `${site.key} ${path} at ${width}px`).toEqual(actual);
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(12 * 6 * 80);
  });
});
