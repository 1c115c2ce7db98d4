import { describe, expect, it } from 'vitest';
import { composeTitle } from '../lib/documentTitle';
import { headLinks } from './DocumentHead';
import type { SiteRouting } from '../site/siteRouting';

const main: SiteRouting = { locales: ['en', 'tr', 'ar'], defaultLang: 'en', unprefixedPaths: [], alternates: [{ hreflang: 'en-TR', locale: 'en' }], origin: 'https://exchange.example' };
const us: SiteRouting = { locales: ['en-us'], defaultLang: 'en-us', unprefixedPaths: ['/login', '/signup'], alternates: [], origin: 'https://us-exchange.example' };

describe('headLinks', () => {
  it('lists one alternate per locale, the extra ones, and x-default (SPEC section 2)', () => {
    const links = headLinks('/tr/price', main);
    expect(links).toEqual([
      { rel: 'canonical', href: 'https://exchange.example/tr/price' },
      { rel: 'alternate', hreflang: 'en', href: 'https://exchange.example/price' },
      { rel: 'alternate', hreflang: 'tr', href: 'https://exchange.example/tr/price' },
      { rel: 'alternate', hreflang: 'ar', href: 'https://exchange.example/ar/price' },
      { rel: 'alternate', hreflang: 'en-TR', href: 'https://exchange.example/price' },
      { rel: 'alternate', hreflang: 'x-default', href: 'https://exchange.example/price' },
    ]);
  });

  it('keeps unprefixed paths unprefixed in every alternate', () => {
    expect(headLinks('/login', us).filter((l) => l.rel === 'alternate').map((l) => l.href)).toEqual(['https://us-exchange.example/login', 'https://us-exchange.example/login']);
    expect(headLinks('/en-us/trade', us)[1]).toEqual({ rel: 'alternate', hreflang: 'en-US', href: 'https://us-exchange.example/en-us/trade' });
  });
});

describe('composeTitle', () => {
  it('appends the site name unless the title has it', () => {
    expect(composeTitle('Fee schedule', 'Exchange', 'x')).toBe('Fee schedule | Exchange');
    expect(composeTitle('Exchange | Buy', 'Exchange', 'x')).toBe('Exchange | Buy');
    expect(composeTitle(undefined, 'Exchange', 'Home')).toBe('Home');
  });
});
