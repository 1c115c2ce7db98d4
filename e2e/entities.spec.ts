import { expect, test } from './fixtures';
import { test as base } from '@playwright/test';

/**
 * Entity pages from the backend (issue 13 part 5): the mocked backend answers for any Startup id,
 * any trader id and any listed Alpha token, consistently; an id it does not know is the page's
 * own not-found state (decided from its answer, with a link back to the listing); a failed call
 * is an error state with a retry, never a 404.
 */
test('unseen ids render: /alpha/PEPE, /startup/123 and /copytrading/trader/futures/42', async ({ page }) => {
  await page.goto('/alpha/PEPE');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('PEPE');
  await expect(page).toHaveTitle(/^PEPE on Alpha/);

  await page.goto('/startup/123');
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  expect(name).not.toBe('');
  await expect(page).toHaveTitle(new RegExp(`token sale`));
  // The same id, the same project.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  // An article from the backend: its headline is the page's heading and title.
  await page.goto('/blog/proof-of-reserves-november');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our proof of reserves for November');
  await expect(page).toHaveTitle(/^Our proof of reserves for November/);

  await page.goto('/copytrading/trader/futures/42');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(' 42');
  await expect(page).toHaveTitle(/lead trader/);
  await expect(page.getByTestId('not-found')).toHaveCount(0);
});

test('an id the backend does not know is the page’s not-found state, with a link back to its listing', async ({ page }) => {
  for (const [path, back, listing] of [
    ['/alpha/NOSUCHTOKEN', 'All Alpha tokens', '/alpha'],
    ['/startup/not!an!id', 'All token sales', '/startup'],
    ['/copytrading/trader/futures/abc', 'All lead traders', '/copytrading'],
    ['/price/no-such-coin', 'All cryptocurrency prices', '/price'],
    ['/news/no-such-story', 'All news', '/news'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page).toHaveTitle(/^404/);
    await expect(page.getByTestId('not-found-back')).toHaveText(back);
    await expect(page.getByTestId('not-found-back')).toHaveAttribute('href', listing);
  }
  // In Turkish the link back keeps the locale and the language.
  await page.goto('/tr/alpha/NOSUCHTOKEN');
  await expect(page.getByTestId('not-found-back')).toHaveAttribute('href', '/tr/alpha');
  await expect(page.getByTestId('not-found-back')).toHaveText('Tüm Alpha tokenları');
});

base('a failed call is an error state with a retry, never a 404; a failed list says so', async ({ page }) => {
  let calls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/startup/project')) calls += 1;
  });
  await page.goto('/startup/123?fault.startupProject=http500');
  await expect(page.getByTestId('entity-error')).toBeVisible();
  await expect(page.getByTestId('not-found')).toHaveCount(0);
  const before = calls;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect.poll(() => calls).toBeGreaterThan(before);
  await expect(page.getByTestId('entity-error')).toBeVisible();

  await page.goto('/alpha?fault.alphaTokens=http500');
  await expect(page.getByTestId('list-error')).toBeVisible();
  await page.goto('/copytrading?fault.leadTraders=wrongShape');
  await expect(page.getByTestId('list-error')).toBeVisible();
});
