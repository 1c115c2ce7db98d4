import type { Page } from '@playwright/test';
import { expect, sharedContextTest as test } from './fixtures';

/**
 * Inside the native app (issue 13 part 3; SPEC sections 2, 5, 7, 8): the demo's
 * `?inApp=<platform>:<build>` simulates the app for the session; links to the pages the app has
 * its own screens for become bridge calls; version gates decide Alpha, Pilot and the KYC bridge;
 * the dev panel lists the calls. A recording bridge stands in for the app where a test reads the
 * messages themselves.
 */
async function recordBridge(page: Page, platform: 'android' | 'ios') {
  await page.addInitScript((p) => {
    const calls: unknown[] = [];
    (window as unknown as { __bridge: unknown[] }).__bridge = calls;
    if (p === 'android') (window as unknown as { ExchangeNative: unknown }).ExchangeNative = { postMessage: (m: string) => calls.push(JSON.parse(m)) };
    else (window as unknown as { webkit: unknown }).webkit = { messageHandlers: { exchangeNative: { postMessage: (m: unknown) => calls.push(m) } } };
  }, platform);
  return () => page.evaluate(() => (window as unknown as { __bridge: unknown[] }).__bridge);
}

/** Adds a link to the page and clicks it, as any link of the app would be clicked. */
async function clickLink(page: Page, href: string) {
  // Into the app's own <main>, not the prerendered one it replaces (scripts/prerender.ts).
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await page.evaluate((h) => {
    const a = document.createElement('a');
    a.href = h;
    a.textContent = 'test link';
    a.id = 'test-link';
    document.querySelector('main')!.prepend(a);
  }, href);
  await page.locator('#test-link').click();
  await page.evaluate(() => document.getElementById('test-link')?.remove());
}

test('in the app, links to native screens become bridge calls and the page stays', async ({ page }) => {
  const calls = await recordBridge(page, 'android');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?inApp=android:658020&devpanel=1');
  await expect(page.getByTestId('dev-in-app')).toHaveText('in app android 658020');
  await expect(page.locator('html')).toHaveAttribute('data-native-app', 'android');
  // The web's app-download bar is never shown inside the app.
  await expect(page.getByTestId('decisions-count')).not.toHaveText('0');
  await expect(page.locator('[data-overlay="appDownloadBar"]')).toHaveCount(0);

  await clickLink(page, '/trade/BTC_USDT');
  await clickLink(page, '/futures/USDT/ETH_USDT');
  await clickLink(page, '/strategybot');
  await clickLink(page, '/signup?ref_uid=10400003&ch=kol_web');
  await clickLink(page, '/login');
  await clickLink(page, '/myaccount/kyc_home');
  await clickLink(page, '/campaigns/download-rewards');
  await clickLink(page, 'https://help.exchange.example/hc/articles/1');
  await clickLink(page, '/');
  expect(new URL(page.url()).pathname).toBe('/');
  expect(await calls()).toEqual([
    { method: 'openActivity', activity: 'tradeHome', params: { pair: 'BTC_USDT' } },
    { method: 'openActivity', activity: 'futuresHome', params: { unit: 'USDT', contract: 'ETH_USDT' } },
    { method: 'openActivity', activity: 'strategyHome' },
    { method: 'openActivity', activity: 'signup', params: { ref_uid: '10400003', ch: 'kol_web' } },
    { method: 'openActivity', activity: 'login' },
    // Android is not named by the KYC bridge gate: the KYC home activity.
    { method: 'openActivity', activity: 'kycHome' },
    { method: 'openActivity', activity: 'webActivity', params: { url: new URL('/campaigns/download-rewards', page.url()).href } },
    { method: 'openUrl', url: 'https://help.exchange.example/hc/articles/1' },
    { method: 'closeWebview' },
  ]);
  // The dev panel lists the calls.
  await page.getByRole('tab', { name: /^App bridge/ }).click();
  await expect(page.getByTestId('dev-bridge-call')).toHaveCount(9);
  // Other pages stay in the webview, and the session stays in the app.
  await clickLink(page, '/price');
  await expect(page).toHaveURL(/\/price$/);
  await expect(page.locator('html')).toHaveAttribute('data-native-app', 'android');
});

test('version gates: an iOS app past 202306151200 opens KYC through the bridge; older apps get the update notice for Alpha and Pilot', async ({ page }) => {
  const calls = await recordBridge(page, 'ios');
  await page.goto('/?inApp=ios:202306151200');
  await expect(page.locator('html')).toHaveAttribute('data-native-app', 'ios');
  await clickLink(page, '/myaccount/kyc_home');
  expect(await calls()).toEqual([{ method: 'openNativeKyc' }]);

  // iOS 202306151200 is below the alpha (202504080001) and pilot (202410300001) gates.
  await page.goto('/alpha');
  await expect(page.getByTestId('app-update-notice')).toContainText('Update the app to use Alpha');
  await page.goto('/alpha/PEPE');
  await expect(page.getByTestId('app-update-notice')).toBeVisible();
  await page.goto('/pilot');
  await expect(page.getByTestId('app-update-notice')).toContainText('Pilot');
  // A newer app trades both.
  await page.goto('/alpha?inApp=ios:202504080001');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByTestId('app-update-notice')).toHaveCount(0);
  // Leaving the app (?inApp=0) is the web again.
  await page.goto('/alpha?inApp=0');
  await expect(page.getByRole('table')).toBeVisible();
});

test('a native KYC that fails is logged and the web page opens instead', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.goto('/?inApp=ios:202306151200&nativeBridge=fail');
  await expect(page.locator('html')).toHaveAttribute('data-native-app', 'ios');
  await clickLink(page, '/myaccount/kyc_home');
  // The web KYC page (a visitor is sent to log in first).
  await expect(page).toHaveURL(/\/(myaccount\/kyc_home|login)/);
  expect(warnings.some((w) => w.startsWith('native KYC open failure'))).toBe(true);
});

test('on the web the same links are web links', async ({ page }) => {
  await page.goto('/?inApp=0');
  await expect(page.locator('main h1').first()).toBeVisible();
  await clickLink(page, '/trade/BTC_USDT');
  await expect(page).toHaveURL(/\/trade\/BTC_USDT$/);
});
