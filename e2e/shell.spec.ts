import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, siteById, test, watchProblems } from './fixtures';

/** The 12 sub_website_ids of SPEC section 1. */
const SITE_IDS = [0, 177, 106, 71, 232, 14, 153, 181, 182, 83, 666, 11];
const TITLE_SUFFIX = ' | Buy, sell and trade crypto';
const SCREENSHOTS = 'artifacts/screenshots';

test.describe('every site renders its shell', () => {
  for (const id of SITE_IDS) {
    test(`site ${id}: name, logo, title and decisions`, async ({ page }) => {
      const site = siteById(id);
      await page.goto(`/?site=${id}&devpanel=1`);

      await expect(page.getByTestId('site-name')).toHaveText(site.name);
      await expect(page.getByTestId('site-name')).toBeVisible();
      const logo = page.getByTestId('site-logo');
      await expect(logo).toBeVisible();
      await expect(logo).toHaveAttribute('src', site.logo.light);
      await expect(logo).toHaveAttribute('alt', site.name);
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);

      // The suffix is translated on sites whose default language is not English (Turkey, Japan).
      const name = site.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await expect(page).toHaveTitle(id === 0 ? `${site.name}${TITLE_SUFFIX}` : new RegExp(`^${name} \\| .+`));
      await expect(page.locator('h1')).toContainText(site.name);
      await expect(page.locator('html')).toHaveAttribute('lang', /^[a-z]{2}(-[A-Z]{2})?$/);

      const panel = page.getByTestId('decisions-panel');
      await expect(panel).toBeVisible();
      await expect(panel.getByTestId('decision').first()).toBeVisible();
      expect(await panel.getByTestId('decision').count()).toBeGreaterThan(0);
      await expect(panel).toContainText(`site ${id}`);
    });
  }
});

test('the theme switch swaps the logo to its night version and is remembered', async ({ page }) => {
  const site = siteById(0);
  await page.goto('/?site=0');
  const logo = page.getByTestId('site-logo');
  await expect(logo).toHaveAttribute('src', site.logo.light);

  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'night');
  await expect(logo).toHaveAttribute('src', site.logo.night);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'night');
  await expect(page.getByTestId('site-logo')).toHaveAttribute('src', site.logo.night);
});

test('the system night preference picks the night logo', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto('/?site=177');
  await expect(page.getByTestId('site-logo')).toHaveAttribute('src', siteById(177).logo.night);
  expect(problems, 'console errors, page errors or failed requests').toEqual([]);
  await context.close();
});

test('an unknown path shows the 404 page inside the shell', async ({ page }) => {
  await page.goto('/no-such-page?site=182');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
  await expect(page.getByTestId('site-name')).toHaveText(siteById(182).name);
});

test('the home page has no serious accessibility violations (light and night)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/?site=0');
  await expect(page.getByTestId('decisions-panel')).toBeVisible();
  for (const theme of ['light', 'night'] as const) {
    await page.evaluate((value) => {
      document.documentElement.dataset.theme = value;
    }, theme);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${theme}: ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    expect(serious).toEqual([]);
  }
});

test.describe('screenshots', () => {
  const viewports = [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desk', width: 1440, height: 900 },
  ] as const;
  const themes = [
    { name: 'light', colorScheme: 'light' },
    { name: 'night', colorScheme: 'dark' },
  ] as const;

  // The main site in every combination, plus the site with the widest logo on a phone.
  const runs = [
    ...viewports.flatMap((viewport) => themes.map((theme) => ({ viewport, theme, site: 0 }))),
    { viewport: viewports[0], theme: themes[0], site: 11 },
  ];

  for (const { viewport, theme, site } of runs) {
    test(`${viewport.name} ${theme.name} site ${site}`, async ({ browser }) => {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        colorScheme: theme.colorScheme,
        isMobile: viewport.name === 'phone',
        hasTouch: viewport.name === 'phone',
      });
      const page = await context.newPage();
      const problems = watchProblems(page);

      await page.goto(`/?site=${site}`);
      await expect(page.getByTestId('site-logo')).toBeVisible();
      await expect(page.getByTestId('decisions-count')).not.toHaveText('0');
      await page.evaluate(() => document.fonts.ready);
      mkdirSync(SCREENSHOTS, { recursive: true });
      const name = `home-${viewport.name}-${theme.name}${site === 0 ? '' : `-site${site}`}`;
      await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
      // The header must never overflow the viewport, even with the widest logo.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);

      expect(problems, 'console errors, page errors or failed requests').toEqual([]);
      await context.close();
    });
  }
});
