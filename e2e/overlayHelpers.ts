import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { afterTransitions, expect } from './fixtures';

/** Where the overlay specs write their screenshots. */
export const SHOTS = 'artifacts/screenshots';

export const overlay = (page: Page, id: string) => page.locator(`[data-overlay="${id}"]`);

/**
 * Axe on one overlay's subtree, run by axe.run in the page (legacy mode) rather than per frame
 * and then again in a new blank page: the same rules and results for an overlay (none holds a
 * cross-origin frame, the one thing legacy mode leaves out), in about two thirds of the time
 * (3.2-5.0 s against 5.1-5.5 s per run on this machine, same passes and violations).
 */
export const axeOn = (page: Page, selector: string) => new AxeBuilder({ page }).setLegacyMode().include(selector);

/**
 * Focus is inside the open dialog. Every variant of a dialog checks this; axe runs once per
 * overlay (focusedAndAccessible), not per variant: a variant changes texts, not the dialog's
 * roles, names and structure, and each axe run costs 3-5 s of a busy machine's CPU.
 */
export async function focusedIn(page: Page, id: string): Promise<void> {
  const dialog = overlay(page, id);
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
}

/** Focus is inside the open dialog, and axe finds no violation in it. */
export async function focusedAndAccessible(page: Page, id: string): Promise<void> {
  await focusedIn(page, id);
  const results = await axeOn(page, `[data-overlay="${id}"]`).analyze();
  expect(results.violations).toEqual([]);
}

/**
 * Axe's colour-contrast rule alone on one overlay, once its transitions have ended: what the
 * component tier (jsdom, no layout or paint) cannot check; its other rules run there
 * (src/test/axe.ts), at a fraction of a page's cost.
 */
export async function readableColours(page: Page, id: string): Promise<void> {
  await expect(overlay(page, id)).toBeVisible();
  await afterTransitions(page);
  const results = await axeOn(page, `[data-overlay="${id}"]`).withRules(['color-contrast']).analyze();
  expect(results.violations, id).toEqual([]);
}

/**
 * The page in the light and the night theme, once `ready` shows: `<name>-<theme>.png`. Pictures
 * only (nothing compares them): call it from tests tagged `@shots`, which `npm test` skips.
 */
export async function shootThemes(page: Page, name: string, ready: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const theme of ['light', 'night'] as const) {
    await page.evaluate((t) => {
      localStorage.setItem('theme', t);
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: t }));
    }, theme);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.locator(ready).first()).toBeVisible();
    await settledForPicture(page);
    // Finite animations (the dialog's fade-in) are finished for the picture, not waited for.
    await page.screenshot({ path: `${SHOTS}/${name}-${theme}.png`, animations: 'disabled' });
  }
}

/**
 * Every eager image of the page (the theme's logo) has loaded or failed: nothing left to settle.
 * A lazy image below the fold may never load, so it is not waited for.
 */
export async function settledForPicture(page: Page): Promise<void> {
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete || img.loading === 'lazy'));
}
