import { describe, expect, it } from 'vitest';
import { applyLogic } from './compile';
import { installOperators, recording } from './logic';

installOperators();

describe('hardened JSON Logic', () => {
  it('var never reaches inherited properties', () => {
    const data = { user: { name: 'a' } };
    for (const path of ['constructor', '__proto__', 'user.constructor', 'user.__proto__', 'user.toString', 'hasOwnProperty', 'user.name.length']) {
      expect(applyLogic({ var: path }, data)).toBeNull();
    }
    expect(applyLogic({ var: ['user.constructor', 'fallback'] }, data)).toBe('fallback');
    expect(applyLogic({ var: 'user.name' }, data)).toBe('a');
  });

  it('a missing fact never satisfies a comparison', () => {
    const data = { n: 5 };
    for (const op of ['<', '<=', '>', '>=']) {
      expect(applyLogic({ [op]: [{ var: 'missing' }, 10] }, data)).toBe(false);
      expect(applyLogic({ [op]: [10, { var: 'missing' }] }, data)).toBe(false);
      expect(applyLogic({ [op]: [null, 0] }, data)).toBe(false);
      expect(applyLogic({ [op]: [true, 0] }, data)).toBe(false);
    }
    expect(applyLogic({ '<': [{ var: 'n' }, 10] }, data)).toBe(true);
    expect(applyLogic({ '<=': [1, { var: 'n' }, 5] }, data)).toBe(true);
    expect(applyLogic({ '<': [1, { var: 'n' }, 5] }, data)).toBe(false);
  });

  it('log is not an operator a policy can use', () => {
    expect(() => applyLogic({ log: 'x' }, {})).toThrow(/Unrecognized operation log/);
  });

  it('records the paths read and the notes of custom operators only while recording', () => {
    const data = { route: { path: '/trade/BTC_USDT' } };
    const { result, reads, notes } = recording(() => applyLogic({ pathStartsWith: [{ var: 'route.path' }, ['/futures', '/trade']] }, data));
    expect(result).toBe(true);
    expect(reads).toEqual({ 'route.path': '/trade/BTC_USDT' });
    expect(notes).toEqual(['path /trade/BTC_USDT starts with /trade']);
  });

  it('hasKey only sees own, non-empty keys', () => {
    expect(applyLogic({ hasKey: [{ var: 'c' }, 'uid'] }, { c: { uid: '1' } })).toBe(true);
    expect(applyLogic({ hasKey: [{ var: 'c' }, 'uid'] }, { c: { uid: '' } })).toBe(false);
    expect(applyLogic({ hasKey: [{ var: 'c' }, 'constructor'] }, { c: {} })).toBe(false);
    expect(applyLogic({ hasKey: [{ var: 'c' }, ''] }, { c: { '': 'x' } })).toBe(false);
  });
});
