import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SHOTS } from './overlayHelpers';

/**
 * Marketing pop-ups on screen (issue 12, part): the new-user welcome pop-up, A and B, from its
 * scenario links (the mocked experiment service answers the scenario's experiment value): claim
 * goes to sign-up with the referral parameters kept; the close icon closes it; the 30-minute
 * spacing holds on a reload; a logged-in user never sees it. Axe on the open dialog; screenshots.
 */
const popup = (page: Page) => page.locator('[data-overlay="welcomePopup"]');

async function settled(page: Page): Promise<void> {
  await expect(page.getByTestId('decisions-count')).not.toHaveText('0');
  await page.waitForTimeout(800);
}

test('variant A: the reward from the prize call; claim goes to sign-up with the referral kept', async ({ page }) => {
  await page.goto('/?scenario=welcome-popup-variant-a-shown&site=0&ref_uid=10400003&ch=kol_web');
  await expect(popup(page)).toHaveAttribute('data-variant', 'A');
  await expect(popup(page)).toContainText('100 USDT');
  await expect.poll(() => popup(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
  expect((await new AxeBuilder({ page }).include('[data-overlay="welcomePopup"]').analyze()).violations).toEqual([]);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/welcome-popup-a-1440.png` });
  await popup(page).getByRole('button', { name: 'Claim now' }).click();
  await expect(page).toHaveURL(/\/signup\?/);
  // The router keeps the parameters (it writes a numeric-looking string quoted); the form reads them.
  await expect(page.getByLabel('Referral code (optional)')).toHaveValue('10400003');
  expect(new URL(page.url()).searchParams.get('ch')).toBe('kol_web');
  await expect(popup(page)).toHaveCount(0);
});

test('variant B on a phone: two rewards; closed, it waits 30 minutes (a reload shows nothing)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?scenario=welcome-popup-variant-b-shown&site=0');
  await expect(popup(page)).toHaveAttribute('data-variant', 'B');
  await expect(popup(page)).toContainText('50 USDT');
  await expect(popup(page)).toContainText('20 USDT');
  await page.screenshot({ path: `${SHOTS}/welcome-popup-b-390.png` });
  await popup(page).getByRole('button', { name: 'Close' }).click();
  await expect(popup(page)).toHaveCount(0);
  // Counted when it showed: 1 of 4 today, the last just now.
  expect(await page.evaluate(() => localStorage.getItem('welcome_popup_count'))).toMatch(/^1\/\d+$/);
  await page.reload();
  await settled(page);
  await expect(popup(page)).toHaveCount(0);
});

test('the links that explain why not leave the screen empty', async ({ page }) => {
  for (const scenario of ['welcome-popup-not-for-logged-in-users', 'welcome-popup-capped-after-four-today', 'welcome-popup-not-for-other-experiment-values']) {
    await page.goto(`/?scenario=${scenario}&site=0&now=2026-11-25T10%3A00%3A00.000Z`);
    await settled(page);
    await expect(popup(page), scenario).toHaveCount(0);
  }
});

test('the VIP popup: the plan of a new VIP; it closes itself after 10 s and not again this session', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/?persona=kyc3');
  const vip = page.locator('[data-overlay="vipPopup"]');
  await expect(vip).toHaveAttribute('data-variant', 'VIP_UPGRADED');
  const opened = Date.now();
  await expect(vip).toContainText('Welcome to VIP 3');
  await expect(vip).toContainText('Dedicated account manager');
  expect((await new AxeBuilder({ page }).include('[data-overlay="vipPopup"]').analyze()).violations).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/vip-popup-1440.png` });
  // Still there 5 s after it opened (checked only if this busy machine got there in time), gone
  // after 10 s.
  const wait = 5000 - (Date.now() - opened);
  if (wait > 0) await page.waitForTimeout(wait);
  if (Date.now() - opened < 8000) await expect(vip).toBeVisible();
  await expect(vip).toHaveCount(0, { timeout: 12_000 });
  expect(Date.now() - opened).toBeGreaterThan(9000);
  await page.reload();
  await settled(page);
  await expect(vip).toHaveCount(0);
});
