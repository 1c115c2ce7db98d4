import { describe, expect, it } from 'vitest';
import { formatters, zeroRun, ZERO_RUN_MIN } from './format';

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
