/** @vitest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { decisionsAtom, userAtom } from '../../../facts';
import type { PersonaId } from '../../../mocks/personas';
import { PolicyOverlays } from '../../../test/PolicyOverlays';
import { cleanupRendered, renderWithProviders } from '../../../test/renderWithProviders';

afterEach(cleanupRendered);

// The bar stack alone: the persona's answers from the mocked backend become facts, the engine
// decides (policies/kycBar.json, placed by policies/screen.json), the overlay host draws the bar.
const renderBars = (persona?: PersonaId) => renderWithProviders(<PolicyOverlays />, { route: '/', persona, engine: true, serverFacts: true });
const bar = () => screen.findByRole('region', { name: 'Identity verification' });

describe('KYC prompt bar on screen (SPEC sections 2 item 6, 4, 6)', () => {
  it('an unverified user sees it, with the help link, Verify now and a close icon', async () => {
    await renderBars('kyc0');
    const region = await bar();
    expect(region.getAttribute('data-overlay')).toBe('kycBar');
    expect(within(region).getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('/help');
    expect(within(region).getByRole('button', { name: 'Verify now' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('Verify now goes to the KYC home', async () => {
    const { user, router } = await renderBars('kyc0');
    await user.click(within(await bar()).getByRole('button', { name: 'Verify now' }));
    await waitFor(() => expect(router!.state.location.pathname).toBe('/myaccount/kyc_home'));
  });

  it('closing sets the session KYC2-completed flag and the bar goes', async () => {
    const { user } = await renderBars('kyc0');
    await user.click(within(await bar()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Identity verification' })).toBeNull());
    expect(sessionStorage.getItem('kyc2_completed')).toBe('1');
  });

  it('a visitor and a KYC2-verified user do not see it', async () => {
    const visitor = await renderBars();
    await waitFor(() => expect(visitor.store.get(decisionsAtom)?.kycBar).toBe(false));
    expect(screen.queryByRole('region', { name: 'Identity verification' })).toBeNull();
    cleanupRendered();
    const verified = await renderBars('kyc2');
    // Once the server has said who the user is (the bar waits for that), the engine says no.
    await waitFor(() => expect(verified.store.get(userAtom)?.uid).toBeDefined());
    expect(verified.store.get(decisionsAtom)?.kycBar).toBe(false);
    expect(screen.queryByRole('region', { name: 'Identity verification' })).toBeNull();
  });
});
