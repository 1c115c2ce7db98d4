import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

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
  // TD Sequential on, beside KDJ and MACD (the default panes).
  await root.getByRole('button', { name: 'Göstergeler' }).click();
  await page.getByTestId('chart-indicators').getByLabel('TD Sequential').check();
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
