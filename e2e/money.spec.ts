import type { Locator, Page } from '@playwright/test';
import { expect, sharedContextTest as test } from './fixtures';

/**
 * Convert, Simple Earn and copy trading as a trader does them (issue 36 §2), on the funded kyc2
 * persona against the demo's mocked exchange. Playwright's clock drives the demo clock the mocked
 * backend reads (its handlers run in the page): a quote's 10 s, earn days of a minute, copied
 * trades. Figures are read from the page, never assumed: the market moves on its own.
 */

/** A figure as the page prints it (en-US: "Available: 12,345.67 USDT") as a number. */
function figure(text: string | null): number {
  const match = (text ?? '').replace(/,/g, '').match(/-?\d+(\.\d+)?/);
  return match ? Number(match[0]) : Number.NaN;
}

async function open(page: Page, path: string): Promise<void> {
  await page.clock.install();
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}persona=kyc2&account=reset`);
}

/** The spot USDT available on /myaccount's balances table. */
async function spotUsdt(page: Page): Promise<number> {
  const row = page.getByTestId('spot-balances').getByRole('row').filter({ hasText: 'USDT' }).first();
  await expect(row).toBeVisible();
  return figure(await row.getByRole('cell').nth(1).textContent());
}

test('convert: a quote counts down, is refreshed when it lapses, and executes at the quoted amounts', async ({ page }) => {
  await open(page, '/convert/USDT/BTC');
  const pay = page.getByLabel('You pay', { exact: true });
  const hint = page.locator('.field__hint').filter({ hasText: 'Available:' }).first();
  await expect(hint).toContainText('USDT');
  const before = figure(await hint.textContent());
  await pay.fill('250');
  await page.getByRole('button', { name: 'Get a quote' }).click();
  const countdown = page.getByTestId('convert-countdown');
  await expect(countdown).toContainText(/Quote expires in (10|9) s/);
  const first = await countdown.getAttribute('data-quote');
  // The quote lapses: a new one replaces it without the trader asking.
  await page.clock.fastForward(11_000);
  await expect(countdown).not.toHaveAttribute('data-quote', first ?? '');
  await expect(countdown).toContainText(/Quote expires in (10|9|8) s/);
  const receive = await page.getByTestId('convert-receive').inputValue();
  await page.getByRole('button', { name: 'Convert', exact: true }).click();
  await expect(page.getByTestId('convert-done')).toContainText(`250 USDT → ${receive} BTC`);
  await expect(page.getByTestId('convert-history').getByRole('row').nth(1)).toContainText(receive);
  await expect.poll(async () => figure(await hint.textContent())).toBeCloseTo(before - 250, 2);
});

test('earn: subscribe 1000 USDT flexible, interest arrives each earn day, redeem brings both back', async ({ page }) => {
  await open(page, '/simple-earn?product_id=1001');
  const amount = page.getByLabel('Amount', { exact: true });
  const hint = page.locator('.field__hint').filter({ hasText: 'Available:' }).first();
  await expect(hint).toContainText('USDT');
  const before = figure((await hint.textContent())?.split('Available:')[1] ?? null);
  await amount.fill('1000');
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  const positions = page.getByTestId('earn-positions');
  const row = positions.getByRole('row').filter({ hasText: '1,000 USDT' });
  await expect(row).toBeVisible();
  // Three earn days (a minute each in the demo) at 8.25 %: 3 x 1000 x 8.25 / 36500 = 0.678 USDT.
  await page.clock.fastForward('03:05');
  await expect(row.getByRole('cell').nth(2)).toContainText('0.678', { timeout: 15_000 });
  await row.getByRole('button', { name: 'Redeem', exact: true }).click();
  await expect(positions.getByRole('row').filter({ hasText: '1,000 USDT' })).toHaveCount(0);
  const history = page.getByTestId('earn-history');
  await expect(history.getByRole('row').nth(1)).toContainText('Redeemed');
  await expect(history.getByRole('row').nth(1)).toContainText('1,000.678');
  await expect.poll(async () => figure((await hint.textContent())?.split('Available:')[1] ?? null)).toBeCloseTo(before + 0.678, 3);
});

test('copy trading: the record is a chart with 7/30/90 days; start copying, see the copied position and PnL, stop and get the funds back', async ({ page }) => {
  await open(page, '/copytrading/trader/futures/20481?follow=1');
  const chart = page.getByTestId('performance-chart');
  await expect(chart).toHaveAttribute('data-points', '121');
  await expect(chart.locator('canvas').first()).toBeVisible();
  await page.getByRole('radio', { name: '7 days' }).click();
  await expect(chart).toHaveAttribute('data-points', '85');
  await page.getByLabel('Amount to allocate', { exact: true }).fill('500');
  await page.getByLabel('Stop loss', { exact: true }).fill('30');
  await page.getByRole('button', { name: 'Start copying' }).click();
  const copies = page.getByTestId('copy-accounts');
  await expect(copies.getByText('Equity')).toBeVisible();
  const position = copies.getByTestId('copy-positions').getByRole('row').nth(1);
  await expect(position).toContainText(/Long|Short/);
  // The mark moves and the copied position's mark and PnL follow it (refetched every 5 s).
  const first = await position.textContent();
  await page.clock.fastForward('02:00');
  await expect.poll(async () => position.textContent(), { timeout: 15_000 }).not.toBe(first);
  await expect(copies.getByTestId('copy-pnl')).toContainText('USDT');
  await copies.getByRole('button', { name: 'Stop copying' }).click();
  await expect(page.getByTestId('copy-returned')).toContainText('returned to your spot account');
});

test('the account overview agrees: spot, earn and copy after money moved', async ({ page }) => {
  await open(page, '/myaccount');
  const start = await spotUsdt(page);
  await page.goto('/simple-earn?product_id=2001');
  await page.getByLabel('Amount', { exact: true }).fill('300');
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(page.getByTestId('earn-positions').getByRole('row').filter({ hasText: '300 USDT' })).toBeVisible();
  await page.goto('/copytrading/trader/futures/30917?follow=1');
  await page.getByLabel('Amount to allocate', { exact: true }).fill('200');
  await page.getByRole('button', { name: 'Start copying' }).click();
  await expect(page.getByTestId('copy-accounts').getByText('Equity')).toBeVisible();
  await page.goto('/myaccount');
  expect(await spotUsdt(page)).toBeCloseTo(start - 500, 2);
  await expect(page.getByTestId('account-earn').getByRole('row').filter({ hasText: '300 USDT' })).toContainText('At maturity');
  const copy: Locator = page.getByTestId('copy-accounts');
  await expect(copy).toContainText('Delta Neutral');
  await expect(copy).toContainText('200.00 USDT');
});
