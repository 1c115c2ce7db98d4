/**
 * The URL policy over generated tricks (issue 37): whatever goes in, what comes out is nothing or
 * a URL the policy allows, and checking it again changes nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeLink, safeRedirect } from './url';

const HOSTS = ['exchange.example', 'www.exchange.example', 'help.exchange.example'];

/** Pieces browsers treat specially in a URL: slashes, dots and their encodings, hosts, schemes. */
const piece = fc.constantFrom(
  '/', '//', '\\', '.', '..', '%2e', '%2E', '%2e%2e', '%2f', '%5c', '%00', '%09', '@', ':', '?', '#', '&',
  'evil.test', 'exchange.example', 'www.exchange.example', 'javascript:', 'JaVaScRiPt:', 'data:', 'https:', 'http:', 'HTTPS://',
  'x', 'fees', 'trade', ' ', '\t', '\n', '\u3000', '\u2028', '\u3002', '\uff0f', '\u00a0', '\u200b', 'é', '%', '%zz',
);
const trick = fc.array(piece, { minLength: 1, maxLength: 10 }).map((parts) => parts.join(''));
const anyUrl = fc.oneof(trick, trick.map((t) => `/${t}`), trick.map((t) => `https://${t}`), fc.string({ maxLength: 40 }));

/** What the policy allows, stated independently of its code. */
function allowedPath(out: string): boolean {
  // eslint-disable-next-line no-control-regex
  return out.startsWith('/') && !out.startsWith('//') && !out.startsWith('/\\') && !/[\s\\\u0000-\u001f\u007f-\u009f]/u.test(out);
}
function allowedLink(out: string): boolean {
  if (out.startsWith('/')) return allowedPath(out);
  const url = new URL(out);
  return url.protocol === 'https:' && url.username === '' && url.password === '' && url.port === '' && HOSTS.includes(url.hostname);
}

describe('the URL policy over generated tricks', () => {
  it('safeRedirect gives nothing or a same-site path, and is a fixed point', () => {
    fc.assert(
      fc.property(anyUrl, (input) => {
        const out = safeRedirect(input);
        if (out === undefined) return;
        expect(allowedPath(out), `${JSON.stringify(input)} -> ${JSON.stringify(out)}`).toBe(true);
        // A browser resolves it on this origin.
        expect(new URL(out, 'https://exchange.example').origin).toBe('https://exchange.example');
        expect(safeRedirect(out)).toBe(out);
      }),
      { numRuns: 5000 },
    );
  });

  it('safeLink gives nothing, a same-site path or an https URL of a site host, and is a fixed point', () => {
    fc.assert(
      fc.property(anyUrl, (input) => {
        const out = safeLink(input, HOSTS);
        if (out === undefined) return;
        expect(allowedLink(out), `${JSON.stringify(input)} -> ${JSON.stringify(out)}`).toBe(true);
        expect(new URL(out, 'https://exchange.example').hostname).toMatch(/^(www\.|help\.)?exchange\.example$/);
        expect(safeLink(out, HOSTS)).toBe(out);
      }),
      { numRuns: 5000 },
    );
  });
});
