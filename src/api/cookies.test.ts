import { describe, expect, it } from 'vitest';
import { cookieString, isLoggedInFromCookies, parseCookies, readCookie } from './cookies';

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

describe('cookies the app writes (issue 37)', () => {
  it('carry Secure on https pages, not on http (where a browser would refuse them)', () => {
    expect(cookieString('theme', 'night', { secure: true, ttlHours: 1 })).toBe('theme=night; path=/; SameSite=Lax; Secure; max-age=3600');
    expect(cookieString('theme', 'night', { secure: false })).toBe('theme=night; path=/; SameSite=Lax');
    expect(cookieString('a b', null, { secure: true })).toBe('a%20b=; path=/; SameSite=Lax; Secure; max-age=0');
  });
});
