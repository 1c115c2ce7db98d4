import { expect, sites, sharedContextTest as test } from './fixtures';
import { openApp } from './routes';
import { SECRET_BY_PLACE, SENSITIVE_VALUES, sensitiveShapes } from '../src/test/sensitiveCorpus';

/**
 * Monitoring (issue 15): Web Vitals and custom reports reach the (mocked) collector where the site
 * monitors; nothing of a corpus of sensitive values is ever in a payload; nothing is sent where
 * the site does not monitor.
 */
const MONITORING = '/api/web/v1/monitoring/report';

test('vitals arrive, custom reports are capped at 10 per view, and no sensitive value leaves the page', async ({ page }) => {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === MONITORING && request.method() === 'POST') bodies.push(request.postData() ?? '');
  });
  await openApp(page, '/?persona=kyc2');
  await page.waitForFunction(() => window.__monitoring !== undefined);
  // TTFB is reported as soon as the library loads (after the first paint).
  await expect.poll(() => bodies.some((b) => b.includes('"name":"TTFB"')), { timeout: 15_000 }).toBe(true);

  const corpus = [...SENSITIVE_VALUES.flatMap((v) => sensitiveShapes(v, true)), ...SECRET_BY_PLACE.flatMap((v) => sensitiveShapes(v, false))];
  const before = bodies.length;
  const outcomes = await page.evaluate((shapes) => {
    const monitor = window.__monitoring!;
    monitor.startPageView();
    const out = shapes.slice(0, 12).map((shape, i) => monitor.reportCustom(`probe-${i}`, shape));
    for (const shape of shapes.slice(12)) monitor.reportError(new Error(JSON.stringify(shape)));
    return out;
  }, corpus);
  expect(outcomes.filter((o) => o === 'capped')).toHaveLength(2);
  await expect.poll(() => bodies.length - before, { timeout: 10_000 }).toBe(10 + corpus.length - 12);
  const leaked = [...SENSITIVE_VALUES, ...SECRET_BY_PLACE].filter((value) => bodies.some((body) => body.includes(value)));
  expect(leaked).toEqual([]);
});

test('a site without a performance monitor (the test net) sends nothing', async ({ page }) => {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === MONITORING) bodies.push(request.postData() ?? '');
  });
  const testnet = sites.find((site) => site.key === 'testnet')!.id;
  await openApp(page, `/?site=${testnet}&persona=kyc2`);
  await page.waitForFunction(() => window.__monitoring !== undefined);
  expect(await page.evaluate(() => window.__monitoring!.reportCustom('probe'))).toBe('disabled');
  // Proves nothing is sent: a fixed wait, longer than a report takes to leave on a site that has
  // a monitor (the first test sees those within a second).
  await page.waitForTimeout(1500);
  expect(bodies).toEqual([]);
});


test('the dev panel lists the reports, masked', async ({ page }) => {
  await page.goto('/?devpanel=1&persona=kyc2');
  await page.waitForFunction(() => window.__monitoring !== undefined);
  await page.evaluate(() => window.__monitoring!.reportCustom('login-probe', { email: 'trader.two@example.com' }));
  await page.getByRole('tab', { name: /^Monitoring/ }).click();
  const reports = page.getByTestId('dev-monitoring-report');
  await expect(reports.filter({ hasText: 'login-probe' })).toHaveCount(1);
  await expect(reports.filter({ hasText: 'login-probe' })).not.toContainText('trader.two@example.com');
  await expect(reports.filter({ hasText: 'TTFB' })).toHaveCount(1, { timeout: 15_000 });
});
