import { test as plainTest } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Security headers (issue 37; scripts/securityHeaders.mjs, docs/hosting.md): every page family
 * loads under the enforced Content-Security-Policy with no violation, and no page can be framed
 * by another origin. (The other browser specs bypass the policy: they read pages with string
 * expressions, which it forbids as eval; see playwright.config.ts.)
 */
// The served CSP applies here: it is what these tests are about (playwright.config.ts bypasses it elsewhere).
test.use({ bypassCSP: false });
plainTest.use({ bypassCSP: false });

const FAMILIES = [
  '/',
  '/trade/BTC_USDT',
  '/futures/USDT/BTC_USDT',
  '/markets',
  '/price',
  '/alpha',
  '/copytrading',
  '/simple-earn',
  '/news',
  '/fee',
  '/crypto/buy',
  '/login',
  '/no-such-page',
  '/state_compliance_tips',
  '/ar',
  '/ja-jp/trade/BTC_JPY?site=83',
  '/myaccount?persona=kyc2',
  '/myaccount/fundpass_setup?persona=kyc2',
  '/?thirdParty=1',
];

test('every page family loads under the enforced CSP with no violation', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.disposition === 'enforce') seen.push(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  for (const path of FAMILIES) {
    const response = await page.goto(path);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toContain("object-src 'none'");
    expect(csp.split('; ').find((d) => d.startsWith('script-src ')), path).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    await page.locator('main, [role="main"]').first().waitFor();
    // The page's lazy work (overlays, the chart, idle third parties) has had its chance to run.
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 })));
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations), path).toEqual([]);
  }
});

test('pages carry the other security headers', async ({ request }) => {
  const response = await request.get('/myaccount/fundpass_setup');
  const headers = response.headers();
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-content-type-options']).toBe('nosniff');
});

// The refused frame logs an error and a failed load by design: this test watches for those itself.
plainTest('another origin cannot frame a page (the fund-password form)', async ({ page, baseURL }) => {
  // A page on another origin (127.0.0.1 is not localhost to the browser) frames the form.
  const attacker = baseURL!.replace('localhost', '127.0.0.1');
  await page.route(`${attacker}/attacker.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<iframe id="victim" src="${baseURL}/myaccount/fundpass_setup?persona=kyc2" width="800" height="600"></iframe>` }),
  );
  await page.goto(`${attacker}/attacker.html`);
  // Chromium refuses the document (frame-ancestors 'none', X-Frame-Options DENY) and shows its
  // error page in the frame instead: the app never loads there.
  const victim = () => page.frames().find((f) => f !== page.mainFrame());
  await expect.poll(() => victim()?.url()).toBe('chrome-error://chromewebdata/');
  expect(await victim()!.locator('input, form').count()).toBe(0);
});
