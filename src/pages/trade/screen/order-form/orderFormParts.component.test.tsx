/** @vitest-environment jsdom */
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { sanitizeAmount } from '../../../../lib/amount';
import { cleanupRendered, renderWithProviders } from '../../../../test/renderWithProviders';
import { DecimalField } from './orderFormParts';

afterEach(cleanupRendered);

/** A price field as the order form wires it: typed text through the amount rule. */
function PriceField({ initial, onValue }: { initial: string; onValue: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DecimalField
      field="price"
      label="Price"
      value={value}
      suffix="USDT"
      onChange={(text) => {
        const next = sanitizeAmount(text, { precision: 2 });
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe("the order form's decimal fields in the page's number format (issue 39)", () => {
  it('a Turkish page shows the decimal comma and takes either mark as typed', async () => {
    const seen: string[] = [];
    const { user } = await renderWithProviders(<PriceField initial="91388.70" onValue={(v) => seen.push(v)} />, { locale: 'tr' });
    const input = screen.getByLabelText<HTMLInputElement>('Price');
    expect(input.value).toBe('91388,70');
    await user.clear(input);
    await user.type(input, '91400,5');
    expect(input.value).toBe('91400,5');
    expect(seen.at(-1)).toBe('91400.5');
    await user.clear(input);
    await user.type(input, '91400.25');
    expect(input.value).toBe('91400,25');
    expect(seen.at(-1)).toBe('91400.25');
  });

  it('an English page keeps the point, and a read-only text is shown as it is', async () => {
    await renderWithProviders(
      <>
        <PriceField initial="91388.70" onValue={() => undefined} />
        <DecimalField field="market" label="Market price" value="Best market price." suffix="USDT" readOnly />
      </>,
      { locale: 'en' },
    );
    expect(screen.getByLabelText<HTMLInputElement>('Price').value).toBe('91388.70');
    expect(screen.getByLabelText<HTMLInputElement>('Market price').value).toBe('Best market price.');
  });
});
