import { expect, sharedContextTest as test } from './fixtures';

/**
 * A newcomer logs in to the demo from the login page's own list of the mocked backend's accounts
 * (issue 34: the personas and credentials were only in a source comment). Production builds have
 * no list (scripts/test.sh greps dist/ for the demo-only code).
 */
test('the login page offers the demo accounts; one fills the form and logs in as that persona', async ({ page }) => {
  await page.goto('/login?site=0');
  const form = page.getByTestId('login-form');
  const demo = form.getByTestId('demo-accounts');
  await demo.getByText('Demo accounts').click();
  await demo.getByRole('button', { name: /kyc3@demo\.exchange\.example/ }).click();
  await expect(form.getByLabel('E-mail or phone number')).toHaveValue('kyc3@demo.exchange.example');
  await expect(form.getByLabel('Password', { exact: true })).not.toHaveValue('');
  await form.getByTestId('login-submit').click();
  await expect(page.getByTestId('header-login')).toHaveCount(0);
  const uid = (await page.context().cookies()).find((cookie) => cookie.name === 'uid')?.value ?? '';
  expect(uid).not.toBe('');
});
