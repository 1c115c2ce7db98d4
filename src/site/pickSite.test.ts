import { describe, expect, it } from 'vitest';
import { pickSite, rememberSite, withRememberedSite } from './pickSite';

const sites = [
  { id: 0, key: 'main', webSiteDomain: 'exchange.example' },
  { id: 177, key: 'tr', webSiteDomain: 'tr.exchange.example' },
  { id: 232, key: 'us', webSiteDomain: 'exchange-us.example' },
  { id: 182, key: 'uk', webSiteDomain: 'https://www.exchange-uk.example/' },
] as const;

const prod = { allowSiteParam: false, search: '' };
const demo = { allowSiteParam: true, hostname: 'localhost' };

describe('pickSite in production (by host name)', () => {
  it('picks the site whose domain is the host', () => {
    expect(pickSite(sites, { ...prod, hostname: 'exchange-us.example' }).id).toBe(232);
  });

  it('prefers the longest matching domain, so a regional subdomain beats main', () => {
    expect(pickSite(sites, { ...prod, hostname: 'tr.exchange.example' }).id).toBe(177);
    expect(pickSite(sites, { ...prod, hostname: 'www.exchange.example' }).id).toBe(0);
  });

  it('accepts subdomains, ignores case, www, scheme, port and trailing dots', () => {
    expect(pickSite(sites, { ...prod, hostname: 'M.Exchange-US.example.' }).id).toBe(232);
    expect(pickSite(sites, { ...prod, hostname: 'exchange-uk.example' }).id).toBe(182);
  });

  it('does not match a domain that merely ends with the same letters', () => {
    expect(pickSite(sites, { ...prod, hostname: 'evilexchange-us.example' }).id).toBe(0);
  });

  it('falls back to main for an unknown host', () => {
    expect(pickSite(sites, { ...prod, hostname: 'localhost' }).id).toBe(0);
  });

  it('ignores ?site= in production', () => {
    expect(pickSite(sites, { ...prod, hostname: 'localhost', search: '?site=177' }).id).toBe(0);
  });
});

describe('pickSite in demo and dev (?site=)', () => {
  it('picks the site named by ?site=', () => {
    expect(pickSite(sites, { ...demo, search: '?site=177' }).id).toBe(177);
    expect(pickSite(sites, { ...demo, search: 'foo=1&site=232' }).id).toBe(232);
  });

  it('ignores an unknown or malformed site id and falls back to the host, then main', () => {
    expect(pickSite(sites, { ...demo, search: '?site=999' }).id).toBe(0);
    expect(pickSite(sites, { ...demo, search: '?site=1e2' }).id).toBe(0);
    expect(pickSite(sites, { ...demo, search: '?site=' }).id).toBe(0);
    expect(pickSite(sites, { ...demo, search: '', hostname: 'tr.exchange.example' }).id).toBe(177);
  });
});

describe('the demo tab remembers its site (one site per page view)', () => {
  function memory(initial: Record<string, string> = {}): Pick<Storage, 'getItem' | 'setItem'> & { data: Record<string, string> } {
    const data = { ...initial };
    return { data, getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = value) };
  }

  it('a later page view without ?site= is the site the tab last named', () => {
    const store = memory();
    rememberSite(sites, '?site=232', store);
    const next = withRememberedSite('?persona=kyc2', store);
    expect(new URLSearchParams(next).get('persona')).toBe('kyc2');
    expect(pickSite(sites, { ...demo, search: next }).id).toBe(232);
  });

  it('the URL wins over the memory, and names the new memory', () => {
    const store = memory();
    rememberSite(sites, '?site=232', store);
    expect(withRememberedSite('?site=177', store)).toBe('?site=177');
    rememberSite(sites, '?site=177', store);
    expect(pickSite(sites, { ...demo, search: withRememberedSite('', store) }).id).toBe(177);
  });

  it('an unknown site is not remembered, and tampered memory counts as absent', () => {
    const store = memory();
    rememberSite(sites, '?site=999', store);
    expect(store.data).toEqual({});
    expect(withRememberedSite('', memory({ 'demo.site': 'javascript:1' }))).toBe('');
    expect(pickSite(sites, { ...demo, search: withRememberedSite('', memory({ 'demo.site': '999' })) }).id).toBe(0);
  });

  it('blocked storage: the URL alone decides', () => {
    const blocked = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => { throw new Error('SecurityError'); } };
    expect(withRememberedSite('?a=1', blocked)).toBe('?a=1');
    expect(() => rememberSite(sites, '?site=232', blocked)).not.toThrow();
  });
});

describe('pickSite without a main site', () => {
  it('falls back to the first site, and refuses an empty list', () => {
    expect(pickSite(sites.slice(1), { ...prod, hostname: 'localhost' }).id).toBe(177);
    expect(() => pickSite([], { ...prod, hostname: 'localhost' })).toThrow(/empty/);
  });
});
