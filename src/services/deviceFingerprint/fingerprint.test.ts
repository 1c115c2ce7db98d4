import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createScriptLoader,
  errorMarker,
  FINGERPRINT_MAX_LENGTH,
  isValidFingerprint,
  LOAD_ERRORS,
  MARKER_MAX_LENGTH,
  needsRefresh,
  parseStamp,
  refreshFingerprint,
  SDK_POLL_MS,
  storedFingerprint,
  type FingerprintEffects,
  type FingerprintSdk,
} from './fingerprint';

const hex = fc.constantFrom(...'0123456789abcdefABCDEF'.split(''));
const anyChar = fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme-ascii' });
/** 8 hex digits then 32 of anything: valid (unless it happens to spell a marker, which cannot start with hex). */
const validId = fc.tuple(fc.array(hex, { minLength: 8, maxLength: 8 }), fc.array(anyChar, { minLength: 32, maxLength: 32 })).map(([h, rest]) => h.join('') + rest.join(''));

describe('fingerprint validity (SPEC section 5)', () => {
  it('every 40-character value starting with 8 hex digits is valid', () => {
    fc.assert(fc.property(validId, (id) => isValidFingerprint(id)));
  });

  it('any other length is invalid', () => {
    fc.assert(
      fc.property(validId, fc.integer({ min: -40, max: 40 }).filter((d) => d !== 0), (id, delta) => {
        const other = delta < 0 ? id.slice(0, 40 + delta) : id + 'x'.repeat(delta);
        return !isValidFingerprint(other);
      }),
    );
  });

  it('a non-hex character among the first 8 makes it invalid', () => {
    const nonHex = anyChar.filter((c) => !/[0-9a-fA-F]/.test(c));
    fc.assert(
      fc.property(validId, nonHex, fc.integer({ min: 0, max: 7 }), (id, bad, at) => !isValidFingerprint(id.slice(0, at) + bad + id.slice(at + 1))),
    );
  });

  it('error markers are invalid whatever their length, and never longer than 1024', () => {
    fc.assert(
      fc.property(fc.constantFrom(LOAD_ERRORS.script, LOAD_ERRORS.init), fc.string({ maxLength: 3000 }), (error, detail) => {
        const marker = errorMarker(error, detail);
        return !isValidFingerprint(marker) && marker.length <= MARKER_MAX_LENGTH && marker.startsWith(error);
      }),
    );
    const exactly40 = errorMarker(LOAD_ERRORS.script, 'abcdefghijklmnopqrstu').slice(0, 40);
    expect(exactly40).toHaveLength(40);
    expect(isValidFingerprint(exactly40)).toBe(false);
  });

  it('non-strings are invalid; the cookie keeps at most 60 characters', () => {
    for (const v of [undefined, null, 12345678, {}, []]) expect(isValidFingerprint(v)).toBe(false);
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (s) => storedFingerprint(s).length === Math.min(s.length, FINGERPRINT_MAX_LENGTH) && s.startsWith(storedFingerprint(s))));
  });
});

describe('refresh when older than a day (SPEC sections 4, 9)', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  const id = 'a1b2c3d4' + 'e'.repeat(32);
  it('a valid value fetched less than 86400 s ago is kept; older, absent, tampered or invalid is refreshed', () => {
    expect(needsRefresh(id, now - 86_399_000, now)).toBe(false);
    expect(needsRefresh(id, now - 86_400_000, now)).toBe(true);
    expect(needsRefresh(id, null, now)).toBe(true);
    expect(needsRefresh(undefined, now, now)).toBe(true);
    expect(needsRefresh(errorMarker(LOAD_ERRORS.script), now, now)).toBe(true);
    expect(parseStamp(String(now - 5), now)).toBe(now - 5);
    for (const bad of [undefined, '', 'soon', '-5', '1e12', String(now + 60_000)]) expect(parseStamp(bad, now)).toBeNull();
  });
});

/** Effects on a simulated clock: sleep advances it. */
function harness(opts: { load?: (url: string) => Promise<void>; sdkAfterMs?: number | null; answers?: Array<string | null> } = {}) {
  let clock = 0;
  const stored: Array<[string, number | null]> = [];
  const logs: string[] = [];
  const posts: string[] = [];
  const answers = [...(opts.answers ?? ['0123abcd' + 'f'.repeat(32)])];
  let loadedAt: number | null = null;
  const sdk: FingerprintSdk = { collect: () => 'blob-1' };
  const fx: FingerprintEffects = {
    loadScript: async (url) => {
      await (opts.load ?? (() => Promise.resolve()))(url);
      loadedAt = clock;
    },
    sdk: () => (loadedAt !== null && opts.sdkAfterMs !== null && clock - loadedAt >= (opts.sdkAfterMs ?? 0) ? sdk : undefined),
    sleep: async (ms) => {
      clock += ms;
    },
    now: () => clock,
    post: async (blob) => {
      posts.push(blob);
      return answers.length > 1 ? answers.shift()! : answers[0]!;
    },
    store: (value, stamp) => stored.push([value, stamp]),
    log: (m) => logs.push(m),
  };
  return { fx, stored, logs, posts, time: () => clock };
}

describe('refreshFingerprint (SPEC sections 4, 8, 9)', () => {
  const url = 'https://df.exchange.example/sdk/v1/df.js';

  it('loads, waits for the SDK, posts its blob and stores the answer with its stamp', async () => {
    const h = harness({ sdkAfterMs: 200 });
    const out = await refreshFingerprint(url, h.fx);
    expect(out).toEqual({ ok: true, value: '0123abcd' + 'f'.repeat(32), tries: 1 });
    expect(h.posts).toEqual(['blob-1']);
    expect(h.stored).toEqual([['0123abcd' + 'f'.repeat(32), 200]]);
    expect(h.time() % SDK_POLL_MS).toBe(0);
  });

  it('a script that fails to load stores the marker and is retried up to three times', async () => {
    const h = harness({ load: () => Promise.reject(new Error('503')) });
    const out = await refreshFingerprint(url, h.fx);
    expect(out.ok).toBe(false);
    expect(out.tries).toBe(3);
    expect(h.stored).toHaveLength(3);
    for (const [value, stamp] of h.stored) {
      expect(value.startsWith('Failed to load script')).toBe(true);
      expect(stamp).toBeNull();
    }
    expect(h.posts).toEqual([]);
  });

  it('an SDK that never initialises is given 1 s, polled every 50 ms, then marked', async () => {
    const h = harness({ sdkAfterMs: null });
    const out = await refreshFingerprint(url, h.fx);
    expect(out.ok).toBe(false);
    expect(h.stored.map(([v]) => v.split(':')[0])).toEqual(Array(3).fill('SDK failed to initialize after loading'));
    // 3 waits of 1000 ms plus the pauses between tries (1 s, 2 s).
    expect(h.time()).toBe(3 * 1000 + 1000 + 2000);
  });

  it('a garbage answer is never stored and is retried; a later good answer wins', async () => {
    const h = harness({ answers: ['not-a-device-id', null, 'deadbeef' + '0'.repeat(32)] });
    const out = await refreshFingerprint(url, h.fx);
    expect(out).toMatchObject({ ok: true, tries: 3 });
    expect(h.stored).toEqual([['deadbeef' + '0'.repeat(32), expect.any(Number)]]);
    expect(h.logs).toHaveLength(2);
  });

  it('an over-long answer is cut to 60 characters, and then it is not 40 long: invalid', async () => {
    const h = harness({ answers: ['0123abcd' + 'x'.repeat(100)] });
    const out = await refreshFingerprint(url, h.fx);
    expect(out.ok).toBe(false);
    expect(h.stored).toEqual([]);
  });
});

describe('script cache (SPEC section 9: 30 s)', () => {
  it('reuses a load for 30 s, loads again after, and forgets a failed load at once', async () => {
    let clock = 0;
    let injected = 0;
    let fail = false;
    const load = createScriptLoader(
      () => {
        injected += 1;
        return fail ? Promise.reject(new Error('503')) : Promise.resolve();
      },
      () => clock,
    );
    await load('a.js');
    clock = 29_999;
    await load('a.js');
    expect(injected).toBe(1);
    clock = 30_000;
    await load('a.js');
    expect(injected).toBe(2);
    fail = true;
    await load('b.js').catch(() => undefined);
    await load('b.js').catch(() => undefined);
    expect(injected).toBe(4);
  });
});
