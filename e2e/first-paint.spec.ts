import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { assetGlob, expect, test } from './fixtures';

/**
 * A first page other than home (issue 15, src/app/boot.tsx): the shell (header, logo) paints at
 * once with a skeleton where the page goes, without waiting for the page's code or the pages part
 * of the catalog; the work kept for after the first paint (the engine's facts, the footer) waits
 * for the page itself, so that it does not compete with the page's code for a phone's bandwidth.
 * Later navigations keep the current page until the next one is ready.
 *
 * Service workers blocked so that the interceptions see the requests (the mocked backend's worker
 * would otherwise fetch them): the pages run on their documented defaults (no market data).
 */
test.use({ serviceWorkers: 'block' });

/** Holds every request matching `glob` until the returned function is called. */
async function hold(page: Page, glob: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(glob, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const TRADE_CHUNK = 'src/routes/{-$locale}/trade/$pair.tsx?tsr-split=component';

test('a trading page opened directly paints its header and a skeleton before its code arrives', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const release = await hold(page, assetGlob(TRADE_CHUNK));
  await page.goto('/trade/BTC_USDT');

  await expect(page.getByTestId('site-logo')).toBeVisible();
  const pending = page.locator('.app__pending');
  await expect(pending).toBeVisible();
  await expect(pending).toHaveAttribute('aria-busy', 'true');
  // The page has painted; what waits for the page itself has not started a few frames later.
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  // A fixed wait on purpose: it proves that something does NOT start.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  const later = [assetGlob('src/facts/FactsSources.tsx'), assetGlob('src/shell/footer/index.ts')].map((glob) => glob.replace('**/', '/'));
  expect(requested.filter((path) => later.includes(path))).toEqual([]);

  release();
  await expect(page.locator('main h1')).toContainText('BTC/USDT');
  await expect(pending).toHaveCount(0);
  await expect(page.getByTestId('site-footer')).toBeAttached();
});

test('after the first page, a navigation keeps the current page until the next is ready', async ({ page }) => {
  await page.goto('/trade/BTC_USDT');
  const heading = page.locator('main h1');
  await expect(heading).toContainText('BTC/USDT');
  const release = await hold(page, assetGlob('src/routes/{-$locale}/fee.tsx?tsr-split=component'));
  await page.evaluate(() => void (window as unknown as { __appRouter: { navigate(options: { href: string }): Promise<void> } }).__appRouter.navigate({ href: '/fee' }));
  // A fixed wait on purpose: it proves the current page is NOT replaced while the next one waits.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  await expect(heading).toContainText('BTC/USDT');
  await expect(page.locator('.app__pending')).toHaveCount(0);
  release();
  await expect(page).toHaveURL(/\/fee$/);
  await expect(heading).not.toContainText('BTC/USDT');
});

test("a 404 paints its heading and text in the page's language before the extras part of the catalog arrives", async ({ page }) => {
  // The extras part's importer map, held: the 404's links and stories and the footer wait for it.
  const release = await hold(page, assetGlob('src/i18n/catalogExtras.ts'));
  await page.goto('/tr/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bu sayfayı bulamadık');
  await expect(page.getByTestId('not-found-home')).toHaveText('Ana sayfaya dön');
  await expect(page.getByTestId('site-footer')).toHaveCount(0);
  release();
  await expect(page.getByTestId('site-footer')).toBeAttached();
  await expect(page.getByTestId('site-footer')).toContainText('Hakkımızda');
});

test("a page fetches its own site's config and its own calls' validators only", async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const path = (source: string) => assetGlob(source).replace('**/', '/');
  // Each validator's module, wherever the generator filed it (src/generated/validatorLoaders.js).
  const loaders = readFileSync('src/generated/validatorLoaders.js', 'utf8');
  const validator = (name: string) => path(`src/generated/${loaders.match(new RegExp(`import\\('\\./(validators/[\\w-]+/${name}\\.js)'\\)`))![1]}`);
  // The compliance check is asked for once the page has painted: wait for its validator rather
  // than for the network to go quiet (it could go quiet before, on a busy machine).
  const complianceValidator = page.waitForRequest((request) => new URL(request.url()).pathname === validator('validateComplianceCheckResponse'));
  await page.goto('/');
  await complianceValidator;
  // The footer's links are the engine's decisions: the engine has loaded.
  await expect(page.getByTestId('site-footer')).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(requested).toContain(path('config/sites/main.json'));
  const others = ['ae', 'au', 'bs', 'eu', 'hk', 'jp', 'sg', 'testnet', 'tr', 'uk', 'us'].map((key) => path(`config/sites/${key}.json`));
  expect(requested.filter((request) => others.includes(request))).toEqual([]);
  // Response validators come with the calls that need them (src/api/client.ts), not all at once.
  for (const unused of ['validateLeadTradersResponse', 'validateP2PAdvertsResponse', 'validateChartBarsResponse']) expect(requested).not.toContain(validator(unused));
});
