/** @vitest-environment jsdom */
import { act, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../../api/hooks';
import { tradingKeys } from '../../../../api/trading/queries';
import { securityKeys } from '../../../../api/trading/securityQueries';
import { setMockSettings } from '../../../../mocks/state';
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
    // The password typed goes with the order: the exchange checks it (docs/trading-api.md).
    expect(sent).toMatchObject({ symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '50000', amount: '0.001', fund_password: DEMO_FUND_PASSWORD });
    expect((await within(form).findByTestId('order-outcome')).textContent).toBe('Order placed.');
  });

  it('a wrong fund password is refused by the exchange, nothing is placed, and the next order asks again', async () => {
    const { user, requests } = await renderWithProviders(
      <>
        <OrderForm base="BTC" quote="USDT" price={60000} priceDecimals={2} amountDecimals={5} account="spot" />
        <OverlayHost />
      </>,
      { persona: 'kyc2', route: '/trade/BTC_USDT' },
    );
    await screen.findByTestId('order-available');
    const form = screen.getByRole('form', { name: 'Place order' });
    await user.type(within(form).getByLabelText('Amount', { exact: true }), '0.001');
    const confirmWith = async (password: string) => {
      await user.click(within(form).getByRole('button', { name: 'Buy BTC' }));
      const modal = await screen.findByRole('dialog');
      await user.type(within(modal).getByLabelText('Fund password', { exact: true }), password);
      // "Once an hour" is the modal's default: a refusal must forget it.
      await user.click(within(modal).getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };
    await confirmWith('not-the-password');
    expect((await within(form).findByTestId('order-outcome')).textContent).toBe('Incorrect fund password.');
    expect(requests.filter((request) => request.path === ORDERS && request.method === 'POST')).toHaveLength(1);

    await confirmWith(DEMO_FUND_PASSWORD);
    expect((await within(form).findByTestId('order-outcome')).textContent).toMatch(/^Order (placed|filled)/);
  });

  it('an account without a fund password (kyc1, a new one) is not asked for one: the order goes as it is', async () => {
    const { user, requests } = await renderWithProviders(
      <>
        <OrderForm base="BTC" quote="USDT" price={60000} priceDecimals={2} amountDecimals={5} account="spot" />
        <OverlayHost />
      </>,
      { persona: 'kyc1', route: '/trade/BTC_USDT' },
    );
    await screen.findByTestId('order-available');
    const form = screen.getByRole('form', { name: 'Place order' });
    // The security settings are in (no fund password) before the trader submits.
    await waitFor(() => expect(queryClient.getQueryData(securityKeys.settings)).toBeDefined());
    await user.type(within(form).getByLabelText('Amount', { exact: true }), '0.0001');
    await user.click(within(form).getByRole('button', { name: 'Buy BTC' }));
    expect(await within(form).findByTestId('order-outcome')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const sent = JSON.parse(requests.find((request) => request.path === ORDERS)!.body) as Record<string, unknown>;
    expect(sent).not.toHaveProperty('fund_password');
  });
});

/** The form on a price the test moves, as the stream moves the trading screen's. */
function LiveForm({ onSetter }: { onSetter: (set: (price: number) => void) => void }) {
  const [price, setPrice] = useState(60000);
  useEffect(() => onSetter(setPrice), [onSetter]);
  return <OrderForm base="BTC" quote="USDT" price={price} priceDecimals={2} amountDecimals={5} account="spot" />;
}

/** The form with the account in, the trader's typed price and amount in it. */
async function typedForm() {
  let setLive: (price: number) => void = () => undefined;
  const rendered = await renderWithProviders(<LiveForm onSetter={(set) => (setLive = set)} />, { persona: 'kyc2', route: '/trade/BTC_USDT' });
  const available = await screen.findByTestId('order-available');
  await waitFor(() => expect(available.textContent).toContain('USDT'));
  const form = screen.getByRole('form', { name: 'Place order' });
  const price = () => within(screen.getByRole('form', { name: 'Place order' })).getByLabelText('Price', { exact: true });
  await waitFor(() => expect((price() as HTMLInputElement).value).toBe('60000'));
  return { ...rendered, form, price: () => price() as HTMLInputElement, setLive: (value: number) => act(() => setLive(value)) };
}

describe('the spot order form keeps what the trader typed (brief form, issue 35)', () => {
  it('a live price arriving while the trader has selected the price does not take their typing', async () => {
    const { user, price, setLive } = await typedForm();
    // The trader clicks into the price and selects it; the market moves before they type.
    await user.click(price());
    price().select();
    await setLive(60123.4);
    await user.keyboard('59000');
    expect(price().value).toBe('59000');
  });

  it('the caret in the price holds it; leaving it untouched lets it follow the market again', async () => {
    const { user, price, setLive } = await typedForm();
    await user.click(price());
    await setLive(60123.4);
    expect(price().value).toBe('60000');
    await user.tab();
    expect(price().value).toBe('60123.4');
    await setLive(60200);
    expect(price().value).toBe('60200');
  });

  it('a live price leaves the amount and total fields untouched, and their handlers read the latest price', async () => {
    const { user, form, setLive } = await typedForm();
    const amount = within(form).getByLabelText('Amount', { exact: true }) as HTMLInputElement;
    const total = within(form).getByLabelText('Total', { exact: true }) as HTMLInputElement;
    // React rewrites an updated input's name and value attributes on every commit: a field rendered
    // again with each price wrote them several times a second under a streaming market.
    const writes: string[] = [];
    const observer = new MutationObserver((records) => writes.push(...records.map((r) => `${(r.target as HTMLInputElement).dataset.field} ${r.attributeName}`)));
    for (const input of [amount, total]) observer.observe(input, { attributes: true });
    await setLive(60500);
    await setLive(61000);
    observer.disconnect();
    expect(writes).toEqual([]);
    // A market order is priced at the last price: the amount's total follows the price it now is.
    await user.click(within(form).getByRole('tab', { name: 'Market' }));
    await user.type(amount, '0.01');
    expect(total.value).toBe('610');
    await setLive(70000);
    await user.clear(amount);
    await user.type(amount, '0.01');
    expect(total.value).toBe('700');
  });

  it('a session reset of the rules, or their refetch failing, keeps the form and the typed values', async () => {
    const { user, form, price, requests } = await typedForm();
    await user.clear(price());
    await user.type(price(), '59000');
    const amount = within(form).getByLabelText('Amount', { exact: true });
    await user.type(amount, '0.002');
    const fetched = () => requests.filter((request) => request.path.startsWith('/api/web/v1/spot/pair-rules')).length;
    const before = fetched();
    // A login or logout drops the session's answers (queries.ts resetSession): the rules are fetched again.
    await act(() => queryClient.resetQueries({ queryKey: ['api', 'user'] }));
    await waitFor(() => expect(fetched()).toBe(before + 1));
    // The exchange fails the next one: the client answers the empty default.
    await setMockSettings({ faults: { pairRules: 'http500' } });
    await act(() => queryClient.invalidateQueries({ queryKey: tradingKeys.pairRules }));
    await waitFor(() => expect(fetched()).toBe(before + 2));
    expect(screen.getByRole('form', { name: 'Place order' })).toBe(form);
    expect(price().value).toBe('59000');
    expect((within(form).getByLabelText('Amount', { exact: true }) as HTMLInputElement).value).toBe('0.002');
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
