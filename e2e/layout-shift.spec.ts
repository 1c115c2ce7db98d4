import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * No layout shift while a page finishes loading (issue 15; issue 39 asks CLS 0, and home's live
 * markets once shifted 0.0009): the sum of layout-shift entries (PerformanceObserver, the CLS
 * source in Chromium) stays at 0.000 on home, a trading
 * page and the 404 page, on a phone and a desk, while the header's links, the footer, the 404
 * page's trending stories and any overlay arrive. The phone's app-download bar lands in the space
 * boot kept for it (src/bundle/barHints.ts).
 */
// CLS 0 as Lighthouse reports it (three decimals): Chromium also counts a right-aligned live
// number growing a pixel wider (its left edge moves; ~0.00003 a tick on the trading page), which
// no one sees, while home's markets card re-flowing its header was 0.0008 and fails here.
const LIMIT = 0.0005;

async function shiftAfterLoad(page: Page, path: string): Promise<{ total: number; sources: string[] }> {
  await page.addInitScript(() => {
    const state = { total: 0, sources: [] as string[] };
    (window as unknown as { __cls: typeof state }).__cls = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: unknown[] })[]) {
        if (entry.hadRecentInput) continue;
        state.total += entry.value;
        if (!entry.sources?.length) state.sources.push(`${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: (no source)`);
        // What moved, for the failure message: the element (if still in the page) and its box
        // before and after.
        for (const source of (entry.sources ?? []) as { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]) {
          const node = source.node as Element | undefined;
          const box = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
          state.sources.push(
            `${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${node?.nodeName ?? '(gone)'}.${node?.className?.toString().slice(0, 40) ?? ''} ${box(source.previousRect)} -> ${box(source.currentRect)}`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  // Everything the page asks for is in (networkidle), the footer (the last part of the shell,
  // behind the extras part of the catalog) is on the page, and two frames have painted it.
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('site-footer')).toBeAttached();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // Then a short window in which nothing may move any more (overlays decided from what came in):
  // a fixed wait on purpose, since it proves that a shift does NOT happen.
  await page.waitForTimeout(1000);
  return page.evaluate(() => (window as unknown as { __cls: { total: number; sources: string[] } }).__cls);
}

for (const width of [390, 1440]) {
  for (const path of ['/', '/tr', '/trade/BTC_USDT', '/no-such-page']) {
    test(`${path} at ${width} px shifts no more than ${LIMIT} while it loads`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      const { total, sources } = await shiftAfterLoad(page, path);
      expect(total, sources.join('\n')).toBeLessThanOrEqual(LIMIT);
      // On a phone the app-download bar did arrive above the header (into the space boot kept for
      // it), so the figure above covers its arrival.
      const bar = page.locator('[data-overlay="appDownloadBar"]');
      if (width === 390 && !path.startsWith('/trade')) {
        await expect(bar).toBeVisible();
        expect((await bar.boundingBox())!.y).toBe(0);
      } else {
        await expect(bar).toHaveCount(0);
      }
    });
  }
}

test('a phone visitor who closed the bar this session gets no space for it, and no shift', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => sessionStorage.setItem('app_download_bar_hidden', '1'));
  const { total, sources } = await shiftAfterLoad(page, '/');
  expect(total, sources.join('\n')).toBeLessThanOrEqual(LIMIT);
  await expect(page.getByTestId('screen-bars-space')).toHaveCount(0);
  await expect(page.locator('[data-overlay="appDownloadBar"]')).toHaveCount(0);
  expect((await page.getByRole('banner').boundingBox())!.y).toBe(0);
});

test('on a desk the chart keeps its height while recent trades stream in', async ({ page }) => {
  // The chart shares a grid row with the order book and the recent trades: a trades list growing
  // with the stream grew the row, and lightweight-charts re-divided its panes every second
  // (158 -> 128 -> 141 -> 154 px). The list is a box of fixed rows that scrolls instead.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/trade/BTC_USDT');
  const stage = page.locator('.chart__stage');
  await expect(page.locator('.chart__canvas canvas').first()).toBeVisible();
  const before = (await stage.boundingBox())!.height;
  const trades = page.getByTestId('recent-trades').locator('.trade-book__row:not(.trade-book__row--placeholder)');
  // More trades than the box shows without scrolling (8), so a growing list would have shown.
  await expect.poll(() => trades.count(), { timeout: 15_000 }).toBeGreaterThan(9);
  expect((await stage.boundingBox())!.height).toBe(before);
  // The box scrolls now: a keyboard reaches it (axe: scrollable-region-focusable).
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  // Legacy mode: axe.run in the page, not frame by frame and then again in a new blank page (the
  // app has no frames): the same rules and results in about two thirds of the time (overlayHelpers.ts).
  const results = await new AxeBuilder({ page }).setLegacyMode().include('[data-testid="recent-trades"]').withRules(['scrollable-region-focusable']).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
