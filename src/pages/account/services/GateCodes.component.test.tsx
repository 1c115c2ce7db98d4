/** @vitest-environment jsdom */
/**
 * /myaccount/deposit_gatecode against the mocked backend (docs/account-services.md): a code is
 * created from the spot balance (authenticator code, then the fund password), the balance the
 * server sends drops by exactly its amount and the codes list shows it active; the creator cannot
 * redeem it; another persona redeems it and is credited exactly that; a second redemption is
 * refused in the server's words; a cancelled code returns its amount.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryClient } from '../../../api/hooks';
import { DEMO_FUND_PASSWORD, DEMO_TOTP } from '../../../mocks/personas';
import { setMockSettings } from '../../../mocks/state';
import { OverlayHost } from '../../../overlays/host/OverlayHost';
import { cleanupRendered, renderWithProviders, type Rendered } from '../../../test/renderWithProviders';
import { CodesList, CreateCodeCard, RedeemCodeForm } from './GateCodes';

afterEach(cleanupRendered);
beforeAll(() => {
  if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.open = false;
    };
  }
});

const usdt = () => Number((screen.getByTestId('code-available').textContent ?? '').replace(/[^\d.]/g, ''));
const page = () =>
  renderWithProviders(
    <>
      <RedeemCodeForm />
      <CreateCodeCard />
      <CodesList />
      <OverlayHost />
    </>,
    { persona: 'kyc2', route: '/myaccount/deposit_gatecode' },
  );

async function createCode({ user }: Rendered, amount: string): Promise<string> {
  const form = screen.getByTestId('create-code-form');
  await user.clear(within(form).getByRole('textbox', { name: 'Amount' }));
  await user.type(within(form).getByRole('textbox', { name: 'Amount' }), amount);
  await user.clear(within(form).getByRole('textbox', { name: 'Authenticator code' }));
  await user.type(within(form).getByRole('textbox', { name: 'Authenticator code' }), DEMO_TOTP);
  await user.click(within(form).getByRole('button', { name: 'Create' }));
  const modal = await screen.findByRole('dialog');
  await user.type(within(modal).getByLabelText('Fund password', { exact: true }), DEMO_FUND_PASSWORD);
  await user.click(within(modal).getByRole('button', { name: 'Confirm' }));
  return (await screen.findByTestId('created-code')).textContent ?? '';
}

async function redeem({ user }: Rendered, code: string): Promise<string> {
  const form = screen.getByTestId('redeem-form');
  await user.type(within(form).getByRole('textbox', { name: 'Transfer code' }), code);
  await user.click(within(form).getByRole('button', { name: 'Redeem' }));
  return (await within(form).findByTestId('redeem-answer')).textContent ?? '';
}

describe('transfer codes', () => {
  it('a code moves exactly its amount from its creator to the one who redeems it, once', async () => {
    const rendered = await page();
    const { user } = rendered;
    await waitFor(() => expect(usdt()).toBeGreaterThan(100));
    const before = usdt();

    // Validation in words before anything is sent.
    await user.click(within(screen.getByTestId('create-code-form')).getByRole('button', { name: 'Create' }));
    expect(screen.getByText('Enter an amount.')).toBeTruthy();
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();

    const code = await createCode(rendered, '100');
    expect(code).toMatch(/^[A-Z0-9]{16}$/);
    await waitFor(() => expect(usdt()).toBeCloseTo(before - 100, 2));
    const row = await screen.findByRole('row', { name: new RegExp(code) });
    expect(within(row).getByText('Active')).toBeTruthy();

    // The creator cannot redeem their own code: the server says why.
    expect(await redeem(rendered, code)).toContain('You created this code');

    // Another persona (kyc3) redeems it and is credited exactly 100 USDT.
    await setMockSettings({ persona: 'kyc3' });
    await queryClient.invalidateQueries();
    await waitFor(() => expect(screen.queryByRole('row', { name: new RegExp(code) })).toBeNull());
    await waitFor(() => expect(usdt()).toBeGreaterThan(0));
    const theirs = usdt();
    await user.clear(within(screen.getByTestId('redeem-form')).getByRole('textbox', { name: 'Transfer code' }));
    expect(await redeem(rendered, code)).toContain('100 USDT reached your spot account.');
    await waitFor(() => expect(usdt()).toBeCloseTo(theirs + 100, 2));
    // Once only.
    expect(await redeem(rendered, code)).toContain('Code not found');
    expect(usdt()).toBeCloseTo(theirs + 100, 2);

    // Back as kyc2: the code shows redeemed and the balance stays 100 down.
    await setMockSettings({ persona: 'kyc2' });
    await queryClient.invalidateQueries();
    await waitFor(() => expect(within(screen.getByRole('row', { name: new RegExp(code) })).getByText('Redeemed')).toBeTruthy());
    expect(usdt()).toBeCloseTo(before - 100, 2);
  });

  it('a cancelled code returns its amount', async () => {
    const rendered = await page();
    await waitFor(() => expect(usdt()).toBeGreaterThan(100));
    const before = usdt();
    const code = await createCode(rendered, '25.5');
    await waitFor(() => expect(usdt()).toBeCloseTo(before - 25.5, 2));
    const row = await screen.findByRole('row', { name: new RegExp(code) });
    await rendered.user.click(within(row).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(screen.getByRole('row', { name: new RegExp(code) })).getByText('Cancelled')).toBeTruthy());
    await waitFor(() => expect(usdt()).toBeCloseTo(before, 2));
  });
});
