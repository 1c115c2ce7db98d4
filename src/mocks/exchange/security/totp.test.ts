/** RFC 6238 and RFC 4648 against their published vectors (docs/account-security.md). */
import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotpValue, newTotpSecret, totpCode, verifyTotp } from './totp';

const RFC_KEY = new TextEncoder().encode('12345678901234567890');

describe('base32 (RFC 4648 section 10)', () => {
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('%j is %s (unpadded), and back', (text, encoded) => {
    expect(base32Encode(new TextEncoder().encode(text))).toBe(encoded);
    expect(new TextDecoder().decode(base32Decode(encoded) ?? new Uint8Array())).toBe(text);
  });

  it('decodes with spaces, lower case and padding; refuses other characters', () => {
    expect(new TextDecoder().decode(base32Decode('mzxw 6ytb oi======') ?? new Uint8Array())).toBe('foobar');
    expect(base32Decode('MZXW1')).toBeNull();
  });

  it('a new secret is 32 base32 characters (20 bytes), different each time', () => {
    const a = newTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(a)?.length).toBe(20);
    expect(newTotpSecret()).not.toBe(a);
  });
});

describe('TOTP (RFC 6238 appendix B, SHA-1)', () => {
  it('T=59 s: 94287082, so 287082 in 6 digits', async () => {
    expect((await hotpValue(RFC_KEY, 1)) % 10 ** 8).toBe(94287082);
    expect(await totpCode(RFC_KEY, 59)).toBe('287082');
  });

  it.each([
    [1111111109, '07081804'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
  ])('T=%d s: %s', async (t, eight) => {
    expect(String((await hotpValue(RFC_KEY, Math.floor(t / 30))) % 10 ** 8).padStart(8, '0')).toBe(eight);
    expect(await totpCode(RFC_KEY, t)).toBe(eight.slice(2));
  });

  it('accepts the code of the step before and after, not two steps away, and nothing but six digits', async () => {
    const secret = base32Encode(RFC_KEY);
    expect(await verifyTotp(secret, '287082', 59)).toBe(true);
    expect(await verifyTotp(secret, '287082', 59 + 30)).toBe(true);
    expect(await verifyTotp(secret, '287082', 59 - 30)).toBe(true);
    expect(await verifyTotp(secret, '287082', 59 + 60)).toBe(false);
    expect(await verifyTotp(secret, 287082, 59)).toBe(false);
    expect(await verifyTotp(secret, '28708', 59)).toBe(false);
    expect(await verifyTotp('not base32!', '287082', 59)).toBe(false);
  });
});
