import { afterIdle, expect, sites, sharedContextTest as test } from './fixtures';
import { openApp } from './routes';

/**
 * Third-party scripts (SPEC section 7, issue 15): the tag manager and the pixel load where the
 * site config names them and bigData allows, after the first paint, async; nowhere else. The
 * demo serves stand-ins (no internet) that record they ran, and loads them only with ?thirdParty=1.
 */
test('main loads the tag manager and the pixel after the first paint, async, never blocking it', async ({ page }) => {
  await openApp(page, '/?thirdParty=1');
  await expect.poll(() => page.evaluate(() => (window as unknown as { __thirdPartyLoaded?: string[] }).__thirdPartyLoaded ?? []), { timeout: 15_000 }).toEqual(expect.arrayContaining(['tagManager', 'pixel']));
  const timing = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const scripts = [...document.querySelectorAll<HTMLScriptElement>('script[data-third-party]')].map((s) => ({ id: s.dataset.thirdParty, async: s.async, start: performance.getEntriesByName(s.src)[0]?.startTime ?? -1 }));
    return { fcp, scripts };
  });
  expect(timing.fcp).toBeGreaterThan(0);
  expect(timing.scripts.map((s) => s.id).sort()).toEqual(['pixel', 'tagManager']);
  for (const script of timing.scripts) {
    expect(script.async).toBe(true);
    expect(script.start).toBeGreaterThan(timing.fcp);
  }
});

test('no third-party script where bigData is off (EU) or inside the native app', async ({ page }) => {
  const eu = sites.find((site) => site.key === 'eu')!.id;
  // The scripts would be added when the page is first idle (whenIdle): wait for idleness, not 3 s.
  await openApp(page, `/?site=${eu}&thirdParty=1`);
  await afterIdle(page);
  await expect(page.locator('script[data-third-party]')).toHaveCount(0);
  await openApp(page, '/?inApp=android:658020&thirdParty=1');
  await afterIdle(page);
  await expect(page.locator('script[data-third-party]')).toHaveCount(0);
});
