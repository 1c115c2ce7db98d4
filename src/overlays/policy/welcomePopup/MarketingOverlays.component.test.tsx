/** @vitest-environment jsdom */
import { act, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { complianceAtom, decisionsAtom, experimentsAtom, loggedInAtom, userAtom } from '../../../facts';
import { seriousViolations } from '../../../test/axe';
import type { Decisions } from '../../../generated/types/decisions';
import { PolicyOverlays } from '../../../test/PolicyOverlays';
import { cleanupRendered, renderWithProviders, type Rendered, type RenderOptions } from '../../../test/renderWithProviders';

/**
 * The marketing overlays (issue 12, part) in the component tier: the welcome pop-up's B variant,
 * its 30-minute spacing and its why-not links, the homepage banner and the alpha banner staying
 * away once followed or closed. The mocked experiment service, banner plans and the engine decide;
 * the overlay host draws. What needs Chromium (variant A's claim landing in the sign-up form, the
 * VIP pop-up's 10 s on the page's clock, the banner's image, colour contrast, right to left) is in
 * e2e/overlays-marketing.spec.ts.
 */

afterEach(cleanupRendered);

const overlay = (id: string) => document.querySelector<HTMLElement>(`[data-overlay="${id}"]`);
const shown = (id: string) =>
  waitFor(() => {
    const element = overlay(id);
    if (element === null) throw new Error(`no [data-overlay="${id}"] yet`);
    return element;
  });
const gone = (id: string) => waitFor(() => expect(overlay(id)).toBeNull());

const render = (options: RenderOptions) => renderWithProviders(<PolicyOverlays />, { engine: true, serverFacts: true, ...options });
const reload = (options: RenderOptions) => {
  cleanupRendered();
  return render({ ...options, keepStorage: true });
};

/**
 * The server's answers the decision reads are facts (the compliance check; the user where logged
 * in; the experiment for a visitor, with `experiment`), and the engine says no: nothing drawn.
 */
async function notShown({ store }: Rendered, id: keyof Decisions, experiment = false): Promise<void> {
  await waitFor(() => {
    expect(store.get(complianceAtom)).not.toBeNull();
    if (store.get(loggedInAtom)) expect(store.get(userAtom)).not.toBeNull();
    else if (experiment) expect(Object.keys(store.get(experimentsAtom))).not.toEqual([]);
  });
  await act(() => Promise.resolve());
  // No (null or false) from a decision the engine has (the id typed against the decisions).
  expect(store.get(decisionsAtom)?.[id]).toBeFalsy();
  expect(overlay(id)).toBeNull();
}

describe('the welcome pop-up (SPEC section 4)', () => {
  it('variant B on a phone: two rewards; closed, it is counted and waits 30 minutes', async () => {
    const b: RenderOptions = { scenario: 'welcome-popup-variant-b-shown', width: 390 };
    const { user } = await render(b);
    const popup = await shown('welcomePopup');
    expect(popup.getAttribute('data-variant')).toBe('B');
    // The amounts from the newbie prize call, when it has answered.
    await waitFor(() => expect(popup.textContent).toContain('50 USDT'));
    expect(popup.textContent).toContain('20 USDT');
    await waitFor(() => expect(popup.contains(document.activeElement)).toBe(true));
    expect(await seriousViolations(popup)).toEqual([]);
    await user.click(within(popup).getByRole('button', { name: 'Close' }));
    await gone('welcomePopup');
    // Counted when it showed: 1 of 4 today, the last just now.
    expect(localStorage.getItem('welcome_popup_count')).toMatch(/^1\/\d+$/);
    await notShown(await reload(b), 'welcomePopup', true);
  });

  it('the links that explain why not leave the screen empty', async () => {
    for (const scenario of ['welcome-popup-not-for-logged-in-users', 'welcome-popup-capped-after-four-today', 'welcome-popup-not-for-other-experiment-values']) {
      await notShown(await render({ scenario }), 'welcomePopup', true);
      cleanupRendered();
    }
  });
});

describe('the homepage and alpha banners (SPEC section 4)', () => {
  it('homepage banner: the plan as a card; followed or closed, it stays away for the session; none without a plan', async () => {
    const home: RenderOptions = { scenario: 'homepage-banner-shown-on-home' };
    const first = await render(home);
    const banner = await shown('homepageBanner');
    expect(banner.getAttribute('data-variant')).toBe('50407');
    expect(within(banner).getByRole('heading').textContent).toBe('Earn up to 8.25% APR on USDT');
    expect(await seriousViolations(banner)).toEqual([]);
    await first.user.click(within(banner).getByRole('link', { name: 'Learn more' }));
    await waitFor(() => expect(first.router!.state.location.pathname).toBe('/simple-earn'));
    // Followed, it counts as seen for the session, as a close does.
    await notShown(await reload(home), 'homepageBanner');
    sessionStorage.removeItem('homepage_banner_closed');
    const again = await reload(home);
    await again.user.click(within(await shown('homepageBanner')).getByRole('button', { name: 'Close' }));
    await gone('homepageBanner');
    await notShown(await reload(home), 'homepageBanner');
    cleanupRendered();
    await notShown(await render({ scenario: 'homepage-banner-not-without-plan' }), 'homepageBanner');
  });

  it('alpha banner: cards in turn per currency across visits, paged by hand; closed, gone for 24 hours; not on other pages', async () => {
    const moonfrog: RenderOptions = { route: '/alpha/moonfrog' };
    await render(moonfrog);
    const first = await shown('alphaBanner');
    expect(first.getAttribute('data-variant')).toBe('9301');
    expect(first.textContent).toContain('1 of 3');
    expect(await seriousViolations(first)).toEqual([]);
    const second = await reload(moonfrog);
    await waitFor(() => expect(overlay('alphaBanner')?.getAttribute('data-variant')).toBe('9302'));
    await second.user.click(within(overlay('alphaBanner')!).getByRole('button', { name: 'Next card' }));
    await waitFor(() => expect(overlay('alphaBanner')?.getAttribute('data-variant')).toBe('9303'));
    expect(localStorage.getItem('alpha_banner_index_MOONFROG')).toBe('2');
    // Another currency keeps its own place.
    await reload({ route: '/alpha/orbit' });
    await waitFor(() => expect(overlay('alphaBanner')?.getAttribute('data-variant')).toBe('9301'));
    const third = await reload(moonfrog);
    await waitFor(() => expect(overlay('alphaBanner')?.getAttribute('data-variant')).toBe('9301'));
    await third.user.click(within(overlay('alphaBanner')!).getByRole('button', { name: 'Close' }));
    await gone('alphaBanner');
    expect(Math.abs(Number(localStorage.getItem('alpha_banner_closed_at')) - Date.now())).toBeLessThan(60_000);
    await notShown(await reload(moonfrog), 'alphaBanner');
    localStorage.removeItem('alpha_banner_closed_at');
    await notShown(await reload({ route: '/markets' }), 'alphaBanner');
  });
});
