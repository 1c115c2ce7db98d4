import { expect, sharedContextTest as test } from './fixtures';

/**
 * Issue 39, "Content a visitor expects": home's live markets, the /price directory, a coin's
 * chart, trending headlines marked with their language, and the Hong Kong footer's agreement in
 * the reader's language. Five flows.
 */

/** A formatted price as a number (English separators). */
const priceOf = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

test("home's markets arrive after the first paint, move with the stream within 10 s, and shift nothing", async ({ page }) => {
  await page.addInitScript(() => {
    const state = { total: 0 };
    (window as unknown as { __cls: typeof state }).__cls = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) state.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const markets = page.getByTestId('home-markets');
  const rows = markets.getByTestId('home-market-row');
  await expect(rows).toHaveCount(6);
  // Every row links to its trading page and draws its 7-day sparkline.
  await expect(rows.first().getByRole('link')).toHaveAttribute('href', /\/trade\/[A-Z]+_USDT$/);
  await expect(rows.first().locator('[data-testid="sparkline"] path')).toHaveAttribute('d', /^M0 [\d.]+L/);
  const prices = () => markets.getByTestId('home-market-price').allTextContents();
  const before = (await prices()).join('|');
  await expect.poll(async () => (await prices()).join('|'), { timeout: 10_000 }).not.toBe(before);
  // The tabs: top gainers are ordered by their 24 h change.
  await markets.getByRole('tab', { name: 'Top gainers' }).click();
  await expect(markets.getByRole('tab', { name: 'Top gainers' })).toHaveAttribute('aria-selected', 'true');
  const changes = (await markets.locator('.ui-change').allTextContents()).map((text) => Number(text.replace(/[^0-9.+-]/g, '')));
  expect(changes).toEqual([...changes].sort((a, b) => b - a));
  const shift = await page.evaluate(() => (window as unknown as { __cls: { total: number } }).__cls.total);
  expect(shift).toBeLessThanOrEqual(0.02);
});

test('/price lists more than a hundred coins: it sorts, pages and searches', async ({ page }) => {
  await page.goto('/price');
  const table = page.getByTestId('coin-directory');
  const rows = table.getByTestId('coin-row');
  await expect(rows).toHaveCount(25);
  await expect(rows.first()).toHaveAttribute('data-symbol', 'BTC');
  // Pages: five of them for 112 coins; the second starts at rank 26.
  const pager = page.getByTestId('coin-pager');
  await expect(pager.getByRole('button', { name: 'Page 5' })).toBeVisible();
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(rows.first().locator('td').first()).toHaveText('26');
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  // Sort by price, highest first, then lowest first (back on page one).
  await table.getByRole('button', { name: /^Price/ }).click();
  await expect(table.locator('th[aria-sort="descending"]')).toContainText('Price');
  await expect(rows.first().locator('td').first()).toHaveText('1');
  const cells = () => rows.locator('td:nth-child(3)').allTextContents();
  const high = (await cells()).map(priceOf);
  expect(high).toEqual([...high].sort((a, b) => b - a));
  await table.getByRole('button', { name: /^Price/ }).click();
  await expect(table.locator('th[aria-sort="ascending"]')).toContainText('Price');
  const low = (await cells()).map(priceOf);
  expect(low).toEqual([...low].sort((a, b) => a - b));
  // Search by name or ticker; nothing found says so.
  const search = page.getByLabel('Search coins');
  await search.fill('doge');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-symbol', 'DOGE');
  await search.fill('no such coin');
  await expect(page.getByText('No coins match your search.')).toBeVisible();
});

test('/price/btc draws its area chart, switches range, and lists its markets', async ({ page }) => {
  await page.goto('/price/btc');
  const chart = page.getByTestId('coin-chart');
  await expect(chart).toHaveAttribute('data-range', '1D');
  const area = chart.getByTestId('coin-area-chart');
  await expect(area.locator('canvas').first()).toBeVisible();
  const day = Number(await area.getAttribute('data-points'));
  expect(day).toBeGreaterThan(200);
  await chart.getByRole('button', { name: '7D' }).click();
  await expect(chart).toHaveAttribute('data-range', '7D');
  await expect(chart.getByRole('button', { name: '7D' })).toHaveAttribute('aria-pressed', 'true');
  await expect(area).not.toHaveAttribute('data-points', String(day));
  // Something is drawn: the canvas is not blank.
  const painted = await area.locator('canvas').first().evaluate((canvas: HTMLCanvasElement) => {
    const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? new Uint8ClampedArray();
    let alpha = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) alpha++;
    return alpha;
  });
  expect(painted).toBeGreaterThan(1000);
  await expect(page.getByTestId('coin-markets').getByRole('link', { name: 'Trade' })).toHaveAttribute('href', '/trade/BTC_USDT');
});

test('in Arabic, a trending headline the backend has only in English is marked lang="en" dir="ltr"', async ({ page }) => {
  await page.goto('/ar/no-such-page');
  const stories = page.getByTestId('trending-stories');
  const english = stories.locator('.story__title', { hasText: 'What is a crypto ETF' });
  await expect(english).toHaveAttribute('lang', 'en');
  await expect(english).toHaveAttribute('dir', 'ltr');
  // A translated headline is in the page's language and carries no mark.
  const arabic = stories.locator('.story__title', { hasText: 'سولانا' });
  await expect(arabic).toBeVisible();
  expect(await arabic.getAttribute('lang')).toBeNull();
});

test("the Hong Kong footer's agreement: the app's page in the reader's language, and the document the server sends in Traditional Chinese, English and Arabic, each with its lang and dir", async ({ page }) => {
  await page.goto('/tw?site=71');
  const link = page.getByTestId('site-footer').getByRole('link', { name: '使用者協議（下載）' });
  await expect(link).toHaveAttribute('href', '/tw/docs/agreement.html');
  // Followed inside the app: the app's page, translated.
  await link.click();
  await expect(page).toHaveURL(/\/tw\/docs\/agreement\.html$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('使用者協議');
  // Loaded from the server (a reload, a bookmark, a download): the plain document of that locale.
  const tw = await page.reload();
  expect(tw?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('h1')).toHaveText('使用者協議');
  await expect(page.locator('script')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'support@hk.exchange.example' })).toBeVisible();
  // English binds: the translation says so and links the English document.
  await page.getByTestId('legal-translation-notice').getByRole('link', { name: '閱讀英文版' }).click();
  await expect(page).toHaveURL(/\/docs\/agreement\.html$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('h1')).toHaveText('User agreement');
  await expect(page.getByTestId('legal-translation-notice')).toHaveCount(0);
  // Any reader's language, right to left where it is written so.
  const ar = await page.goto('/ar/docs/agreement.html');
  expect(ar?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('h1')).toHaveText('اتفاقية المستخدم');
  const brand = await page.locator('a.brand').boundingBox();
  const back = await page.locator('a.back').boundingBox();
  expect(brand && back && brand.x > back.x).toBe(true);
});
