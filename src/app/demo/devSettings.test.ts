import { describe, expect, it } from 'vitest';
import { pathWithLocale, viewportFromSearch, withParams } from './devSettings';

describe('dev panel URL state', () => {
  it('reads a sane viewport override only', () => {
    expect(viewportFromSearch('?vw=390')).toBe(390);
    expect(viewportFromSearch('?vw=39')).toBeNull();
    expect(viewportFromSearch('?vw=99999')).toBeNull();
    expect(viewportFromSearch('?vw=abc')).toBeNull();
    expect(viewportFromSearch('')).toBeNull();
  });

  it('sets and removes parameters, keeping the rest', () => {
    expect(withParams('http://x/trade?site=177&a=1', { persona: 'kyc1', a: null })).toBe('/trade?site=177&persona=kyc1');
    expect(withParams('http://x/?fault.userInfo=timeout', { 'fault.userInfo': '' })).toBe('/');
  });

  it('swaps the locale prefix; English has none', () => {
    expect(pathWithLocale('/tr/trade/BTC_USDT', 'tr', 'ja')).toBe('/ja/trade/BTC_USDT');
    expect(pathWithLocale('/trade/BTC_USDT', 'en', 'ar')).toBe('/ar/trade/BTC_USDT');
    expect(pathWithLocale('/ar/', 'ar', 'en')).toBe('/');
  });
});
