/**
 * Whether the visitor is logged in (SPEC section 5: uid and nickname cookies both non-empty),
 * from the facts layer's cookie snapshot, so pages follow a login or logout at once.
 */
import { useAtomValue } from 'jotai';
import { loggedInAtom } from '../../../facts';

export function useLoggedIn(): boolean {
  return useAtomValue(loggedInAtom);
}
