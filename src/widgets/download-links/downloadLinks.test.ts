import { describe, expect, it } from 'vitest';
import { chooseDownloadLink } from './downloadLinks';

const entry = (c: string) => ({ c, china_apk: 'https://download.exchange.example/cn.apk', overseas_apk: 'https://download.exchange.example/app.apk', link: 'https://exchange.example/appdownload', query: `ch=${c}` });
const v1 = { home: { h5: entry('home_h5'), web: entry('home_web') }, trade: { h5: entry('trade_h5') } };
const v2 = { home: { h5: entry('home_h5_v2') } };
const base = { v1, v2, page: 'home', surface: 'h5' as const, country: 'DE', apk: false };

describe('download links (SPEC sections 3, 7, 8)', () => {
  it('v2 wins over v1; the link carries its query', () => {
    expect(chooseDownloadLink(base)).toBe('https://exchange.example/appdownload?ch=home_h5_v2');
    expect(chooseDownloadLink({ ...base, surface: 'web' })).toBe('https://exchange.example/appdownload?ch=home_web');
    expect(chooseDownloadLink({ ...base, page: 'trade' })).toBe('https://exchange.example/appdownload?ch=trade_h5');
  });

  it('the Android package by IP location: mainland China gets china_apk, everyone else overseas_apk, with the channel code', () => {
    expect(chooseDownloadLink({ ...base, apk: true, country: 'CN' })).toBe('https://download.exchange.example/cn.apk?c=home_h5_v2');
    expect(chooseDownloadLink({ ...base, apk: true, country: 'tr' })).toBe('https://download.exchange.example/app.apk?c=home_h5_v2');
    expect(chooseDownloadLink({ ...base, apk: true, country: '' })).toBe('https://download.exchange.example/app.apk?c=home_h5_v2');
  });

  it('SPEC section 8: a failed IP location gives the default link; a page the config lacks gives nothing', () => {
    expect(chooseDownloadLink({ ...base, apk: true, country: null })).toBe('https://exchange.example/appdownload?ch=home_h5_v2');
    expect(chooseDownloadLink({ ...base, page: 'nowhere' })).toBeNull();
    expect(chooseDownloadLink({ ...base, v1: {}, v2: {} })).toBeNull();
  });
});
