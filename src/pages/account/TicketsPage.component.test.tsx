/** @vitest-environment jsdom */
/**
 * /myaccount/tickets against the mocked backend (docs/account-services.md): a new ticket is posted
 * and the list (the same query, invalidated) shows it at once; validation speaks next to the
 * fields; a failed call keeps the form and says why; a ticket opens to its messages, support
 * answers on the backend's clock and a reply opens the ticket again.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { useSearch } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../api/hooks';
import { cleanupRendered, renderWithProviders } from '../../test/renderWithProviders';
import { TicketsPage } from './TicketsPage';

afterEach(() => {
  vi.restoreAllMocks();
  return cleanupRendered();
});

/** The page as its route draws it: `?ticket=` opens one. */
function Routed() {
  const search: { ticket?: string } = useSearch({ strict: false });
  return <TicketsPage ticket={search.ticket} />;
}

const MESSAGE = 'My BTC deposit from yesterday has not arrived yet.';

describe('support tickets', () => {
  it('a new ticket is created by the backend and listed at once; it opens to support’s answer and takes a reply', async () => {
    const { user } = await renderWithProviders(<Routed />, { persona: 'kyc2', route: '/myaccount/tickets' });
    const table = await screen.findByRole('table', { name: 'Your tickets' });
    await within(table).findByText('T-58211');
    const form = screen.getByTestId('ticket-form');

    // Nothing is sent until the fields say enough, and they say why in words.
    await user.click(within(form).getByRole('button', { name: 'Submit ticket' }));
    expect(within(form).getByText('The subject needs at least 5 characters.')).toBeTruthy();
    expect(within(form).getByText('Describe the problem in at least 20 characters.')).toBeTruthy();

    await user.selectOptions(within(form).getByRole('combobox', { name: 'Category' }), 'deposit');
    await user.type(within(form).getByRole('textbox', { name: 'Subject' }), 'BTC deposit missing');
    await user.type(within(form).getByRole('textbox', { name: 'Message' }), MESSAGE);
    await user.click(within(form).getByRole('button', { name: 'Submit ticket' }));
    await within(form).findByText('Ticket T-58212 created');
    await waitFor(() => expect(within(table).getByRole('link', { name: 'T-58212' })).toBeTruthy());
    expect(within(form).getByRole('textbox', { name: 'Subject' })).toHaveProperty('value', '');

    // The ticket's messages; support answers SUPPORT_REPLY_MS later on the backend's clock.
    await user.click(within(table).getByRole('link', { name: 'T-58212' }));
    const messages = await screen.findByTestId('ticket-messages');
    expect(within(messages).getByText(MESSAGE)).toBeTruthy();
    const real = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(real + 4 * 60_000);
    await queryClient.invalidateQueries();
    await waitFor(() => expect(within(screen.getByTestId('ticket-messages')).getByText(/Thank you for writing/)).toBeTruthy());
    expect(screen.getByText('Answered')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Your reply' }), 'The TxID is 0x1234abcd, network BTC.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(screen.getByTestId('ticket-messages')).getAllByRole('listitem')).toHaveLength(3));
    await waitFor(() => expect(screen.queryByText('Answered')).toBeNull());
  });

  it('a failed call keeps the form and says why', async () => {
    const { user } = await renderWithProviders(<Routed />, { persona: 'kyc2', route: '/myaccount/tickets', settings: { faults: { ticketCreate: 'http500' } } });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const form = await screen.findByTestId('ticket-form');
    await user.type(within(form).getByRole('textbox', { name: 'Subject' }), 'Withdrawal pending');
    await user.type(within(form).getByRole('textbox', { name: 'Message' }), MESSAGE);
    await user.click(within(form).getByRole('button', { name: 'Submit ticket' }));
    expect((await within(form).findByRole('alert')).textContent).toContain('The ticket could not be sent.');
    expect(within(form).getByRole('textbox', { name: 'Subject' })).toHaveProperty('value', 'Withdrawal pending');
    expect(within(form).getByRole('textbox', { name: 'Message' })).toHaveProperty('value', MESSAGE);
  });
});
