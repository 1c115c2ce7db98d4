/** @vitest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { requireLogin } from '../../site/loginGuard';
import { cleanupRendered, renderWithProviders, type TestRouterContext } from '../../test/renderWithProviders';
import { ACCOUNT_MENU } from './accountMenu';
import { SideNav } from './SideNav';

afterEach(cleanupRendered);

const LOGGED_IN = { uid: '10086', nickname: 'satoshi' };
const SECURITY = '/myaccount/security';

const renderNav = (width: number) => renderWithProviders(<SideNav items={ACCOUNT_MENU} label="Account" />, { route: SECURITY, cookies: LOGGED_IN, width });

describe('side navigation (SPEC section 2, side navigation)', () => {
  it('on a desk it lists the account menu, with the current page marked', async () => {
    await renderNav(1600);
    const nav = await screen.findByRole('navigation', { name: 'Account' });
    const current = within(nav).getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.getAttribute('href'))).toEqual([SECURITY]);
  });

  it('the collapse toggle collapses it to icons and remembers it', async () => {
    const { user } = await renderNav(1600);
    const nav = await screen.findByRole('navigation', { name: 'Account' });
    await user.click(within(nav).getByRole('button', { name: 'Collapse navigation' }));
    expect(within(nav).getByRole('button', { name: 'Expand navigation' })).toBeTruthy();
    expect(nav.getAttribute('data-mode')).toBe('collapsed');
  });

  it('the account pages use the newer breakpoints: icons at 1248 px or less, a dropdown bar at 768 or less', async () => {
    await renderNav(900);
    expect((await screen.findByRole('navigation', { name: 'Account' })).getAttribute('data-mode')).toBe('collapsed');
    cleanupRendered();
    await renderNav(700);
    expect((await screen.findByRole('navigation', { name: 'Account' })).getAttribute('data-mode')).toBe('dropdown');
  });

  it('a visitor asking for an account page is sent to log in first', async () => {
    // The guard the /myaccount routes declare (src/routes/{-$locale}/myaccount/route.tsx); that the
    // app's account pages use it, the browser tier checks (e2e/locales.spec.ts).
    const guard = ({ context, location }: { context: TestRouterContext; location: { pathname: string; searchStr: string } }) => requireLogin({ context, location });
    const { router } = await renderWithProviders(null, {
      route: SECURITY,
      routes: (root: AnyRoute) => [
        createRoute({ getParentRoute: () => root, path: SECURITY, beforeLoad: guard, component: () => <SideNav items={ACCOUNT_MENU} label="Account" /> }),
      ],
    });
    await waitFor(() => expect(router!.state.location.pathname).toBe('/login'));
    expect(router!.state.location.search).toEqual({ redirect: SECURITY });
    expect(screen.queryByRole('navigation', { name: 'Account' })).toBeNull();
  });
});
