import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, sharedContextTest as test } from './fixtures';
import { SHOTS, settledForPicture } from './overlayHelpers';

async function openDrawer(page: Page) {
  const button = page.getByTestId('header-deposit');
  await button.click();
  const drawer = page.getByRole('dialog', { name: 'Fund wallet' });
  await expect(drawer).toBeVisible();
  return { button, drawer };
}

/** The 300 ms slide-in is over: the drawer sits at the inline end, 414 px wide. */
async function slidIn(page: Page, drawer: Locator): Promise<void> {
  const width = page.viewportSize()!.width;
  await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(width - 414);
}

test.describe('deposit drawer (SPEC section 2)', () => {
  test('opens from the header, titled fund wallet, 414px wide, as an accessible modal', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/?site=0');
    const { drawer } = await openDrawer(page);
    await expect(drawer).toHaveAttribute('aria-modal', 'true');
    await expect(drawer.getByRole('heading', { name: 'Fund wallet' })).toBeVisible();
    // After the 300 ms slide-in the drawer sits at the inline end, 414px wide.
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(1440 - 414);
    expect((await drawer.boundingBox())?.width).toBe(414);
    // Focus moved into the drawer.
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  });

  /** A picture only, compared by nobody: `npm run shots`, not `npm test`. */
  test('screenshot: the drawer on a desk', { tag: '@shots' }, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/?site=0');
    const { drawer } = await openDrawer(page);
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(1440 - 414);
    await settledForPicture(page);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/deposit-drawer-desk.png` });
  });

  // Each site's options (main's two groups, the US's two links) and the close button giving focus
  // back: the component tier (src/overlays/user/depositDrawer/DepositDrawer.component.test.tsx).

  test('closes on Escape after its 300 ms slide and gives focus back to the deposit button', async ({ page }) => {
    await page.goto('/?site=0');
    const { button, drawer } = await openDrawer(page);
    await slidIn(page, drawer);
    // Time the slide-out in the page itself (the test runner's own latency would blur it).
    await page.evaluate(() => {
      const dialog = document.querySelector('[data-testid="deposit-drawer"]');
      const times = { closing: 0, gone: 0 };
      (window as unknown as { slideOut: typeof times }).slideOut = times;
      new MutationObserver(() => {
        if (!times.closing && dialog?.getAttribute('data-state') === 'closed') times.closing = performance.now();
        if (!times.gone && !dialog?.isConnected) times.gone = performance.now();
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
    const { closing, gone } = await page.evaluate(() => (window as unknown as { slideOut: { closing: number; gone: number } }).slideOut);
    expect(closing).toBeGreaterThan(0);
    expect(gone - closing).toBeGreaterThanOrEqual(250);
    // Generous upper bound: a busy test machine stretches timers, never shortens them.
    expect(gone - closing).toBeLessThan(2500);
  });

  test('closes on a click on the backdrop', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/?site=0');
    const { button, drawer } = await openDrawer(page);
    await slidIn(page, drawer);
    await page.mouse.click(200, 450);
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    test('it spans the full width', async ({ page }) => {
      await page.goto('/?site=0');
      await page.getByTestId('header-menu').click();
      await page.getByRole('dialog', { name: 'Menu' }).getByTestId('menu-deposit').click();
      const drawer = page.getByRole('dialog', { name: 'Fund wallet' });
      await expect(drawer).toBeVisible();
      await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
      expect((await drawer.boundingBox())?.width).toBe(390);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(page.getByTestId('header-menu')).toBeFocused();
    });
  });
});

test('the deposit method modal offers the alternatives only when the decision allows them', async ({ page }) => {
  await page.goto('/?site=0');
  await openDrawer(page);
  await page.getByTestId('deposit-option-onchain').click();
  const modal = page.getByRole('dialog', { name: 'Select a deposit method' });
  const leftForDepositPage = () => /\/myaccount\/deposit\/USDT|\/login/.test(page.url());
  await expect.poll(async () => (await modal.isVisible()) || leftForDepositPage()).toBe(true);
  const alternativesOffered = await modal.isVisible();
  if (alternativesOffered) {
    await expect(modal.getByTestId('deposit-alternatives').getByRole('link')).toHaveCount(3);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('header-deposit')).toBeFocused();
  } else {
    // Without alternatives, on-chain deposit goes straight to the deposit page.
    expect(leftForDepositPage()).toBe(true);
  }
});
