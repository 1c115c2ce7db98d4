import { describe, expect, it } from 'vitest';
import { isLoggedInFromCookies, parseCookies, readCookie } from './cookies';

describe('isLoggedInFromCookies (SPEC section 5: both uid and nickname)', () => {
  it('is true with both cookies', () => {
    expect(isLoggedInFromCookies('uid=10400003; nickname=Trader%20Two')).toBe(true);
  });

  it('needs both: uid alone or nickname alone is a visitor', () => {
    expect(isLoggedInFromCookies('uid=10400003')).toBe(false);
    expect(isLoggedInFromCookies('nickname=Trader')).toBe(false);
    expect(isLoggedInFromCookies('')).toBe(false);
  });

  it('treats an empty (or blank) value as absent', () => {
    expect(isLoggedInFromCookies('uid=; nickname=Trader')).toBe(false);
    expect(isLoggedInFromCookies('uid=10400003; nickname=')).toBe(false);
    expect(isLoggedInFromCookies('uid=%20; nickname=Trader')).toBe(false);
  });

  it('is not fooled by look-alike names', () => {
    expect(isLoggedInFromCookies('xuid=1; nickname_old=n; lang=en')).toBe(false);
    expect(isLoggedInFromCookies('lang=en; uid=1;nickname=n')).toBe(true);
  });
});

describe('parseCookies', () => {
  it('decodes values, keeps the first of a repeated name, and keeps malformed escapes as they are', () => {
    expect(parseCookies('a=1; b=x%20y; a=2; c=%E0%A4%A; d="q"')).toEqual({ a: '1', b: 'x y', c: '%E0%A4%A', d: 'q' });
    expect(readCookie('csrftoken=abc; uid=1', 'csrftoken')).toBe('abc');
    expect(readCookie('uid=1', 'csrftoken')).toBe('');
  });
});
