/**
 * Referral cookies (SPEC sections 3, 4, 8, 9; issue 13 part 1): when the URL carries a ref code
 * (ref_uid, with ref_type, ch and group_id) that differs from the stored one, the code is
 * verified (verify_invite_info); code 0 stores the ref_uid, ref_type, ref_channel and group_id
 * cookies for 604800 s; code 10530135 still stores the channel and group cookies; any other
 * answer, or a failed call, stores nothing. Then a `refCookieChange` event tells sign-up (and
 * anything else listening). Pure parts, for the service and its tests.
 */
import type { InviteCheck } from '../../api/endpoints/referral';
import { INVITE_CODE_CHANNEL_ONLY } from '../../api/endpoints/referral';
import type { StorageWrite } from '../../facts';

/** SPEC section 9: referral cookie 604800 s. */
export const REF_COOKIE_TTL_HOURS = 604_800 / 3600;

export interface RefParams {
  readonly ref_uid: string;
  readonly ref_type?: string;
  readonly ch?: string;
  readonly group_id?: string;
}

/** A cookie-safe value (TanStack Router quotes numeric-looking strings: `"123"` reads as 123). */
function clean(value: string | null): string | undefined {
  if (value === null) return undefined;
  const v = value.trim().replace(/^"(.*)"$/, '$1');
  return /^[\w.-]{1,64}$/.test(v) ? v : undefined;
}

/** The URL's referral parameters, or null without a (well-formed) ref_uid. */
export function refParamsFrom(search: string): RefParams | null {
  const query = new URLSearchParams(search);
  const ref = clean(query.get('ref_uid'));
  if (ref === undefined) return null;
  const type = clean(query.get('ref_type'));
  const ch = clean(query.get('ch'));
  const group = clean(query.get('group_id'));
  return { ref_uid: ref, ...(type ? { ref_type: type } : {}), ...(ch ? { ch } : {}), ...(group ? { group_id: group } : {}) };
}

/** The cookies the check's answer stores: the server's verified values first, the URL's otherwise. */
export function refCookieWrites(params: RefParams, check: InviteCheck | null): StorageWrite[] {
  if (check === null) return [];
  const data = (check.data ?? {}) as Partial<Record<'ref_uid' | 'ref_type' | 'ref_channel' | 'group_id', unknown>>;
  const pick = (server: unknown, url: string | undefined) => {
    const value = server === undefined || server === null || server === '' ? url : String(server);
    return clean(value ?? null);
  };
  const values: Array<[string, string | undefined]> =
    check.code === 0
      ? [
          ['ref_uid', pick(data.ref_uid, params.ref_uid)],
          ['ref_type', pick(data.ref_type, params.ref_type)],
          ['ref_channel', pick(data.ref_channel, params.ch)],
          ['group_id', pick(data.group_id, params.group_id)],
        ]
      : check.code === INVITE_CODE_CHANNEL_ONLY
        ? [
            ['ref_channel', pick(data.ref_channel, params.ch)],
            ['group_id', pick(data.group_id, params.group_id)],
          ]
        : [];
  return values
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ({ store: 'cookies', key, value, ttlHours: REF_COOKIE_TTL_HOURS }));
}
