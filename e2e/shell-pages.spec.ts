import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { assetGlob, expect, sharedContextTest as test, watchProblems } from './fixtures';

const ROOT = join(import.meta.dirname, '..');

/** What the policy engine decides for these facts (`npm run policy -- decide`), by decision id. */
function decide(facts: object, only: string[]): Record<string, unknown> {
  const out = execFileSync(join(ROOT, 'node_modules/.bin/tsx'), ['src/cli/policy.ts', 'decide', '-', '--json', '--only', only.join(',')], {
    cwd: ROOT,
    input: JSON.stringify(facts),
    encoding: 'utf8',
  });
  return JSON.parse(out) as Record<string, unknown>;
}

test.describe('404 page links match the notFoundLinks decision', () => {
  const cases = [
    { site: 0, name: 'main' },
    { site: 232, name: 'US' },
    { site: 181, name: 'UAE' },
    { site: 83, name: 'Japan' },
  ];
  for (const { site, name } of cases) {
    test(`${name} (site ${site})`, async ({ page }) => {
      await page.goto(`/no-such-page?site=${site}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(/404/);
      const pathname = new URL(page.url()).pathname;
      const expected = decide({ site, path: pathname, search: `?site=${site}`, viewport: { width: 1280 } }, ['notFoundLinks'])
        .notFoundLinks as string[];
      expect(expected.length).toBeGreaterThan(0);
      const links = page.getByTestId('not-found-link');
      await expect(links).toHaveCount(expected.length);
      expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('data-href')))).toEqual(expected);
      // The rendered hrefs carry the page's locale prefix (Japan: /ja-jp).
      const prefix = pathname.replace(/\/no-such-page$/, '');
      await expect(links.first()).toHaveAttribute('href', `${prefix}${expected[0]}`);
    });
  }

  test('Japan links spot trading in BTC_JPY; US has no futures', async ({ page }) => {
    await page.goto('/no-such-page?site=83');
    await expect(page.locator('[data-href="/trade/BTC_JPY"]')).toBeVisible();
    await page.goto('/no-such-page?site=232');
    await expect(page.getByTestId('not-found-link').first()).toBeVisible();
    await expect(page.locator('[data-href^="/futures"]')).toHaveCount(0);
  });
});

test('the 404 page returns home in the current language', async ({ page }) => {
  await page.goto('/tr/no-such-page?site=0');
  const home = page.getByTestId('not-found-home');
  await expect(home).toHaveAttribute('href', '/tr');
  await home.click();
  await expect(page).toHaveURL(/\/tr(\?site=0)?$/);
  await expect(page.getByTestId('not-found')).toHaveCount(0);
});

test('the 404 page shows trending stories, and hides them when the call fails', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto('/no-such-page?site=0');
  const stories = page.getByTestId('trending-stories');
  await expect(stories).toBeVisible();
  await expect(stories.getByRole('link').first()).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();

  // The demo backend fails the call on request (?fault.trendingStories=http500): the column hides.
  const failing = await browser.newContext();
  const page2 = await failing.newPage();
  await page2.goto('/no-such-page?site=0&fault.trendingStories=http500');
  await expect(page2.getByTestId('not-found-link').first()).toBeVisible();
  await expect(page2.getByTestId('trending-stories')).toHaveCount(0);
  await failing.close();
});

test('the error screen says something went wrong and Refresh reloads the page', async ({ browser }) => {
  // The /fee route's code throws when it loads (a broken deploy, say): the router's error
  // boundary shows the error screen. Watched separately: the thrown error is this test's point.
  // Service workers blocked so that the interception sees the request (the mocked backend's
  // worker would otherwise fetch it; the app then runs on its documented defaults).
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const brokenRoute = assetGlob('src/routes/{-$locale}/fee.tsx?tsr-split=component');
  await page.route(brokenRoute, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("the fee page is broken");' }),
  );
  await page.goto('/?site=0');
  await expect(page.getByTestId('site-footer')).toBeVisible();
  await page.locator('[data-footer-link="fee"]').click();
  const screen = page.getByTestId('error-screen');
  await expect(screen).toBeVisible();
  await expect(screen.getByRole('heading')).toHaveText('Something went wrong');

  await page.unroute(brokenRoute);
  const reload = page.waitForEvent('load');
  await screen.getByRole('button', { name: 'Refresh' }).click();
  await reload;
  await expect(page).toHaveURL(/\/fee/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('error-screen')).toHaveCount(0);
  await context.close();
});
