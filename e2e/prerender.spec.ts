import type { Page } from '@playwright/test';
import { assetGlob, expect, siteById, test } from './fixtures';

/**
 * The prerendered shell (issue 15; scripts/prerender.ts, src/app/prerender/guard.ts): the main
 * site's home page paints from the HTML and CSS alone, per locale, before the app's code has
 * arrived; the guard keeps it only where it is this visit's first render, and the app's first
 * render replaces it with what looks the same.
 *
 * Service workers blocked so that the entry's request can be held (the mocked backend then
 * answers nothing: the pages run on their documented defaults).
 */
test.use({ serviceWorkers: 'block' });

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

/** Opens `path` while the app's code is held: the page is what the HTML alone paints. */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator('#root[data-prerender]').waitFor({ state: 'attached' });
}

const verdict = (page: Page) => page.locator('#root').getAttribute('data-prerender');
const prerendered = (page: Page) => page.locator('[data-prerendered]');

/** Where the things a visitor sees first are, relative to the page. */
async function layout(page: Page) {
  const box = async (selector: string) => {
    const found = await page.locator(selector).first().boundingBox();
    if (!found) throw new Error(`${selector} is not on the page`);
    return { x: Math.round(found.x), y: Math.round(found.y), width: Math.round(found.width), height: Math.round(found.height) };
  };
  return { logo: await box('[data-testid="site-logo"]'), title: await box('.hero__title'), lead: await box('.hero__lead'), signup: await box('[data-testid="hero-signup"]') };
}

for (const width of [390, 1440]) {
  test(`at ${width} px the home page paints from the HTML, and the app's first render looks the same`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const release = await holdApp(page);
    await open(page, '/');
    expect(await verdict(page)).toBe('page');
    await expect(prerendered(page)).toHaveCount(1);
    await expect(page.locator('.hero__lead')).toBeVisible();
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    // What depends on the visitor waits for the app: not shown, so not clickable before it works.
    await expect(page.getByTestId('header-signup')).toBeHidden();
    // The bars boot will reserve (a phone's app-download bar), and none on a desk.
    await expect(page.locator('[data-bar-space="appDownloadBar"]')).toHaveCount(width < 768 ? 1 : 0);
    // Nothing of the markup paints before its guard has run (the parser may yield between them).
    await page.evaluate(() => delete document.getElementById('root')!.dataset.prerender);
    await expect(prerendered(page)).toBeHidden();
    await page.evaluate(() => (document.getElementById('root')!.dataset.prerender = 'page'));
    const before = await layout(page);

    release();
    await expect(prerendered(page)).toHaveCount(0);
    await expect(page.getByTestId('header-signup')).toBeVisible();
    expect(await layout(page)).toEqual(before);
  });
}

/** What the HTML alone paints, for a person to look at (artifacts/screenshots; `npm run shots`). */
test('screenshots of the prerendered home page at 390 and 1440 px', { tag: '@shots' }, async ({ page }) => {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const release = await holdApp(page);
    await open(page, '/');
    await expect(page.locator('.hero__lead')).toBeVisible();
    await page.screenshot({ path: `artifacts/screenshots/prerender-home-${width}.png` });
    release();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  }
});

test('/tr paints the Turkish home page from its own HTML, and the night theme its logo', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const release = await holdApp(page);
  await open(page, '/tr');
  expect(await verdict(page)).toBe('page');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  expect(await page.title()).toBe('Exchange | Kripto al, sat ve işlem yap');
  await expect(page.getByTestId('hero-signup')).toHaveText('Hesap oluştur');
  await expect(page.getByTestId('site-logo')).toHaveAttribute('src', siteById(0).logo.night);
  release();
  await expect(prerendered(page)).toHaveCount(0);
  await expect(page.getByTestId('hero-signup')).toHaveText('Hesap oluştur');
});

test('another page of the site keeps the prerendered header, with the skeleton the app shows there', async ({ page }) => {
  const release = await holdApp(page);
  await open(page, '/fee');
  expect(await verdict(page)).toBe('shell');
  await expect(page.getByTestId('site-logo')).toBeVisible();
  await expect(page.locator('main > .app__pending[aria-busy="true"] .ui-skeleton__line')).toHaveCount(8);
  await expect(page.locator('main .ui-skeleton__line').first()).toBeVisible();
  release();
  await expect(prerendered(page)).toHaveCount(0);
  await expect(page.locator('main h1')).toBeVisible();
});

test('an address no route takes paints the 404 page from the HTML, styled, where the app puts it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await holdApp(page);
  await open(page, '/no-such-page');
  expect(await verdict(page)).toBe('notFound');
  const text = page.locator('.not-found__text');
  await expect(text).toBeVisible();
  await expect(page.locator('.not-found__code')).toHaveCSS('font-size', /^(?!16px)/);
  const before = await text.boundingBox();
  release();
  await expect(prerendered(page)).toHaveCount(0);
  await expect(page.getByTestId('trending-stories').or(page.locator('.not-found__grid'))).toBeVisible();
  expect(await text.boundingBox()).toEqual(before);
});

test('another site, or a visitor whose language is another, gets no prerendered markup', async ({ page, context }) => {
  const release = await holdApp(page);
  await open(page, '/?site=177');
  expect(await verdict(page)).toBe('dropped');
  await expect(page.locator('#root')).toBeEmpty();

  await context.addCookies([{ name: 'lang', value: 'tr', url: page.url() }]);
  await open(page, '/');
  expect(await verdict(page)).toBe('dropped');
  release();
  // Boot sends the Turkish visitor to /tr, rendered by the app.
  await expect(page).toHaveURL(/\/tr$/);
  await expect(page.getByTestId('hero-signup')).toHaveText('Hesap oluştur');
});
