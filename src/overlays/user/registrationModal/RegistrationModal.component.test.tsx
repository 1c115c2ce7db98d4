/** @vitest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../mocks/personas';
import { Header } from '../../../shell/header';
import { cleanupRendered, renderWithProviders } from '../../../test/renderWithProviders';
import { OverlayHost } from '../../host/OverlayHost';

afterEach(cleanupRendered);

// The modal with what opens it (the header's Log in button) and what it changes (the header shows
// the account once the server has set the session cookies); the user overlays' host mounts it,
// the engine's `registrationModal` decision lets it open, the mocked backend answers the login.
async function openLogin() {
  const rendered = await renderWithProviders(
    <>
      <Header />
      <OverlayHost />
    </>,
    { route: '/', engine: true, backend: true },
  );
  await rendered.user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Log in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  return { ...rendered, dialog };
}

describe('registration modal (SPEC section 2, other screens 10)', () => {
  it('opens from the header in login mode, marked for tests and tools, focus inside', async () => {
    const { dialog } = await openLogin();
    expect(dialog.getAttribute('data-overlay')).toBe('registrationModal');
    expect(dialog.getAttribute('data-variant')).toBe('login');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('asks for the missing fields before sending anything', async () => {
    const { user, requests, dialog } = await openLogin();
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Enter your e-mail address or phone number')).toBeTruthy();
    expect(within(dialog).getByText('Enter your password')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST' && r.path.endsWith('/auth/login'))).toBe(false);
  });

  it('sends the login and shows the server refusal for a wrong password', async () => {
    const { user, requests, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText('E-mail or phone number'), 'kyc2@demo.exchange.example');
    await user.type(within(dialog).getByLabelText('Password'), 'not-the-password');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('The account or password is incorrect.')).toBeTruthy();
    const sent = requests.find((r) => r.method === 'POST' && r.path.endsWith('/auth/login'));
    expect(sent).toBeDefined();
    await waitFor(() => expect(JSON.parse(sent!.body)).toMatchObject({ account: 'kyc2@demo.exchange.example' }));
    // Refused: no session cookies.
    expect(document.cookie).not.toMatch(/(^|;\s*)(uid|nickname)=[^;]/);
  });

  it('a successful login closes the modal and the header shows the account menu', async () => {
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText('E-mail or phone number'), 'kyc2@demo.exchange.example');
    await user.type(within(dialog).getByLabelText('Password'), DEMO_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull(), { timeout: 5000 });
    expect(await within(screen.getByRole('banner')).findByRole('button', { name: 'Account menu' })).toBeTruthy();
  });

  it('switches to the signup form in place', async () => {
    const { user, dialog } = await openLogin();
    await user.click(within(dialog).getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeTruthy();
  });
});
