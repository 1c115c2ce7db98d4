import type { Page } from '@playwright/test';
import { expect, sharedContextTest as test } from './fixtures';
import { focusedAndAccessible, overlay, shootThemes } from './overlayHelpers';

/**
 * The share modal end to end (issue 12; SPEC sections 2 item 13, 3, 5, 7, 9): opened from a
 * futures position and from a product page; the link carries the user's referral code; the
 * og_show preview; the poster captured at scale 2 and offered as an image; copying the link;
 * a capture that takes longer than 10 s fails and may be retried. Axe; screenshots (tagged @shots).
 */
const modal = (page: Page) => overlay(page, 'shareModal');

// A futures page, a poster capture and an axe run per test: room for a busy machine (the
// compliance and bar specs give theirs 90 s too).
test.describe.configure({ timeout: 90_000 });

test('a futures position: preview, poster at scale 2, the referral code on every link, copy', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // A position of the account's own (docs/futures.md): fund the futures wallet, open a long by market.
  await page.goto('/futures/USDT/BTC_USDT?persona=kyc2&account=reset');
  await page.getByTestId('futures-transfer-open').click();
  const transfer = page.getByTestId('futures-transfer');
  await transfer.getByLabel('Amount').fill('1000');
  await transfer.getByTestId('transfer-confirm').click();
  await expect(transfer.getByTestId('transfer-answer')).toContainText('Futures: 1000 USDT available');
  await transfer.getByRole('button', { name: 'Close', exact: true }).first().click();
  const form = page.getByTestId('futures-form');
  await expect(async () => {
    await form.getByLabel('Size').fill('0.01');
    await expect(form.getByTestId('futures-cost')).toContainText('USDT', { timeout: 1000 });
  }).toPass();
  await form.getByTestId('futures-buy').click();
  await page.getByTestId('futures-confirm-submit').click();
  const row = page.getByTestId('positions-table').locator('tbody tr').first();
  await row.getByRole('button', { name: 'Share' }).click();
  await expect(modal(page)).toHaveAttribute('data-variant', 'futures_position');
  await expect(modal(page).locator('.share-poster__headline')).toContainText('BTC_USDT');
  // The poster as an image, twice the poster's size (scale 2).
  const download = modal(page).locator('[data-way="image"]');
  await expect(download).toHaveAttribute('href', /^data:image\/png/, { timeout: 10_000 });
  const size = await page.evaluate(async (href) => {
    const img = new Image();
    img.src = href;
    await img.decode();
    const poster = document.querySelector('.share-poster')!.getBoundingClientRect();
    return { ratio: img.naturalWidth / poster.width };
  }, (await download.getAttribute('href'))!);
  expect(size.ratio).toBeCloseTo(2, 1);
  // Every link carries kyc2's referral code.
  const x = await modal(page).locator('[data-way="x"]').getAttribute('href');
  expect(decodeURIComponent(x!)).toContain('/futures/USDT/BTC_USDT?ref_uid=TRADER2');
  await expect(modal(page).locator('.share-poster__ref')).toContainText('TRADER2');
  // og_show: the site's name and its image for the link.
  const preview = modal(page).getByRole('link', { name: 'Link preview' });
  await expect(preview).toContainText('Exchange');
  await expect(preview.locator('img')).toHaveAttribute('src', '/images/og/futures.svg');
  await focusedAndAccessible(page, 'shareModal');
  await modal(page).getByRole('button', { name: 'Copy link' }).click();
  await expect(modal(page).getByRole('button', { name: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('ref_uid=TRADER2');
  await page.keyboard.press('Escape');
  await expect(modal(page)).toHaveCount(0);
});

test('a product page on a phone, in Japanese; a visitor shares without a referral code', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ja/simple-earn');
  await page.locator('[data-share-source="simple_earn"]').click();
  await expect(modal(page)).toHaveAttribute('data-variant', 'simple_earn');
  await expect(modal(page).locator('[data-way="image"]')).toHaveText('画像をダウンロード');
  const telegram = await modal(page).locator('[data-way="telegram"]').getAttribute('href');
  expect(decodeURIComponent(telegram!)).not.toContain('ref_uid');
  await expect(modal(page).locator('[data-way="image"]')).toHaveAttribute('href', /^data:image\/png/, { timeout: 10_000 });
});

test('a capture that takes longer than 10 s fails, says so, and may be tried again', async ({ page }) => {
  // Fonts that never finish loading hold the capture back.
  await page.addInitScript(() => {
    let hang = true;
    (window as unknown as { __releaseFonts: () => void }).__releaseFonts = () => (hang = false);
    const real = Object.getOwnPropertyDescriptor(Document.prototype, 'fonts')!;
    Object.defineProperty(Document.prototype, 'fonts', {
      configurable: true,
      get() {
        const fonts = real.get!.call(this) as FontFaceSet;
        if (!hang) return fonts;
        const held = Object.create(fonts) as FontFaceSet;
        Object.defineProperty(held, 'ready', { value: new Promise(() => undefined) });
        return held;
      },
    });
  });
  // The 10 s on Playwright's clock: stopped before the capture starts (on this busy machine the
  // modal's chunk alone may take seconds), then moved on by hand (poster.machine.test.ts pins the
  // timeout to the millisecond). pauseAt must aim ahead of the running clock, hence the retry.
  await page.clock.install();
  await page.goto('/startup');
  const share = page.locator('[data-share-source="startup_mining"]');
  await expect(share).toBeVisible();
  await expect(async () => page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500)).toPass();
  await share.click();
  const state = modal(page).locator('.share-modal__poster-state');
  // Opening the modal waits on timers (the mocked backend's response delays among them): the
  // page's clock moves 50 ms per step until the capture has started, so at most 50 ms of its 10 s
  // have gone when the test sees it rendering.
  await expect
    .poll(
      async () => {
        await page.clock.runFor(50);
        return page.evaluate(() => document.querySelector('[data-overlay="shareModal"] .share-modal__poster-state')?.getAttribute('data-poster') ?? null);
      },
      { intervals: [0], timeout: 30_000 },
    )
    .toBe('rendering');
  await page.clock.runFor(9000);
  await expect(state).toHaveAttribute('data-poster', 'rendering');
  await page.clock.runFor(1000);
  await expect(state).toHaveAttribute('data-poster', 'failed');
  await page.clock.resume();
  await expect(state).toContainText('The image took too long.');
  await expect(modal(page).locator('[data-way="image"]')).toBeDisabled();
  await page.evaluate(() => (window as unknown as { __releaseFonts: () => void }).__releaseFonts());
  await state.getByRole('button', { name: 'Try again' }).click();
  await expect(modal(page).locator('[data-way="image"]')).toHaveAttribute('href', /^data:image\/png/, { timeout: 10_000 });
});

/** Pictures only, compared by nobody: `npm run shots`, not `npm test`. */
test('screenshots: the share modal at 1440 px and in Japanese at 390 px, light and night', { tag: '@shots' }, async ({ page }) => {
  test.setTimeout(90_000);
  // A position of the futures account (there are no sample positions): funded and opened first.
  await page.goto('/futures/USDT/BTC_USDT?persona=kyc2&account=reset');
  await page.getByTestId('futures-transfer-open').click();
  await page.getByTestId('futures-transfer').getByLabel('Amount').fill('1000');
  await page.getByTestId('transfer-confirm').click();
  await expect(page.getByTestId('transfer-answer')).toContainText('Futures: 1000 USDT available');
  await page.getByTestId('futures-transfer').getByRole('button', { name: 'Close', exact: true }).first().click();
  const form = page.getByTestId('futures-form');
  await form.getByRole('radio', { name: 'Market' }).click();
  await form.getByLabel('Size').fill('0.01');
  await form.getByTestId('futures-buy').click();
  await page.getByTestId('futures-confirm-submit').click();
  await page.getByTestId('positions-table').getByRole('button', { name: 'Share' }).click();
  await shootThemes(page, 'share-modal-1440', '[data-way="image"][href^="data:"]');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ja/simple-earn?persona=visitor');
  await page.locator('[data-share-source="simple_earn"]').click();
  await shootThemes(page, 'share-modal-ja-390', '[data-way="image"][href^="data:"]');
});
