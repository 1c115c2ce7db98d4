/** @vitest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seriousViolations } from '../../../../test/axe';
import { cleanupRendered, renderWithProviders } from '../../../../test/renderWithProviders';
import { CancelAllButton } from '../../../../overlays/user/cancelAllOrders';
import { OverlayHost } from '../../../../overlays/host/OverlayHost';
import { DEMO_FUND_PASSWORD } from '../../../../mocks/personas';
import { OrderForm } from './OrderForm';
import { forgetFundPassword } from './fundPasswordGate';

// The fund password's "once an hour" lives in its module, which test files share (isolate: false):
// the margin panel's test confirmed it earlier in the same worker, and this one saw no dialog.
beforeEach(forgetFundPassword);
afterEach(cleanupRendered);

const ORDERS = '/api/web/v1/spot/orders';

describe('the spot order form, as a logged-in trader (issue 35)', () => {
  it('reads the account, passes axe, and places a limit order the exchange receives as typed', async () => {
    const { user, requests, container } = await renderWithProviders(
      <>
        <OrderForm base="BTC" quote="USDT" price={60000} priceDecimals={2} amountDecimals={5} account="spot" />
        <OverlayHost />
      </>,
      {
      persona: 'kyc2',
      route: '/trade/BTC_USDT',
    });
    // The form renders a placeholder until the pair's rules are in, then itself.
    const available = await screen.findByTestId('order-available');
    const form = screen.getByRole('form', { name: 'Place order' });
    // The persona's USDT, from the accounts call: never a stub's "0".
    await waitFor(() => expect(Number(available.textContent!.replace(/[^\d.]/g, ''))).toBeGreaterThan(0));
    expect(await seriousViolations(container)).toEqual([]);

    // The price starts at the last price; the trader types their own.
    const price = within(form).getByLabelText('Price', { exact: true });
    await user.clear(price);
    await user.type(price, '50000');
    await user.type(within(form).getByLabelText('Amount', { exact: true }), '0.001');
    await user.click(within(form).getByRole('button', { name: 'Buy BTC' }));
    // This persona confirms trades with the fund password (SPEC sections 4, 5).
    const modal = await screen.findByRole('dialog');
    expect(modal.getAttribute('data-overlay')).toBe('fundPassword');
    await user.type(within(modal).getByLabelText('Fund password', { exact: true }), DEMO_FUND_PASSWORD);
    await user.click(within(modal).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST' && request.path === ORDERS)).toBe(true));
    const sent = JSON.parse(requests.find((request) => request.path === ORDERS)!.body) as Record<string, unknown>;
    expect(sent).toMatchObject({ symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '50000', amount: '0.001' });
    expect((await within(form).findByTestId('order-outcome')).textContent).toBe('Order placed.');
  });
});

describe('Cancel all (trade page and /myaccount/orders)', () => {
  it('asks first, passes axe, "Keep orders" sends nothing and gives focus back', async () => {
    const { user, requests, container } = await renderWithProviders(<CancelAllButton symbol="BTC_USDT" count={2} />, { persona: 'kyc2' });
    const button = screen.getByRole('button', { name: 'Cancel all' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel all open orders?' });
    expect(dialog.textContent).toContain('All 2 of your open BTC/USDT orders will be canceled and their funds released.');
    expect(await seriousViolations(container.ownerDocument.body)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Keep orders' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('confirming cancels the pair\'s orders (every pair\'s without one) and says how many', async () => {
    const { user, requests } = await renderWithProviders(<CancelAllButton symbol={undefined} count={3} />, { persona: 'kyc2' });
    await user.click(screen.getByRole('button', { name: 'Cancel all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel all open orders?' });
    expect(dialog.textContent).toContain('All 3 of your open orders, on every pair, will be canceled');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel all' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const call = requests.find((request) => request.method === 'POST' && request.path === `${ORDERS}/cancel-all`);
    expect(call).toBeDefined();
    expect(JSON.parse(call!.body || '{}')).toEqual({});
  });
});
