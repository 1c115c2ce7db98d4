/**
 * Isolated margin as a trader (docs/margin.md), the funded kyc2 persona on
 * /trade/BTC_USDT?tab=isolated_margin against the demo's mocked exchange: transfer USDT into the
 * pair's isolated account, borrow, buy by market on the margin account (the spot engine), see the
 * margin level and liquidation price, repay; and a liquidation forced by the demo's raised
 * maintenance level (`?marginlevel=1.5`). Waits are on conditions; figures are read from the page.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, sharedContextTest as test } from './fixtures';
import { axeOn, shootThemes } from './overlayHelpers';

const MARGIN = '/trade/BTC_USDT?tab=isolated_margin';

function figure(text: string | null): number {
  return Number((text ?? '').replace(/[^\d.]/g, ''));
}

async function openMargin(page: Page, query: string): Promise<{ form: Locator; panel: Locator }> {
  await page.goto(`${MARGIN}&${query}`);
  const form = page.getByTestId('order-form');
  await expect(form).toHaveAttribute('data-account', 'margin');
  await expect(form.getByTestId('order-available')).toContainText('USDT');
  return { form, panel: page.getByTestId('margin-panel') };
}

/** Opens Transfer, Borrow or Repay, enters the amount (or Max), confirms, and expects the server's answer. */
async function act(page: Page, panel: Locator, action: 'transfer' | 'borrow' | 'repay', amount: string | 'max', answer: string) {
  await panel.getByTestId(`margin-open-${action}`).click();
  const dialog = page.getByTestId(`margin-${action}`);
  if (amount === 'max') await dialog.getByTestId('margin-max').click();
  else await dialog.getByLabel('Amount').fill(amount);
  await dialog.getByTestId('margin-confirm').click();
  await expect(dialog.getByTestId('margin-answer')).toHaveText(answer);
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();
}

/** A market buy of a share of the isolated account's USDT, through the fund-password step kyc2 chose. */
async function marketBuy(page: Page, form: Locator, share: '50%' | '75%') {
  await form.getByRole('tab', { name: 'Market' }).click();
  await form.getByRole('button', { name: share }).click();
  await expect(form.getByLabel('Amount', { exact: true })).not.toHaveValue('');
  await form.getByRole('button', { name: 'Buy BTC', exact: true }).click();
  const modal = page.locator('[data-overlay="fundPassword"]');
  const outcome = form.getByTestId('order-outcome');
  await expect(modal.or(outcome).first()).toBeVisible();
  if (await modal.isVisible()) {
    await modal.getByLabel('Fund password', { exact: true }).fill('Fund#2468');
    await modal.getByRole('button', { name: 'Confirm' }).click();
  }
  await expect(outcome).toHaveText('Order filled.');
}

test('transfer USDT in, borrow, buy by market, margin level and liquidation price, repay', async ({ page }) => {
  const { form, panel } = await openMargin(page, 'persona=kyc2&account=reset');
  const available = form.getByTestId('order-available');
  await expect(panel.getByTestId('margin-level')).toHaveText('—');
  await act(page, panel, 'transfer', '1000', 'Transferred.');
  await expect.poll(async () => figure(await available.textContent())).toBe(1000);
  await act(page, panel, 'borrow', '2000', 'Borrowed.');
  await expect.poll(async () => figure(await available.textContent())).toBe(3000);
  const usdt = panel.getByTestId('margin-assets').locator('[data-asset="USDT"]');
  await expect(usdt.locator('[data-cell="borrowed"]')).toHaveText('2,000');
  // The hour begun is charged at once: 2,000 x 0.001 %.
  await expect(usdt.locator('[data-cell="interest"]')).toHaveText('0.02');
  // Interest comes each demo hour (a minute): the panel counts down to the next charge.
  await expect(panel.getByTestId('margin-next-interest')).toHaveText(/^Next interest charge in \d+ s$/);

  // The limit price follows the live last price until the trader edits it.
  const last = Number(await form.getByLabel('Price', { exact: true }).inputValue());
  await marketBuy(page, form, '50%');
  const btc = panel.getByTestId('margin-assets').locator('[data-asset="BTC"]');
  await expect.poll(async () => figure(await btc.locator('[data-cell="available"]').textContent())).toBeGreaterThan(0);
  // 3,000 of assets against 2,000.02 of debt: a level near 1.5, medium risk, a liquidation price below the market.
  await expect.poll(async () => figure(await panel.getByTestId('margin-level').textContent())).toBeGreaterThan(1.4);
  expect(figure(await panel.getByTestId('margin-level').textContent())).toBeLessThan(1.6);
  await expect(panel.getByTestId('margin-risk')).toHaveText('Medium risk');
  // (1.05 x 2,000.02 - 1,500 USDT held) / the BTC held (1,500 / last, less the fee): about 0.4 x the last price.
  const liquidation = figure(await panel.getByTestId('margin-liquidation-price').textContent());
  expect(liquidation).toBeGreaterThan(0.3 * last);
  expect(liquidation).toBeLessThan(0.5 * last);

  // The dialogs are modal: focus moves in, and axe finds nothing serious in the account panel and the dialog.
  await panel.getByTestId('margin-open-borrow').click();
  const borrow = page.getByTestId('margin-borrow');
  await expect.poll(() => borrow.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  expect((await axeOn(page, '[data-testid="margin-borrow"]').analyze()).violations).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(borrow).toBeHidden();

  // Repay what the account holds of USDT (Max: at most what is owed): interest first, then principal.
  await act(page, panel, 'repay', 'max', 'Repaid.');
  await expect(usdt.locator('[data-cell="interest"]')).toHaveText('0');
  await expect.poll(async () => figure(await usdt.locator('[data-cell="borrowed"]').textContent())).toBeLessThan(2000);
  await page.getByRole('tab', { name: 'Order history' }).click();
  await expect(page.getByTestId('order-history-table').locator('tbody tr').first()).toContainText('Filled');
  await page.getByRole('tab', { name: 'Margin history' }).click();
  const history = page.getByTestId('margin-history-table').locator('tbody tr');
  await expect(history.first()).toContainText('Repay');
  await expect(history).toHaveCount(3);
});

test('below the raised maintenance level the backend liquidates: loan repaid, notice, history entry', async ({ page }) => {
  const { form, panel } = await openMargin(page, 'persona=kyc2&account=reset');
  await act(page, panel, 'transfer', '1000', 'Transferred.');
  await act(page, panel, 'borrow', '3000', 'Borrowed.');
  await marketBuy(page, form, '75%');
  await expect.poll(async () => figure(await panel.getByTestId('margin-level').textContent())).toBeLessThan(1.5);
  // The demo's knob: every pair's maintenance level raised to 1.5; within a second the account is below it.
  await page.goto(`${MARGIN}&marginlevel=1.5`);
  const reloaded = page.getByTestId('margin-panel');
  await expect(reloaded.getByTestId('margin-liquidated')).toContainText('Liquidated at about');
  await expect(reloaded.getByTestId('margin-level')).toHaveText('—');
  await expect(reloaded.getByTestId('margin-assets').locator('[data-asset="USDT"] [data-cell="borrowed"]')).toHaveText('0');
  await page.getByRole('tab', { name: 'Margin history' }).click();
  await expect(page.getByTestId('margin-history-table').locator('tbody tr').first()).toContainText('Liquidation');
  await page.getByRole('tab', { name: 'Open orders' }).click();
  await expect(page.getByText('You have no open orders.')).toBeVisible();
});

test('the isolated margin tab looks right at 390 and 1440 px with a loan (light and night)', { tag: '@shots' }, async ({ page }) => {
  const { form, panel } = await openMargin(page, 'persona=kyc2&account=reset');
  await act(page, panel, 'transfer', '1000', 'Transferred.');
  await act(page, panel, 'borrow', '2000', 'Borrowed.');
  await marketBuy(page, form, '50%');
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await panel.scrollIntoViewIfNeeded();
    await shootThemes(page, `margin-panel-${width}`, '[data-testid="margin-panel"]');
    await panel.getByTestId('margin-open-borrow').click();
    await shootThemes(page, `margin-borrow-${width}`, '[data-testid="margin-borrow"]');
    await page.getByTestId('margin-borrow').getByRole('button', { name: 'Close', exact: true }).last().click();
  }
});
