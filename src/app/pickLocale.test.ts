import { describe, expect, it } from 'vitest';
import { htmlLang, LOCALES, textDirection } from './locales';
import { pickLocale } from './pickLocale';

describe('pickLocale', () => {
  it('takes the locale from the path prefix', () => {
    expect(pickLocale('/tr/trade/BTC_USDT', 'en')).toBe('tr');
    expect(pickLocale('/en-dubai', 'en')).toBe('en-dubai');
  });

  it("uses the site's default language when the path has no prefix", () => {
    expect(pickLocale('/', 'tr')).toBe('tr');
    expect(pickLocale('/trade/BTC_USDT', 'en')).toBe('en');
  });

  it('never treats /en as a prefix (English has none) and ignores unknown codes', () => {
    expect(pickLocale('/en/trade', 'tr')).toBe('tr');
    expect(pickLocale('/xx/trade', 'nope')).toBe('en');
  });
});

describe('locales', () => {
  it('has the 27 codes of SPEC section 3', () => {
    expect(LOCALES).toHaveLength(27);
    expect(new Set(LOCALES).size).toBe(27);
  });

  it('maps every code to a tag Intl accepts, and Arabic to right-to-left', () => {
    for (const locale of LOCALES) {
      expect(() => new Intl.PluralRules(htmlLang(locale))).not.toThrow();
    }
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('ar-dubai')).toBe('rtl');
    expect(textDirection('en')).toBe('ltr');
  });
});
