/** @vitest-environment jsdom */
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { complianceAtom, decisionsAtom, loggedInAtom, userAtom } from '../../../facts';
import { seriousViolations } from '../../../test/axe';
import type { Decisions } from '../../../generated/types/decisions';
import { PolicyOverlays } from '../../../test/PolicyOverlays';
import { cleanupRendered, renderWithProviders, type Rendered, type RenderOptions } from '../../../test/renderWithProviders';

/**
 * The compliance chrome (issue 10; SPEC sections 4 and 8) from its scenario links, in the component
 * tier: the scenario's backend answers and stored values, the pure engine's decisions, the overlay
 * host drawing each overlay. Every variant's texts, buttons, where they go, what they store, the
 * Escape and click-outside rules, focus in and back, and axe (all rules but colour contrast, which
 * e2e/overlays-compliance.spec.ts checks in Chromium with the real layout, once per overlay).
 */

afterEach(cleanupRendered);

const open = (scenario: string, options: RenderOptions = {}) =>
  renderWithProviders(<PolicyOverlays />, { scenario, engine: true, serverFacts: true, ...options });

/** The same scenario's page loaded again: storage and cookies kept, a fresh app. */
async function reload(scenario: string, options: RenderOptions = {}) {
  cleanupRendered();
  return open(scenario, { ...options, keepStorage: true });
}

const overlay = (id: string) => document.querySelector<HTMLElement>(`[data-overlay="${id}"]`);

async function shown(id: string): Promise<HTMLElement> {
  return waitFor(() => {
    const element = overlay(id);
    if (element === null) throw new Error(`no [data-overlay="${id}"] yet`);
    return element;
  });
}

/**
 * Once the server's answers are facts (the compliance check, and the user where logged in), the
 * engine has decided `id` is not shown, and nothing of it is drawn.
 */
async function notShown({ store }: Rendered, id: keyof Decisions): Promise<void> {
  await waitFor(() => {
    expect(store.get(complianceAtom)).not.toBeNull();
    if (store.get(loggedInAtom)) expect(store.get(userAtom)).not.toBeNull();
  });
  await act(() => Promise.resolve());
  // No (null or false) from a decision the engine has (the id typed against the decisions).
  expect(store.get(decisionsAtom)?.[id]).toBeFalsy();
  expect(overlay(id)).toBeNull();
}

async function gone(id: string): Promise<void> {
  await waitFor(() => expect(overlay(id)).toBeNull());
}

const focusedIn = (dialog: HTMLElement) => waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

/** Axe (no colour contrast in jsdom) finds nothing serious inside. */
async function accessible(element: HTMLElement): Promise<void> {
  expect(await seriousViolations(element)).toEqual([]);
}

/** A click on the backdrop (the dialog element itself, far outside its box) must not close it. */
async function clickOutside(dialog: HTMLElement): Promise<void> {
  fireEvent.click(dialog, { clientX: 8, clientY: 8, detail: 1 });
  // The machine would have left 'open' synchronously on a dismiss.
  expect(dialog.getAttribute('data-state')).toBe('open');
  expect(dialog.isConnected).toBe(true);
}

function escape(dialog: HTMLElement): void {
  fireEvent.keyDown(dialog, { key: 'Escape' });
}

/** After the dialog has gone, focus is on a live element, not in a dialog. */
function focusReturned(): void {
  const active = document.activeElement;
  expect(active !== null && active.isConnected && active.closest('dialog') === null).toBe(true);
}

const button = (element: HTMLElement, name: string) => within(element).getByRole('button', { name });

describe('regional compliance dialog (SPEC sections 2 item 4, 4, 8)', () => {
  it('the default notice: SPEC text, focus in, accessible, no close by a click outside, I Got it closes, focus back', async () => {
    const { user } = await open('compliance-dialog-default-shown');
    const dialog = await shown('complianceDialog');
    expect(dialog.getAttribute('data-variant')).toBe('default');
    expect(dialog.textContent).toContain('Following a recent review of your account(s), we identified a conflict with our User Agreement.');
    await focusedIn(dialog);
    await accessible(dialog);
    await clickOutside(dialog);
    await user.click(button(dialog, 'I Got it'));
    await gone('complianceDialog');
    focusReturned();
  });

  it('Escape acts as the close icon; the notice opens again on the next page load', async () => {
    await open('compliance-dialog-ltw-shown', { route: '/markets' });
    const dialog = await shown('complianceDialog');
    expect(dialog.getAttribute('data-variant')).toBe('ltw');
    await focusedIn(dialog);
    escape(dialog);
    await gone('complianceDialog');
    await reload('compliance-dialog-ltw-shown', { route: '/markets' });
    await shown('complianceDialog');
  });

  it('Hong Kong: visitor text; I understand stores the time and it stays away; 25 h later it is back and Go to Web3 goes to /web3', async () => {
    const { user } = await open('compliance-dialog-hk-visitor-shown');
    const dialog = await shown('complianceDialog');
    expect(dialog.getAttribute('data-variant')).toBe('hk');
    expect(dialog.textContent).toContain('not directed at Hong Kong residents');
    await focusedIn(dialog);
    await clickOutside(dialog);
    await user.click(button(dialog, 'I understand'));
    await gone('complianceDialog');
    // The facts' clock: the scenario's 12:00Z, plus the moments the test has run.
    const stamp = Number(localStorage.getItem('hk_notice_ack_at')) - Date.parse('2026-11-25T12:00:00.000Z');
    expect(stamp).toBeGreaterThanOrEqual(0);
    expect(stamp).toBeLessThan(120_000);
    const again = await reload('compliance-dialog-hk-visitor-shown');
    await notShown(again, 'complianceDialog');
    const later = await reload('compliance-dialog-hk-visitor-shown', { now: '2026-11-26T13:00:00.000Z' });
    await later.user.click(button(await shown('complianceDialog'), 'Go to Web3'));
    await waitFor(() => expect(later.router!.state.location.pathname).toBe('/web3'));
  });

  it('Hong Kong: a logged-in user reads the account text', async () => {
    await open('compliance-dialog-hk-logged-in-shown');
    expect((await shown('complianceDialog')).textContent).toContain('Your account is registered in Hong Kong');
  });

  it('Uzbekistan: the market exit with its date, once per browser (then the regional notice)', async () => {
    const { user } = await open('compliance-dialog-uz-shown');
    const dialog = await shown('complianceDialog');
    expect(dialog.getAttribute('data-variant')).toBe('uz');
    expect(dialog.textContent).toContain('April 1, 2024');
    await focusedIn(dialog);
    expect(localStorage.getItem('uzbekistan_notice_shown')).toBe('1');
    await user.click(button(dialog, 'I Got it'));
    await gone('complianceDialog');
    await reload('compliance-dialog-uz-shown');
    // brazil_toast is set too: the regional notice takes the dialog, never Uzbekistan again.
    await waitFor(() => expect(overlay('complianceDialog')?.getAttribute('data-variant')).toBe('default'));
  });

  it('the UK notice shows in Chinese only, with its date', async () => {
    await open('compliance-dialog-uk-zh-home-shown', { route: '/zh/', locale: 'zh' });
    const dialog = await shown('complianceDialog');
    expect(dialog.getAttribute('data-variant')).toBe('uk');
    expect(dialog.textContent).toContain('2023');
    await focusedIn(dialog);
    cleanupRendered();
    const english = await open('compliance-dialog-uk-not-in-english');
    await notShown(english, 'complianceDialog');
  });
});

describe('account notice, withdraw-only prompt, compliance reminder and tips (SPEC section 4)', () => {
  it('risk user: the server message, its cookie written when it shows, no close icon, Escape and a click outside do nothing', async () => {
    const { user } = await open('account-notice-risk-user-cookie-absent-shows-notice');
    const dialog = await shown('accountNotice');
    expect(dialog.getAttribute('data-variant')).toBe('riskUser');
    await focusedIn(dialog);
    await accessible(dialog);
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    escape(dialog);
    await clickOutside(dialog);
    expect(document.cookie).toContain('risk_guide_seen=1');
    await user.click(button(dialog, 'I understand'));
    await gone('accountNotice');
  });

  it('KYC upgrade: the 12-hour cookie is set when it shows; Verify now goes to the KYC home', async () => {
    const { user, router } = await open('account-notice-kyc-upgrade-shown-when-cookie-absent');
    const dialog = await shown('accountNotice');
    expect(dialog.getAttribute('data-variant')).toBe('kycUpgrade');
    expect(document.cookie).toContain('kyc_upgrade_notice_shown=1');
    await user.click(button(dialog, 'Verify now'));
    await waitFor(() => expect(router!.state.location.pathname).toBe('/myaccount/kyc_home'));
    await gone('accountNotice');
  });

  it('withdraw-only prompt: accessible, no close by a click outside; Create a ticket goes to the tickets page and closes it for the session', async () => {
    const { user, router } = await open('withdraw-only-user-sees-ticket-prompt');
    const dialog = await shown('withdrawOnlyPrompt');
    await focusedIn(dialog);
    await accessible(dialog);
    await clickOutside(dialog);
    await user.click(button(dialog, 'Create a ticket'));
    await waitFor(() => expect(router!.state.location.pathname).toBe('/myaccount/tickets'));
    expect(sessionStorage.getItem('withdraw_only_prompt_closed')).toBe('1');
  });

  it('compliance reminder: its text, accessible; Continue goes to the given route', async () => {
    const { user, router } = await open('compliance-reminder-shown');
    const dialog = await shown('complianceReminder');
    await focusedIn(dialog);
    await accessible(dialog);
    expect(dialog.textContent).toContain('cooling-off period has ended');
    await clickOutside(dialog);
    await user.click(button(dialog, 'Continue'));
    await waitFor(() => expect(router!.state.location.pathname).toBe('/trade/BTC_USDT'));
  });

  it('compliance tips: the text links, the path counted for today, I understand closes, focus back', async () => {
    const { user } = await open('compliance-tips-home-shown');
    const dialog = await shown('complianceTips');
    await focusedIn(dialog);
    await accessible(dialog);
    expect(within(dialog).getByRole('link', { name: 'terms' }).getAttribute('href')).toBe('/legal/terms-of-service');
    expect(localStorage.getItem('compliance_tips_count:/')).toMatch(/^1\/\d+$/);
    await clickOutside(dialog);
    await user.click(button(dialog, 'I understand'));
    await gone('complianceTips');
    focusReturned();
  });
});

describe('toast, banner, remind bars and the EU upcoming feature (SPEC sections 4, 9)', () => {
  it('gray-tax toast: closable with can_close, at most once per 24 h, its button goes to url', async () => {
    const { user } = await open('gray-tax-toast-shown');
    const toast = await shown('grayTaxToast');
    expect(toast.textContent).toContain('subject to local taxes');
    await accessible(toast);
    expect(Number(localStorage.getItem('gray_tax_toast_at'))).toBeGreaterThan(0);
    await user.click(button(toast, 'Close'));
    await gone('grayTaxToast');
    const again = await reload('gray-tax-toast-shown');
    await notShown(again, 'grayTaxToast');
    localStorage.removeItem('gray_tax_toast_at');
    const later = await reload('gray-tax-toast-shown');
    await later.user.click(button(await shown('grayTaxToast'), 'Learn more'));
    await waitFor(() => expect(later.router!.state.location.pathname).toBe('/help'));
  });

  it('business banner: OK closes it for the session', async () => {
    const { user } = await open('business-notice-shown');
    const banner = await shown('businessNotice');
    expect(banner.textContent).toContain('not directed at UK persons');
    await accessible(banner);
    await user.click(button(banner, 'OK'));
    await gone('businessNotice');
    const again = await reload('business-notice-shown');
    await notShown(again, 'businessNotice');
  });

  it('remind bars: the prohibited-countries bar lists the SPEC examples and closes for the session; the cookie notice accepts', async () => {
    const { user } = await open('remind-bar-prohibited-country-shown');
    const bar = await shown('remindBar');
    expect(bar.getAttribute('data-variant')).toBe('PROHIBITED_COUNTRIES');
    for (const name of ['United States', 'Canada', 'Cambodia', 'Thailand', 'Cuba', 'Iran', 'North Korea']) expect(bar.textContent).toContain(name);
    await accessible(bar);
    await user.click(button(bar, 'Close'));
    await gone('remindBar');
    expect(sessionStorage.getItem('remind_bar_closed_PROHIBITED_COUNTRIES')).toBe('1');
    cleanupRendered();

    const eu = await open('remind-bar-cookies-policy-on-eu-site', { route: '/', site: 106 });
    const cookies = await shown('remindBar');
    expect(cookies.getAttribute('data-variant')).toBe('COOKIES_POLICY');
    await eu.user.click(button(cookies, 'Accept'));
    await gone('remindBar');
    expect(localStorage.getItem('cookies_policy_accepted')).toBe('1');
  });

  it('EU upcoming feature: Stay tuned! with Confirm only (no Escape, no click outside); Confirm goes home', async () => {
    const { user, router } = await open('upcoming-feature-eu-futures-shown', { route: '/en-eu/futures/USDT/BTC_USDT', site: 106 });
    const dialog = await shown('upcomingFeature');
    expect(dialog.textContent).toContain('Stay tuned! This feature is upcoming');
    await focusedIn(dialog);
    await accessible(dialog);
    escape(dialog);
    await clickOutside(dialog);
    await user.click(button(dialog, 'Confirm'));
    await waitFor(() => expect(router!.state.location.pathname).toMatch(/^\/en-eu\/?$/));
    await gone('upcomingFeature');
  });

  it('the links that show why an overlay does not show leave the screen empty', async () => {
    // One per kind of screen place (a dialog with a stored acknowledgement, a toast, a banner, a
    // bar) and one on the EU site; every why-not link's decision is replayed by `policy test`.
    const hidden: Array<[keyof Decisions, string, RenderOptions]> = [
      ['complianceDialog', 'compliance-dialog-hk-hidden-within-24-hours', {}],
      ['grayTaxToast', 'gray-tax-toast-not-outside-gray-tax-areas', {}],
      ['businessNotice', 'business-notice-none-when-check-empty', {}],
      ['remindBar', 'remind-bar-none-on-main-without-flags', {}],
      ['upcomingFeature', 'upcoming-feature-eu-spot-not-shown', { route: '/en-eu/trade/BTC_EUR', site: 106 }],
    ];
    for (const [id, scenario, options] of hidden) {
      await notShown(await open(scenario, options), id);
      cleanupRendered();
    }
  });
});
