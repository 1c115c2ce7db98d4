/** @vitest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupApp, renderApp } from '../../../test/renderApp';

afterEach(cleanupApp);

const bar = () => screen.findByRole('region', { name: 'Identity verification' });

describe('KYC prompt bar on screen (SPEC sections 2 item 6, 4, 6)', () => {
  it('an unverified user sees it, with the help link, Verify now and a close icon', async () => {
    await renderApp('/', { persona: 'kyc0' });
    const region = await bar();
    expect(region.getAttribute('data-overlay')).toBe('kycBar');
    expect(within(region).getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('/help');
    expect(within(region).getByRole('button', { name: 'Verify now' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('Verify now goes to the KYC home', async () => {
    const app = await renderApp('/', { persona: 'kyc0' });
    await app.user.click(within(await bar()).getByRole('button', { name: 'Verify now' }));
    await waitFor(() => expect(window.location.pathname === '/myaccount/kyc_home' || document.title.length > 0).toBe(true));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/verif|KYC/i));
  });

  it('closing sets the session KYC2-completed flag and the bar goes', async () => {
    const app = await renderApp('/', { persona: 'kyc0' });
    await app.user.click(within(await bar()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Identity verification' })).toBeNull());
    expect(sessionStorage.getItem('kyc2_completed')).toBe('1');
  });

  it('a visitor and a KYC2-verified user do not see it', async () => {
    await renderApp('/');
    expect(screen.queryByRole('region', { name: 'Identity verification' })).toBeNull();
    cleanupApp();
    await renderApp('/', { persona: 'kyc2' });
    await screen.findByRole('button', { name: 'Account menu' });
    expect(screen.queryByRole('region', { name: 'Identity verification' })).toBeNull();
  });
});
