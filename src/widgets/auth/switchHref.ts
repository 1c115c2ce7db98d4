import type { RegistrationParams } from './params';

/** /login <-> /signup keeping ch, ref_uid and redirect (SPEC section 2: both take ch and ref_uid). */
export function switchHref(path: '/login' | '/signup', params: RegistrationParams): string {
  const query = new URLSearchParams();
  if (params.ch) query.set('ch', params.ch);
  if (params.refUid) query.set('ref_uid', params.refUid);
  if (params.redirect) query.set('redirect', params.redirect);
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}
