/** @vitest-environment jsdom */
/**
 * /launchpool, /hodl and /lend-earn against the mocked backend (docs/earn.md): a stake or loan
 * moves the spot balance the panel shows and lists the position; unstake and redeem bring it back;
 * a locked stake's early unstake and a failed call say why and keep what the user typed; a visitor
 * gets Log in.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setMockSettings } from '../../mocks/state';
import { cleanupRendered, renderWithProviders } from '../../test/renderWithProviders';
import { HodlPage } from './HodlPage';
import { LaunchpoolPage } from './LaunchpoolPage';
import { LendEarnPage } from './LendEarnPage';

// Unmount and forget the mocked backend after each test: test files share a worker's document (isolate: false).
afterEach(cleanupRendered);

const number = (text: string | null | undefined) => Number((text ?? '').replace(/[^0-9.]/g, ''));
const available = () => number(screen.getByTestId('earn-stake-available').textContent);

describe('earn products move money on the pages', () => {
  it('Launchpool: stake GT from the card, the card shows the stake, 25 % rounds down to the step, unstake brings it back', async () => {
    const { user } = await renderWithProviders(<LaunchpoolPage />, { persona: 'kyc2', route: '/launchpool' });
    const card = (await screen.findByRole('heading', { name: 'Stake GT, earn LUMN' })).closest('li');
    if (!(card instanceof HTMLElement)) throw new Error('no GT pool');
    await user.click(within(card).getByRole('button', { name: 'Stake GT' }));
    await waitFor(() => expect(available()).toBeGreaterThan(0));
    const before = available();
    const field = screen.getByRole('textbox', { name: 'Amount' });
    await user.click(screen.getByRole('button', { name: '25%' }));
    // A quarter of the balance shown, rounded down to the pool's step (0.01).
    const quarter = (field as HTMLInputElement).value;
    expect(quarter).toMatch(/^\d+(\.\d{1,2})?$/);
    expect(Number(quarter)).toBeLessThanOrEqual(before / 4 + 1e-9);
    expect(Number(quarter)).toBeGreaterThan(before / 4 - 0.01 - 1e-9);
    await user.clear(field);
    await user.type(field, '0.5');
    expect(screen.getByRole('alert').textContent).toBe('Enter at least 1 GT.');
    await user.clear(field);
    await user.type(field, '5');
    await user.click(within(card).getByRole('button', { name: 'Stake' }));
    await waitFor(() => expect(available()).toBeCloseTo(before - 5, 6));
    await waitFor(() => expect(within(card).getByTestId('pool-my-stake').textContent).toBe('5 GT'));
    const positions = screen.getByTestId('launchpool-positions');
    await user.click(within(positions).getByRole('button', { name: 'Unstake' }));
    await waitFor(() => expect(available()).toBeCloseTo(before, 6));
    expect(within(card).getByTestId('pool-my-stake').textContent).toBe('0 GT');
  });

  it('HODL: a locked stake lists its end and its early unstake shows the server’s reason; a flexible one unstakes', async () => {
    const { user } = await renderWithProviders(<HodlPage />, { persona: 'kyc2', route: '/hodl' });
    const table = await screen.findByRole('table', { name: 'Staking products' });
    const row = (asset: string) => within(table).getAllByRole('row').find((r) => r.textContent?.includes(asset)) ?? table;
    await user.click(within(row('GT')).getByRole('button', { name: 'Stake' }));
    await waitFor(() => expect(available()).toBeGreaterThan(0));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '10');
    await user.click(within(screen.getByTestId('earn-stake').closest('.earn-stake') ?? document.body).getByRole('button', { name: 'Stake' }));
    const positions = screen.getByTestId('staking-positions');
    await waitFor(() => expect(within(positions).getByText(/At maturity/)).toBeTruthy());
    await user.click(within(positions).getByRole('button', { name: 'Unstake' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('A locked staking product returns at the end of its lock; it cannot be unstaked before.'));

    await user.click(within(row('ETH')).getByRole('button', { name: 'Stake' }));
    await waitFor(() => expect(available()).toBeGreaterThan(0));
    const eth = available();
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '0.05');
    await user.click(within(screen.getByTestId('earn-stake').closest('.earn-stake') ?? document.body).getByRole('button', { name: 'Stake' }));
    await waitFor(() => expect(available()).toBeCloseTo(eth - 0.05, 8));
    await waitFor(() => expect(within(positions).getAllByRole('button', { name: 'Unstake' })).toHaveLength(2));
    const ethRow = within(positions).getAllByRole('row').find((r) => r.textContent?.includes('ETH'));
    await user.click(within(ethRow ?? positions).getByRole('button', { name: 'Unstake' }));
    await waitFor(() => expect(available()).toBeCloseTo(eth, 8));
  });

  it('Lend & Earn: a failed call keeps the panel and says why; a loan lists and redeems', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = await renderWithProviders(<LendEarnPage />, { persona: 'kyc2', route: '/lend-earn' });
    const table = await screen.findByRole('table', { name: 'Lending markets' });
    const usdt = within(table).getAllByRole('row').find((r) => r.textContent?.includes('USDT') && !r.textContent.includes('USDC')) ?? table;
    await user.click(within(usdt).getByRole('button', { name: 'Lend' }));
    await waitFor(() => expect(available()).toBeGreaterThan(100));
    const before = available();
    const panel = screen.getByTestId('earn-stake').closest('.earn-stake');
    if (!(panel instanceof HTMLElement)) throw new Error('no panel');
    await user.type(within(panel).getByRole('textbox', { name: 'Amount' }), '100');
    await setMockSettings({ persona: 'kyc2', faults: { earnSubscribe: 'http500' } });
    await user.click(within(panel).getByRole('button', { name: 'Lend' }));
    await waitFor(() => expect(within(panel).getByRole('alert').textContent).toBe('We could not reach the server. Check your connection and try again.'));
    expect((within(panel).getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe('100');
    await setMockSettings({ persona: 'kyc2', faults: {} });
    await user.click(within(panel).getByRole('button', { name: 'Lend' }));
    await waitFor(() => expect(available()).toBeCloseTo(before - 100, 6));
    const positions = screen.getByTestId('lend-positions');
    await user.click(await within(positions).findByRole('button', { name: 'Redeem' }));
    await waitFor(() => expect(available()).toBeCloseTo(before, 6));
  });

  it('a visitor gets Log in instead of Stake', async () => {
    await renderWithProviders(<LaunchpoolPage />, { backend: true, route: '/launchpool' });
    expect((await screen.findAllByRole('link', { name: 'Log in' })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /^Stake/ })).toBeNull();
  });
});
