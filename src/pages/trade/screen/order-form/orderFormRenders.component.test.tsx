/** @vitest-environment jsdom */
/**
 * What a keystroke and a live price render in the order form (issue 35, section 3: the desk's
 * typing under a live market, bench/trade.mjs), read from the form's parts' React Profilers
 * (orderFormParts.tsx `FormPart`): the side switch ("side"), the order-type tabs ("type"), each
 * field ("field price", "field amount"...) and the entry, which holds the typed values and draws
 * the fields and the summary ("entry").
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanupRendered, renderWithProviders } from '../../../../test/renderWithProviders';
import { OrderForm } from './OrderForm';
import { watchFormRenders } from './orderFormParts';

const counts = new Map<string, number>();
const of = (part: string) => counts.get(part) ?? 0;
let unwatch: () => void = () => undefined;
beforeEach(() => {
  counts.clear();
  unwatch = watchFormRenders((part) => counts.set(part, of(part) + 1));
});
afterEach(() => {
  unwatch();
  cleanupRendered();
});

/** The form on a price the test moves, as the stream moves the trading screen's. */
function LiveForm({ onSetter }: { onSetter: (set: (price: number) => void) => void }) {
  const [price, setPrice] = useState(60000);
  useEffect(() => onSetter(setPrice), [onSetter]);
  return <OrderForm base="BTC" quote="USDT" price={price} priceDecimals={2} amountDecimals={5} account="spot" />;
}

describe('the order form renders what changed (issue 35, section 3)', () => {
  it('a keystroke in Amount renders its field, the total and the summary, not the side, the type or the price; a frozen price does not render the form', async () => {
    let setLive: (price: number) => void = () => undefined;
    const { user } = await renderWithProviders(<LiveForm onSetter={(set) => (setLive = set)} />, { persona: 'kyc2', route: '/trade/BTC_USDT' });
    const available = await screen.findByTestId('order-available');
    await waitFor(() => expect(available.textContent).toContain('USDT'));
    const form = screen.getByRole('form', { name: 'Place order' });
    const price = within(form).getByLabelText<HTMLInputElement>('Price', { exact: true });
    const amount = within(form).getByLabelText<HTMLInputElement>('Amount', { exact: true });
    const total = within(form).getByLabelText<HTMLInputElement>('Total', { exact: true });
    await waitFor(() => expect(price.value).toBe('60000'));

    // While the price follows the market, a live price renders the entry and the price field only.
    counts.clear();
    await act(() => setLive(60100));
    expect(price.value).toBe('60100');
    expect(Object.fromEntries(counts)).toEqual({ entry: 1, 'field price': 1 });

    // The first key freezes the price where it is (the price field renders once more, with it).
    await user.type(amount, '0');
    expect(price.value).toBe('60100');
    counts.clear();

    // Each further key: the entry once and the amount field; the total field when the total
    // changes ("0.", "0.0" leave it empty, "0.01" makes it 601); nothing else.
    await user.type(amount, '.01');
    expect(amount.value).toBe('0.01');
    expect(total.value).toBe('601');
    expect(Object.fromEntries(counts)).toEqual({ entry: 3, 'field amount': 3, 'field total': 1 });

    // Frozen, the price no longer renders anything of the form, however often it moves.
    counts.clear();
    await act(() => setLive(60200));
    await act(() => setLive(60300));
    expect(price.value).toBe('60100');
    expect(Object.fromEntries(counts)).toEqual({});

    // The counters see the parts they count: the side switch and the tabs render when used.
    await user.click(within(form).getByRole('radio', { name: 'Sell' }));
    await user.click(within(form).getByRole('tab', { name: 'Market' }));
    expect(of('side')).toBeGreaterThan(0);
    expect(of('type')).toBeGreaterThan(0);
  });
});
