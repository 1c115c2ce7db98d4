/** @vitest-environment jsdom */
/**
 * Identity verification against the mocked backend (docs/kyc.md): kyc1 applies for level 2, the
 * page follows the application under review, and once the review approves it every user query is
 * read again, so the level and the decisions that read it (the KYC bar) follow at once. A
 * rejection shows the reviewer's reason and the form to apply again; level 3 waits for level 2.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../api/hooks';
import { decisionsAtom, userAtom } from '../../../facts';
import { KYC_REVIEW_MS } from '../../../mocks/exchange/kyc/kyc';
import { cleanupRendered, renderWithProviders } from '../../../test/renderWithProviders';
import { Kyc2Page, Kyc3Page } from './KycFormsPages';

afterEach(() => {
  cleanupRendered();
  vi.useRealTimers();
});

/** The review's end on the backend's clock, then the page's next look (its poll, without waiting for it). */
async function reviewEnds() {
  vi.setSystemTime(Date.now() + KYC_REVIEW_MS);
  await queryClient.invalidateQueries({ queryKey: ['api'] });
}

describe('identity verification pages', () => {
  it('kyc1 applies for level 2: under review, then verified, and the KYC bar decision follows', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { user, store } = await renderWithProviders(<Kyc2Page />, { route: '/myaccount/kyc2', persona: 'kyc1', engine: true, serverFacts: true });
    await waitFor(() => expect(store.get(decisionsAtom)?.kycBar).toBe(true));
    await user.type(await screen.findByRole('textbox', { name: 'Document number' }), 'U1234567');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const review = await screen.findByTestId('kyc-under-review');
    expect(review.textContent).toMatch(/Submitted for review/);

    await reviewEnds();
    await screen.findByText('Level 2 verified');
    // User info says level 2 now (verified 1), and the engine no longer shows the bar.
    await waitFor(() => expect(store.get(userAtom)?.verified).toBe(1));
    await waitFor(() => expect(store.get(decisionsAtom)?.kycBar).toBe(false));
  });

  it("a rejection shows the reviewer's reason and the form again; a refusal is said as the server says it", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { user } = await renderWithProviders(<Kyc2Page />, { route: '/myaccount/kyc2', persona: 'kyc1', backend: true });
    await user.type(await screen.findByRole('textbox', { name: 'Document number' }), '11111');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByTestId('kyc-under-review');
    await reviewEnds();
    const rejected = await screen.findByTestId('kyc-rejected');
    expect(within(rejected).getByText(/does not match the photo/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply again' })).toBeTruthy();
  });

  it('level 3 waits for level 2; kyc2 applies with an address and a proof', async () => {
    const first = await renderWithProviders(<Kyc3Page />, { route: '/myaccount/kyc3_v1', persona: 'kyc1', backend: true });
    expect(await screen.findByText('Verify your identity (level 2) first.')).toBeTruthy();
    expect(first.container.querySelector('form')).toBeNull();
    cleanupRendered();

    const { user } = await renderWithProviders(<Kyc3Page />, { route: '/myaccount/kyc3_v1', persona: 'kyc2', backend: true });
    await user.type(await screen.findByRole('textbox', { name: 'Street address' }), 'Istiklal Cd. 1');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Istanbul');
    await user.type(screen.getByRole('textbox', { name: 'Postal code' }), '34430');
    await user.upload(screen.getByLabelText('Proof of address'), new File(['bill'], 'bill.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByTestId('kyc-under-review');
  });
});
