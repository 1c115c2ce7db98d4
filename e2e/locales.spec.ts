import { expect, sharedContextTest as test, test as freshContextTest } from './fixtures';
import { navigateInApp, openApp, pageState } from './routes';

/**
 * Issue 4, section 4: locale prefixes, the unsupported-locale redirect, the US /en-us rule, the
 * login guard, alternates, the 404 title, and right-to-left Arabic (SPEC sections 2 and 4).
 */

/** The lang cookie (the app writes it as the locale settles: read it with expect.poll). */
async function langCookie(page: import('@playwright/test').Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value;
}

test('an unsupported locale prefix resets the lang cookie to the default and redirects', async ({ page }) => {
  // ja-jp belongs to the Japan site: on the main site it goes to English (no prefix).
  await openApp(page, '/ja-jp/fee');
  expect((await pageState(page)).pathname).toBe('/fee');
  await expect.poll(() => langCookie(page)).toBe('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // On the Japan site, Turkish is not offered: Japanese is the default.
  await openApp(page, '/tr/trade/BTC_USDT?site=83');
  const state = await pageState(page);
  expect(state.pathname).toBe('/ja-jp/trade/BTC_USDT');
  expect(state.search).toContain('site=83');
  await expect.poll(() => langCookie(page)).toBe('ja-jp');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');

  // In-app navigation to an unsupported prefix does the same.
  await navigateInApp(page, '/ar/price');
  expect((await pageState(page)).pathname).toBe('/ja-jp/price');
});

test('a locale prefix sets the lang cookie; later visits to plain paths keep that language', async ({ page }) => {
  await openApp(page, '/tr/price');
  await expect.poll(() => langCookie(page)).toBe('tr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  // A full page load of an unprefixed link (say, from an e-mail) opens in Turkish.
  await openApp(page, '/fee');
  expect((await pageState(page)).pathname).toBe('/tr/fee');
  // Choosing English in the app (an in-app navigation to the unprefixed path) means English.
  await navigateInApp(page, '/fee');
  expect((await pageState(page)).pathname).toBe('/fee');
  await expect.poll(() => langCookie(page)).toBe('en');
  // /en/ is not a prefix: English has none.
  await navigateInApp(page, '/en/fee');
  expect((await pageState(page)).title).toMatch(/^404/);
});

test('US site: every path under /en-us except /login and /signup', async ({ page }) => {
  await openApp(page, '/trade/BTC_USDT?site=232');
  let state = await pageState(page);
  expect(state.pathname).toBe('/en-us/trade/BTC_USDT');
  expect(state.search).toContain('site=232');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

  await openApp(page, '/en-us/login?site=232');
  expect((await pageState(page)).pathname).toBe('/login');
  await navigateInApp(page, '/en-us/signup?ch=ads');
  state = await pageState(page);
  expect(state.pathname).toBe('/signup');
  expect(state.search).toContain('ch=ads');
  await navigateInApp(page, '/price');
  expect((await pageState(page)).pathname).toBe('/en-us/price');

  // Alternates: the one locale the site offers, plus x-default.
  const alternates = page.locator('link[rel="alternate"][hreflang]');
  await expect(alternates).toHaveCount(2);
  await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute('href', 'https://us-exchange.example/en-us/price');
});

test('login-required pages send visitors to log in, and back afterwards', async ({ page }) => {
  await openApp(page, '/tr/myaccount/security?tab=devices');
  let state = await pageState(page);
  expect(state.pathname).toBe('/tr/login');
  const redirect = new URLSearchParams(state.search).get('redirect');
  expect(redirect).toBe('/tr/myaccount/security?tab=devices');

  const mocked = await page.evaluate(() => Boolean(document.documentElement.dataset.mockBackend));
  const form = page.getByTestId('login-form');
  if (mocked && (await form.count()) > 0) {
    // The registration form (shell) logs in against the mocked backend and follows `redirect`.
    // By field name: the labels are in Turkish here.
    await form.locator('input[name="account"]').fill('kyc2@demo.exchange.example');
    await form.locator('input[name="password"]').fill('Passw0rd!');
    await form.locator('button[type="submit"]').click();
  } else {
    // Without the mocked backend: the session cookies the backend would set, then a reload.
    await page.context().addCookies([
      { name: 'uid', value: '10042', domain: 'localhost', path: '/' },
      { name: 'nickname', value: 'satoshi', domain: 'localhost', path: '/' },
    ]);
    await page.reload();
  }
  await expect.poll(async () => (await pageState(page)).pathname).toBe('/tr/myaccount/security');
  state = await pageState(page);
  expect(state.notFound).toBe(false);
  expect(state.heading).not.toBeNull();

  // Logged in, /login itself goes straight on.
  await navigateInApp(page, '/login?redirect=%2Fmyaccount%2Ftickets');
  expect((await pageState(page)).pathname).toBe('/myaccount/tickets');
  // An off-site redirect is ignored: home instead.
  await navigateInApp(page, '/login?redirect=https%3A%2F%2Fevil.example%2F');
  expect((await pageState(page)).pathname).toBe('/');
});

test('alternates per locale on the main site, with x-default and en-tr', async ({ page }) => {
  await openApp(page, '/tr/price');
  const alternates = page.locator('link[rel="alternate"][hreflang]');
  // 18 locales, en-tr and x-default.
  await expect(alternates).toHaveCount(20);
  await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute('href', 'https://exchange.example/price');
  await expect(page.locator('link[hreflang="en-TR"]')).toHaveAttribute('href', 'https://exchange.example/price');
  await expect(page.locator('link[hreflang="ar"]')).toHaveAttribute('href', 'https://exchange.example/ar/price');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://exchange.example/tr/price');
});

test('the 404 page title says 404', async ({ page }) => {
  await openApp(page, '/no-such-page');
  await expect(page).toHaveTitle(/404/);
  // The 404 page loads trending stories; leaving mid-request would abort it (a failed request).
  await page.waitForLoadState('networkidle');
  await openApp(page, '/ar/no-such-page');
  await expect(page).toHaveTitle(/404/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Let the 404 page's trending stories arrive before the page closes.
  await page.waitForLoadState('networkidle');
});

// A context of its own: it waits for the Arabic catalog's response, which a shared context's
// memory cache could answer without one.
freshContextTest('Arabic is right-to-left and the layout mirrors; switching locale in the app loads its catalog', async ({ page }) => {
  await openApp(page, '/user-agreement');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const toc = page.locator('.ui-doc__toc');
  const body = page.locator('.ui-doc__body');
  const ltr = { toc: await toc.boundingBox(), body: await body.boundingBox() };
  expect(ltr.toc && ltr.body && ltr.toc.x < ltr.body.x).toBe(true);

  const catalog = page.waitForResponse((response) => /locale-ar-[^/]*\.js$/.test(response.url()));
  await navigateInApp(page, '/ar/user-agreement');
  await catalog;
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const rtl = { toc: await toc.boundingBox(), body: await body.boundingBox() };
  // The contents column moves from the left to the right of the text.
  expect(rtl.toc && rtl.body && rtl.toc.x > rtl.body.x).toBe(true);

  // The account menu sits at the inline start too: right in Arabic.
  await page.context().addCookies([
    { name: 'uid', value: '10042', domain: 'localhost', path: '/' },
    { name: 'nickname', value: 'satoshi', domain: 'localhost', path: '/' },
  ]);
  await navigateInApp(page, '/ar/myaccount/security');
  const nav = await page.getByTestId('sidenav').boundingBox();
  const content = await page.locator('.sidenav-layout__content').boundingBox();
  expect(nav && content && nav.x > content.x).toBe(true);

  // Back to English in the app: left to right again.
  await navigateInApp(page, '/myaccount/security');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('the home page links keep the language and navigate inside the app', async ({ page }) => {
  await openApp(page, '/tr');
  const signup = page.getByTestId('hero-signup');
  await expect(signup).toHaveAttribute('href', '/tr/signup');
  // An in-app navigation keeps the window's state; a full page load would drop this marker.
  await page.evaluate(() => ((window as unknown as { __marker?: number }).__marker = 1));
  await page.locator('.value-card__link').first().click();
  await expect(page).toHaveURL(/\/tr\/price$/);
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  // On the US site /signup stays unprefixed.
  await openApp(page, '/en-us?site=232');
  await expect(page.getByTestId('hero-signup')).toHaveAttribute('href', '/signup');
});
