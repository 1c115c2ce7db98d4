/** @vitest-environment jsdom */
/**
 * What a keystroke and a live price render in the order form (issue 35, section 3: the desk's
 * typing under a live market, bench/trade.mjs). The form's parts are counted where the form takes
 * them from their modules: the side switch draws `Segmented`, the order-type tabs `TabList`, each
 * field `DecimalField` (counted per field, memoised as the form memoises it), and every render of
 * the form's entry part draws `OrderSummary`.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { createElement, memo, useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanupRendered, renderWithProviders } from '../../../../test/renderWithProviders';
import { OrderForm } from './OrderForm';

const renders = vi.hoisted(() => {
  const counts = new Map<string, number>();
  return {
    counts,
    count: (name: string) => counts.set(name, (counts.get(name) ?? 0) + 1),
    of: (name: string) => counts.get(name) ?? 0,
  };
});

vi.mock('../../../../ui/form/Field', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../ui/form/Field')>();
  return {
    ...original,
    Segmented: (props: Parameters<typeof original.Segmented>[0]) => {
      renders.count(`segmented ${props.label}`);
      return original.Segmented(props);
    },
  };
});

vi.mock('../../../../ui/form/Tabs', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../ui/form/Tabs')>();
  return {
    ...original,
    TabList: (props: Parameters<typeof original.TabList>[0]) => {
      renders.count(`tabs ${props.label}`);
      return original.TabList(props);
    },
  };
});

vi.mock('./orderFormParts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./orderFormParts')>();
  type FieldProps = Parameters<typeof original.DecimalField>[0];
  type SummaryProps = Parameters<typeof original.OrderSummary>[0];
  return {
    ...original,
    // Memoised on its props as the form's own field is (its handlers stable, its problem absent here).
    DecimalField: memo(function CountedField(props: FieldProps) {
      renders.count(`field ${props.field}`);
      return createElement(original.DecimalField, props);
    }),
    // Not memoised: one count per render of the part that draws it.
    OrderSummary: function CountedSummary(props: SummaryProps) {
      renders.count('entry');
      return createElement(original.OrderSummary, props);
    },
  };
});

beforeEach(() => renders.counts.clear());
afterEach(cleanupRendered);

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
    renders.counts.clear();
    await act(() => setLive(60100));
    expect(price.value).toBe('60100');
    expect(Object.fromEntries(renders.counts)).toEqual({ entry: 1, 'field price': 1 });

    // The first key freezes the price where it is (the price field renders once more, with it).
    await user.type(amount, '0');
    expect(price.value).toBe('60100');
    renders.counts.clear();

    // Each further key: the entry once and the amount field; the total field when the total
    // changes ("0.", "0.0" leave it empty, "0.01" makes it 601); nothing else.
    await user.type(amount, '.01');
    expect(amount.value).toBe('0.01');
    expect(total.value).toBe('601');
    expect(Object.fromEntries(renders.counts)).toEqual({ entry: 3, 'field amount': 3, 'field total': 1 });

    // Frozen, the price no longer renders anything of the form, however often it moves.
    renders.counts.clear();
    await act(() => setLive(60200));
    await act(() => setLive(60300));
    expect(price.value).toBe('60100');
    expect(Object.fromEntries(renders.counts)).toEqual({});

    // The counters see the parts they count: the side switch and the tabs render when used.
    await user.click(within(form).getByRole('radio', { name: 'Sell' }));
    await user.click(within(form).getByRole('tab', { name: 'Market' }));
    expect(renders.of('segmented Side')).toBeGreaterThan(0);
    expect(renders.of('tabs Order type')).toBeGreaterThan(0);
  });
});
