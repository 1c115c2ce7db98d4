import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hoursSince, menuHas, menuHiddenForPath, parseCounter, parseStamp, pathMatches, pathStartsWith, utcDay, versionAtLeast } from './operators';

describe('path operators', () => {
  it('pathStartsWith names the prefix that matched', () => {
    expect(pathStartsWith('/trade/BTC_USDT', ['/login', '/trade'])).toBe('/trade');
    expect(pathStartsWith('/price', ['/price/'])).toBeNull();
    expect(pathStartsWith('/price/btc', ['/price/'])).toBe('/price/');
    expect(pathStartsWith(undefined, ['/x'])).toBeNull();
  });

  it('pathMatches: exact, * one segment, /** any rest', () => {
    expect(pathMatches('/myaccount/deposit/USDT', ['/myaccount/deposit/*'])).toBe('/myaccount/deposit/*');
    expect(pathMatches('/myaccount/deposit', ['/myaccount/deposit/*'])).toBeNull();
    expect(pathMatches('/myaccount', ['/myaccount/**'])).toBe('/myaccount/**');
    expect(pathMatches('/myaccount/a/b', ['/myaccount/**'])).toBe('/myaccount/**');
    expect(pathMatches('/other', ['/myaccount/**'])).toBeNull();
  });
});

describe('compliance menu', () => {
  const menu = [
    { code: 'spot' },
    { code: 'derivatives', child: [{ code: 'futures', hidden: 1 }, { code: 'options', hidden: false }] },
    { code: 'fiat_trade', hidden: true },
  ];
  const features = { futures: { paths: ['/futures', '/futures-delivery'] }, options: { paths: ['/options'] }, fiat_trade: { paths: ['/c2c'] } };

  it('menuHas looks through children and ignores hidden nodes', () => {
    expect(menuHas(menu, 'spot')).toBe(true);
    expect(menuHas(menu, 'options')).toBe(true);
    expect(menuHas(menu, 'futures')).toBe(false);
    expect(menuHas(menu, 'fiat_trade')).toBe(false);
    expect(menuHas(menu, 'nope')).toBe(false);
    expect(menuHas('garbage', 'spot')).toBe(false);
    expect(menuHas([null, 3, { child: 'x' }], 'spot')).toBe(false);
  });

  it('menuHiddenForPath matches whole segments of a hidden feature', () => {
    expect(menuHiddenForPath(menu, '/futures/USDT/BTC_USDT', features)).toBe('futures');
    expect(menuHiddenForPath(menu, '/futures-delivery', features)).toBe('futures');
    expect(menuHiddenForPath(menu, '/futuresque', features)).toBeNull();
    expect(menuHiddenForPath(menu, '/options', features)).toBeNull();
    expect(menuHiddenForPath(menu, '/c2c/market', features)).toBe('fiat_trade');
  });
});

describe('stored values', () => {
  it('a counter must be exactly number/number (SPEC section 5)', () => {
    expect(parseCounter('3/1700000000000')).toEqual({ count: 3, at: 1700000000000 });
    for (const bad of ['3', '3/', '/1', 'a/1', '1/2/3', ' 1/2', '1.5/2', '-1/2', '', 'NaN/1']) expect(parseCounter(bad)).toBeNull();
    expect(parseCounter(3)).toBeNull();
  });

  it('parseCounter never throws and accepts exactly the number/number shape', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const r = parseCounter(s);
        expect(r === null || /^\d+\/\d+$/.test(s)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.nat(1e9 - 1), fc.nat(), (count, at) => {
        expect(parseCounter(`${count}/${at}`)).toEqual({ count, at });
      }),
    );
  });

  it('stamps and hours', () => {
    expect(parseStamp('1700000000000')).toBe(1700000000000);
    expect(parseStamp('17e11')).toBeNull();
    expect(parseStamp(-1)).toBeNull();
    expect(hoursSince('0', 7_200_000)).toBe(2);
    expect(hoursSince('x', 7_200_000)).toBeNull();
    expect(hoursSince(String(10_000_000), 0)).toBeNull(); // in the future: treated as absent
    expect(utcDay(Date.parse('2026-11-22T23:59:59Z'))).toBe(utcDay(Date.parse('2026-11-22T00:00:00Z')));
    expect(utcDay(Date.parse('2026-11-23T00:00:00Z'))).toBe(utcDay(Date.parse('2026-11-22T00:00:00Z')) + 1);
  });
});

describe('native version gates (SPEC section 5)', () => {
  const share = { android: 653000, ios: 202503100001 };
  it('passes at or above the gate for the platform', () => {
    expect(versionAtLeast(share, 'android', 653000)).toBe(true);
    expect(versionAtLeast(share, 'android', 652999)).toBe(false);
    expect(versionAtLeast(share, 'ios', 202503100001)).toBe(true);
    expect(versionAtLeast(share, 'ios', 202503100000)).toBe(false);
    expect(versionAtLeast(share, '', 999999999999)).toBe(false);
    expect(versionAtLeast({ ios: 202306151200 }, 'android', 999999)).toBe(false);
  });
});
