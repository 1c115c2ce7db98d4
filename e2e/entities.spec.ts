import { expect, sharedContextTest as test } from './fixtures';
import { test as base } from '@playwright/test';
import { navigateInApp, openApp } from './routes';

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
  await openApp(page, '/');
  for (const [path, back, listing] of [
    ['/alpha/NOSUCHTOKEN', 'All Alpha tokens', '/alpha'],
    ['/startup/not!an!id', 'All token sales', '/startup'],
    ['/copytrading/trader/futures/abc', 'All lead traders', '/copytrading'],
    ['/price/no-such-coin', 'All cryptocurrency prices', '/price'],
    ['/news/no-such-story', 'All news', '/news'],
  ] as const) {
    // In-app navigation (the router's own, as a link would): one app boot for the five ids
    // instead of five full page loads; the not-found state is the page's, decided the same way.
    await navigateInApp(page, path);
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

test('deposit and withdrawal read the backend’s networks; the address is the user’s, the same on every visit', async ({ page }) => {
  await page.goto('/myaccount/deposit/USDT?persona=kyc2');
  const address = page.getByTestId('deposit-address');
  await expect(address).toHaveText(/^T[1-9A-Za-z]{33}$/);
  const tron = await address.textContent();
  await page.getByLabel('Network', { exact: true }).selectOption('ERC20');
  await expect(page).toHaveURL(/network=ERC20/);
  await expect(address).toHaveText(/^0x[0-9a-f]{40}$/);
  await page.getByLabel('Network', { exact: true }).selectOption('TRC20');
  await expect(address).toHaveText(tron!);
  // A memo network shows the memo to include.
  await page.goto('/myaccount/deposit/TON?persona=kyc2');
  await expect(page.getByTestId('deposit-memo')).toBeVisible();
  // A well-formed coin the backend does not take: its own state, the coin picker to move on.
  await page.goto('/myaccount/deposit/NOSUCHCOIN?persona=kyc2');
  await expect(page.getByTestId('transfer-unsupported')).toContainText('NOSUCHCOIN cannot be moved on-chain here');
  await page.getByLabel('Coin', { exact: true }).selectOption('BTC');
  await expect(page).toHaveURL(/\/myaccount\/deposit\/BTC/);
  await expect(address).toHaveText(/^bc1q/);
  // Withdrawal: the network fee comes from the same list.
  await page.goto('/myaccount/withdraw/BTC?persona=kyc2');
  await expect(page.getByText('0.0002 BTC')).toBeVisible();
});

base('a failed address call never shows an address to send to; a failed network list offers a retry', async ({ page }) => {
  await page.goto('/myaccount/deposit/USDT?persona=kyc2&fault.depositAddress=http500');
  await expect(page.getByTestId('deposit-address-error')).toBeVisible();
  await expect(page.getByTestId('deposit-address')).toHaveCount(0);
  await page.goto('/myaccount/deposit/USDT?persona=kyc2&fault.depositNetworks=wrongShape');
  await expect(page.getByTestId('list-error')).toBeVisible();
  await expect(page.getByTestId('list-error').getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('P2P adverts come from the backend in the fiat of the page, best price first', async ({ page }) => {
  await page.goto('/c2c/USDT_TRY');
  const table = page.getByRole('table', { name: 'Adverts' });
  await expect(table.getByRole('row')).toHaveCount(7);
  await expect(table).toContainText('Papara');
  const prices = await table.locator('tbody tr td:nth-child(2)').allTextContents();
  const values = prices.map((p) => Number(p.replace(/[^\d.]/g, '')));
  expect(values).toEqual([...values].sort((a, b) => a - b));
  await page.getByRole('radio', { name: 'Sell' }).click();
  const sell = (await table.locator('tbody tr td:nth-child(2)').allTextContents()).map((p) => Number(p.replace(/[^\d.]/g, '')));
  expect(sell).toEqual([...sell].sort((a, b) => b - a));
  expect(Math.max(...sell)).toBeLessThan(Math.min(...values));
});

test('the glossary comes from the backend; a term it lacks is the not-found state', async ({ page }) => {
  await page.goto('/learn/glossary');
  await expect(page.getByTestId('glossary').locator('dt')).toHaveCount(16);
  await page.getByRole('searchbox', { name: 'Search terms' }).fill('zzzz');
  await expect(page.getByTestId('glossary-no-match')).toBeVisible();
  await page.goto('/learn/glossary/funding-rate');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Funding rate');
  await expect(page).toHaveTitle(/^Funding rate/);
  await page.goto('/learn/glossary/no-such-term');
  await expect(page.getByTestId('not-found-back')).toHaveAttribute('href', '/learn/glossary');
});

base('the fee schedule and a competition leaderboard come from the backend; a failure says so', async ({ page }) => {
  await page.goto('/fee');
  const fees = page.getByRole('table', { name: 'Trading fees by tier' });
  await expect(fees.getByRole('row')).toHaveCount(7);
  await expect(fees).toContainText('VIP 5');
  await page.goto('/announcements/trade-match');
  await expect(page.getByRole('table', { name: 'Leaderboard' })).toContainText('sat***08');
  await page.goto('/fee?fault.feeTiers=http500');
  await expect(page.getByTestId('list-error')).toBeVisible();
});
