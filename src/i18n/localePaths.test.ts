import { describe, expect, it } from 'vitest';
import { homePath, localeOfPath, localizedPath, stripLocale } from './localePaths';

describe('locale prefixes in paths', () => {
  it.each([
    ['/trade/BTC_USDT', 'tr', '/tr/trade/BTC_USDT'],
    ['/tr/trade/BTC_USDT', 'en', '/trade/BTC_USDT'],
    ['/tr/trade/BTC_USDT', 'ja', '/ja/trade/BTC_USDT'],
    ['/', 'ar', '/ar'],
    ['/', 'en', '/'],
    ['/tr', 'en', '/'],
    ['/price?site=0#top', 'en-us', '/en-us/price?site=0#top'],
    ['/en-us?site=232', 'en-us', '/en-us?site=232'],
    ['/uk/fee', 'en-uk', '/en-uk/fee'],
    ['https://example.com/x', 'tr', 'https://example.com/x'],
    ['//evil.example/x', 'tr', '//evil.example/x'],
  ])('localizedPath(%s, %s) is %s', (path, locale, expected) => {
    expect(localizedPath(path, locale)).toBe(expected);
  });

  it('a first segment that is not a locale is part of the path', () => {
    expect(stripLocale('/trade/BTC_USDT')).toBe('/trade/BTC_USDT');
    expect(stripLocale('/trader/x')).toBe('/trader/x');
    expect(localizedPath('/en/fee', 'tr')).toBe('/tr/en/fee');
  });

  it('reads the locale of a path', () => {
    expect(localeOfPath('/ja-jp/help')).toBe('ja-jp');
    expect(localeOfPath('/help')).toBeUndefined();
    expect(localeOfPath('/en/help')).toBeUndefined();
  });

  it('home of each language', () => {
    expect(homePath('en')).toBe('/');
    expect(homePath('tr')).toBe('/tr');
  });
});
