import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeAmountOnBlur, sanitizeAmount } from './amount';

describe('sanitizeAmount (SPEC section 5)', () => {
  it('follows the listed rules', () => {
    expect(sanitizeAmount('')).toBe('');
    expect(sanitizeAmount('-12')).toBe('12');
    expect(sanitizeAmount('-12', { allowNegative: true })).toBe('-12');
    expect(sanitizeAmount('0.5', { precision: 0 })).toBe('5');
    expect(sanitizeAmount('007', { precision: 0 })).toBe('7');
    expect(sanitizeAmount('.5')).toBe('0.5');
    expect(sanitizeAmount('00.5')).toBe('0.5');
    expect(sanitizeAmount('1.239')).toBe('1.23');
    expect(sanitizeAmount('1.2.3')).toBe('1.23');
    expect(sanitizeAmount('12a3')).toBe('123');
    expect(sanitizeAmount('9999999999999')).toBe('999999999999');
  });

  it('on blur drops a trailing dot and normalises integers', () => {
    expect(normalizeAmountOnBlur('12.')).toBe('12');
    expect(normalizeAmountOnBlur('0012')).toBe('12');
    expect(normalizeAmountOnBlur('1.50')).toBe('1.50');
  });

  it('always yields digits with at most the given decimals', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 10 }), (input, precision) => {
        const out = sanitizeAmount(input, { precision });
        expect(out).toMatch(precision === 0 ? /^\d*$/ : new RegExp(`^(\\d+(\\.\\d{0,${precision}})?)?$`));
      }),
    );
  });
});
