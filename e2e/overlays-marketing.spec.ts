import type { Page } from '@playwright/test';
import { test as bare } from '@playwright/test';
import { expect, sharedContextTest as test } from './fixtures';
import { axeOn, readableColours, shootThemes } from './overlayHelpers';

/**
 * Marketing pop-ups on screen (issue 12, part): the new-user welcome pop-up, A and B, from its
 * scenario links (the mocked experiment service answers the scenario's experiment value): claim
 * goes to sign-up with the referral parameters kept; the close icon closes it; the 30-minute
 * spacing holds on a reload; a logged-in user never sees it. Axe on the open dialog; screenshots
 * tagged @shots (`npm run shots`). What needs no real browser (variant B, the spacing, the why-not
 * links, the banners staying away) is proven in the component tier:
 * src/overlays/policy/welcomePopup/MarketingOverlays.component.test.tsx.
 */
const popup = (page: Page) => page.locator('[data-overlay="welcomePopup"]');

// Several page loads and an axe run per test: room for a busy machine (the compliance and bar
// specs give theirs 90 s too).
test.describe.configure({ timeout: 90_000 });

async function settled(page: Page): Promise<void> {
  await expect(page.getByTestId('decisions-count')).not.toHaveText('0');
  // A fixed wait, kept on purpose: the callers prove a pop-up does NOT show, and nothing signals
  // "no" (the screen chunk would have drawn one by now).
  await page.waitForTimeout(800);
}

test('variant A: the reward from the prize call; claim goes to sign-up with the referral kept', async ({ page }) => {
  await page.goto('/?scenario=welcome-popup-variant-a-shown&site=0&ref_uid=10400003&ch=kol_web');
  await expect(popup(page)).toHaveAttribute('data-variant', 'A');
  await expect(popup(page)).toContainText('100 USDT');
  await expect.poll(() => popup(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
  expect((await axeOn(page, '[data-overlay="welcomePopup"]').analyze()).violations).toEqual([]);
  await popup(page).getByRole('button', { name: 'Claim now' }).click();
  await expect(page).toHaveURL(/\/signup\?/);
  // The router keeps the parameters (it writes a numeric-looking string quoted); the form reads them.
  await expect(page.getByLabel('Referral code (optional)')).toHaveValue('10400003');
  expect(new URL(page.url()).searchParams.get('ch')).toBe('kol_web');
  await expect(popup(page)).toHaveCount(0);
});

// Variant B, the 30-minute spacing and the why-not links: the component tier
// (src/overlays/policy/welcomePopup/MarketingOverlays.component.test.tsx).

test('the VIP popup: the plan of a new VIP; it closes itself after 10 s and not again this session', async ({ page }) => {
  // The page's timers on Playwright's clock, and the page's own times of the popup's coming and
  // going: the 10 s are measured on the page's clock, not on this busy machine's wall clock.
  await page.clock.install();
  await page.addInitScript(() => {
    const times: { opened?: number; closed?: number } = {};
    (window as unknown as { __vipTimes: typeof times }).__vipTimes = times;
    new MutationObserver(() => {
      const popup = document.querySelector('[data-overlay="vipPopup"]');
      if (popup && times.opened === undefined) times.opened = Date.now();
      if (!popup && times.opened !== undefined && times.closed === undefined) times.closed = Date.now();
    }).observe(document, { subtree: true, childList: true });
  });
  const vipTimes = () => page.evaluate(() => ({ ...(window as unknown as { __vipTimes: { opened?: number; closed?: number } }).__vipTimes, now: Date.now() }));
  await page.goto('/?persona=kyc3');
  const vip = page.locator('[data-overlay="vipPopup"]');
  await expect(vip).toHaveAttribute('data-variant', 'VIP_UPGRADED');
  // Stop the page's time as soon as it shows (pauseAt must aim ahead of the running clock, hence
  // the margin and the retry): from now on it moves only when the test moves it.
  await expect(async () => page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500)).toPass();
  await expect(vip).toContainText('Welcome to VIP 3');
  await expect(vip).toContainText('Dedicated account manager');
  // Axe waits on setTimeout(0) between its rules: the clock moves 1 ms at a time while it runs.
  let axeDone = false;
  const axe = axeOn(page, '[data-overlay="vipPopup"]')
    .analyze()
    .finally(() => (axeDone = true));
  while (!axeDone) await page.clock.runFor(1);
  expect((await axe).violations).toEqual([]);
  // Still there just before 10 s after it opened (on the page's clock), gone after.
  const paused = await vipTimes();
  expect(paused.opened).toBeDefined();
  if (paused.closed === undefined) {
    const elapsed = paused.now - paused.opened!;
    if (elapsed < 9900) {
      await page.clock.runFor(9900 - elapsed);
      await expect(vip).toBeVisible();
    }
    await page.clock.runFor(1000);
  }
  await expect(vip).toHaveCount(0);
  const { opened, closed } = await vipTimes();
  // The machine's 10 s timer starts when it opens, a render before the observer sees the popup:
  // on a loaded machine that render lags by tens of ms (9942 ms measured once), so the bound is
  // the one checked above: still there 9.9 s after it appeared, gone within 10.9 s.
  expect(closed! - opened!).toBeGreaterThanOrEqual(9_900);
  expect(closed! - opened!).toBeLessThan(10_900);
  await page.clock.resume();
  await page.reload();
  await settled(page);
  await expect(vip).toHaveCount(0);
});

test('homepage banner: the plan as a card on home with its image, readable; its link leads on', async ({ page }) => {
  // Staying away for the session once followed or closed, none without a plan, and the alpha
  // banner's cards, paging and 24 hours: the component tier (MarketingOverlays.component.test.tsx).
  const banner = page.locator('[data-overlay="homepageBanner"]');
  await page.goto('/?scenario=homepage-banner-shown-on-home&site=0');
  await expect(banner).toHaveAttribute('data-variant', '50407');
  await expect(banner.getByRole('heading')).toHaveText('Earn up to 8.25% APR on USDT');
  await readableColours(page, 'homepageBanner');
  await expect(banner.locator('img')).toHaveJSProperty('complete', true);
  expect(await banner.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await banner.getByRole('link', { name: 'Learn more' }).click();
  await expect(page).toHaveURL(/\/simple-earn/);
  await expect(banner).toHaveCount(0);
});

test('exclusive modal: an invited visitor sees $40,000 and Claim Now, which keeps the invitation on sign-up', async ({ page }) => {
  const modal = page.locator('[data-overlay="exclusiveModal"]');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/?ref_uid=10400003&ch=kol_web');
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('$40,000');
  await expect.poll(() => modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  expect((await axeOn(page, '[data-overlay="exclusiveModal"]').analyze()).violations).toEqual([]);
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
  // A fixed wait, kept on purpose: it proves the block does NOT show once both calls failed.
  await page.waitForTimeout(800);
  await expect(rewards).toHaveCount(0);
});

test('a policy dialog never opens over a dialog the visitor opened: the exclusive modal waits for the sign-up modal to close', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // The experiment service answers after 3 s: the visitor opens sign-up first.
  const answered = page.waitForResponse((response) => response.url().includes('/api/web/v1/abtest/variable'));
  await page.goto('/?ref_uid=10400003&fault.experimentVariable=slow3s');
  await page.getByTestId('header-signup').click();
  const signup = page.getByRole('dialog', { name: 'Create your account' });
  await expect(signup).toBeVisible();
  await answered;
  await expect(page.getByTestId('decisions-count')).not.toHaveText('0');
  // A fixed wait, kept on purpose: with the answer in, it proves the modal does NOT open over sign-up.
  await page.waitForTimeout(800);
  await expect(page.locator('[data-overlay="exclusiveModal"]')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(signup).toHaveCount(0);
  await expect(page.locator('[data-overlay="exclusiveModal"]')).toBeVisible();
});

// Axe on the exclusive modal runs in its English test, the alpha banner's rules but colour contrast
// in the component tier: a language changes their texts, not their roles and names.
test('in Arabic: the alpha banner and the exclusive modal, right to left, with translated buttons', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ar/alpha/moonfrog');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('[data-overlay="alphaBanner"]').getByRole('button', { name: 'البطاقة التالية' })).toBeVisible();
  await readableColours(page, 'alphaBanner');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/ar?ref_uid=10400003');
  await expect(page.locator('[data-overlay="exclusiveModal"]').getByRole('button', { name: 'المطالبة الآن' })).toBeVisible();
});

/** Pictures only, compared by nobody: `npm run shots`, not `npm test`. */
test.describe('marketing screenshots', { tag: '@shots' }, () => {
  test.describe.configure({ timeout: 180_000 });

  test('the welcome pop-up, A at 1440 px and B at 390 px, light and night', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/?scenario=welcome-popup-variant-a-shown&site=0&ref_uid=10400003&ch=kol_web');
    await shootThemes(page, 'welcome-popup-a-1440', '[data-overlay="welcomePopup"]');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/?scenario=welcome-popup-variant-b-shown&site=0');
    await shootThemes(page, 'welcome-popup-b-390', '[data-overlay="welcomePopup"]');
  });

  test('the VIP popup at 1440 px, light and night', async ({ page }) => {
    // Both pictures within the popup's 10 s (a paused page clock would stall the theme switch).
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/?persona=kyc3');
    await shootThemes(page, 'vip-popup-1440', '[data-overlay="vipPopup"]');
  });

  test('the banners and the exclusive modal at 390 and 1440 px, light and night, in Arabic and Turkish', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/?ref_uid=10400003&ch=kol_web');
    await shootThemes(page, 'exclusive-modal-1440', '[data-overlay="exclusiveModal"]');
    await page.goto('/?scenario=homepage-banner-shown-on-home&site=0');
    await shootThemes(page, 'homepage-banner-1440', '[data-overlay="homepageBanner"]');
    await page.setViewportSize({ width: 390, height: 844 });
    await shootThemes(page, 'homepage-banner-390', '[data-overlay="homepageBanner"]');
    await page.goto('/ar/alpha/moonfrog');
    await shootThemes(page, 'alpha-banner-ar-390', '[data-overlay="alphaBanner"]');
    await page.evaluate(() => sessionStorage.removeItem('exclusive_modal_shown'));
    await page.goto('/tr?ref_uid=10400003');
    await shootThemes(page, 'exclusive-modal-tr-390', '[data-overlay="exclusiveModal"]');
    await page.evaluate(() => sessionStorage.removeItem('exclusive_modal_shown'));
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/ar?ref_uid=10400003');
    await shootThemes(page, 'exclusive-modal-ar-1440', '[data-overlay="exclusiveModal"]');
  });
});
