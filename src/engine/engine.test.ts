import { describe, expect, it } from 'vitest';
import { loadEngine } from '../bundle/node';
import { parseRoute, UnknownSiteError } from './index';

const engine = loadEngine();
const prefixes = engine.bundle.localePrefixes;

describe('facts normalisation', () => {
  it('an empty facts object is a logged-out visitor on main, home page, desk width', () => {
    const ctx = engine.context({});
    expect(ctx.site.key).toBe('main');
    expect(ctx.route).toEqual({ path: '/', locale: '', query: {} });
    expect(ctx.viewport.width).toBe(1440);
    expect(ctx.user.isLogin).toBe(false);
    expect(ctx.compliance.menu).toEqual([]);
  });

  it('flags sent as 0/1 are booleans; wrong types fall back to defaults', () => {
    const ctx = engine.context({
      compliance: { limit: { is_uk_limit: 1, is_au_ip: '0', is_us_toast: 'yes' } },
      user: { verified: '2', country: 'abc' },
      viewport: { width: 'wide' },
    });
    const limit = ctx.compliance.limit as Record<string, unknown>;
    expect(limit.is_uk_limit).toBe(true);
    expect(limit.is_au_ip).toBe(false);
    expect(limit.is_us_toast).toBe(false);
    expect(ctx.user.verified).toBe(2);
    expect(ctx.user.country).toBe(0);
    expect(ctx.viewport.width).toBe(1440);
  });

  it('tampered storage values that are not strings are dropped', () => {
    const ctx = engine.context({ storage: { cookies: { uid: 5, nickname: { x: 1 }, lang: 'en' } } });
    expect(ctx.storage.cookies).toEqual({ lang: 'en' });
  });

  it('an unknown site is an error, not main by accident', () => {
    expect(() => engine.decide({ site: 12345 })).toThrow(UnknownSiteError);
  });
});

describe('routes', () => {
  it('strips a locale prefix, never English', () => {
    expect(parseRoute('/tr/trade/BTC_USDT', '', prefixes)).toMatchObject({ path: '/trade/BTC_USDT', locale: 'tr' });
    expect(parseRoute('/en-us/trade', '', prefixes)).toMatchObject({ path: '/trade', locale: 'en-us' });
    expect(parseRoute('/en/trade', '', prefixes)).toMatchObject({ path: '/en/trade', locale: '' });
    expect(parseRoute('/trade/', '', prefixes).path).toBe('/trade');
  });

  it('parses the query; malformed escapes keep the original text (SPEC section 8)', () => {
    expect(parseRoute('/', '?a=1&b=%E2%82%AC&c=%E0%A4%A&d', prefixes).query).toEqual({ a: '1', b: '€', c: '%E0%A4%A', d: '' });
    const q = parseRoute('/', '__proto__=x', prefixes).query;
    expect(Object.getOwnPropertyDescriptor(q, '__proto__')?.value).toBe('x');
    expect(Object.getPrototypeOf(q)).toBe(Object.prototype);
  });
});

describe('decide', () => {
  it('explanations are built only when asked for', () => {
    expect(engine.decide({}).trace).toBeUndefined();
    expect(Object.keys(engine.decide({}, { explain: true }).trace ?? {}).sort()).toEqual(engine.bundle.policies.map((p) => p.id).sort());
  });

  it('is deterministic and leaves its input untouched', () => {
    const facts = { site: 177, path: '/tr/', viewport: { width: 390 }, storage: { cookies: { uid: '1', nickname: 'n' } } };
    const copy = structuredClone(facts);
    const a = engine.decide(facts);
    const b = engine.decide(facts);
    expect(a).toEqual(b);
    expect(facts).toEqual(copy);
  });

  it('the bundle is frozen', () => {
    expect(Object.isFrozen(engine.bundle.policies)).toBe(true);
    expect(Object.isFrozen(engine.bundle.sites[0])).toBe(true);
  });
});
