import type { Page } from '@playwright/test';
import { expect, sharedContextTest as test } from './fixtures';

/**
 * Rough edges a trader met (issue 39), in Chromium against the demo: on a Turkish trading page
 * the chart's own labels (TD Sequential's counts, the event badges, the indicator panes' legends)
 * never overlap at any resolution, and every number on it and in the order form is Turkish; and
 * the demo shows one site per page view (the tab remembers the site its URL last named).
 */
async function chartReady(page: Page) {
  const root = page.getByTestId('trading-chart');
  await expect(root).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
  await expect.poll(async () => Number(await root.getAttribute('data-bars'))).toBeGreaterThan(50);
  return root;
}

test('a Turkish trading page: chart labels apart at every resolution, numbers in Turkish everywhere', async ({ page }) => {
  await page.goto('/tr/trade/BTC_USDT');
  const root = await chartReady(page);
  // TD Sequential on, beside KDJ's and MACD's panes (their legends are labels too).
  await root.getByRole('button', { name: 'Göstergeler' }).click();
  await page.getByTestId('chart-indicators').getByLabel('TD Sequential').check();
  await page.getByTestId('chart-indicators').getByLabel('KDJ').check();
  await page.getByTestId('chart-indicators').getByLabel('GATE_MACD').check();
  await root.getByRole('button', { name: 'Göstergeler' }).click();
  for (const resolution of ['1S', '60', '240']) {
    await page.getByTestId('chart-resolution').selectOption(resolution);
    await expect(root).toHaveAttribute('data-resolution', resolution);
    // Counts, badges and legends drawn, and no two of them overlapping (label boxes as painted).
    await expect.poll(async () => Number(await root.getAttribute('data-labels')), { message: `labels drawn at ${resolution}` }).toBeGreaterThan(10);
    await expect(root).toHaveAttribute('data-label-overlaps', '0');
  }
  // The axis and the panes' values in the page's format: a Turkish price has a decimal comma.
  const axisText = await root.evaluate((el) => el.querySelector('.chart__ohlc')?.textContent ?? '');
  expect(axisText).toMatch(/\d\.\d{3},\d/);
  // The order form's price in the same format, and either mark accepted as typed.
  const form = page.getByRole('form', { name: /emir/i });
  const price = form.getByLabel('Fiyat', { exact: true });
  await expect(price).toHaveValue(/^\d+,\d+$/);
  await price.fill('91400.5');
  await expect(price).toHaveValue('91400,5');
});

test('one site per page view: a link without ?site= stays on the site the tab last named', async ({ page }) => {
  await page.goto('/en-us?site=232');
  await expect(page.locator('header img').first()).toHaveAttribute('alt', 'Exchange US');
  // The next page view's URL names no site: the app and the mocked backend both stay on the US site.
  await page.goto('/en-us/no-such-page');
  await expect(page.locator('header img').first()).toHaveAttribute('alt', 'Exchange US');
  const links = page.getByRole('main').getByRole('link');
  await expect(links.first()).toBeVisible();
  // The US site's 404 links (SPEC section 2: a shorter list than main's), none of main's.
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.filter((href) => href.endsWith('/copytrading'))).toEqual([]);
  // Naming another site moves the tab there.
  await page.goto('/?site=0');
  await expect(page.locator('header img').first()).toHaveAttribute('alt', 'Exchange');
});

test('an alpha token is bought with the spot account: USDT goes down, the fill is in the toast and the trade history', async ({ page }) => {
  await page.goto('/alpha/PXP?persona=kyc2&account=reset');
  const form = page.getByTestId('order-form');
  const available = form.getByTestId('order-available');
  await expect(available).toContainText('USDT');
  const before = Number((await available.textContent())!.replace(/[^\d.]/g, ''));
  await form.getByRole('tab', { name: 'Market' }).click();
  // About 9 USDT of a token priced near 0.000000009 (over the 5 USDT minimum).
  await form.getByLabel('Amount', { exact: true }).fill('1000000000');
  await form.getByRole('button', { name: 'Buy PXP' }).click();
  const modal = page.locator('[data-overlay="fundPassword"]');
  const outcome = form.getByTestId('order-outcome');
  await expect(modal.or(outcome).first()).toBeVisible();
  if (await modal.isVisible()) {
    await modal.getByLabel('Fund password', { exact: true }).fill('Fund#2468');
    await modal.getByRole('button', { name: 'Confirm' }).click();
  }
  await expect(outcome).toHaveText('Order filled.');
  // The toast keeps the price's significant digits, its zero run as a count (SPEC section 5).
  await expect(page.getByRole('status').filter({ hasText: /^Filled: bought/ }).first()).toContainText(/at 0\.0₈\d+ \(PXP\/USDT\)/);
  await expect.poll(async () => Number((await available.textContent())!.replace(/[^\d.]/g, ''))).toBeLessThan(before - 5);
  await page.getByRole('tab', { name: 'Trade history' }).click();
  await expect(page.getByTestId('trade-history').getByText('PXP/USDT').first()).toBeVisible();
});
