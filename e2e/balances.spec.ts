/**
 * Every balance agrees (issue 36 §3, docs/accounts.md), as kyc2 on the demo's mocked exchange:
 * start copying a lead trader, then through the futures page's one transfer dialog move USDT from
 * spot to futures, to earn and to the copy account; /myaccount's breakdown, the trade page and the
 * dialog show the same figures, and the rows add up to the total. The copy-trading list shows the
 * backend's record of each trader, the same the trader's page charts.
 */
import type { Page } from '@playwright/test';
import { expect, sharedContextTest as test } from './fixtures';
import { overlay, shootThemes } from './overlayHelpers';

/** A figure as the page prints it ("$1,000.00", "1000.0000 USDT", "+12.34%") as a number. */
function figure(text: string | null): number {
  const match = (text ?? '').replace(/,/g, '').match(/-?\d+(\.\d+)?/);
  return match ? Number(match[0]) : Number.NaN;
}

const row = (page: Page, account: string) => page.locator(`[data-account^="${account}"]`).getByTestId('account-value');

async function moveTo(page: Page, to: string | RegExp, amount: string): Promise<string> {
  const dialog = page.getByTestId('futures-transfer');
  const target = dialog.getByTestId('transfer-to');
  if (typeof to === 'string') await target.selectOption(to);
  else await target.selectOption({ label: (await target.locator('option').allTextContents()).find((label) => to.test(label)) ?? '' });
  await dialog.getByLabel('Amount').fill(amount);
  await dialog.getByTestId('transfer-confirm').click();
  const answer = dialog.getByTestId('transfer-answer');
  await expect(answer).toContainText('Transferred.');
  return (await answer.textContent()) ?? '';
}

test('as kyc2: transfer to futures, to earn and to a copy account; /myaccount, the trade page and the dialog agree', async ({ page }) => {
  await page.goto('/copytrading/trader/futures/20481?follow=1&persona=kyc2&account=reset');
  await page.getByLabel('Amount to allocate', { exact: true }).fill('200');
  await page.getByRole('button', { name: 'Start copying' }).click();
  await expect(page.getByTestId('copy-accounts').getByText('Equity')).toBeVisible();

  await page.goto('/futures/USDT/BTC_USDT');
  await page.getByTestId('futures-transfer-open').click();
  const dialog = page.getByTestId('futures-transfer');
  expect(await moveTo(page, 'futures', '1000')).toContain('Futures: 1000 USDT available');
  expect(await moveTo(page, 'earn', '500')).toContain('Earn: 500 USDT available');
  const copied = await moveTo(page, /Northwind Capital/, '100');
  expect(copied).toContain('Copy trading · Northwind Capital:');
  // The dialog's figures are the backend's accounts: what may leave futures is its 1000.
  await dialog.getByTestId('transfer-from').selectOption('futures');
  await expect(dialog.locator('[data-row="available"] dd')).toHaveText('1000 USDT');
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  // The trade page reads the futures account: the same 1000.
  await expect(page.getByTestId('futures-available')).toHaveText('1000.0000 USDT');

  await page.goto('/myaccount');
  await expect(row(page, 'futures')).toHaveText('$1,000.00');
  await expect(row(page, 'earn')).toHaveText(/^\$500\.\d\d$/);
  // The copy: its 200 allocation and the 100 topped up, give or take the copied position's PnL.
  expect(Math.abs(figure(await row(page, 'copy:').textContent()) - 300)).toBeLessThan(15);
  await expect(page.getByTestId('account-earn').getByRole('row').filter({ hasText: '500 USDT' })).toBeVisible();
  await expect(page.getByTestId('copy-accounts')).toContainText('300.00 USDT');
  // The rows are the server's and add up to its total, which the overview's headline shows.
  const values = await page.getByTestId('accounts-breakdown').getByTestId('account-value').allTextContents();
  const total = figure(await page.getByTestId('accounts-total').textContent());
  expect(Math.round(values.reduce((sum, v) => sum + figure(v), 0) * 100)).toBe(Math.round(total * 100));
  await expect(page.getByTestId('overview-total')).toHaveText(/^\$[\d,]+\.\d\d$/);
});

test('the copy-trading list shows each trader’s backend record over 7, 30 and 90 days, as the trader’s page does', async ({ page }) => {
  await page.goto('/copytrading?mode=futures');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Northwind Capital', exact: true }) });
  for (const days of ['7', '90']) {
    const chosen = page.getByRole('radio', { name: `${days} days` });
    await expect(async () => {
      await chosen.click();
      await expect(chosen).toBeChecked({ timeout: 1000 });
    }).toPass();
    await expect(card.getByTestId('trader-card-roi')).toHaveText(/%/);
    const roi = await card.getByTestId('trader-card-roi').textContent();
    const pnl = await card.getByTestId('trader-card-pnl').textContent();
    await card.getByRole('link', { name: 'Northwind Capital', exact: true }).click();
    // The trader's page opens on 30 days; once its record shows, pick the same period.
    await expect(page.getByTestId('trader-roi')).toHaveText(/%/);
    const period = page.getByRole('radio', { name: `${days} days` });
    await expect(async () => {
      await period.click();
      await expect(period).toBeChecked({ timeout: 1000 });
    }).toPass();
    await expect(page.getByTestId('trader-roi')).toHaveText(roi ?? '');
    await expect(page.getByTestId('trader-pnl')).toHaveText(pnl ?? '');
    await page.goBack();
  }
});

test('accounts and the transfer dialog at 390 and 1440 px, light and night', { tag: '@shots' }, async ({ page }) => {
  await page.goto('/copytrading/trader/futures/20481?follow=1&persona=kyc2&account=reset');
  await page.getByLabel('Amount to allocate', { exact: true }).fill('200');
  await page.getByRole('button', { name: 'Start copying' }).click();
  await expect(page.getByTestId('copy-accounts').getByText('Equity')).toBeVisible();
  await page.goto('/futures/USDT/BTC_USDT');
  await page.getByTestId('futures-transfer-open').click();
  await moveTo(page, 'futures', '1000');
  await moveTo(page, 'earn', '2500');
  await shootThemes(page, 'balances-dialog-1440', '[data-testid="futures-transfer"]');
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    await page.goto('/myaccount');
    await expect(row(page, 'futures')).toHaveText('$1,000.00');
    await shootThemes(page, `balances-myaccount-${width}`, '[data-testid="accounts-breakdown"]');
    await page.goto('/asset-management');
    await expect(page.getByRole('row', { name: /Futures/ })).toContainText('$1,000.00');
    await shootThemes(page, `balances-assets-${width}`, 'table');
    await page.goto('/copytrading?mode=futures');
    await expect(page.getByTestId('trader-card-roi').first()).toHaveText(/%/);
    await shootThemes(page, `balances-copylist-${width}`, '[data-testid="lead-traders"]');
  }
  await page.goto('/myaccount');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(overlay(page, 'transferPanel').locator('[data-mini-app="transfer"] [data-available]')).toContainText('Available');
  await shootThemes(page, 'balances-minipanel-390', '[data-mini-app="transfer"]');
});
