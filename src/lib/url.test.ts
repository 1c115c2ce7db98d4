import { describe, expect, it } from 'vitest';
import { pathOf, safeLink, safeRedirect } from './url';

describe('URL policy for redirects and server links', () => {
  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/x\u0000y', ' /x', 42])(
    'refuses the redirect %j',
    (value) => {
      expect(safeRedirect(value)).toBeUndefined();
    },
  );

  it('accepts same-site paths', () => {
    expect(safeRedirect('/myaccount/security?x=1')).toBe('/myaccount/security?x=1');
  });

  it('accepts https links on official hosts only', () => {
    const hosts = ['exchange.example', 'www.exchange.example'];
    expect(safeLink('https://www.exchange.example/news/1', hosts)).toBe('https://www.exchange.example/news/1');
    expect(safeLink('/news/1', hosts)).toBe('/news/1');
    expect(safeLink('http://exchange.example/news/1', hosts)).toBeUndefined();
    expect(safeLink('https://exchange.example.evil.io/x', hosts)).toBeUndefined();
    expect(safeLink('javascript:alert(1)', hosts)).toBeUndefined();
    expect(safeLink('data:text/html,hi', hosts)).toBeUndefined();
  });
});

describe('pathOf (path matching)', () => {
  it('drops the query, the hash and a trailing slash, keeps the root', () => {
    expect(pathOf('/referral/affiliate/?ch=1#x')).toBe('/referral/affiliate');
    expect(pathOf('/')).toBe('/');
    expect(pathOf('/trade//')).toBe('/trade');
  });
});
