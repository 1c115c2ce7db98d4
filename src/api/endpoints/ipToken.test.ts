import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ipTokenClaims } from './compliance';

const encode = (claims: unknown) => btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('IP check token claims (SPEC section 4: validated by user id and validity windows)', () => {
  it('reads back the uid and the window of any well-formed token', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 0, max: 2 ** 40 }).map(String)),
        fc.integer({ min: 0, max: 4_000_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.string({ unit: 'grapheme-ascii', maxLength: 40 }).map((s) => s.replace(/\./g, '')),
        (uid, nbf, ttl, signature) => {
          const claims = ipTokenClaims(`${encode({ uid, nbf, exp: nbf + ttl })}.${signature}`);
          expect(claims).toEqual({ uid: String(uid), notBefore: nbf * 1000, expires: (nbf + ttl) * 1000 });
        },
      ),
    );
  });

  it('treats anything else as absent, never throwing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (junk) => {
        const claims = ipTokenClaims(junk);
        if (claims !== null) expect(claims.expires).toBeGreaterThan(claims.notBefore);
      }),
    );
    for (const bad of [
      undefined,
      null,
      '',
      'not-a-token',
      `${encode({ uid: 1, nbf: 10, exp: 10 })}.sig`,
      `${encode({ uid: 1, nbf: 20, exp: 10 })}.sig`,
      `${encode({ uid: 'me', nbf: 1, exp: 10 })}.sig`,
      `${encode({ uid: 1.5, nbf: 1, exp: 10 })}.sig`,
      `${encode({ uid: 1, nbf: '1', exp: 10 })}.sig`,
      `${encode([1, 2, 3])}.sig`,
      `${encode(null)}.sig`,
      `${btoa('{"uid":1,')}.sig`,
      'a'.repeat(3000),
    ]) {
      expect(ipTokenClaims(bad)).toBeNull();
    }
  });
});
