import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ShellSite } from './types';
import { loginHref } from './loginGuard';
import { safeRedirect } from '../lib/url';

const main = { key: 'main', locales: ['en', 'tr'], defaultLang: 'en', webSiteDomain: 'exchange.example' } as unknown as ShellSite;
const us = { key: 'us', locales: ['en-us'], defaultLang: 'en-us', webSiteDomain: 'us-exchange.example', unprefixedPaths: ['/login', '/signup'] } as unknown as ShellSite;

describe('safeRedirect (the redirect guard the login flow uses)', () => {
  it('keeps same-site paths with their search and hash', () => {
    expect(safeRedirect('/tr/myaccount/security?tab=2#top')).toBe('/tr/myaccount/security?tab=2#top');
  });

  it('refuses anything that could leave the site', () => {
    for (const bad of ['https://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'myaccount', '/a\nb', '', 42, null]) {
      expect(safeRedirect(bad)).toBeUndefined();
    }
  });

  it('whatever it returns is a path on this origin', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const out = safeRedirect(raw);
        if (out === undefined) return;
        expect(out.startsWith('/')).toBe(true);
        expect(out.startsWith('//')).toBe(false);
        expect(new URL(out, 'https://site.example').origin).toBe('https://site.example');
      }),
    );
  });
});

describe('loginHref', () => {
  it('sends the visitor to the login page in their language, with the way back', () => {
    expect(loginHref(main, 'tr', '/tr/myaccount/security')).toBe('/tr/login?redirect=%2Ftr%2Fmyaccount%2Fsecurity');
    expect(loginHref(main, 'en', '/myaccount/deposit/USDT')).toBe('/login?redirect=%2Fmyaccount%2Fdeposit%2FUSDT');
  });

  it('keeps /login unprefixed on the US site', () => {
    expect(loginHref(us, 'en-us', '/en-us/myaccount/kyc_home')).toBe('/login?redirect=%2Fen-us%2Fmyaccount%2Fkyc_home');
  });
});
