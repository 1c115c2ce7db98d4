import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { htmlLang, intlLocale, LOCALES, textDirection } from './locales';
import {
  isUnprefixedPath,
  localizePath,
  pickLocale,
  resolveLocaleRoute,
  splitLocalePrefix,
  type LocaleSiteRules,
} from './pickLocale';

const MAIN: LocaleSiteRules = {
  locales: ['zh', 'en', 'vn', 'tw', 'es', 'ru', 'fr', 'de', 'pt', 'th', 'id', 'tr', 'ja', 'ar', 'uk', 'br', 'nl', 'it'],
  defaultLang: 'en',
};
const TURKEY: LocaleSiteRules = { locales: ['tr', 'en'], defaultLang: 'tr' };
const US: LocaleSiteRules = { locales: ['en-us'], defaultLang: 'en-us', unprefixedPaths: ['/login', '/signup'] };
const JAPAN: LocaleSiteRules = { locales: ['ja-jp', 'en-jp'], defaultLang: 'ja-jp' };

describe('splitLocalePrefix and localizePath', () => {
  it('splits a locale prefix off the path', () => {
    expect(splitLocalePrefix('/tr/trade/BTC_USDT')).toEqual({ prefix: 'tr', rest: '/trade/BTC_USDT' });
    expect(splitLocalePrefix('/ar-dubai')).toEqual({ prefix: 'ar-dubai', rest: '/' });
    expect(splitLocalePrefix('/en-us/')).toEqual({ prefix: 'en-us', rest: '/' });
  });

  it('never treats /en as a prefix (English has none) and ignores unknown codes', () => {
    expect(splitLocalePrefix('/en/trade')).toEqual({ prefix: null, rest: '/en/trade' });
    expect(splitLocalePrefix('/xx/trade')).toEqual({ prefix: null, rest: '/xx/trade' });
    expect(splitLocalePrefix('/trade')).toEqual({ prefix: null, rest: '/trade' });
    expect(splitLocalePrefix('/')).toEqual({ prefix: null, rest: '/' });
  });

  it('puts a path in a locale, English unprefixed', () => {
    expect(localizePath('/trade', 'tr')).toBe('/tr/trade');
    expect(localizePath('/', 'ja')).toBe('/ja');
    expect(localizePath('/trade', 'en')).toBe('/trade');
  });

  it('round-trips: localizing then splitting gives the locale and the path back', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.stringMatching(/^(\/[a-z0-9_.-]{1,12}){0,4}$/), (locale, tail) => {
        const rest = tail === '' ? '/' : tail;
        // A path whose own first segment is a locale code is not a page of ours.
        fc.pre(splitLocalePrefix(rest).prefix === null && !rest.startsWith('/en/') && rest !== '/en');
        const split = splitLocalePrefix(localizePath(rest, locale));
        expect(split.rest).toBe(rest);
        expect(split.prefix).toBe(locale === 'en' ? null : locale);
      }),
    );
  });

  it('matches unprefixed paths exactly or as a folder', () => {
    expect(isUnprefixedPath('/login', US)).toBe(true);
    expect(isUnprefixedPath('/signup/mobile', US)).toBe(true);
    expect(isUnprefixedPath('/loginx', US)).toBe(false);
    expect(isUnprefixedPath('/login', MAIN)).toBe(false);
  });
});

describe('resolveLocaleRoute', () => {
  it('renders a prefix the site offers, and English without a prefix', () => {
    expect(resolveLocaleRoute({ pathname: '/tr/price', site: MAIN })).toMatchObject({ action: 'render', locale: 'tr', rest: '/price' });
    expect(resolveLocaleRoute({ pathname: '/price', site: MAIN })).toMatchObject({ action: 'render', locale: 'en' });
  });

  it('resets the lang cookie and redirects an unsupported prefix to the default language (SPEC section 4)', () => {
    expect(resolveLocaleRoute({ pathname: '/ja-jp/', site: MAIN, cookieLang: 'ja-jp' })).toEqual({
      action: 'redirect',
      locale: 'en',
      pathname: '/',
      rest: '/',
      setCookie: 'en',
    });
    expect(resolveLocaleRoute({ pathname: '/tr/trade/BTC_USDT', site: JAPAN })).toMatchObject({
      action: 'redirect',
      pathname: '/ja-jp/trade/BTC_USDT',
      setCookie: 'ja-jp',
    });
  });

  it('US: every path under /en-us except /login and /signup (SPEC section 2)', () => {
    expect(resolveLocaleRoute({ pathname: '/trade/BTC_USDT', site: US })).toMatchObject({ action: 'redirect', pathname: '/en-us/trade/BTC_USDT', locale: 'en-us' });
    expect(resolveLocaleRoute({ pathname: '/', site: US })).toMatchObject({ action: 'redirect', pathname: '/en-us' });
    expect(resolveLocaleRoute({ pathname: '/en-us/trade/BTC_USDT', site: US })).toMatchObject({ action: 'render', locale: 'en-us' });
    expect(resolveLocaleRoute({ pathname: '/login', site: US })).toMatchObject({ action: 'render', locale: 'en-us' });
    expect(resolveLocaleRoute({ pathname: '/en-us/login', site: US })).toMatchObject({ action: 'redirect', pathname: '/login' });
    expect(resolveLocaleRoute({ pathname: '/en-us/signup', site: US })).toMatchObject({ action: 'redirect', pathname: '/signup' });
    expect(resolveLocaleRoute({ pathname: '/tr/login', site: US })).toMatchObject({ action: 'redirect', pathname: '/login', setCookie: 'en-us' });
  });

  it('on a full page load, an unprefixed path opens in the stored language the site offers', () => {
    expect(resolveLocaleRoute({ pathname: '/fee', site: MAIN, cookieLang: 'tr', entry: true })).toMatchObject({ action: 'redirect', pathname: '/tr/fee', setCookie: null });
    expect(resolveLocaleRoute({ pathname: '/fee', site: MAIN, cookieLang: 'en', entry: true })).toMatchObject({ action: 'render', locale: 'en', setCookie: null });
    // A cookie the site does not offer falls back to the default and is reset.
    expect(resolveLocaleRoute({ pathname: '/fee', site: MAIN, cookieLang: 'ja-jp', entry: true })).toMatchObject({ action: 'render', locale: 'en', setCookie: 'en' });
  });

  it('Turkey opens in Turkish on a first visit, and keeps English for a visitor who chose it', () => {
    expect(resolveLocaleRoute({ pathname: '/', site: TURKEY, entry: true })).toMatchObject({ action: 'redirect', pathname: '/tr', setCookie: 'tr' });
    expect(resolveLocaleRoute({ pathname: '/', site: TURKEY, cookieLang: 'en', entry: true })).toMatchObject({ action: 'render', locale: 'en' });
  });

  it('in-app navigation to an unprefixed path means English (the language selector choosing English)', () => {
    expect(resolveLocaleRoute({ pathname: '/fee', site: MAIN, cookieLang: 'tr' })).toMatchObject({ action: 'render', locale: 'en', setCookie: 'en' });
    expect(resolveLocaleRoute({ pathname: '/fee', site: JAPAN, cookieLang: 'en-jp' })).toMatchObject({ action: 'redirect', pathname: '/ja-jp/fee' });
  });

  it('writes the cookie only when it changes', () => {
    expect(resolveLocaleRoute({ pathname: '/tr', site: MAIN, cookieLang: 'tr' })).toMatchObject({ setCookie: null });
    expect(resolveLocaleRoute({ pathname: '/tr', site: MAIN, cookieLang: 'en' })).toMatchObject({ setCookie: 'tr' });
  });

  it('settles in one step: a resolved path resolves to itself (no redirect loops)', () => {
    const sites = [MAIN, TURKEY, US, JAPAN];
    fc.assert(
      fc.property(
        fc.constantFrom(...sites),
        fc.option(fc.constantFrom(...LOCALES, 'xx'), { nil: undefined }),
        fc.constantFrom('/', '/trade/BTC_USDT', '/login', '/signup', '/en-us/login', '/ja-jp/fee', '/tr/price', '/ar'),
        fc.boolean(),
        (site, cookieLang, pathname, entry) => {
          const first = resolveLocaleRoute({ pathname, site, cookieLang, entry });
          const cookie = first.setCookie ?? cookieLang;
          const path = first.action === 'redirect' ? first.pathname : pathname;
          const second = resolveLocaleRoute({ pathname: path, site, cookieLang: cookie, entry: false });
          expect(second.action).toBe('render');
          expect(second.locale).toBe(first.locale);
        },
      ),
    );
  });
});

describe('pickLocale', () => {
  it('takes the locale from the path prefix, else the site default', () => {
    expect(pickLocale('/tr/trade/BTC_USDT', 'en')).toBe('tr');
    expect(pickLocale('/', 'tr')).toBe('tr');
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
      expect(() => new Intl.NumberFormat(intlLocale(locale))).not.toThrow();
    }
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('ar-dubai')).toBe('rtl');
    expect(textDirection('en')).toBe('ltr');
  });

  it('keeps Western digits in Arabic prices', () => {
    expect(new Intl.NumberFormat(intlLocale('ar')).format(1234.5)).toMatch(/1.?234/);
  });
});
