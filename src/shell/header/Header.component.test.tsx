/** @vitest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupApp, renderApp } from '../../test/renderApp';

afterEach(cleanupApp);

describe('header (component tier: the real app in jsdom, the mocked backend in Node)', () => {
  it('a visitor on a desk sees the product links, Log in, Sign up and Deposit, no account menu', async () => {
    await renderApp('/');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Sign up' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Deposit' })).toBeTruthy();
    expect(within(banner).queryByRole('button', { name: 'Account menu' })).toBeNull();
    const nav = await within(banner).findByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link').length).toBeGreaterThan(2);
  });

  it('a logged-in user sees Deposit and the account menu instead of Log in', async () => {
    await renderApp('/', { cookies: { uid: '10086', nickname: 'satoshi' } });
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('button', { name: 'Deposit' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Account menu' })).toBeTruthy();
    expect(within(banner).queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('switching the theme flips the button to the other theme and stores the choice', async () => {
    const app = await renderApp('/');
    const toNight = screen.queryByRole('button', { name: 'Switch to night theme' });
    const button = toNight ?? screen.getByRole('button', { name: 'Switch to light theme' });
    await app.user.click(button);
    const expected = toNight ? 'night' : 'light';
    expect(localStorage.getItem('theme')).toBe(expected);
    expect(document.documentElement.dataset.theme).toBe(expected);
  });
});
