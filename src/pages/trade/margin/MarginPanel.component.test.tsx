/** @vitest-environment jsdom */
/**
 * The isolated margin tab's form and account panel (docs/margin.md), as kyc2: the form's
 * Available and % buttons are the isolated account's; Insufficient balance shows next to the
 * total before any call; a transfer in and an explicit borrow (the server's answers) raise what
 * the form may spend; 50 % of it is an amount floored to the pair's step; the order goes to the
 * margin endpoint.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seriousViolations } from '../../../test/axe';
import { cleanupRendered, renderWithProviders } from '../../../test/renderWithProviders';
import { OverlayHost } from '../../../overlays/host/OverlayHost';
import { DEMO_FUND_PASSWORD } from '../../../mocks/personas';
import { OrderForm } from '../screen/order-form/OrderForm';
import { forgetFundPassword } from '../screen/order-form/fundPasswordGate';
import { MarginPanel } from './MarginPanel';

// The fund password's "once an hour" is module state the worker's other test files share: start and leave without it.
beforeEach(forgetFundPassword);
afterEach(() => {
  forgetFundPassword();
  cleanupRendered();
});

const figure = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

describe('the isolated margin form and account panel (kyc2)', () => {
  it('validates against the isolated account, transfers, borrows, takes 50 % and places on the margin endpoint', async () => {
    const { user, requests, container } = await renderWithProviders(
      <>
        <MarginPanel symbol="BTC_USDT" base="BTC" quote="USDT" />
        <OrderForm base="BTC" quote="USDT" price={60000} priceDecimals={2} amountDecimals={5} account="margin" />
        <OverlayHost />
      </>,
      { persona: 'kyc2', route: '/trade/BTC_USDT?tab=isolated_margin' },
    );
    const panel = await screen.findByTestId('margin-panel');
    const form = screen.getByRole('form', { name: 'Place order' });
    const available = within(form).getByTestId('order-available');
    // A new isolated account holds nothing: the form's Available is its 0, not spot's thousands.
    await waitFor(() => expect(available.textContent).toMatch(/USDT/));
    expect(figure(available.textContent)).toBe(0);
    expect(within(panel).getByTestId('margin-level').textContent).toBe('—');
    expect(await seriousViolations(container)).toEqual([]);

    // A buy the account cannot pay for is refused next to the total, before any call.
    await user.type(within(form).getByLabelText('Amount', { exact: true }), '0.01');
    await user.click(within(form).getByRole('button', { name: 'Buy BTC' }));
    expect(within(form).getByText('Insufficient balance')).toBeTruthy();
    expect(requests.some((r) => r.path === '/api/web/v1/margin/orders')).toBe(false);

    // Transfer 1,000 USDT in from spot.
    await user.click(within(panel).getByTestId('margin-open-transfer'));
    let dialog = await screen.findByTestId('margin-transfer');
    await user.type(within(dialog).getByLabelText('Amount', { exact: true }), '1000');
    await user.click(within(dialog).getByTestId('margin-confirm'));
    expect((await within(dialog).findByTestId('margin-answer')).textContent).toBe('Transferred.');
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(figure(available.textContent)).toBe(1000));

    // Borrowing more than the level allows is the server's refusal, shown as it says it; Max is the backend's limit.
    await user.click(within(panel).getByTestId('margin-open-borrow'));
    dialog = await screen.findByTestId('margin-borrow');
    await user.type(within(dialog).getByLabelText('Amount', { exact: true }), '20000');
    await user.click(within(dialog).getByTestId('margin-confirm'));
    expect((await within(dialog).findByTestId('margin-answer')).textContent).toMatch(/You can borrow at most 9000 USDT/);
    await user.click(within(dialog).getByTestId('margin-max'));
    expect((within(dialog).getByLabelText('Amount', { exact: true }) as HTMLInputElement).value).toBe('9000');
    await user.clear(within(dialog).getByLabelText('Amount', { exact: true }));
    await user.type(within(dialog).getByLabelText('Amount', { exact: true }), '4000');
    await user.click(within(dialog).getByTestId('margin-confirm'));
    expect((await within(dialog).findByTestId('margin-answer')).textContent).toBe('Borrowed.');
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(figure(available.textContent)).toBe(5000));
    const quoteRow = within(panel).getByTestId('margin-assets').querySelector('[data-asset="USDT"]')!;
    expect(figure(quoteRow.querySelector('[data-cell="borrowed"]')!.textContent)).toBe(4000);
    expect(figure(quoteRow.querySelector('[data-cell="interest"]')!.textContent)).toBe(0.04);

    // 50 % of 5,000 USDT at the price typed, floored to the step: 2,500 / 50,000 = 0.05 BTC.
    const price = within(form).getByLabelText('Price', { exact: true });
    await user.clear(price);
    await user.type(price, '50000');
    await user.click(within(form).getByRole('button', { name: '50%' }));
    expect((within(form).getByLabelText('Amount', { exact: true }) as HTMLInputElement).value).toBe('0.05');

    await user.click(within(form).getByRole('button', { name: 'Buy BTC' }));
    // kyc2 confirms trades with the fund password (the spot form's gate).
    const modal = await screen.findByRole('dialog');
    expect(modal.getAttribute('data-overlay')).toBe('fundPassword');
    await user.type(within(modal).getByLabelText('Fund password', { exact: true }), DEMO_FUND_PASSWORD);
    await user.click(within(modal).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.path === '/api/web/v1/margin/orders')).toBe(true));
    const sent = JSON.parse(requests.find((r) => r.path === '/api/web/v1/margin/orders')!.body) as Record<string, unknown>;
    expect(sent).toMatchObject({ symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '50000', amount: '0.05' });
    expect(requests.some((r) => r.method === 'POST' && r.path === '/api/web/v1/spot/orders')).toBe(false);
    // The limit rests below the market: the isolated account's USDT is locked, its Available drops.
    await waitFor(() => expect(figure(available.textContent)).toBe(2500));
  }, 60_000);
});
