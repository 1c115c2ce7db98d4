import { describe, expect, it } from 'vitest';
import { isolateCurrency } from './isolateCurrency';

describe('isolateCurrency', () => {
  it('keeps a sign of letters and a symbol whole in an Arabic amount, and leaves other amounts alone', () => {
    const arabic = new Intl.NumberFormat('ar-u-nu-latn', { style: 'currency', currency: 'USD', notation: 'compact' }).format(83.6e9);
    expect(arabic).toContain('US$');
    expect(isolateCurrency(arabic)).toContain('\u2066US$\u2069');
    expect(isolateCurrency(arabic).replace(/[\u2066\u2069]/g, '')).toBe(arabic);
    expect(isolateCurrency('$89,390.60')).toBe('$89,390.60');
    expect(isolateCurrency('89.430,40 $')).toBe('89.430,40 $');
    expect(isolateCurrency('1,77 Bn $US')).toBe('1,77 Bn \u2066$US\u2069');
  });
});
