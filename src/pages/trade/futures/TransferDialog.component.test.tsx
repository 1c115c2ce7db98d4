/** @vitest-environment jsdom */
/**
 * The one transfer dialog and /myaccount's breakdown against the mocked backend (issue 36,
 * docs/accounts.md): the dialog lists every account the backend holds, a transfer answers with
 * both accounts' new figures, and the breakdown (the same totals query) follows: the account
 * moved into shows what left the other, and the rows add up to the total the server sent.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanupRendered, renderWithProviders } from '../../../test/renderWithProviders';
import { AccountsBreakdown } from '../../../widgets/money';
import { TransferDialog } from './TransferDialog';

// Unmount and forget the mocked backend after each test: test files share a worker's document (isolate: false).
afterEach(cleanupRendered);

beforeAll(() => {
  // jsdom has no modal dialogs: opening one only marks it open.
  if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.open = false;
    };
  }
});

const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.-]/g, '')) * 100);
const row = (account: string) => document.querySelector(`[data-account="${account}"] [data-testid="account-value"]`);

describe('the transfer dialog and the accounts breakdown', () => {
  it('moves USDT from spot to futures and to earn; every figure is the server’s and the rows add up to the total', async () => {
    const { user } = await renderWithProviders(
      <>
        <AccountsBreakdown />
        <TransferDialog onClose={() => undefined} />
      </>,
      { persona: 'kyc2' },
    );
    await screen.findByTestId('accounts-breakdown');
    const dialog = screen.getByTestId('futures-transfer');
    const from = within(dialog).getByTestId('transfer-from');
    const to = within(dialog).getByTestId('transfer-to');
    // Every account the backend holds is offered, spot to futures by default.
    await waitFor(() => expect(within(to).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(expect.arrayContaining(['spot', 'futures', 'earn'])));
    expect(from).toHaveProperty('value', 'spot');
    expect(to).toHaveProperty('value', 'futures');

    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '1000');
    await user.click(within(dialog).getByTestId('transfer-confirm'));
    await waitFor(() => expect(within(dialog).getByTestId('transfer-answer').textContent).toMatch(/Futures: 1000 USDT available/));
    await waitFor(() => expect(row('futures')?.textContent).toBe('$1,000.00'));

    await user.selectOptions(to, 'earn');
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '250');
    await user.click(within(dialog).getByTestId('transfer-confirm'));
    await waitFor(() => expect(within(dialog).getByTestId('transfer-answer').textContent).toMatch(/Earn: 250 USDT available/));
    await waitFor(() => expect(row('earn')?.textContent).toBe('$250.00'));

    // A refusal is the server's, in its words, and moves nothing.
    await user.selectOptions(from, 'earn');
    await user.selectOptions(to, 'futures');
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '300');
    await user.click(within(dialog).getByTestId('transfer-confirm'));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toContain('only flexible earn can be transferred out'));

    const rows = [...document.querySelectorAll('[data-testid="account-value"]')].map((el) => cents(el.textContent));
    expect(rows.reduce((a, b) => a + b, 0)).toBe(cents(screen.getByTestId('accounts-total').textContent));
  });
});
