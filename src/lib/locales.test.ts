import { describe, expect, it } from 'vitest';
import { alphaBannerCurrency } from '../api/queries';
import { localeOfPath, splitLocalePrefix, stripLocale } from './locales';

describe('the locale prefix of a path (one rule for every layer)', () => {
  it('strips a real locale code only', () => {
    expect(stripLocale('/tr/alpha/PEPE')).toBe('/alpha/PEPE');
    expect(stripLocale('/en-us/trade/BTC_USDT?x=1#a')).toBe('/trade/BTC_USDT?x=1#a');
    expect(stripLocale('/ar-dubai')).toBe('/');
    // Two letters that are no locale, and English (which has no prefix), stay.
    expect(stripLocale('/xx/alpha')).toBe('/xx/alpha');
    expect(stripLocale('/en/alpha')).toBe('/en/alpha');
    expect(stripLocale('/my/account')).toBe('/my/account');
  });

  it('names the prefix', () => {
    expect(splitLocalePrefix('/ja-jp/x')).toEqual({ prefix: 'ja-jp', rest: '/x' });
    expect(localeOfPath('/vn/markets?y=2')).toBe('vn');
    expect(localeOfPath('/markets')).toBeUndefined();
  });

  it("the alpha banner's currency reads the same rule: /xx/alpha is not an alpha page", () => {
    expect(alphaBannerCurrency('/tr/alpha/pepe')).toBe('PEPE');
    expect(alphaBannerCurrency('/alpha')).toBe('');
    expect(alphaBannerCurrency('/xx/alpha')).toBeNull();
  });
});
