/** @vitest-environment jsdom */
/**
 * The security pages against the mocked backend (docs/account-security.md): the Security page's
 * states are the account's (a new account's all Off, an established one's On), a failed GET hides
 * them, the anti-phishing dialog saves and the page shows the masked code, the authenticator binds
 * only with the issued secret's real code, the fund password page sends a user without an
 * authenticator to set one up, and a changed password ends the session on the login page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { seriousViolations } from '../../../test/axe';
import { cleanupRendered, renderWithProviders } from '../../../test/renderWithProviders';
import { DEMO_PASSWORD, DEMO_TOTP } from '../../../mocks/personas';
import { base32Decode, totpCode } from '../../../mocks/exchange/security/totp';
import { readSecurity } from '../../../mocks/exchange/security/security';
import { FundPasswordSetupPage, SecurityPage, TotpPage } from './SecurityPages';

afterEach(cleanupRendered);

const row = (id: string) => {
  const item = document.querySelector<HTMLElement>(`[data-protection="${id}"]`);
  if (item === null) throw new Error(`no ${id} row`);
  return within(item);
};

describe('the Security page', () => {
  it('a new account (kyc1): authenticator, fund password and anti-phishing Off, each with Set up', async () => {
    const { container } = await renderWithProviders(<SecurityPage />, { persona: 'kyc1', route: '/myaccount/security' });
    // Login password, devices, and the fund password frequency kyc1 has.
    await screen.findByText('3 of 6 protections on');
    for (const id of ['totp', 'fundpass', 'antiphishing']) {
      expect(row(id).getByText('Off')).toBeTruthy();
      expect(row(id).getByText('Set up')).toBeTruthy();
    }
    expect(row('password').getByText('On')).toBeTruthy();
    expect(row('password').getByRole('button', { name: 'Change' })).toBeTruthy();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('an established account (kyc2): On, Change; the anti-phishing dialog checks the code, saves, and the page shows it masked', async () => {
    const { user } = await renderWithProviders(<SecurityPage />, { persona: 'kyc2', route: '/myaccount/security' });
    await screen.findByText('5 of 6 protections on');
    expect(row('totp').getByText('On')).toBeTruthy();
    expect(row('totp').queryByText('Set up')).toBeNull();
    expect(row('fundpass').getByText('Change')).toBeTruthy();
    expect(row('antiphishing').getByText('Off')).toBeTruthy();

    await user.click(screen.getByTestId('open-anti-phishing-dialog'));
    const dialog = within(await screen.findByTestId('anti-phishing-dialog'));
    await user.type(dialog.getByLabelText('Anti-phishing code'), 'ab!');
    await user.type(dialog.getByLabelText('Authenticator code'), '000000');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(dialog.getAllByText('Use 4 to 20 letters and digits.').length).toBeGreaterThan(0);
    expect(dialog.getByLabelText('Anti-phishing code').getAttribute('aria-invalid')).toBe('true');

    await user.clear(dialog.getByLabelText('Anti-phishing code'));
    await user.type(dialog.getByLabelText('Anti-phishing code'), 'owl42');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    // The server's refusal, next to the field it is about.
    expect(await dialog.findByText('Incorrect authenticator code.')).toBeTruthy();

    await user.clear(dialog.getByLabelText('Authenticator code'));
    await user.type(dialog.getByLabelText('Authenticator code'), DEMO_TOTP);
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByTestId('anti-phishing-dialog')).toBeNull());
    expect((await screen.findByTestId('anti-phishing-code')).textContent).toBe('o****2');
    expect(row('antiphishing').getByText('On')).toBeTruthy();
    await screen.findByText('6 of 6 protections on');
  });

  it('a failed GET hides the states and says so (no invented Off)', async () => {
    await renderWithProviders(<SecurityPage />, { persona: 'kyc1', route: '/myaccount/security', settings: { faults: { userSecurity: 'http500' } } });
    await screen.findByText('Your security settings could not be loaded.');
    expect(screen.queryByText('Off')).toBeNull();
    expect(row('totp').queryByText('Set up')).toBeNull();
    expect(screen.queryByText(/protections on/)).toBeNull();
  });

  it('a password change refused shows the server message; accepted, it ends the session on the login page with a notice', async () => {
    const { user, router, container } = await renderWithProviders(<SecurityPage />, { persona: 'kyc2', route: '/myaccount/security' });
    await screen.findByText('5 of 6 protections on');
    await user.click(screen.getByTestId('open-password-dialog'));
    const dialog = within(await screen.findByTestId('password-dialog'));
    expect(await seriousViolations(container)).toEqual([]);
    await user.type(dialog.getByLabelText('Current password'), 'not-it-1');
    await user.type(dialog.getByLabelText('New password'), 'Newpass123');
    await user.type(dialog.getByLabelText('Repeat new password'), 'Newpass123');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await dialog.findByText('The current password is incorrect.')).toBeTruthy();

    await user.clear(dialog.getByLabelText('Current password'));
    await user.type(dialog.getByLabelText('Current password'), DEMO_PASSWORD);
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router?.state.location.pathname).toBe('/login'));
    expect(router?.state.location.search).toMatchObject({ redirect: '/myaccount/security' });
    expect(router?.state.location.state.passwordChanged).toBe(true);
    expect(document.cookie).not.toMatch(/(^|; )uid=[^;]/);
    expect(readSecurity('kyc2').password).toBe('Newpass123');
  });
});

describe('the authenticator page', () => {
  it('shows the secret the backend issued; a wrong code is refused next to the field; the real code turns it on', async () => {
    const { user } = await renderWithProviders(<TotpPage />, { persona: 'kyc1', route: '/myaccount/totp' });
    const shown = (await screen.findByTestId('totp-secret')).textContent?.replace(/\s/g, '') ?? '';
    expect(shown).toMatch(/^[A-Z2-7]{32}$/);
    expect(readSecurity('kyc1').pendingTotpSecret).toBe(shown);
    expect(screen.getByRole('link', { name: 'Open in an authenticator on this device' }).getAttribute('href')).toContain(`secret=${shown}`);

    const key = base32Decode(shown) ?? new Uint8Array();
    const now = Math.floor(Date.now() / 1000);
    const near = await Promise.all([-30, 0, 30].map((d) => totpCode(key, now + d)));
    const wrong = ['000000', '111111', '222222'].find((c) => !near.includes(c)) ?? '333333';
    await user.type(screen.getByLabelText('6-digit code'), wrong);
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Incorrect authenticator code.')).toBeTruthy();

    await user.clear(screen.getByLabelText('6-digit code'));
    await user.type(screen.getByLabelText('6-digit code'), await totpCode(key, Math.floor(Date.now() / 1000)));
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Authenticator turned on')).toBeTruthy();
    expect(screen.queryByTestId('totp-secret')).toBeNull();
    expect(readSecurity('kyc1').totp).toEqual({ secret: shown });
  });
});

describe('the fund password page', () => {
  it('without an authenticator: says to set one up first, with a link', async () => {
    await renderWithProviders(<FundPasswordSetupPage />, { persona: 'kyc1', route: '/myaccount/fundpass_setup' });
    expect(await screen.findByText('Set up an authenticator app first')).toBeTruthy();
    expect(screen.getByTestId('fundpass-totp-first').getAttribute('href')).toBe('/myaccount/totp');
    expect(screen.queryByLabelText('Fund password')).toBeNull();
  });

  it('with one (kyc2): changes it with the authenticator code; the server has the new one', async () => {
    const { user } = await renderWithProviders(<FundPasswordSetupPage />, { persona: 'kyc2', route: '/myaccount/fundpass_setup' });
    expect(await screen.findByRole('heading', { name: 'Change your fund password' })).toBeTruthy();
    await user.type(screen.getByLabelText('Fund password'), 'Vault2468');
    await user.type(screen.getByLabelText('Repeat fund password'), 'Vault2468');
    await user.type(screen.getByLabelText('Authenticator code'), DEMO_TOTP);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Fund password set')).toBeTruthy();
    expect(readSecurity('kyc2').fundPassword).toBe('Vault2468');
  });
});
