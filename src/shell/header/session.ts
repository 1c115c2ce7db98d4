import { useAtomValue } from 'jotai';
import { loggedInAtom, storageAtom } from '../../facts';

export interface SessionUser {
  uid: string;
  nickname: string;
}

/** The logged-in user from the uid and nickname cookies (SPEC section 5: both required), or null. */
export function useSessionUser(): SessionUser | null {
  const loggedIn = useAtomValue(loggedInAtom);
  const cookies = useAtomValue(storageAtom).cookies;
  if (!loggedIn) return null;
  return { uid: cookies.uid ?? '', nickname: cookies.nickname ?? '' };
}

/** Cookie holding the visitor's display fiat (the server reads it for header common data). */
export const FIAT_COOKIE = 'curr_fiat';

/** The display fiat: the visitor's choice, else the site's default (upper case). */
export function useDisplayFiat(siteDefault: string): string {
  const cookies = useAtomValue(storageAtom).cookies;
  const chosen = cookies[FIAT_COOKIE];
  return chosen && /^[A-Z]{3}$/.test(chosen) ? chosen : siteDefault.toUpperCase();
}
