import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test as bare } from '@playwright/test';
import { expect, test } from './fixtures';
import { SHOTS, shootThemes } from './overlayHelpers';

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

test('homepage banner: the plan as a card on home, its link leads on; followed or closed, it stays away for the session', async ({ page }) => {
  const banner = page.locator('[data-overlay="homepageBanner"]');
  await page.goto('/?scenario=homepage-banner-shown-on-home&site=0');
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute('data-variant', '50407');
  await expect(banner.getByRole('heading')).toHaveText('Earn up to 8.25% APR on USDT');
  expect((await new AxeBuilder({ page }).include('[data-overlay="homepageBanner"]').analyze()).violations).toEqual([]);
  await expect(banner.locator('img')).toHaveJSProperty('complete', true);
  expect(await banner.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await banner.getByRole('link', { name: 'Learn more' }).click();
  await expect(page).toHaveURL(/\/simple-earn/);
  await expect(banner).toHaveCount(0);
  // Followed, it counts as seen for the session, as a close does.
  await page.goto('/?scenario=homepage-banner-shown-on-home&site=0');
  await settled(page);
  await expect(banner).toHaveCount(0);
  await page.evaluate(() => sessionStorage.removeItem('homepage_banner_closed'));
  await page.reload();
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Close' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await settled(page);
  await expect(banner).toHaveCount(0);
  // Without a plan (the demo's default) there is none.
  await page.goto('/?scenario=homepage-banner-not-without-plan&site=0');
  await settled(page);
  await expect(banner).toHaveCount(0);
});

test('alpha banner: cards in turn per currency across visits, paged by hand; closed, gone for 24 hours', async ({ page }) => {
  const banner = page.locator('[data-overlay="alphaBanner"]');
  await page.goto('/alpha/moonfrog');
  await expect(banner).toHaveAttribute('data-variant', '9301');
  await expect(banner).toContainText('1 of 3');
  expect((await new AxeBuilder({ page }).include('[data-overlay="alphaBanner"]').analyze()).violations).toEqual([]);
  await page.reload();
  await expect(banner).toHaveAttribute('data-variant', '9302');
  await banner.getByRole('button', { name: 'Next card' }).click();
  await expect(banner).toHaveAttribute('data-variant', '9303');
  await expect(page.evaluate(() => localStorage.getItem('alpha_banner_index_MOONFROG'))).resolves.toBe('2');
  // Another currency keeps its own place.
  await page.goto('/alpha/orbit');
  await expect(banner).toHaveAttribute('data-variant', '9301');
  await page.goto('/alpha/moonfrog');
  await expect(banner).toHaveAttribute('data-variant', '9301');
  await banner.getByRole('button', { name: 'Close' }).click();
  await expect(banner).toHaveCount(0);
  const stamp = Number(await page.evaluate(() => localStorage.getItem('alpha_banner_closed_at')));
  expect(Math.abs(stamp - Date.now())).toBeLessThan(60_000);
  await page.reload();
  await settled(page);
  await expect(banner).toHaveCount(0);
  // Not on other pages.
  await page.evaluate(() => localStorage.removeItem('alpha_banner_closed_at'));
  await page.goto('/markets');
  await settled(page);
  await expect(banner).toHaveCount(0);
});

test('exclusive modal: an invited visitor sees $40,000 and Claim Now, which keeps the invitation on sign-up', async ({ page }) => {
  const modal = page.locator('[data-overlay="exclusiveModal"]');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/?ref_uid=10400003&ch=kol_web');
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('$40,000');
  await expect.poll(() => modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  expect((await new AxeBuilder({ page }).include('[data-overlay="exclusiveModal"]').analyze()).violations).toEqual([]);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/exclusive-modal-1440.png` });
  await modal.getByRole('button', { name: 'Claim Now' }).click();
  await expect(page).toHaveURL(/\/signup\?/);
  expect(new URL(page.url()).searchParams.get('ch')).toBe('kol_web');
  await expect(modal).toHaveCount(0);
  // Once per session.
  await page.goto('/?ref_uid=10400003');
  await settled(page);
  await expect(modal).toHaveCount(0);
  // In Turkish, the figure in Turkish digits and separators.
  await page.evaluate(() => sessionStorage.removeItem('exclusive_modal_shown'));
  await page.goto('/tr?ref_uid=10400003');
  await expect(modal.getByRole('button', { name: 'Hemen al' })).toBeVisible();
  await expect(modal).toContainText('40.000');
});

test('sign-up shows what signing up earns: the register task and the newbie prize pool', async ({ page }) => {
  await page.goto('/signup');
  const rewards = page.getByTestId('register-rewards');
  await expect(rewards).toContainText('Sign up now and get 100 USDT');
  await expect(rewards).toContainText('6,666 USDT');
  await page.goto('/ja/signup');
  await expect(rewards).toContainText('100 USDT を獲得');
});

bare('sign-up rewards: failed calls give SPEC section 8 defaults and the block hides; one failure hides only its line', async ({ page }) => {
  await page.goto('/signup?fault.taskEmbedRegister=http500');
  const rewards = page.getByTestId('register-rewards');
  await expect(rewards).toContainText('6,666 USDT');
  await expect(rewards).not.toContainText('Sign up now');
  await page.goto('/signup?fault.taskEmbedRegister=http500&fault.newbiePrizeGuide=malformedJson');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(800);
  await expect(rewards).toHaveCount(0);
});

test('a policy dialog never opens over a dialog the visitor opened: the exclusive modal waits for the sign-up modal to close', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // The experiment service answers after 3 s: the visitor opens sign-up first.
  await page.goto('/?ref_uid=10400003&fault.experimentVariable=slow3s');
  await page.getByTestId('header-signup').click();
  const signup = page.getByRole('dialog', { name: 'Create your account' });
  await expect(signup).toBeVisible();
  await page.waitForTimeout(4000);
  await expect(page.locator('[data-overlay="exclusiveModal"]')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(signup).toHaveCount(0);
  await expect(page.locator('[data-overlay="exclusiveModal"]')).toBeVisible();
});

test('screenshots: the banners and the exclusive modal at 390 and 1440 px, light and night, in Arabic and Turkish', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/?scenario=homepage-banner-shown-on-home&site=0');
  await shootThemes(page, 'homepage-banner-1440', '[data-overlay="homepageBanner"]');
  await page.setViewportSize({ width: 390, height: 844 });
  await shootThemes(page, 'homepage-banner-390', '[data-overlay="homepageBanner"]');
  await page.goto('/ar/alpha/moonfrog');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('[data-overlay="alphaBanner"]').getByRole('button', { name: 'البطاقة التالية' })).toBeVisible();
  expect((await new AxeBuilder({ page }).include('[data-overlay="alphaBanner"]').analyze()).violations).toEqual([]);
  await shootThemes(page, 'alpha-banner-ar-390', '[data-overlay="alphaBanner"]');
  await page.evaluate(() => sessionStorage.removeItem('exclusive_modal_shown'));
  await page.goto('/tr?ref_uid=10400003');
  await expect(page.locator('[data-overlay="exclusiveModal"]')).toBeVisible();
  await shootThemes(page, 'exclusive-modal-tr-390', '[data-overlay="exclusiveModal"]');
  await page.evaluate(() => sessionStorage.removeItem('exclusive_modal_shown'));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/ar?ref_uid=10400003');
  await expect(page.locator('[data-overlay="exclusiveModal"]').getByRole('button', { name: 'اطلب الآن' })).toBeVisible();
  expect((await new AxeBuilder({ page }).include('[data-overlay="exclusiveModal"]').analyze()).violations).toEqual([]);
  await shootThemes(page, 'exclusive-modal-ar-1440', '[data-overlay="exclusiveModal"]');
});
