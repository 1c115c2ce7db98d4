import { describe, expect, it } from 'vitest';
import { riseFallClass, riseFallConvention } from './theme';

describe('rise/fall colour convention (SPEC section 4)', () => {
  it('is red-up for Chinese locales and green-up otherwise', () => {
    expect(riseFallConvention('zh', false)).toBe('red-up');
    expect(riseFallConvention('tw', false)).toBe('red-up');
    for (const locale of ['en', 'tr', 'ja', 'ar', 'en-us', 'ja-jp']) expect(riseFallConvention(locale, false)).toBe('green-up');
  });

  it('the user setting inverts the default', () => {
    expect(riseFallConvention('zh', true)).toBe('green-up');
    expect(riseFallConvention('en', true)).toBe('red-up');
  });

  it('names the body class', () => {
    expect(riseFallClass('red-up')).toBe('rise-red');
    expect(riseFallClass('green-up')).toBe('rise-green');
  });
});
