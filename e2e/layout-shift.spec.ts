import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * No layout shift while a page finishes loading (issue 15): the sum of layout-shift entries
 * (PerformanceObserver, the CLS source in Chromium) stays at or under 0.02 on home, a trading
 * page and the 404 page, on a phone and a desk, while the header's links, the footer, the 404
 * page's trending stories and any overlay arrive.
 */
const LIMIT = 0.02;

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
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2500);
  return page.evaluate(() => (window as unknown as { __cls: { total: number; sources: string[] } }).__cls);
}

for (const width of [390, 1440]) {
  for (const path of ['/', '/trade/BTC_USDT', '/no-such-page']) {
    test(`${path} at ${width} px shifts no more than ${LIMIT} while it loads`, async ({ page }) => {
      // Known and open (issue 15): on a phone on main, the app-download bar arrives above the
      // header once the engine and the compliance call have decided, and pushes the page down
      // (about 0.064). Its space has to be reserved at boot from a decision computed without the
      // engine chunk; until then these two stay marked.
      test.fixme(width === 390 && path !== '/trade/BTC_USDT', 'the app-download bar pushes the page down on arrival (about 0.064)');
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      const { total, sources } = await shiftAfterLoad(page, path);
      expect(total, sources.join('\n')).toBeLessThanOrEqual(LIMIT);
    });
  }
}
