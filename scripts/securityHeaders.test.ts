import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TRUSTED_TYPE_POLICIES as APP_POLICIES } from '../src/lib/trustedTypes';
import { contentSecurityPolicy, hostingDoc, readSites, securityHeaders, TRUSTED_TYPE_POLICIES } from './securityHeaders.mjs';

const sites = readSites();
const hashes = { scripts: ["'sha256-a'"], styles: ["'sha256-b'"] };

describe('security headers (issue 37)', () => {
  it('docs/hosting.md is written from the same source serve.mjs sends', () => {
    expect(readFileSync('docs/hosting.md', 'utf8')).toBe(hostingDoc({ sites }));
  });

  it('the CSP allows no inline or eval script, no plug-in, no base, no framing', () => {
    for (const site of sites) {
      const csp = contentSecurityPolicy({ sites: [site], hashes });
      const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))!;
      expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|\*|data:/);
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toMatch(/script-src 'self' 'sha256-a' /);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
    }
  });

  it("a site's third parties and hosts only where its config names them", () => {
    const bySite = Object.fromEntries(sites.map((s) => [s.key, contentSecurityPolicy({ sites: [s], hashes })]));
    expect(bySite.main).toContain('https://www.googletagmanager.com');
    expect(bySite.main).toContain('wss://ws.exchange.example');
    for (const [key, csp] of Object.entries(bySite)) {
      const site = sites.find((s) => s.key === key)!;
      expect(csp.includes('https://connect.facebook.net'), key).toBe(/^[0-9]{6,20}$/.test(site.fbId ?? ''));
    }
  });

  it('HSTS and upgrade-insecure-requests only over https', () => {
    expect(securityHeaders({ sites, hashes })['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders({ sites, hashes, https: true })['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    expect(securityHeaders({ sites, hashes, https: true })['Content-Security-Policy']).toContain('upgrade-insecure-requests');
  });

  it('Trusted Types are enforced for documents, with exactly the policies the app creates; not for workers', () => {
    const headers = securityHeaders({ sites, hashes });
    expect(headers['Content-Security-Policy-Report-Only']).toBeUndefined();
    const csp = headers['Content-Security-Policy']!.split('; ');
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(csp).toContain(`trusted-types ${APP_POLICIES.join(' ')}`);
    expect([...TRUSTED_TYPE_POLICIES]).toEqual([...APP_POLICIES]);
    expect(csp.join('; ')).not.toContain("'allow-duplicates'");
    const worker = securityHeaders({ sites, hashes, trustedTypes: false })['Content-Security-Policy']!;
    expect(worker).not.toContain('trusted-types');
    expect(worker).toContain("frame-ancestors 'none'");
  });
});
