/** @vitest-environment jsdom */
/**
 * /myaccount/deposit_fiat against the mocked backend (docs/account-services.md): the fee and
 * limits are the backend's; a bank deposit answers the bank details and the reference and shows
 * as pending in the list; a card deposit hands off to the card purchase; when the methods fail
 * to load the form hides (SPEC section 8).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupRendered, renderWithProviders } from '../../../test/renderWithProviders';
import { FiatDepositForm, FiatDepositList } from './FiatDeposit';

afterEach(() => {
  vi.restoreAllMocks();
  return cleanupRendered();
});

const page = (settings = {}) =>
  renderWithProviders(
    <>
      <FiatDepositForm fiat="EUR" fiats={['EUR']} onFiat={() => undefined} />
      <FiatDepositList />
    </>,
    { persona: 'kyc2', route: '/myaccount/deposit_fiat', settings },
  );

describe('fiat deposit', () => {
  it('a bank transfer order with the bank details and reference, pending in the list; a card hands off', async () => {
    const { user, router } = await page();
    const form = await screen.findByTestId('fiat-form');
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '5');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(within(form).getByText('The minimum deposit is €10.00.')).toBeTruthy();
    await user.clear(within(form).getByRole('textbox', { name: 'Amount' }));
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '250');
    expect(screen.getByTestId('fiat-fee').textContent).toBe('Free');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    const order = await screen.findByTestId('fiat-order');
    expect(within(order).getByTestId('fiat-account').textContent).toBe('LT12 1000 0111 0100 1000');
    const reference = within(order).getByTestId('fiat-reference').textContent ?? '';
    expect(reference).toMatch(/^[A-Z2-9]{10}$/);
    const table = await screen.findByRole('table', { name: 'Your fiat deposits' });
    await waitFor(() => expect(within(table).getByRole('row', { name: new RegExp(reference) }).textContent).toContain('Pending'));

    // By card: the backend's 1.8 % (at least 1), then the card purchase.
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Method' }), 'card');
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '100');
    expect(screen.getByTestId('fiat-fee').textContent).toBe('€1.80 (1.8%)');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router?.state.location.pathname).toBe('/crypto/buy/with-credit-card'));
  });

  it('hides the form when the methods fail to load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await page({ faults: { fiatDepositMethods: 'http500' } });
    await screen.findByText('Fiat deposits are unavailable right now');
    expect(screen.queryByTestId('fiat-form')).toBeNull();
  });
});
