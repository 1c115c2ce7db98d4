import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { isLoggedInFromCookies } from '../api/cookies';
import { loggedInAtom, storageAtom } from './atoms';

describe('one logged-in rule for the guard, the header and the facts (issue 37)', () => {
  const cases: [Record<string, string>, boolean][] = [
    [{ uid: '10086', nickname: 'satoshi' }, true],
    [{ uid: '', nickname: 'satoshi' }, false],
    [{ uid: '10086', nickname: '' }, false],
    [{ uid: '   ', nickname: 'satoshi' }, false],
    [{ uid: '10086', nickname: ' \t' }, false],
    [{ uid: '10086' }, false],
    [{}, false],
  ];
  it.each(cases)('cookies %j: logged in %s, for the facts and the login guard alike', (cookies, expected) => {
    const store = createStore();
    store.set(storageAtom, { cookies, localStorage: {}, sessionStorage: {} });
    expect(store.get(loggedInAtom)).toBe(expected);
    const cookieString = Object.entries(cookies).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    expect(isLoggedInFromCookies(cookieString)).toBe(expected);
  });
});
