import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { afterTransitions, expect, sharedContextTest as test } from './fixtures';

const SHOTS = 'artifacts/screenshots';

async function seriousViolations(page: Page): Promise<string[]> {
  // An overlay fading in has its text at part opacity: read the colours it settles on.
  await afterTransitions(page);
  // Legacy mode: axe.run in the page, not frame by frame and then again in a new blank page (the
  // app has no frames): the same rules and results in about two thirds of the time (overlayHelpers.ts).
  const results = await new AxeBuilder({ page }).setLegacyMode().exclude('[data-testid="decisions-panel"]').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// The header's switches on every site are checked in shell.spec.ts ('every site renders its
// shell'), on the page load that test makes anyway.

// The US header hiding the language and rate selectors, main showing them: shell.spec's site
// tests check every header switch of every site's config, these two sites among them.

test('the language selector lists the site locales and moves to the same page under the new prefix', async ({ page }) => {
  await page.goto('/?site=0');
  await page.getByTestId('header-language').click();
  const list = page.getByTestId('language-list');
  await expect(list).toBeVisible();
  await expect(list.getByRole('link')).toHaveCount(18);
  await expect(list.locator('[aria-current="true"]')).toHaveAttribute('data-locale', 'en');
  await list.locator('[data-locale="tr"]').click();
  await expect(page).toHaveURL(/\/tr\?site=0$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'lang')?.value).toBe('tr');
});

test('the popover panels close on Escape and give focus back to their button', async ({ page }) => {
  await page.goto('/?site=0');
  const trigger = page.getByTestId('header-notifications');
  await trigger.click();
  await expect(page.getByTestId('header-notifications-panel')).toBeVisible();
  await expect(page.getByTestId('header-notifications-panel').getByTestId('empty-state')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('header-notifications-panel')).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('the display currency choice is stored in a cookie and shown on the button', async ({ page }) => {
  await page.goto('/?site=0');
  await page.getByTestId('header-rate').click();
  const list = page.getByTestId('rate-list');
  await expect(list.getByRole('radio').first()).toBeVisible();
  // The list grows when the header common data arrives: pick a fiat by its code, not its place.
  const fiat = await list.getByRole('radio').last().getAttribute('data-fiat');
  await list.locator(`[data-fiat="${fiat}"]`).click();
  await expect(page.getByTestId('header-rate')).toContainText(fiat ?? '');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'curr_fiat')?.value).toBe(fiat);
});

test.describe('rise and fall colours', () => {
  test('green up by default, red up for Chinese, inverted by the preference, without reload', async ({ page }) => {
    await page.goto('/?site=0');
    await expect(page.locator('body')).toHaveClass(/rise-green/);
    await page.getByTestId('header-preferences').click();
    await page.locator('[data-convention="red-up"]').click();
    await expect(page.locator('body')).toHaveClass(/rise-red/);
    const rise = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.className = 'rise';
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    });
    const red = await page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--red-text').trim());
    expect(rise).toBe(await page.evaluate((value) => {
      const probe = document.createElement('span');
      probe.style.color = value;
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    }, red));
    await page.reload();
    await expect(page.locator('body')).toHaveClass(/rise-red/);
  });

  test('Simplified Chinese pages default to red up', async ({ page }) => {
    await page.goto('/zh?site=0');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('body')).toHaveClass(/rise-red/);
  });
});

test.describe('phone header', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('is compact: logo, sign up and a menu button; the menu holds the rest', async ({ page }) => {
    await page.goto('/?site=0');
    await expect(page.getByTestId('header-menu')).toBeVisible();
    await expect(page.getByTestId('header-language')).toBeHidden();
    await expect(page.getByTestId('nav-price')).toBeHidden();
    await page.getByTestId('header-menu').click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByTestId('menu-language')).toBeVisible();
    await expect(menu.getByTestId('menu-login')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByTestId('header-menu')).toBeFocused();
  });
});

test('shell overlays have no serious accessibility violations', async ({ page }) => {
  test.setTimeout(90_000); // four axe runs
  await page.goto('/?site=0');
  await expect(page.getByTestId('site-footer')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('header-login').click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByTestId('header-deposit').click();
  await expect(page.getByRole('dialog', { name: 'Fund wallet' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByTestId('header-language').click();
  await expect(page.getByTestId('language-list')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

/** Pictures only, compared by nobody: `npm run shots`, not `npm test`. */
test.describe('shell screenshots', { tag: '@shots' }, () => {
  const viewports = [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desk', width: 1440, height: 900 },
  ] as const;
  for (const viewport of viewports) {
    for (const theme of ['light', 'night'] as const) {
      test(`${viewport.name} ${theme}: header, registration modal, deposit drawer`, async ({ browser }) => {
        const context = await browser.newContext({
          viewport: { width: viewport.width, height: viewport.height },
          colorScheme: theme === 'night' ? 'dark' : 'light',
          isMobile: viewport.name === 'phone',
          hasTouch: viewport.name === 'phone',
        });
        await context.addInitScript(() => sessionStorage.setItem('demo.decisionsPanel.open', '0'));
        const page = await context.newPage();
        mkdirSync(SHOTS, { recursive: true });
        await page.goto('/?site=0');
        await expect(page.getByTestId('site-logo')).toBeVisible();
        await expect(page.getByTestId('site-footer')).toBeVisible();
        const prefix = `${SHOTS}/shell-${viewport.name}-${theme}`;
        await page.screenshot({ path: `${prefix}-header.png` });
        await page.getByTestId('site-footer').screenshot({ path: `${prefix}-footer.png` });
        await page.getByTestId('header-signup').click();
        await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
        // The dialog's fade-in is finished for the picture, not waited for.
        await page.screenshot({ path: `${prefix}-signup.png`, animations: 'disabled' });
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        if (viewport.name === 'phone') {
          await page.getByTestId('header-menu').click();
          await page.getByRole('dialog', { name: 'Menu' }).getByTestId('menu-deposit').click();
        } else {
          await page.getByTestId('header-deposit').click();
        }
        const drawer = page.getByRole('dialog', { name: 'Fund wallet' });
        await expect(drawer).toBeVisible();
        // Slid in: at the inline end (a phone's drawer spans the width).
        await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(viewport.name === 'phone' ? 0 : viewport.width - 414);
        await page.screenshot({ path: `${prefix}-deposit.png` });
        await context.close();
      });
    }
  }
});
