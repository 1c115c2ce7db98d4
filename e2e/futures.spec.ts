/**
 * Futures as a trader (issue 36 §1, docs/futures.md): transfer 1000 USDT to futures, open a 10x
 * long by market, the position shows mark, PnL and liquidation price and the PnL follows the mark,
 * close half by limit through the confirmation and the rest by market; funding charged at the
 * countdown (the demo's `?funding=` interval); a liquidation on the demo clock.
 */
import { expect, sharedContextTest as test } from './fixtures';
import type { Page } from '@playwright/test';
import { shootThemes } from './overlayHelpers';

// kyc3 is a new VIP: the VIP popup (e2e/overlays-marketing.spec.ts) opens over the page a moment
// after it loads and closes itself 10 s later, and every click it covers waited those 10 s. It
// shows once per browser session: these tests start their session as having seen it.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('vip_popup_shown', '1'));
});

async function transfer(page: Page, amount: string) {
  await page.getByTestId('futures-transfer-open').click();
  const dialog = page.getByTestId('futures-transfer');
  await dialog.getByLabel('Amount').fill(amount);
  await dialog.getByTestId('transfer-confirm').click();
  await expect(dialog.getByTestId('transfer-answer')).toContainText(`Futures: ${amount} USDT available`);
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
}

async function open(page: Page, size: string, side: 'buy' | 'sell' = 'buy') {
  const form = page.getByTestId('futures-form');
  await form.getByRole('radio', { name: 'Market' }).click();
  // The form may still be settling after the transfer's refetch: fill until the cost shows.
  await expect(async () => {
    await form.getByLabel('Size').fill(size);
    await expect(form.getByTestId('futures-cost')).toContainText('USDT', { timeout: 1000 });
  }).toPass();
  await form.getByTestId(side === 'buy' ? 'futures-buy' : 'futures-sell').click();
  await page.getByTestId('futures-confirm-submit').click();
  await expect(form.getByTestId('futures-outcome')).toHaveText('Order filled.');
}

test('transfer, a 10x long by market, the mark moves the PnL, close half by limit and the rest by market', async ({ page }) => {
  await page.goto('/futures/USDT/BTC_USDT?persona=kyc3&account=reset');
  await transfer(page, '1000');
  await expect(page.getByTestId('futures-available')).toHaveText('1000.0000 USDT');
  await expect(page.getByLabel('Leverage')).toHaveValue('10');
  await open(page, '0.02');
  const row = page.getByTestId('positions-table').locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Long 10×');
  await expect(row.getByTestId('position-liq')).not.toHaveText('—');
  // The mark is pushed every second: the PnL follows it.
  const pnl = await row.getByTestId('position-pnl').textContent();
  await expect(row.getByTestId('position-pnl')).not.toHaveText(pnl ?? '', { timeout: 15_000 });
  // Half by limit, below the bid so it fills at once, through the confirmation with price and estimated PnL.
  await row.getByTestId('position-close').click();
  const close = page.getByTestId('close-dialog');
  await close.getByRole('radio', { name: 'Limit' }).click();
  await close.getByRole('button', { name: '50%' }).click();
  await expect(close.getByLabel('Size')).toHaveValue('0.01');
  const mark = Number((await row.getByTestId('position-mark').textContent())?.replace(/[^\d.]/g, ''));
  await close.getByLabel('Price').fill(String(Math.floor(mark * 0.99)));
  await expect(close.getByTestId('close-pnl')).toContainText('USDT');
  await close.getByTestId('close-confirm').click();
  await expect(row).toContainText('0.01 BTC');
  // The rest by market.
  await row.getByTestId('position-close').click();
  await page.getByTestId('close-dialog').getByTestId('close-confirm').click();
  await expect(page.getByText('You have no open positions.')).toBeVisible();
  await page.getByRole('tab', { name: 'Position history' }).click();
  await expect(page.getByTestId('futures-position-history').locator('tbody tr').first()).toContainText('Closed');
});

test('funding is charged when the countdown ends (demo interval ?funding=10)', async ({ page }) => {
  // The funding clock is the page's (src/mocks/exchange/store.ts): the countdown's end is skipped
  // to, not waited for.
  await page.clock.install();
  await page.goto('/futures/USDT/ETH_USDT?persona=kyc3&account=reset&funding=10');
  await expect(page.getByTestId('funding-countdown')).toContainText(/00:00:(0\d|10)/);
  await transfer(page, '500');
  await open(page, '0.1');
  // Past the next settlement (at most 10 s away) with the position open.
  await page.clock.fastForward(11_000);
  await expect(page.getByText(/Funding settled on ETHUSDT/).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Funding history' }).click();
  await expect(page.getByTestId('futures-funding-history').locator('tbody tr').first()).toContainText('ETHUSDT');
});

test('a 125x position is liquidated by the backend when the mark crosses its liquidation price', async ({ page }) => {
  // A fixed start on the demo clock: the price model's path from here is always the same.
  await page.clock.install({ time: new Date('2026-11-20T00:00:00Z') });
  await page.goto('/futures/USDT/BTC_USDT?persona=kyc3&account=reset');
  await transfer(page, '100');
  await page.getByLabel('Margin mode').getByRole('radio', { name: 'Isolated' }).click();
  await page.getByLabel('Leverage').selectOption('125');
  await open(page, '0.01');
  const notice = page.getByTestId('liquidation-notice');
  // An hour of the demo clock at a time: the backend replays each second of it and liquidates.
  for (let step = 0; step < 8 && !(await notice.isVisible()); step++) {
    await page.clock.fastForward('01:00:00');
    await expect(page.getByTestId('futures-available')).toBeVisible();
  }
  await expect(notice).toContainText('BTCUSDT');
  await expect(page.getByText('You have no open positions.')).toBeVisible();
  await page.getByRole('tab', { name: 'Position history' }).click();
  await expect(page.getByTestId('futures-position-history').getByTestId('history-reason').first()).toHaveText('Liquidated');
});

test('the futures page looks right at 390 and 1440 px with a position (light and night)', { tag: '@shots' }, async ({ page }) => {
  await page.goto('/futures/USDT/BTC_USDT?persona=kyc3&account=reset');
  await transfer(page, '1000');
  await open(page, '0.02');
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.getByTestId('positions-table').scrollIntoViewIfNeeded();
    await shootThemes(page, `futures-positions-${width}`, '[data-testid="positions-table"]');
    await page.getByTestId('position-close').click();
    await shootThemes(page, `futures-close-${width}`, '[data-testid="close-dialog"]');
    await page.getByTestId('close-dialog').getByRole('button', { name: 'Cancel' }).click();
  }
});
