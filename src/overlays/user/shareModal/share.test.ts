import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isShareSource, SHARE_SOURCES, SHARE_WAYS, sharedLink, wayHref, waysOffered } from './share';

describe('share modal model (SPEC sections 3, 5)', () => {
  it('knows every share source SPEC lists', () => {
    for (const source of ['futures_position', 'rewards_hub', 'copytrading_post', 'option_position', 'simple_earn', 'dual_investment', 'startup_mining', 'alpha_position', 'mybot_list', 'vip_challenge', 'promo']) {
      expect(isShareSource(source)).toBe(true);
    }
    expect(isShareSource('nope')).toBe(false);
    expect(SHARE_SOURCES).toContain('other');
  });

  it('shares an absolute link on our origin, with the referral code', () => {
    expect(sharedLink('/futures/USDT/BTC_USDT', 'https://exchange.example', 'TRADER2')).toBe('https://exchange.example/futures/USDT/BTC_USDT?ref_uid=TRADER2');
    expect(sharedLink('/copytrading/trader/futures/42?tab=1', 'https://exchange.example', undefined)).toBe('https://exchange.example/copytrading/trader/futures/42?tab=1');
    // Another origin is brought home; a malformed code is left out.
    expect(sharedLink('https://evil.example/x', 'https://exchange.example', '<b>')).toBe('https://exchange.example/x');
  });

  it('never leaves our origin, whatever the url', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (url) => {
        let link: string;
        try {
          link = sharedLink(url, 'https://exchange.example', 'X1');
        } catch {
          return; // not a URL at all: the caller passes its own paths
        }
        expect(new URL(link).origin).toBe('https://exchange.example');
      }),
    );
  });

  it('opens each social way with the link and text encoded', () => {
    const href = wayHref('x', 'https://exchange.example/a?b=1&c=2', 'Up 12% & more');
    expect(href).toBe('https://twitter.com/intent/tweet?text=Up%2012%25%20%26%20more&url=https%3A%2F%2Fexchange.example%2Fa%3Fb%3D1%26c%3D2');
    for (const way of ['telegram', 'facebook', 'whatsapp', 'line'] as const) expect(wayHref(way, 'https://exchange.example/', 't')).toMatch(/^https:\/\//);
    for (const way of ['copy', 'native', 'image'] as const) expect(wayHref(way, 'https://exchange.example/', 't')).toBeNull();
  });

  it('offers every way but the forbidden, native only where the browser shares, the image only where allowed', () => {
    expect(waysOffered([], { canShareNatively: true, imageAllowed: true })).toEqual([...SHARE_WAYS]);
    expect(waysOffered(['facebook', 'line'], { canShareNatively: false, imageAllowed: false })).toEqual(['copy', 'x', 'telegram', 'whatsapp']);
  });
});
