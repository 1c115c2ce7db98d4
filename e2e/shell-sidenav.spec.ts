import { mkdirSync } from 'node:fs';
import type { BrowserContext } from '@playwright/test';
import { expect, sharedContextTest as test } from './fixtures';

const SHOTS = 'artifacts/screenshots';
const PAGE = '/myaccount/security?site=0';

/** The account pages need a session: the app reads the uid and nickname cookies (SPEC section 5). */
async function logIn(context: BrowserContext) {
  const url = test.info().project.use.baseURL ?? 'http://localhost:4174';
  await context.addCookies([
    { name: 'uid', value: '10001', url },
    { name: 'nickname', value: 'satoshi', url },
  ]);
}

test.describe('side navigation breakpoints (newer variant: 1248 / 768; 288, 256, 96)', () => {
  const cases = [
    { width: 1440, mode: 'expanded', px: 288 },
    { width: 1248, mode: 'collapsed', px: 96 },
    { width: 1024, mode: 'collapsed', px: 96 },
    { width: 768, mode: 'dropdown', px: 768 },
  ] as const;
  // One page load, then the window resized through every breakpoint: the mode follows the
  // width (a load at a collapsed width is the first case; loads at 1440 and 768 are below).
  test('each breakpoint: 1248 collapsed (as loaded), 1440 expanded, 1024 collapsed, 768 dropdown', async ({ page, context }) => {
    await logIn(context);
    const order = [cases[1], cases[0], cases[2], cases[3]];
    await page.setViewportSize({ width: order[0]!.width, height: 900 });
    await page.goto(PAGE);
    const nav = page.getByTestId('sidenav');
    for (const { width, mode, px } of order) {
      await page.setViewportSize({ width, height: 900 });
      await expect(nav, `${width}px`).toHaveAttribute('data-mode', mode);
      await expect.poll(async () => Math.round((await nav.boundingBox())?.width ?? 0), { message: `${width}px` }).toBe(px);
      // Expanded: the current page's link; collapsed: its group's icon marks the active branch.
      await expect(nav.locator('[aria-current="page"], [data-active-branch]').first()).toBeAttached();
    }
  });

  /** Pictures only, compared by nobody: `npm run shots`, not `npm test`. */
  test('screenshots: each breakpoint, the collapsed popup, 1024 expanded, the 768 dropdown', { tag: '@shots' }, async ({ page, context }) => {
    test.setTimeout(90_000);
    await logIn(context);
    mkdirSync(SHOTS, { recursive: true });
    for (const { width, px } of cases) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(PAGE);
      const nav = page.getByTestId('sidenav');
      await expect.poll(async () => Math.round((await nav.boundingBox())?.width ?? 0)).toBe(px);
      await page.screenshot({ path: `${SHOTS}/sidenav-${width}.png` });
      if (width === 1248) {
        await nav.locator('.sidenav__rail-item[data-id="2"]').hover();
        await expect(page.getByTestId('sidenav-popup')).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/sidenav-1248-popup.png` });
        await page.mouse.move(width - 10, 890);
      }
      if (width === 1024) {
        await page.getByTestId('sidenav-toggle').click();
        await expect.poll(async () => Math.round((await nav.boundingBox())?.width ?? 0)).toBe(256);
        await page.screenshot({ path: `${SHOTS}/sidenav-1024-expanded.png` });
      }
      if (width === 768) {
        await page.getByTestId('sidenav-bar').click();
        await expect(nav.locator('[aria-current="page"]')).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/sidenav-768-open.png` });
      }
    }
  });

  test('collapsed: children appear in a hover popup', async ({ page, context }) => {
    await logIn(context);
    await page.setViewportSize({ width: 1248, height: 900 });
    await page.goto(PAGE);
    const nav = page.getByTestId('sidenav');
    await nav.locator('.sidenav__rail-item[data-id="2"]').hover();
    const popup = page.getByTestId('sidenav-popup');
    await expect(popup).toBeVisible();
    await expect(popup.locator('[aria-current="page"]')).toHaveAttribute('data-id', '2-1');
  });

  test('at 1024 the toggle expands it to 256px; the groups opened before come back', async ({ page, context }) => {
    await logIn(context);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(PAGE);
    const nav = page.getByTestId('sidenav');
    const assets = nav.locator('button[data-id="1"]');
    await expect(assets).toHaveAttribute('aria-expanded', 'false');
    await assets.click();
    await expect(assets).toHaveAttribute('aria-expanded', 'true');
    await page.getByTestId('sidenav-toggle').click();
    await expect(nav).toHaveAttribute('data-mode', 'collapsed');
    await page.getByTestId('sidenav-toggle').click();
    await expect(nav).toHaveAttribute('data-mode', 'expanded');
    await expect(nav.locator('button[data-id="1"]')).toHaveAttribute('aria-expanded', 'true');

    await page.setViewportSize({ width: 1024, height: 900 });
    await expect(nav).toHaveAttribute('data-mode', 'collapsed');
    await page.getByTestId('sidenav-toggle').click();
    await expect(nav).toHaveAttribute('data-mode', 'expanded');
    await expect.poll(async () => Math.round((await nav.boundingBox())?.width ?? 0)).toBe(256);
    await expect(nav.locator('button[data-id="1"]')).toHaveAttribute('aria-expanded', 'true');
  });

  // Groups coming back after a plain reload: the next test reloads too (at a collapsed width, a
  // harder case) and checks the same group.
  test('groups opened before a page load survive a reload at a collapsed width', async ({ page, context }) => {
    await logIn(context);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(PAGE);
    await page.getByTestId('sidenav').locator('button[data-id="1"]').click();
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.reload();
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(page.getByTestId('sidenav').locator('button[data-id="1"]')).toHaveAttribute('aria-expanded', 'true');
  });

  test('768: a dropdown bar naming the current page', async ({ page, context }) => {
    await logIn(context);
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto(PAGE);
    const bar = page.getByTestId('sidenav-bar');
    await expect(bar).toContainText('Security');
    await bar.click();
    await expect(page.getByTestId('sidenav').locator('[aria-current="page"]')).toBeVisible();
  });
});
