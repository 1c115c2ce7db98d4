/** @vitest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { decisionsAtom } from '../../../facts';
import { PolicyOverlays } from '../../../test/PolicyOverlays';
import { cleanupRendered, renderWithProviders } from '../../../test/renderWithProviders';

afterEach(cleanupRendered);

// The bar stack alone, for a visitor on a site's home page at a width: the engine decides
// (policies/appDownloadBar.json, placed by policies/screen.json), the overlay host draws the bar.
// That the stack sits above the header is the shell's layout: the browser tier measures it
// (e2e/overlays-bars.spec.ts, e2e/layout-shift.spec.ts).
const renderBars = (width: number, site = 0) => renderWithProviders(<PolicyOverlays />, { route: '/', width, site, engine: true, backend: true });
const bar = () => screen.findByRole('region', { name: 'Get the app' });

describe('app-download bar on screen (SPEC section 4)', () => {
  it("a phone visitor on main's home page sees it, named for the site", async () => {
    const { site } = await renderBars(390);
    const region = await bar();
    expect(region.getAttribute('data-overlay')).toBe('appDownloadBar');
    expect(within(region).getByText(`Get the ${site.name} app`)).toBeTruthy();
  });

  it("is not drawn on a desk, nor on Japan's site (the decision says no)", async () => {
    const desk = await renderBars(1440);
    await waitFor(() => expect(desk.store.get(decisionsAtom)?.appDownloadBar).toBe(false));
    expect(screen.queryByRole('region', { name: 'Get the app' })).toBeNull();
    cleanupRendered();
    const japan = await renderBars(390, 83);
    await waitFor(() => expect(japan.store.get(decisionsAtom)?.appDownloadBar).toBe(false));
    expect(screen.queryByRole('region', { name: 'Get the app' })).toBeNull();
  });

  it('is not drawn on an excluded page: the spot trading desk on a phone', async () => {
    const trade = await renderWithProviders(<PolicyOverlays />, { route: '/trade/BTC_USDT', width: 390, engine: true, backend: true });
    await waitFor(() => expect(trade.store.get(decisionsAtom)?.appDownloadBar).toBe(false));
    expect(screen.queryByRole('region', { name: 'Get the app' })).toBeNull();
  });

  it('the detail text expands and collapses', async () => {
    const { user } = await renderBars(390);
    const region = await bar();
    const toggle = within(region).getByRole('button', { name: 'Show more' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(within(region).getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(region).getByText('Trade anytime, with price alerts and a faster sign-up.')).toBeTruthy();
    await user.click(within(region).getByRole('button', { name: 'Show less' }));
    expect(within(region).getByRole('button', { name: 'Show more' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('Open goes to the download page', async () => {
    const { user, router } = await renderBars(390);
    await user.click(within(await bar()).getByRole('link', { name: 'Open' }));
    await waitFor(() => expect(router!.state.location.pathname).toBe('/appdownload'));
  });

  it('closing hides it for the session: the flag is written and the bar goes', async () => {
    const { user } = await renderBars(390);
    await user.click(within(await bar()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Get the app' })).toBeNull());
    expect(sessionStorage.getItem('app_download_bar_hidden')).toBe('1');
  });
});
