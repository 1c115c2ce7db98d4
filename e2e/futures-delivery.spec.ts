/**
 * Delivery and coin-margined futures as a trader (issue 36 §1, docs/futures.md): a quarterly
 * delivery long opened on the futures account and settled by the backend at its delivery time
 * (the demo's `?delivery=60` on the demo clock): the notice, the history entry, the next quarter
 * listed. A coin-margined BTC_USD long funded with BTC from spot, in contracts, its PnL in BTC;
 * a unit route with no contract says so.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { shootThemes } from './overlayHelpers';

async function transfer(page: Page, amount: string, shown: string) {
  await page.getByTestId('futures-transfer-open').click();
  const dialog = page.getByTestId('futures-transfer');
  await dialog.getByLabel('Amount').fill(amount);
  await dialog.getByTestId('transfer-confirm').click();
  await expect(dialog.getByTestId('transfer-answer')).toContainText(`Futures: ${shown} available`);
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
}

async function open(page: Page, size: string, unit: string) {
  const form = page.getByTestId('futures-form');
  await form.getByRole('radio', { name: 'Market' }).click();
  await expect(async () => {
    await form.getByLabel('Size').fill(size);
    await expect(form.getByTestId('futures-cost')).toContainText(unit, { timeout: 1000 });
  }).toPass();
  await form.getByTestId('futures-buy').click();
  await page.getByTestId('futures-confirm-submit').click();
  await expect(form.getByTestId('futures-outcome')).toHaveText('Order filled.');
}

test('every listed delivery contract trades on /futures-delivery: an ETH long closed through the dialog, a BTC long settled at its delivery time, the next quarter listed', async ({ page }) => {
  // A whole trader's session: two page views, a transfer, two positions, a close, a settlement
  // (14 s alone, 16-19 s in full runs; one full run on the shared 2-core machine took 30 s, the
  // default timeout, its first transfer dialog only just open at 29 s).
  test.setTimeout(60_000);
  await page.clock.install({ time: new Date('2026-11-20T00:00:00Z') });
  await page.goto('/futures-delivery?persona=kyc3&account=reset&delivery=60');
  // The backend's contract: today's demo delivery, its date and countdown; no funding.
  await expect(page.getByTestId('contract-symbol')).toHaveText('BTCUSDT_20261120');
  await expect(page.getByTestId('delivery-countdown')).toContainText(/00:0[01]:\d\d/);
  await expect(page.getByTestId('funding-countdown')).toHaveCount(0);
  await transfer(page, '1000', '1000 USDT');
  // 0.02 BTC at 10x cross: more than the wallet covers, so it has a liquidation price.
  await open(page, '0.02', 'USDT');
  const row = page.getByTestId('positions-table').locator('tbody tr');
  await expect(row).toContainText('Long 10×');
  await expect(row.getByTestId('position-liq')).not.toHaveText('—');
  // The other listed contract (ETH), chosen on the page: its own figures, the same account.
  const chooser = page.getByRole('navigation', { name: 'Delivery contracts' });
  await expect(chooser.getByRole('link')).toHaveText(['BTCUSDT 20261120', 'ETHUSDT 20261120']);
  await chooser.getByRole('link', { name: 'ETHUSDT 20261120' }).click();
  await expect(page).toHaveURL(/[?&]base=ETH/);
  await expect(page.getByRole('heading', { name: 'ETH/USDT' })).toBeVisible();
  await expect(page.getByTestId('contract-symbol')).toHaveText('ETHUSDT_20261120');
  await expect(chooser.getByRole('link', { name: 'ETHUSDT 20261120' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByLabel('Leverage').locator('option').last()).toHaveText('75×');
  await open(page, '0.1', 'USDT');
  await expect(row).toContainText('ETHUSDT_20261120');
  await row.getByTestId('position-close').click();
  const close = page.getByTestId('close-dialog');
  await expect(close.getByTestId('close-pnl')).toContainText(/≈ -?\d[\d.]* USDT/);
  await close.getByTestId('close-confirm').click();
  await expect(page.getByText('You have no open positions.')).toBeVisible();
  // Past the delivery time on the demo clock: the backend settles the BTC position at the delivery price.
  await page.clock.fastForward('00:01:10');
  await expect(page.getByTestId('delivery-notice')).toContainText('BTCUSDT_20261120');
  await page.getByRole('tab', { name: 'Position history' }).click();
  const reasons = page.getByTestId('futures-position-history').locator('tbody tr');
  await expect(reasons.filter({ hasText: 'BTCUSDT_20261120' }).getByTestId('history-reason')).toHaveText('Delivered');
  await expect(reasons.filter({ hasText: 'ETHUSDT_20261120' }).getByTestId('history-reason')).toHaveText('Closed');
  // The next quarter (the last Friday of December), at the contracts' next refetch on the demo clock.
  await page.clock.fastForward('00:00:05');
  await expect(page.getByTestId('contract-symbol')).toHaveText('ETHUSDT_20261225');
  await expect(chooser.getByRole('link')).toHaveText(['BTCUSDT 20261225', 'ETHUSDT 20261225']);
});

test('a coin-margined BTC_USD long: BTC in from spot, sized in contracts, PnL in BTC; /futures/USD has no contract', async ({ page }) => {
  await page.goto('/futures/BTC/BTC_USD?persona=kyc3&account=reset');
  await expect(page.getByRole('heading', { name: /BTC\/USD/ })).toBeVisible();
  await expect(page.getByLabel('Leverage').locator('option').last()).toHaveText('100×');
  await transfer(page, '0.01', '0.01 BTC');
  await expect(page.getByTestId('futures-available')).toHaveText('0.01000000 BTC');
  await open(page, '20', 'BTC');
  const row = page.getByTestId('positions-table').locator('tbody tr');
  await expect(row).toContainText('Long 10×');
  await expect(row).toContainText('20 Contracts');
  await expect(row.getByTestId('position-pnl')).toContainText(/-?[\d.]+ BTC \(/);
  await row.getByTestId('position-close').click();
  const close = page.getByTestId('close-dialog');
  await expect(close.getByTestId('close-pnl')).toContainText(/≈ -?\d[\d.]* BTC/);
  await close.getByTestId('close-confirm').click();
  await expect(page.getByText('You have no open positions.')).toBeVisible();
  await page.getByRole('tab', { name: 'Position history' }).click();
  await expect(page.getByTestId('futures-position-history').locator('tbody tr').first()).toContainText(/BTCUSD.* BTC/);
  // A unit with no contract: said so, nothing invented.
  await page.goto('/futures/USD/BTC_USD');
  await expect(page.getByRole('heading', { name: 'BTC/USD is not available' })).toBeVisible();
});

test('delivery and coin-margined pages at 390 and 1440 px (light and night)', { tag: '@shots' }, async ({ page }) => {
  // Two positions, then four page loads with a chart and eight pictures (only under `npm run shots`).
  test.setTimeout(120_000);
  await page.goto('/futures-delivery?persona=kyc3&account=reset');
  await transfer(page, '1000', '1000 USDT');
  await open(page, '0.01', 'USDT');
  await page.goto('/futures/BTC/BTC_USD?persona=kyc3');
  await transfer(page, '0.01', '0.01 BTC');
  await open(page, '20', 'BTC');
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto('/futures-delivery');
    await expect(page.getByTestId('positions-table')).toBeVisible();
    await shootThemes(page, `futures-delivery-${width}`, '[data-testid="positions-table"]');
    await page.goto('/futures/BTC/BTC_USD');
    await expect(page.getByTestId('positions-table')).toBeVisible();
    await page.getByTestId('positions-table').scrollIntoViewIfNeeded();
    await shootThemes(page, `futures-coin-${width}`, '[data-testid="positions-table"]');
  }
});
