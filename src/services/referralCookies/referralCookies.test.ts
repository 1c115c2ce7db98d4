import { describe, expect, it } from 'vitest';
import { refCookieWrites, refParamsFrom, REF_COOKIE_TTL_HOURS } from './referralCookies';

const cookies = (writes: ReturnType<typeof refCookieWrites>) => Object.fromEntries(writes.map((w) => [w.key, w.value]));

describe('referral cookies (SPEC sections 4, 8, 9)', () => {
  it('reads ref_uid with ref_type, ch and group_id from the URL; no ref_uid, nothing', () => {
    expect(refParamsFrom('?ref_uid=TRADER2&ref_type=kol&ch=kol_web&group_id=g-1042')).toEqual({ ref_uid: 'TRADER2', ref_type: 'kol', ch: 'kol_web', group_id: 'g-1042' });
    expect(refParamsFrom('?ref_uid=%2210400003%22')).toEqual({ ref_uid: '10400003' });
    expect(refParamsFrom('?ch=spring')).toBeNull();
    expect(refParamsFrom('?ref_uid=<script>')).toBeNull();
  });

  it('code 0 stores ref_uid, ref_type, ref_channel and group_id for 604800 s, the verified values first', () => {
    const writes = refCookieWrites({ ref_uid: 'trader2', ch: 'url_ch' }, { code: 0, message: '', data: { ref_uid: 10400003, ref_type: 'kol', ref_channel: 'kol_web', group_id: 'g-1042' } as never });
    expect(cookies(writes)).toEqual({ ref_uid: '10400003', ref_type: 'kol', ref_channel: 'kol_web', group_id: 'g-1042' });
    expect(writes.every((w) => w.store === 'cookies' && w.ttlHours === REF_COOKIE_TTL_HOURS && REF_COOKIE_TTL_HOURS * 3600 === 604800)).toBe(true);
  });

  it('code 10530135 still stores the channel and group; any other code or a failed call stores nothing', () => {
    expect(cookies(refCookieWrites({ ref_uid: 'CH1', ch: 'spring' }, { code: 10530135, message: '', data: { group_id: 'g-3100' } as never }))).toEqual({ ref_channel: 'spring', group_id: 'g-3100' });
    expect(refCookieWrites({ ref_uid: 'X', ch: 'spring' }, { code: 10530001, message: 'Invalid', data: null })).toEqual([]);
    expect(refCookieWrites({ ref_uid: 'X' }, null)).toEqual([]);
  });
});
