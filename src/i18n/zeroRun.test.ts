import { describe, expect, it } from 'vitest';
import { displayDecimals, formatters, significantDecimals, zeroCountText, zeroRun, ZERO_RUN_MIN } from './format';

describe('long zero runs (SPEC section 5: seven or more zeros shown as a count)', () => {
  it('splits a run of seven or more zeros after the decimal separator', () => {
    expect(ZERO_RUN_MIN).toBe(7);
    expect(zeroRun('0.000000008712')).toEqual({ head: '0.', zeros: 8, tail: '8712' });
    expect(zeroRun('0.00000001')).toEqual({ head: '0.', zeros: 7, tail: '1' });
    expect(zeroRun('-0.0000000123 USDT')).toEqual({ head: '-0.', zeros: 7, tail: '123 USDT' });
  });

  it('leaves shorter runs and zeros elsewhere alone', () => {
    expect(zeroRun('0.0000012')).toBeNull();
    expect(zeroRun('100000000.5')).toBeNull();
    expect(zeroRun('12.000000001')).toBeNull();
  });

  it('works in every locale the formatter speaks (comma separators, Arabic digits)', () => {
    expect(zeroRun(formatters('de').price(0.000000008712))?.zeros).toBe(8);
    expect(zeroRun(formatters('fr').price(0.000000008712))?.head).toBe('0,');
    const arabic = formatters('ar-EG').price(0.000000008712);
    expect(zeroRun(arabic)?.zeros).toBe(8);
  });
});

describe('prices keep their significant digits (issue 35)', () => {
  it('counts the decimals five significant digits need', () => {
    expect(significantDecimals(97342.5)).toBe(0);
    expect(significantDecimals(2.4183)).toBe(4);
    expect(significantDecimals(0.000000008712)).toBe(13);
    expect(significantDecimals(0.000000008712, 4)).toBe(12);
    expect(significantDecimals(0)).toBe(0);
    expect(significantDecimals(Number.NaN)).toBe(0);
  });

  it('raises a precision too coarse for a tiny price, and keeps a fine enough one', () => {
    // /alpha/PXP?quote_prec=8: 8.7e-9 was 0.00000001 in the ticker, the form and every book row.
    expect(displayDecimals(0.000000008712, 8)).toBe(13);
    expect(formatters('en').price(0.000000008712, displayDecimals(0.000000008712, 8))).toBe('0.0000000087120');
    expect(displayDecimals(97342.5, 1)).toBe(1);
    expect(displayDecimals(0.38214, 5)).toBe(5);
  });

  it('writes the zero count as plain text where no markup fits', () => {
    expect(zeroCountText('0.000000008712')).toBe('0.0₈8712');
    expect(zeroCountText('$0.0000000000001')).toBe('$0.0₁₂1');
    expect(zeroCountText('0.0000012')).toBe('0.0000012');
  });
});
