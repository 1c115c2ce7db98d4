/**
 * The account services for real (docs/account-services.md), as users of the demo's mocked
 * exchange: a support ticket is created, listed at once, answered by support on the backend's
 * clock (Playwright's clock moves it four minutes) and replied to; a transfer code created by
 * kyc2 in one tab is redeemed by kyc3 in another tab of the same browser (the backend's state is
 * the browser's, shared by its tabs), and both balances move by exactly its amount.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const MESSAGE = 'My USDT deposit on TRC20 has been confirmed on chain but is not credited.';

/** The "Available" figure of the create-a-code form, as a number. */
async function available(page: Page): Promise<number> {
  const text = (await page.getByTestId('code-available').textContent()) ?? '';
  return Number(text.replace(/[^\d.]/g, ''));
}

test('a support ticket is created, listed at once, answered by support and replied to', async ({ page }) => {
  await page.clock.install();
  await page.goto('/myaccount/tickets?persona=kyc2&account=reset');
  const table = page.getByRole('table', { name: 'Your tickets' });
  await expect(table.getByRole('link', { name: 'T-58211' })).toBeVisible();
  const form = page.getByTestId('ticket-form');
  await form.getByLabel('Category').selectOption('deposit');
  await form.getByLabel('Subject').fill('USDT deposit not credited');
  await form.getByLabel('Message').fill('Help');
  await form.getByRole('button', { name: 'Submit ticket' }).click();
  await expect(form.getByText('Describe the problem in at least 20 characters.')).toBeVisible();
  await form.getByLabel('Message').fill(MESSAGE);
  await form.getByRole('button', { name: 'Submit ticket' }).click();
  await expect(form.getByRole('status')).toContainText('Ticket T-58212 created');
  const row = table.getByRole('row', { name: /T-58212/ });
  await expect(row).toContainText('USDT deposit not credited');
  await expect(row).toContainText('Open');

  await row.getByRole('link', { name: 'T-58212' }).click();
  await expect(page).toHaveURL(/[?&]ticket=T-58212/);
  const messages = page.getByTestId('ticket-messages');
  await expect(messages).toContainText(MESSAGE);
  // Support writes three minutes after the user's message, on the backend's clock; the page polls.
  await page.clock.fastForward('04:00');
  await expect(messages.getByRole('listitem')).toHaveCount(2);
  await expect(messages).toContainText('Thank you for writing');
  await expect(page.getByText('Answered', { exact: true })).toBeVisible();

  await page.getByLabel('Your reply').fill('The TxID is 0x5c1e9a, sent at 10:02 UTC.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(messages.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByText('Open', { exact: true })).toBeVisible();
  // Stored with the account: a reload keeps it.
  await page.reload();
  await expect(page.getByTestId('ticket-messages').getByRole('listitem')).toHaveCount(3);
});

test('a transfer code created by kyc2 is redeemed by kyc3 in another tab: both balances move by its amount', async ({ page, context }) => {
  await page.goto('/myaccount/deposit_gatecode?persona=kyc2&account=reset');
  await expect.poll(() => available(page)).toBeGreaterThan(100);
  const before = await available(page);
  const create = page.getByTestId('create-code-form');
  await create.getByLabel('Amount', { exact: true }).fill('100');
  await create.getByLabel('Authenticator code').fill('246810');
  await create.getByRole('button', { name: 'Create' }).click();
  const modal = page.locator('[data-overlay="fundPassword"]');
  await modal.getByLabel('Fund password', { exact: true }).fill('Fund#2468');
  await modal.getByRole('button', { name: 'Confirm' }).click();
  const code = (await page.getByTestId('created-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z0-9]{16}$/);
  await expect.poll(() => available(page)).toBeCloseTo(before - 100, 2);
  await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('Active');

  // kyc3, in a second tab of the same browser, redeems it.
  const other = await context.newPage();
  // kyc3 just became a VIP: its tab shows the VIP pop-up whenever the screen's arbiter does, a modal
  // dialog that makes the page behind it inert (a fill then lands nowhere, without an error).
  // Answered as a user would; and each fill is checked to have taken.
  const vip = other.locator('[data-overlay="vipPopup"]');
  await other.addLocatorHandler(vip, () => other.keyboard.press('Escape'), { noWaitAfter: true });
  await other.goto('/myaccount/deposit_gatecode?persona=kyc3');
  await expect.poll(() => available(other)).toBeGreaterThan(0);
  const theirs = await available(other);
  await expect(async () => {
    await other.getByLabel('Transfer code').fill(code.toLowerCase());
    await expect(other.getByLabel('Transfer code')).toHaveValue(code, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await other.getByRole('button', { name: 'Redeem' }).click();
  await expect(other.getByTestId('redeem-answer')).toContainText('100 USDT reached your spot account.');
  await expect.poll(() => available(other)).toBeCloseTo(theirs + 100, 2);
  // A code works once. Tried until the answer comes (the VIP pop-up may open between two steps);
  // asking again is harmless, the answer is the same every time.
  await expect(async () => {
    await other.getByLabel('Transfer code').fill(code);
    await other.getByRole('button', { name: 'Redeem' }).click({ timeout: 2_000 });
    await expect(other.getByTestId('redeem-answer')).toContainText('Code not found', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await other.close();

  // Back in kyc2's tab: the code is redeemed, the balance stays 100 down.
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('Redeemed');
  await expect.poll(() => available(page)).toBeCloseTo(before - 100, 2);
});
