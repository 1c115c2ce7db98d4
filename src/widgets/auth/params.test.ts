import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../../lib/url';
import { looksLikeAccount, passwordProblems, registrationParams } from './params';

describe('registration params from the URL', () => {
  it('carries ch, ref_uid and a same-site redirect', () => {
    expect(registrationParams({ ch: 'spring', ref_uid: 12345, redirect: '/myaccount/security' })).toEqual({
      ch: 'spring',
      refUid: '12345',
      redirect: '/myaccount/security',
    });
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/x\u0000y', ' /x', 42])(
    'refuses the redirect %j',
    (value) => {
      expect(safeRedirect(value)).toBeUndefined();
    },
  );

  it('drops empty and oversized values', () => {
    expect(registrationParams({ ch: '  ', ref_uid: 'x'.repeat(500) })).toEqual({});
  });

  it('accepts e-mail addresses and phone numbers as accounts', () => {
    expect(looksLikeAccount('trader@example.com')).toBe(true);
    expect(looksLikeAccount('+90 555 123 4567')).toBe(true);
    expect(looksLikeAccount('trader')).toBe(false);
  });

  it('names what a weak password lacks', () => {
    expect(passwordProblems('abc')).toEqual({ length: true, letter: false, digit: true });
    expect(passwordProblems('abcdefg1')).toEqual({ length: false, letter: false, digit: false });
  });
});
