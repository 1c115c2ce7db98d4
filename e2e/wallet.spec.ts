import type { Page } from '@playwright/test';
import { expect, sharedContextTest as test } from './fixtures';
import { overlay, shootThemes } from './overlayHelpers';

/**
 * Deposits, withdrawals and sub-account transfers as a trader does them (issue 36 section 3,
 * docs/wallet-api.md), on the demo's one mocked account (kyc2, reset at the start): a wrong
 * address refused and a right one withdrawn with the fund password and authenticator code, the
 * debit seen on the withdraw page, /myaccount and the trade form; a simulated deposit confirming
 * and credited while the page watches; a transfer to a sub-account. Waits are on conditions: the
 * backend's demo clock confirms a deposit in 6 s and completes a withdrawal in 3 s; both run on the
 * page's clock (src/mocks/exchange/store.ts), which the tests move on instead of waiting it out.
 */

const TRON_OK = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const TRON_TYPO = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u';

/** A figure as the page prints it (en-US: "12,345.67 USDT") as a number. */
const figure = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
const availableOn = async (page: Page, testId: string) => figure(await page.getByTestId(testId).textContent());

async function openWithdraw(page: Page): Promise<number> {
  await page.goto('/myaccount/withdraw/USDT?persona=kyc2&account=reset');
  await expect(page.getByTestId('withdraw-available')).toContainText(/[1-9]/);
  return availableOn(page, 'withdraw-available');
}

test('a wrong address is refused, a right one withdrawn with fund password and code; every balance shows the debit', async ({ page }) => {
  await page.clock.install();
  const before = await openWithdraw(page);
  const form = page.getByTestId('withdraw-form');
  await form.getByLabel('Recipient address').fill(TRON_TYPO);
  await form.getByLabel('Amount', { exact: true }).fill('100');
  await form.getByLabel('Authenticator code').fill('246810');
  await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(form.getByText('The address checksum does not match: check it for a typo.')).toBeVisible();
  await expect(page.locator('[data-overlay="fundPassword"]')).toHaveCount(0);

  await form.getByLabel('Recipient address').fill(TRON_OK);
  await form.getByLabel('Save to address book').check();
  await form.getByLabel('Label', { exact: true }).fill('Cold wallet');
  await expect(form.getByText('Total debited')).toBeVisible();
  await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const modal = page.locator('[data-overlay="fundPassword"]');
  await modal.getByLabel('Fund password', { exact: true }).fill('Fund#2468');
  await modal.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('withdraw-answer')).toContainText('Withdrawal submitted');
  // amount + the 1 USDT TRC20 fee, at once; processing, then completed (pushed).
  await expect.poll(() => availableOn(page, 'withdraw-available')).toBeCloseTo(before - 101, 2);
  const history = page.getByTestId('withdraw-history');
  await expect(history.getByRole('row').nth(1)).toContainText('Processing');
  // The 3 s the demo's network takes, at once.
  await page.clock.fastForward(3_000);
  await expect(history.getByRole('row').nth(1)).toContainText('Completed');
  await expect(form.getByLabel('Address book')).toContainText('Cold wallet');

  // /myaccount and the trade form read the same account.
  await page.goto('/myaccount');
  const row = page.getByTestId('spot-balances-table').getByRole('row', { name: /USDT/ });
  await expect.poll(async () => figure((await row.getByRole('cell').nth(1).textContent()) ?? '')).toBeCloseTo(before - 101, 2);
  await page.goto('/trade/BTC_USDT');
  await expect.poll(() => availableOn(page, 'order-available')).toBeCloseTo(before - 101, 2);
});

test('a simulated deposit confirms on the demo clock and the balance rises on credit, pushed', async ({ page }) => {
  await page.clock.install();
  await page.goto('/myaccount/deposit/USDT?persona=kyc2&account=reset');
  await expect(page.getByTestId('deposit-available')).toContainText(/[1-9]/);
  const before = await availableOn(page, 'deposit-available');
  await page.getByRole('button', { name: 'Simulate a deposit (demo)' }).click();
  const row = page.getByTestId('recent-deposits').getByRole('row').nth(1);
  await expect(row).toContainText('TRC20');
  await expect(row).toContainText('Confirming');
  // Confirmations count up (pushed), then the deposit is credited.
  await expect(row.getByRole('cell').nth(3)).toHaveText(/^([1-9]|1\d)\/20$/);
  // The rest of the 6 s confirmation, at once.
  await page.clock.fastForward(6_000);
  await expect(row).toContainText('Credited');
  await expect(row.getByRole('cell').nth(3)).toHaveText('20/20');
  await expect.poll(() => availableOn(page, 'deposit-available')).toBeCloseTo(before + 100, 2);
});

test('a master moves USDT to a sub-account and back through the sub-account transfer panel', async ({ page }) => {
  await page.goto('/myaccount/profile/sub-account-manage?persona=kyc2&account=reset');
  await page.getByTestId('open-sub-transfer').click();
  const app = overlay(page, 'transferPanel').locator('[data-mini-app="subTransfer"]');
  await expect(app.getByLabel('To')).toContainText('10042001 (grid-bot)');
  await expect(app.locator('[data-available]')).toContainText(/Available: [1-9]/);
  await app.getByLabel('To').selectOption('sub:10042001');
  await app.getByLabel('Amount').fill('250');
  await app.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(app.getByRole('status')).toHaveText('Transferred 250 USDT from Main account to 10042001 (grid-bot).');
  // Too much from the sub-account: the server's refusal, in its words.
  await app.getByLabel('From').selectOption('sub:10042001');
  await app.getByLabel('To').selectOption('spot');
  await expect(app.locator('[data-available]')).toHaveText('Available: 250 USDT');
  await app.getByLabel('Amount').fill('300');
  await app.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(app.getByRole('status')).toHaveText('Insufficient balance in the account transferred from.');
  await app.getByLabel('Amount').fill('50');
  await app.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(app.locator('[data-available]')).toHaveText('Available: 200 USDT');
  await overlay(page, 'transferPanel').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('sub-account-balances').getByRole('row', { name: /grid-bot/ })).toContainText('200 USDT');
});

test('wallet pages look right at 390 and 1440 px, light and night', { tag: '@shots' }, async ({ page }) => {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await openWithdraw(page);
    await page.getByTestId('withdraw-form').getByLabel('Recipient address').fill(TRON_TYPO);
    await page.getByTestId('withdraw-form').getByRole('button', { name: 'Withdraw', exact: true }).click();
    await shootThemes(page, `wallet-withdraw-${width}`, '[data-testid="withdraw-form"]');
    await page.goto('/myaccount/deposit/USDT');
    await page.getByRole('button', { name: 'Simulate a deposit (demo)' }).click();
    await expect(page.getByTestId('recent-deposits')).toContainText('Confirming');
    await shootThemes(page, `wallet-deposit-${width}`, '[data-testid="recent-deposits"]');
    await page.goto('/myaccount/profile/sub-account-manage');
    await page.getByTestId('open-sub-transfer').click();
    await expect(page.locator('[data-mini-app="subTransfer"] [data-available]')).toContainText('Available');
    await shootThemes(page, `wallet-sub-transfer-${width}`, '[data-mini-app="subTransfer"]');
  }
});
