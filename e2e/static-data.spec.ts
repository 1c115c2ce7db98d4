import { expect, test as base } from '@playwright/test';
import { sharedContextTest as test } from './fixtures';

/**
 * Static data and small services (issue 13 part 4; SPEC sections 3, 7, 8, 9): coin icons from
 * the static host (width 28, quality 75, the hourly version for whitelisted coins, the default
 * icon for a missing one: src/ui/icons/CoinIcon.component.test.tsx, as the mocked host serves every
 * icon and a route cannot answer for the service worker), the download link chosen by the config and the IP location, and fiat
 * amounts at the header common data's rates.
 */
test('coin icons: one URL form, the hourly version only for whitelisted coins', async ({ page }) => {
  await page.goto('/price');
  const btc = page.locator('[data-coin="BTC"] img').first();
  await expect(btc).toHaveAttribute('src', new RegExp(`/coin_icon/64/btc\\.png\\?w=28&q=75&v=${Math.floor(Date.now() / 3_600_000)}$`));
  // LINK is not whitelisted (src/mocks/data/data.ts): no version.
  const link = page.locator('[data-coin="LINK"] img').first();
  await link.scrollIntoViewIfNeeded();
  await expect(link).toHaveAttribute('src', /\/coin_icon\/64\/link\.png\?w=28&q=75$/);
  // Loaded images (not the letters) are what the visitor sees.
  await expect.poll(() => btc.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

base('the APK link follows the config and the IP location; a failed IP location gives the default link', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/appdownload');
  await expect(page.getByTestId('download-apk')).toHaveAttribute('href', 'https://download.exchange.example/android/exchange.apk?c=appdownload_web');
  await page.goto('/appdownload?fault.ipLocation=http500');
  await expect(page.getByTestId('download-apk')).toHaveAttribute('href', 'https://exchange.example/appdownload?ch=appdownload_web');
});

base('fiat amounts use the header data’s rates; without them only USD converts', async ({ page }) => {
  await page.goto('/converter');
  await page.getByLabel('To', { exact: true }).selectOption('EUR');
  await expect(page.getByTestId('converter-result')).toContainText('€');
  const eur = await page.getByTestId('converter-result').textContent();
  await page.getByLabel('To', { exact: true }).selectOption('JPY');
  await expect(page.getByTestId('converter-result')).not.toHaveText(eur ?? '');
  // The header data failed: the pickers offer USD only, and it still converts.
  await page.goto('/converter?fault.headerCommon=http500');
  await expect(page.getByLabel('To', { exact: true }).locator('option')).toHaveText(['USD']);
  await expect(page.getByTestId('converter-result')).toContainText('$');
});
