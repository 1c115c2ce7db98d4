import { createHmac } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, sharedContextTest as test } from './fixtures';
import { shootThemes } from './overlayHelpers';

/**
 * The account's security settings as a new user sets them up (docs/account-security.md), on the
 * demo's mocked backend: kyc1 logs in, binds an authenticator with the code an app would compute
 * from the secret the page shows (RFC 6238, computed here with node:crypto), sets a fund password
 * and an anti-phishing code with it, changes the login password (logged out, the login page says
 * why), and only the new password logs in again.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32(text: string): Buffer {
  let bits = '';
  for (const char of text.replace(/\s/g, '')) bits += ALPHABET.indexOf(char).toString(2).padStart(5, '0');
  return Buffer.from(bits.match(/.{8}/g)?.map((byte) => parseInt(byte, 2)) ?? []);
}

/** What an authenticator app shows now for the secret. */
function totpNow(secret: string): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 1000 / 30)));
  const mac = createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 15;
  return String(mac.readUInt32BE(offset) % 0x80000000 % 1_000_000).padStart(6, '0');
}

/**
 * Types into a field, and makes sure it took. A fill has no hit test: while one of kyc1's policy
 * dialogs (the updated user agreement, the KYC notice) is opening over the page, the page behind
 * it is inert and a fill lands nowhere without an error, where a click would wait for the dialog
 * (and its locator handler would answer it). So the field is filled until it holds the value; each
 * try is an action, and the handlers answer a dialog that has come up before it.
 */
async function typeInto(field: Locator, value: string | (() => string)): Promise<void> {
  await expect(async () => {
    const text = typeof value === 'function' ? value() : value;
    await field.fill(text);
    await expect(field).toHaveValue(text, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

async function logIn(page: Page, password: string) {
  const form = page.getByRole('main').getByTestId('login-form');
  await typeInto(form.getByLabel('E-mail or phone number'), 'kyc1@demo.exchange.example');
  await typeInto(form.getByLabel('Password', { exact: true }), password);
  await form.getByTestId('login-submit').click();
}

const row = (page: Page, id: string) => page.locator(`[data-protection="${id}"]`);

test('a new account sets up its authenticator, fund password and anti-phishing code, then changes its password', async ({ page }) => {
  // A whole session: two logins, three pages, two dialogs (about 11 s alone; 20-26 s beside a full run).
  test.setTimeout(60_000);
  // kyc1 is also asked to accept the updated user agreement and to upgrade KYC (policy dialogs,
  // docs/overlay-pattern.md), whenever the screen's arbiter shows them: answered as a user would.
  for (const id of ['userAgreement', 'accountNotice']) {
    const dialog = page.locator(`[data-overlay="${id}"]`);
    // A dialog that goes on its own (a navigation) while being answered needs no answer.
    await page.addLocatorHandler(dialog, () => dialog.locator('footer button').first().click({ timeout: 3_000 }).catch(() => undefined), { noWaitAfter: true });
  }
  // A logged-out visitor on the Security page is sent to log in, and brought back.
  await page.goto('/myaccount/security?site=0&persona=visitor&account=reset');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await logIn(page, 'Passw0rd!');
  await expect(page).toHaveURL(/\/myaccount\/security/);
  await expect(row(page, 'totp')).toContainText('Off');
  await expect(row(page, 'fundpass')).toContainText('Off');

  // The authenticator: the backend's secret, bound with the code computed from it.
  await row(page, 'totp').getByRole('link', { name: 'Set up' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{32}$/);
  await typeInto(page.getByLabel('6-digit code'), () => totpNow(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Authenticator turned on')).toBeVisible();

  await page.goto('/myaccount/security');
  await expect(row(page, 'totp')).toContainText('On');

  // The fund password, with the authenticator's code.
  await row(page, 'fundpass').getByRole('link', { name: 'Set up' }).click();
  await typeInto(page.getByLabel('Fund password', { exact: true }), 'Vault2468');
  await typeInto(page.getByLabel('Repeat fund password'), 'Vault2468');
  await typeInto(page.getByLabel('Authenticator code'), () => totpNow(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Fund password set')).toBeVisible();

  await page.goto('/myaccount/security');
  await expect(row(page, 'fundpass')).toContainText('On');

  // The anti-phishing code, in a dialog.
  await page.getByTestId('open-anti-phishing-dialog').click();
  const phishing = page.getByTestId('anti-phishing-dialog');
  await typeInto(phishing.getByLabel('Anti-phishing code'), 'owl42');
  await typeInto(phishing.getByLabel('Authenticator code'), () => totpNow(secret));
  await phishing.getByRole('button', { name: 'Confirm' }).click();
  await expect(phishing).toHaveCount(0);
  await expect(page.getByTestId('anti-phishing-code')).toHaveText('o****2');

  // The login password: changed, the session ends, the login page says why.
  await page.getByTestId('open-password-dialog').click();
  const dialog = page.getByTestId('password-dialog');
  await typeInto(dialog.getByLabel('Current password'), 'Passw0rd!');
  await typeInto(dialog.getByLabel('New password', { exact: true }), 'Newpass123');
  await typeInto(dialog.getByLabel('Repeat new password'), 'Newpass123');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByTestId('password-changed-notice')).toContainText('Your password was changed. Log in with the new one.');
  expect((await page.context().cookies()).find((c) => c.name === 'uid')?.value ?? '').toBe('');

  // The old password no longer logs in; the new one does, back to the Security page.
  await logIn(page, 'Passw0rd!');
  await expect(page.getByRole('main').getByText('The account or password is incorrect.')).toBeVisible();
  await logIn(page, 'Newpass123');
  await expect(page).toHaveURL(/\/myaccount\/security/);
  await expect(row(page, 'password')).toContainText('Last changed');
  await expect(row(page, 'antiphishing')).toContainText('o****2');
});

/** Pictures only, compared by nobody: `npm run shots`, not `npm test`. */
for (const width of [390, 1440]) {
  test(`the Security page and the password dialog at ${width} px, light and night`, { tag: '@shots' }, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/myaccount/security?site=0&persona=kyc2&account=reset');
    await expect(row(page, 'totp')).toContainText('On');
    await shootThemes(page, `account-security-${width}`, '[data-protection="antiphishing"]');
    await page.getByTestId('open-password-dialog').click();
    await shootThemes(page, `account-security-password-dialog-${width}`, '[data-testid="password-dialog"]');
  });
}
