/** @vitest-environment jsdom */
/**
 * The futures order form on the mocked backend (docs/futures.md): the contract and the account
 * come from the server; leverage goes from 1x to the contract's maximum; the cost and the largest
 * size show before confirming; the pair rules' errors sit next to their fields; Open/Close and
 * reduce-only send reduce-only orders; a coin-margined contract counts in contracts and BTC.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useQuery } from '../../../api/hooks';
import { futuresAccountQuery, futuresContractsQuery } from '../../../api/trading/futuresQueries';
import { cleanupRendered, renderWithProviders } from '../../../test/renderWithProviders';
import { FuturesForm } from './FuturesForm';
import { orderCost } from './futuresFormMath';

afterEach(cleanupRendered);

const ORDERS = '/api/web/v1/futures/orders';

/** What the page does: the contract from the backend's list, the account from its snapshot. */
function Harness({ symbol }: { symbol: string }) {
  const contract = useQuery(futuresContractsQuery()).data?.data.find((c) => c.symbol === symbol);
  const snapshot = useQuery(futuresAccountQuery()).data?.data ?? null;
  if (!contract) return null;
  return <FuturesForm contract={contract} snapshot={snapshot} last={Number(contract.mark_price)} loggedIn login={null} />;
}

async function open(symbol: string, persona: 'kyc2' | 'kyc3') {
  const rendered = await renderWithProviders(<Harness symbol={symbol} />, { persona, route: '/futures/USDT/BTC_USDT' });
  const form = await screen.findByRole('form', { name: 'Place order' });
  return { ...rendered, form };
}

/** Funds the futures wallet through the form's own transfer dialog (the server's answer shows). */
async function fund(user: Awaited<ReturnType<typeof open>>['user'], form: HTMLElement, amount: string) {
  await user.click(within(form).getByTestId('futures-transfer-open'));
  const dialog = await screen.findByTestId('futures-transfer');
  await user.type(within(dialog).getByLabelText('Amount', { exact: true }), amount);
  await user.click(within(dialog).getByTestId('transfer-confirm'));
  await within(dialog).findByText(/^Transferred\./);
  await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
}

describe('the futures order form (USDT-margined BTC_USDT)', () => {
  it('offers 1x to the contract maximum, shows cost and max size before confirming, and sends what the trader confirmed', async () => {
    const { user, form, requests } = await open('BTC_USDT', 'kyc2');
    const leverage = within(form).getByLabelText('Leverage');
    const choices = within(leverage).getAllByRole('option').map((o) => o.textContent);
    expect(choices[0]).toBe('1×');
    // The backend's maximum for BTC_USDT, and nothing beyond.
    expect(choices.at(-1)).toBe('125×');
    expect(choices).toContain('10×');
    await fund(user, form, '1000');
    await waitFor(() => expect(within(form).getByTestId('futures-available').textContent).toMatch(/^[1-9][\d.]* USDT$/));
    await user.selectOptions(leverage, '20');
    await user.type(within(form).getByLabelText('Size', { exact: true }), '0.01');
    // Cost = price x size / leverage + taker fee, at the price the form was given.
    const cost = within(form).getByTestId('futures-cost').textContent ?? '';
    expect(cost).toMatch(/^≈ [\d.]+ USDT$/);
    expect(within(form).getByTestId('futures-max').textContent).toMatch(/^[\d.]+ BTC$/);
    await user.click(within(form).getByTestId('futures-buy'));
    const confirm = await screen.findByTestId('futures-confirm');
    expect(confirm.textContent).toContain('20×');
    expect(confirm.textContent).toContain(cost);
    expect(requests.some((r) => r.method === 'POST' && r.path === ORDERS)).toBe(false);
    await user.click(within(confirm).getByTestId('futures-confirm-submit'));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.path === ORDERS)).toBe(true));
    const sent = JSON.parse(requests.find((r) => r.path === ORDERS)!.body) as Record<string, unknown>;
    expect(sent).toMatchObject({ symbol: 'BTC_USDT', side: 'buy', type: 'market', size: '0.01', leverage: 20, margin_mode: 'cross', reduce_only: false });
    expect((await within(form).findByTestId('futures-outcome')).textContent).toBe('Order filled.');
  });

  it('puts the pair rules’ errors next to their fields and sends nothing', async () => {
    const { user, form, requests } = await open('BTC_USDT', 'kyc2');
    await user.click(within(form).getByRole('radio', { name: 'Limit' }));
    await user.click(within(form).getByTestId('futures-buy'));
    // A limit order with no price and no size: each field says so under itself.
    expect(within(form).getByTestId('order-error-price').textContent).not.toBe('');
    expect(within(form).getByLabelText('Price', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByTestId('order-error-amount').textContent).not.toBe('');
    // A stop order's stop price is checked the same way.
    await user.click(within(form).getByRole('radio', { name: 'Stop' }));
    await user.click(within(form).getByTestId('futures-buy'));
    expect(within(form).getByTestId('order-error-stopPrice').textContent).not.toBe('');
    await user.click(within(form).getByRole('radio', { name: 'Limit' }));
    // Far too large (beyond the contract's maximum and the wallet): said under the size.
    await user.clear(within(form).getByLabelText('Price', { exact: true }));
    await user.type(within(form).getByLabelText('Price', { exact: true }), '50000');
    await user.type(within(form).getByLabelText('Size', { exact: true }), '900');
    await user.click(within(form).getByTestId('futures-buy'));
    expect(within(form).queryByTestId('order-error-price')).toBeNull();
    expect(within(form).getByTestId('order-error-amount')).toBeTruthy();
    expect(screen.queryByTestId('futures-confirm')).toBeNull();
    expect(requests.filter((r) => r.method === 'POST' && r.path === ORDERS)).toEqual([]);
  });

  it('Close and reduce-only send reduce-only orders with no cost', async () => {
    const { user, form, requests } = await open('BTC_USDT', 'kyc3');
    await fund(user, form, '500');
    await user.type(within(form).getByLabelText('Size', { exact: true }), '0.002');
    await user.click(within(form).getByTestId('futures-buy'));
    await user.click(within(await screen.findByTestId('futures-confirm')).getByTestId('futures-confirm-submit'));
    await within(form).findByText('Order filled.');
    // Reduce-only: no TP/SL on entry, no cost.
    await user.click(within(form).getByLabelText('Reduce-only'));
    expect(within(form).queryByLabelText('Take profit', { exact: true })).toBeNull();
    await user.type(within(form).getByLabelText('Size', { exact: true }), '0.001');
    expect(within(form).getByTestId('futures-cost').textContent).toBe('—');
    // Close: the buttons say what they do; Max is the position's size.
    await user.click(within(form).getByRole('radio', { name: 'Close' }));
    expect(within(form).getByTestId('futures-sell').textContent).toBe('Close long');
    await waitFor(() => expect(within(form).getByTestId('futures-max').textContent).toBe('0.002 BTC'));
    await user.click(within(form).getByTestId('futures-sell'));
    await user.click(within(await screen.findByTestId('futures-confirm')).getByTestId('futures-confirm-submit'));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST' && r.path === ORDERS)).toHaveLength(2));
    const sent = JSON.parse(requests.filter((r) => r.path === ORDERS)[1]!.body) as Record<string, unknown>;
    expect(sent).toMatchObject({ side: 'sell', size: '0.001', reduce_only: true });
    expect(sent.take_profit).toBeUndefined();
  });
});

describe('the futures order form (coin-margined BTC_USD)', () => {
  it('counts in contracts, costs in BTC, funds the BTC wallet, and stops at the contract’s 100x', async () => {
    const { user, form } = await open('BTC_USD', 'kyc2');
    const choices = within(within(form).getByLabelText('Leverage')).getAllByRole('option').map((o) => o.textContent);
    expect(choices.at(-1)).toBe('100×');
    expect(within(form).getByTestId('futures-available').textContent).toMatch(/ BTC$/);
    await fund(user, form, '0.05');
    await waitFor(() => expect(within(form).getByTestId('futures-available').textContent).toMatch(/^0\.0[45]\d* BTC$/));
    await user.type(within(form).getByLabelText('Size', { exact: true }), '10');
    const cost = within(form).getByTestId('futures-cost').textContent ?? '';
    expect(cost).toMatch(/^≈ 0\.\d+ BTC$/);
    // 10 contracts of $100 at 10x: $1,000 / price / 10 plus the taker fee on $1,000 / price, in BTC (at 50,000: 0.002 + 0.00001).
    expect(Number(cost.replace(/[^\d.]/g, ''))).toBeGreaterThan(0);
    expect(orderCost('50000', '10', 10, '0.0005', '100')).toBe('0.00201');
    expect(within(form).getByTestId('futures-max').textContent).toMatch(/^\d+ Contracts$/);
  });
});
