/** @vitest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupApp, renderApp } from '../../test/renderApp';

afterEach(cleanupApp);

const LOGGED_IN = { uid: '10086', nickname: 'satoshi' };

describe('side navigation (SPEC section 2, side navigation)', () => {
  it('on a desk it lists the account menu, with the current page marked', async () => {
    await renderApp('/myaccount/security', { cookies: LOGGED_IN, width: 1600 });
    const nav = await screen.findByRole('navigation', { name: 'Account' });
    const current = within(nav).getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.getAttribute('href'))).toEqual(['/myaccount/security']);
  });

  it('the collapse toggle collapses it to icons and remembers it', async () => {
    const app = await renderApp('/myaccount/security', { cookies: LOGGED_IN, width: 1600 });
    const nav = await screen.findByRole('navigation', { name: 'Account' });
    await app.user.click(within(nav).getByRole('button', { name: 'Collapse navigation' }));
    expect(within(nav).getByRole('button', { name: 'Expand navigation' })).toBeTruthy();
  });

  it('the account pages use the newer breakpoints: icons at 1248 px or less, a dropdown bar at 768 or less', async () => {
    await renderApp('/myaccount/security', { cookies: LOGGED_IN, width: 900 });
    expect((await screen.findByRole('navigation', { name: 'Account' })).getAttribute('data-mode')).toBe('collapsed');
    cleanupApp();
    await renderApp('/myaccount/security', { cookies: LOGGED_IN, width: 700 });
    expect((await screen.findByRole('navigation', { name: 'Account' })).getAttribute('data-mode')).toBe('dropdown');
  });

  it('a visitor asking for an account page is sent to log in first', async () => {
    await renderApp('/myaccount/security');
    expect(await screen.findByRole('heading', { name: /log in/i })).toBeTruthy();
  });
});
