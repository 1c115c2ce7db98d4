/**
 * Small read hooks over the facts atoms, for features that render a fact directly.
 * - useNow: the clock fact (ticking every 30 s), so renders stay pure and tests can set the time.
 * - useLoggedIn: SPEC section 5 (uid and nickname cookies both non-empty), from the cookie
 *   snapshot, so pages follow a login or logout at once.
 */
import { useAtomValue } from 'jotai';
import { loggedInAtom, nowAtom } from './atoms';

export function useNow(): number {
  return useAtomValue(nowAtom);
}

export function useLoggedIn(): boolean {
  return useAtomValue(loggedInAtom);
}
