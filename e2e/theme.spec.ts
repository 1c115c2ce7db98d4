import type { Page } from '@playwright/test';
import { THEME_STORAGE_KEY } from '../src/theme/themeChoice';
import { assetGlob, expect, test } from './fixtures';

/**
 * One night palette (issue 34): a visitor whose system is dark and who never chose a theme sees,
 * from the first paint, the colours a visitor who chose "night" sees, and they do not change when
 * the app boots (index.html's inline script sets `<html data-theme>` before the first paint,
 * src/theme/beforePaint.ts; the CSS has one night palette). A light system and no choice: light.
 *
 * "First paint" is read with the app's entry held back, where the page paints from the HTML and
 * CSS alone (the prerendered home and a trading page's shell, docs/prerender.md); on a site the
 * HTML does not prerender, as soon as the app has put the header there.
 */

const PAGES = [
  { name: 'home, painted from the HTML', path: '/', hold: true },
  { name: 'trading page, its shell painted from the HTML', path: '/trade/BTC_USDT', hold: true },
  { name: "another site's home, painted by the app", path: '/?site=177', hold: false },
] as const;

/** What a visitor sees first: the header, the page, its main part and a primary button. */
const PARTS = {
  header: '[data-testid="site-header"]',
  body: 'body',
  main: 'main',
  primaryButton: '[data-testid="header-signup"]',
};
type Colours = Record<keyof typeof PARTS, { background: string; color: string } | null>;

function colours(page: Page): Promise<Colours> {
  return page.evaluate((parts) => {
    const read = (selector: string) => {
      const element = document.querySelector(selector);
      if (!element) return null;
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, color: style.color };
    };
    return Object.fromEntries(Object.entries(parts).map(([name, selector]) => [name, read(selector)])) as Colours;
  }, PARTS);
}

/** Every value `<html data-theme>` takes in this page, in order (a flip would show twice). */
async function recordThemes(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __themes: string[] }).__themes = seen;
    const note = (value: string | null) => {
      if (value !== null && seen.at(-1) !== value) seen.push(value);
    };
    new MutationObserver((records) => {
      for (const record of records) note(record.oldValue);
      note(document.documentElement.getAttribute('data-theme'));
    }).observe(document, { subtree: true, attributes: true, attributeOldValue: true, attributeFilter: ['data-theme'] });
  });
}
const themesSeen = (page: Page) => page.evaluate(() => (window as unknown as { __themes: string[] }).__themes);

/** Holds the app's entry script until the returned function is called. */
async function holdApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(assetGlob('index.html'), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function booted(page: Page) {
  await expect(page.locator('[data-prerendered]')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('header-signup')).toBeVisible();
  await expect(page.locator('main')).toBeAttached();
}

/** The colours at the first paint and once the app has booted, and the theme the first paint had. */
async function firstPaintAndBooted(page: Page, target: (typeof PAGES)[number]) {
  const release = target.hold ? await holdApp(page) : () => {};
  await page.goto(target.path, { waitUntil: 'commit' });
  // Another site: the guard drops the prerendered markup (whose header may be seen for a moment
  // before), and the header to read is the one the app then renders.
  if (!target.hold) await expect(page.locator('#root')).toHaveAttribute('data-prerender', 'dropped');
  await page.locator(PARTS.header).waitFor({ state: 'attached' });
  if (target.hold) {
    // The HTML alone has painted (the app is held): what the visitor sees first.
    await expect(page.locator('#root')).toHaveAttribute('data-prerender', /^(page|shell)$/);
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  }
  const theme = await page.evaluate(() => document.documentElement.dataset.theme ?? null);
  const first = await colours(page);
  release();
  await booted(page);
  return { theme, first, booted: await colours(page) };
}

/** The colours after choosing `theme` the way the app stores it, and a reload. */
async function afterChoosing(page: Page, theme: 'light' | 'night') {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [THEME_STORAGE_KEY, theme] as const);
  await page.reload();
  await booted(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  return colours(page);
}

// Two page loads a test, the trading page's boot among them: slow on a busy machine.
test.describe.configure({ timeout: 90_000 });

const NIGHT_BACKGROUND = 'rgb(11, 14, 23)';
const LIGHT_BACKGROUND = 'rgb(255, 255, 255)';

test.describe('a dark system and no theme chosen', () => {
  test.use({ colorScheme: 'dark' });

  for (const target of PAGES) {
    test(`${target.name}: the night colours of an explicit choice, from the first paint, with no flip at boot`, async ({ page }) => {
      await recordThemes(page);
      const seen = await firstPaintAndBooted(page, target);
      const themes = await themesSeen(page);

      const chosen = await afterChoosing(page, 'night');
      expect(chosen.body?.background).toBe(NIGHT_BACKGROUND);
      for (const part of Object.keys(PARTS) as (keyof Colours)[]) expect(chosen[part], `${part} after choosing night`).not.toBeNull();
      expect(seen.first, 'first paint vs an explicit night choice').toEqual(chosen);
      expect(seen.booted, 'after boot vs an explicit night choice').toEqual(chosen);
      expect(seen.theme, '<html data-theme> at the first paint').toBe('night');
      expect(themes, 'every data-theme the page took').toEqual(['night']);
    });
  }
});

test.describe('a dark system and a tampered stored theme', () => {
  test.use({ colorScheme: 'dark' });

  test('counts as no choice: the night colours from the first paint', async ({ page }) => {
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem('seeded')) localStorage.setItem(key, 'dark');
      sessionStorage.setItem('seeded', '1');
    }, THEME_STORAGE_KEY);
    const seen = await firstPaintAndBooted(page, PAGES[0]);
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('dark');
    const chosen = await afterChoosing(page, 'night');
    expect(seen.first).toEqual(chosen);
    expect(seen.booted).toEqual(chosen);
    expect(seen.theme).toBe('night');
  });
});

test.describe('a light system and no theme chosen', () => {
  test.use({ colorScheme: 'light' });

  for (const target of PAGES.slice(0, 2)) {
    test(`${target.name}: the light colours of an explicit choice, from the first paint`, async ({ page }) => {
      await recordThemes(page);
      const seen = await firstPaintAndBooted(page, target);
      const themes = await themesSeen(page);

      const chosen = await afterChoosing(page, 'light');
      expect(chosen.body?.background).toBe(LIGHT_BACKGROUND);
      expect(seen.first).toEqual(chosen);
      expect(seen.booted).toEqual(chosen);
      expect(seen.theme).toBe('light');
      expect(themes).toEqual(['light']);
    });
  }
});
