import { test as bare } from '@playwright/test';
import { afterIdle, expect, test } from './fixtures';
import { navigateInApp, openApp, pageState } from './routes';

/**
 * The catalog is split in parts (src/i18n/catalogs.ts): the shell (header, layout and home), loaded
 * before the first render; the pages (everything else), loaded with it when the first page is
 * not home, or after home's first paint; the extras (footer, overlays, 404 body), with their
 * lazy chunks. Production code carries message ids only, so a component rendered before its part
 * arrived would show ids: these tests would catch it.
 */

/** The 404 page's heading in Turkish (locales/tr/extras.po). */
const TR_NOT_FOUND = 'Bu sayfayı bulamadık';

test('home in Turkish, then a page: the pages part arrives before the page renders', async ({ page }) => {
  await openApp(page, '/tr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  const state = await navigateInApp(page, '/tr/price');
  expect(state.title).toContain('Kripto para fiyatları');
});

test('a page opened directly in Turkish renders with its translation', async ({ page }) => {
  const state = await openApp(page, '/tr/price');
  expect(state.title).toContain('Kripto para fiyatları');
});

test('the footer and the login modal (lazy, the extras part) render in Turkish', async ({ page }) => {
  await openApp(page, '/tr');
  await expect(page.getByTestId('site-footer')).toContainText('Kullanıcı sözleşmesi');
  await page.getByRole('banner').getByRole('button', { name: 'Giriş yap' }).first().click();
  await expect(page.getByRole('dialog')).toContainText('Giriş yap');
});

test('a regional variant shows its base language: ar-dubai Arabic, br Portuguese; German is German', async ({ page }) => {
  // ar-dubai and br have no messages of their own: they share their base's catalog
  // (lingui.config.ts fallbackLocales; docs/i18n.md).
  await openApp(page, '/ar-dubai?site=181');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar-AE');
  await expect(page.getByRole('banner').getByText('تسجيل الدخول').first()).toBeVisible();
  // A URL that names its site (the demo's tab remembers the last one it named: UAE above).
  await openApp(page, '/br?site=0');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('banner').getByText('Entrar').first()).toBeVisible();
  // Every base locale translates every message now (issue 14).
  await openApp(page, '/de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('banner').getByText('Anmelden').first()).toBeVisible();
});

// The demo's mocked backend is a service worker, and Playwright cannot intercept what a worker
// fetches: this test blocks the worker (its API calls fail, which it does not look at).
bare.describe(() => {
  bare.use({ serviceWorkers: 'block' });
  bare('a page with extras-part components (the login form) waits for that part: never ids', async ({ page }) => {
    // The extras part arrives late: the form must not render before it.
    await page.route('**/assets/locale-tr-extras-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/tr/login');
    const label = page.locator('main form label').first();
    await label.waitFor();
    // Read once, as it first appeared (an expect would retry until the late part re-rendered it).
    expect(await label.textContent()).toMatch(/E-posta/);
  });

  bare('a 404 opened directly waits for no pages part: its text is in the extras part', async ({ page }) => {
    // The pages part (25 KB gzip) is held back until the 404 has been checked: a 404 that waited
    // for it would never show its heading.
    let pagesRequested = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/locale-tr-pages-*.js', async (route) => {
      pagesRequested++;
      await held;
      await route.continue();
    });
    await page.goto('/tr/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TR_NOT_FOUND, { timeout: 4000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    expect(pagesRequested).toBe(0);
    // Going on to a page brings the part (let through now), and the page renders translated.
    release();
    const state = await navigateInApp(page, '/tr/price');
    expect(state.title).toContain('Kripto para fiyatları');
    expect(pagesRequested).toBe(1);
  });

  bare('pages and extras parts that fail to load fall back to English, never to ids', async ({ page }) => {
    await page.route('**/assets/locale-tr-pages-*.js', (route) => route.abort('failed'));
    await page.route('**/assets/locale-tr-extras-*.js', (route) => route.abort('failed'));
    await openApp(page, '/tr/price');
    const state = await pageState(page);
    expect(state.title).toContain('Cryptocurrency prices');
    // The shell part did load: the page stays Turkish, header included.
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByRole('banner').getByText('Giriş yap').first()).toBeVisible();
    // The footer (extras part, blocked) falls back to English too.
    await expect(page.getByTestId('site-footer')).toContainText('User agreement');
  });

  bare('home fetches the pages part when idle; with Data Saver on, only when a link shows intent', async ({ browser }) => {
    for (const saveData of [false, true]) {
      const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
      if (saveData) await context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
      const page = await context.newPage();
      const pages: string[] = [];
      page.on('request', (request) => {
        if (/\/assets\/locale-en-pages-[^/]+\.js$/.test(request.url())) pages.push(request.url());
      });
      await page.goto('/');
      await expect(page.getByTestId('site-footer')).toBeAttached();
      if (!saveData) {
        await expect.poll(() => pages.length, { message: 'Data Saver off: fetched when idle' }).toBe(1);
      } else {
        // Home's live markets card (issue 39) is content, and its messages are in the pages part: it
        // fetches it once, after the first paint. Nothing more is fetched on speculation: idle
        // (the page's idle callbacks, asked before now, have run: src/lib/browser/whenIdle.ts) and a
        // hovered link add no second request.
        await expect.poll(() => pages.length, { message: "the markets card's request" }).toBe(1);
        await afterIdle(page);
        await page.getByRole('banner').getByRole('link', { name: 'Markets' }).first().hover();
        await page.waitForTimeout(500);
        expect(pages.length, 'Data Saver on: one request, for the markets card; nothing on speculation').toBe(1);
      }
      await context.close();
    }
  });
});
