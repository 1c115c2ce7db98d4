import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { verifyInviteInfo } from '../../api/endpoints/referral';
import { routeAtom, storageAtom } from '../../facts';
import { useStorageWrite } from '../../facts/useStorageWrite';
import { REF_COOKIE_CHANGE } from '../../lib/referralEvent';
import { refCookieWrites, refParamsFrom } from './referralCookies';

/**
 * Stores the referral cookies a URL's ref code earns (./referralCookies.ts): verified once per
 * new code, written through the one storage writer, then announced with a `refCookieChange`
 * event. Renders nothing.
 */
export function ReferralCookies() {
  const search = useAtomValue(routeAtom).search;
  const stored = useAtomValue(storageAtom).cookies.ref_uid;
  const write = useStorageWrite();
  const params = refParamsFrom(search);
  const code = params?.ref_uid;
  const wanted = params !== null && code !== stored ? params : null;

  useEffect(() => {
    if (wanted === null) return;
    let live = true;
    void verifyInviteInfo({ invite_code: wanted.ref_uid, ...(wanted.ref_type ? { ref_type: wanted.ref_type } : {}) }).then((result) => {
      if (!live) return;
      const writes = refCookieWrites(wanted, result.data);
      if (writes.length === 0) return;
      write(...writes);
      window.dispatchEvent(new CustomEvent(REF_COOKIE_CHANGE, { detail: Object.fromEntries(writes.map((w) => [w.key, w.value])) }));
    });
    return () => {
      live = false;
    };
    // One check per code (a new object each render must not check again).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, stored]);
  return null;
}
