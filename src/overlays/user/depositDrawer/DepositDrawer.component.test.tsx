/** @vitest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { complianceAtom } from '../../../facts';
import { Header } from '../../../shell/header';
import { cleanupRendered, renderWithProviders } from '../../../test/renderWithProviders';
import { OverlayHost } from '../../host/OverlayHost';

afterEach(cleanupRendered);

const LOGGED_IN = { uid: '10086', nickname: 'satoshi' };

// The drawer with what opens it: the header's Deposit button asks for it, the user overlays' host
// mounts it. Its options are the engine's `depositDrawer` decision for the site and the
// compliance menu the mocked backend answers (the engine runs here over those facts).
async function openDrawer(options: { site?: number }) {
  const rendered = await renderWithProviders(
    <>
      <Header />
      <OverlayHost />
    </>,
    { ...options, route: '/', engine: true, serverFacts: true, cookies: LOGGED_IN },
  );
  await rendered.user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Deposit' }));
  const drawer = await screen.findByRole('dialog', { name: 'Fund wallet' });
  // Its options follow the compliance menu, once the server has answered.
  await waitFor(() => expect(rendered.store.get(complianceAtom)).not.toBeNull());
  return { ...rendered, drawer };
}

const optionNames = (group: HTMLElement) => within(group).getAllByRole('link').map((link) => link.querySelector('.deposit-option__label')?.textContent);

describe('fund-wallet drawer (SPEC section 2, deposit drawer)', () => {
  it('main site: "I have assets" offers on-chain deposit and the transfer code; the other group buys', async () => {
    const { drawer } = await openDrawer({});
    expect(drawer.getAttribute('data-overlay')).toBe('depositDrawer');
    const have = within(drawer).getByRole('heading', { name: 'I have assets' }).closest('section')!;
    expect(optionNames(have)).toEqual(['On-chain deposit', 'Transfer code']);
    const none = within(drawer).getByRole('heading', { name: "I don't have assets" }).closest('section')!;
    expect(optionNames(none).length).toBeGreaterThan(0);
    // Card, bank and P2P each need their compliance menu code (SPEC section 2): no other option.
    for (const link of within(none).getAllByRole('link')) expect(['deposit-option-card', 'deposit-option-bank', 'deposit-option-p2p']).toContain(link.getAttribute('data-testid'));
    expect(within(have).getByRole('link', { name: /On-chain deposit/ }).getAttribute('href')).toBe('/myaccount/deposit/USDT');
  });

  it('US site: only on-chain deposit and buy/sell crypto', async () => {
    const { drawer } = await openDrawer({ site: 232 });
    const links = within(drawer).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/en-us/myaccount/deposit/USDT', '/en-us/buy-sell-crypto']);
  });

  it('the close button closes it and focus returns to the Deposit button', async () => {
    const { user, drawer } = await openDrawer({});
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Fund wallet' })).toBeNull());
    // The button itself (the page's text, which the body holds, has "Deposit" in it too).
    const deposit = within(screen.getByRole('banner')).getByRole('button', { name: 'Deposit' });
    await waitFor(() => expect(document.activeElement).toBe(deposit));
  });
});
