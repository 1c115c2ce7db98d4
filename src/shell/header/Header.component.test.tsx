/** @vitest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRendered, renderWithProviders } from '../../test/renderWithProviders';
import { Header } from './Header';

afterEach(cleanupRendered);

// The header alone: its product links are the engine's decision for the site (run here over
// the test's facts); who is logged in is the cookies' (SPEC section 5).
const renderHeader = (cookies?: Record<string, string>) => renderWithProviders(<Header />, { route: '/', engine: true, cookies });

describe('header (SPEC section 2, header)', () => {
  it('a visitor on a desk sees the product links, Log in, Sign up and Deposit, no account menu', async () => {
    await renderHeader();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Sign up' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Deposit' })).toBeTruthy();
    expect(within(banner).queryByRole('button', { name: 'Account menu' })).toBeNull();
    const nav = await within(banner).findByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link').length).toBeGreaterThan(2);
  });

  it('a logged-in user sees Deposit and the account menu instead of Log in', async () => {
    await renderHeader({ uid: '10086', nickname: 'satoshi' });
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('button', { name: 'Deposit' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Account menu' })).toBeTruthy();
    expect(within(banner).queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('switching the theme flips the button to the other theme and stores the choice', async () => {
    const { user } = await renderHeader();
    const toNight = screen.queryByRole('button', { name: 'Switch to night theme' });
    const button = toNight ?? screen.getByRole('button', { name: 'Switch to light theme' });
    await user.click(button);
    const expected = toNight ? 'night' : 'light';
    expect(localStorage.getItem('theme')).toBe(expected);
    expect(document.documentElement.dataset.theme).toBe(expected);
    expect(screen.getByRole('button', { name: toNight ? 'Switch to light theme' : 'Switch to night theme' })).toBeTruthy();
  });
});
