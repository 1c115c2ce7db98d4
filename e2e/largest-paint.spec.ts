import { expect, test } from './fixtures';

/**
 * Issue 39, "Speed, kept": the largest paint of each page painted from the HTML is the
 * prerendered markup's, made before the app's entry has even been requested
 * (src/app/prerender/guard.ts, startAfterFirstPaint). Lighthouse's model of a phone counts every
 * script that had downloaded before the largest paint as needed by it: an entry started after the
 * next animation frame, but before that frame was presented, put 122 kB in front of home's LCP
 * (1.8 s there instead of about 1 s). React's replacement of the markup must not make a later,
 * larger candidate either (a new entry would be timed at React's commit).
 */
// /tr last: it remembers Turkish (the lang cookie), and an unprefixed address would then be the app's to paint.
// `whole`: the page itself is in the HTML (home, 404); a trading page's HTML is its shell, and the
// page the app renders into it may well be larger.
const PAGES = [
  { path: '/', whole: true },
  { path: '/no-such-page', whole: true },
  { path: '/trade/BTC_USDT', whole: false },
  { path: '/tr', whole: true },
];

test('the entry is requested only once the prerendered page has painted, and the largest paint stays the HTML one', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: number[] = [];
    Object.assign(window, { __largestPaints: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.push(entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  for (const { path, whole } of PAGES) {
    await page.goto(path);
    // The app has rendered over the markup (the footer comes after its first commit).
    await expect(page.getByTestId('site-footer')).toBeAttached();
    // On a loaded machine Chromium may post the paint entry a moment after the app has rendered.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length), { message: `${path}: a first contentful paint` }).toBe(1);
    // Its resource timing entry too: a fresh-clone run under load read the entry's before it was posted.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((r) => /\/assets\/index-[^/]+\.js$/.test(r.name))), { message: `${path}: the entry was requested` }).toBe(true);
    const seen = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
      const entry = performance.getEntriesByType('resource').find((r) => /\/assets\/index-[^/]+\.js$/.test(r.name))?.startTime ?? null;
      const { __largestPaints } = window as unknown as { __largestPaints: number[] };
      return { paint, entry, largest: __largestPaints };
    });
    expect(seen.paint, `${path}: a first contentful paint`).not.toBeNull();
    expect(seen.entry, `${path}: the entry was requested`).not.toBeNull();
    expect(seen.entry!, `${path}: the entry is requested after the first contentful paint`).toBeGreaterThanOrEqual(seen.paint!);
    if (!whole) continue;
    // One candidate, painted before the app's code was even asked for: the HTML's.
    expect(seen.largest, `${path}: one largest paint`).toHaveLength(1);
    expect(seen.largest[0]!, `${path}: the largest paint is the prerendered markup's`).toBeLessThanOrEqual(seen.entry!);
  }
});
