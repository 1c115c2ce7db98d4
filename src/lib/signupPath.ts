/**
 * Where a marketing pop-up's claim button leads: sign-up, with the visitor's referral kept.
 */

/** SPEC section 2: the referral parameters a sign-up link carries on. */
const REFERRAL_PARAMS = ['ref_uid', 'ref_type', 'ch', 'group_id'] as const;

/** /signup with the current page's referral parameters kept. */
export function signupPath(search: string): string {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of REFERRAL_PARAMS) {
    const value = from.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query === '' ? '/signup' : `/signup?${query}`;
}
