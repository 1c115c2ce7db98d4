/** @vitest-environment jsdom */
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decisionsAtom, userAtom } from '../../../facts';
import type { PersonaId } from '../../../mocks/personas';
import { seriousViolations } from '../../../test/axe';
import type { Decisions } from '../../../generated/types/decisions';
import { PolicyOverlays } from '../../../test/PolicyOverlays';
import { cleanupRendered, renderWithProviders, type Rendered, type RenderOptions } from '../../../test/renderWithProviders';

/**
 * The updated user agreement and the Turkey declaration (issue 12, part 1) against the stateful
 * mocked backend, in the component tier: what they ask, what they refuse to do, that an acceptance
 * or a signature survives a reload (the backend keeps it, as the demo's does), that a failed call
 * keeps the dialog and says so. The declaration signed end to end, with the footer's item, and the
 * agreement right to left: e2e/overlays-account.spec.ts.
 */

afterEach(cleanupRendered);

const open = (persona: PersonaId, options: RenderOptions = {}) =>
  renderWithProviders(<PolicyOverlays />, { route: '/', persona, engine: true, serverFacts: true, ...options });

const overlay = (id: string) => document.querySelector<HTMLElement>(`[data-overlay="${id}"]`);
const shown = (id: string) =>
  waitFor(() => {
    const element = overlay(id);
    if (element === null) throw new Error(`no [data-overlay="${id}"] yet`);
    return element;
  });

/**
 * kyc1 also gets the KYC-upgrade notice, and the one dialog slot goes to whichever decision is
 * true first. If the notice came first, close it: the agreement takes the slot next.
 */
async function agreementShown({ user }: Rendered): Promise<HTMLElement> {
  const first = await waitFor(() => {
    const element = overlay('userAgreement') ?? overlay('accountNotice');
    if (element === null) throw new Error('no dialog yet');
    return element;
  });
  if (first.dataset.overlay === 'accountNotice') await user.click(within(first).getAllByRole('button').at(-1)!);
  return shown('userAgreement');
}

/** After a reload: the user is known and the engine says no to `decision`; `id` is not drawn. */
async function notAgain(rendered: Rendered, decision: keyof Decisions, id: string = decision): Promise<void> {
  await waitFor(() => expect(rendered.store.get(userAtom)).not.toBeNull());
  await act(() => Promise.resolve());
  expect(rendered.store.get(decisionsAtom)?.[decision]).toBe(false);
  expect(overlay(id)).toBeNull();
}

describe('the updated user agreement (SPEC section 4)', () => {
  it('the server text and button; accepting closes it for good', async () => {
    const rendered = await open('kyc1');
    const dialog = await agreementShown(rendered);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(await seriousViolations(dialog)).toEqual([]);
    expect(dialog.textContent).toContain('We have updated our User Agreement');
    await rendered.user.click(within(dialog).getAllByRole('button', { name: /Agree|Accept/ }).at(-1)!);
    await waitFor(() => expect(overlay('userAgreement')).toBeNull());
    cleanupRendered();
    await notAgain(await open('kyc1', { keepStorage: true }), 'userAgreement');
  });

  it('the close icon accepts too', async () => {
    const rendered = await open('kyc1');
    const dialog = await agreementShown(rendered);
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(overlay('userAgreement')).toBeNull());
    cleanupRendered();
    await notAgain(await open('kyc1', { keepStorage: true }), 'userAgreement');
  });
});

describe('the Turkey declaration (SPEC sections 4, 8)', () => {
  const turkey: RenderOptions = { route: '/tr', site: 177, locale: 'tr' };

  it('cannot be dismissed; confirm waits for the tick; signed, it does not come back', async () => {
    const rendered = await open('turkeyMustSign', turkey);
    const dialog = await shown('declaration');
    // Focus moving in is the browser's showModal here (no element asks for it): the browser test.
    expect(await seriousViolations(dialog)).toEqual([]);
    const confirm = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Onayla ve devam et' });
    expect(confirm.disabled).toBe(true);
    // No close icon, no Escape, no click outside.
    expect(within(dialog).queryByRole('button', { name: /close|kapat/i })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(dialog, { clientX: 8, clientY: 8, detail: 1 });
    expect(dialog.getAttribute('data-state')).toBe('open');
    await rendered.user.click(within(dialog).getByRole('checkbox'));
    expect(confirm.disabled).toBe(false);
    await rendered.user.click(confirm);
    await waitFor(() => expect(overlay('declaration')).toBeNull());
    cleanupRendered();
    await notAgain(await open('turkeyMustSign', { ...turkey, keepStorage: true }), 'declarationRequired', 'declaration');
  });

  it('a failed sign keeps the dialog, says so and logs SPEC section 8', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = await open('turkeyMustSign', { ...turkey, settings: { faults: { declarationSubmit: 'http500' } } });
    const dialog = await shown('declaration');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Onayla ve devam et' }));
    await within(dialog).findByRole('alert');
    expect(overlay('declaration')).toBe(dialog);
    expect(warn.mock.calls.map((call) => String(call[0]))).toContain('TR declaration signing was not successful.');
  });
});
