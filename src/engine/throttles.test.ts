import { describe, expect, it } from 'vitest';
import { evalThrottle, throttleWrite } from './throttles';
import type { Context } from './context';
import type { Throttle } from '../generated/types/policy';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const MIN = 60_000;

function ctx(over: { local?: Record<string, string>; cookies?: Record<string, string>; now?: number; path?: string; extra?: Record<string, unknown> } = {}): Context {
  return {
    now: over.now ?? NOW,
    route: { path: over.path ?? '/', locale: '', query: {} },
    storage: { cookies: over.cookies ?? {}, localStorage: over.local ?? {}, sessionStorage: {} },
    ...over.extra,
  } as unknown as Context;
}

const daily: Throttle = { type: 'dailyCount', store: 'localStorage', key: 'welcome', max: 4, minIntervalMinutes: 30 };

describe('dailyCount: 4 a day, 30 minutes apart (welcome pop-up, SPEC section 4)', () => {
  it('nothing stored: may show', () => {
    expect(evalThrottle(daily, ctx()).held).toBe(true);
  });
  it('shown 3 times today, last 31 minutes ago: may show', () => {
    expect(evalThrottle(daily, ctx({ local: { welcome: `3/${NOW - 31 * MIN}` } })).held).toBe(true);
  });
  it('shown 3 times today, last 29 minutes ago: too soon', () => {
    const r = evalThrottle(daily, ctx({ local: { welcome: `3/${NOW - 29 * MIN}` } }));
    expect(r.held).toBe(false);
    expect(r.note).toMatch(/needs 30 min/);
  });
  it('shown 4 times today: capped', () => {
    expect(evalThrottle(daily, ctx({ local: { welcome: `4/${NOW - 5 * 60 * MIN}` } })).held).toBe(false);
  });
  it('shown 4 times yesterday: a new UTC day resets the count', () => {
    const yesterday = Date.parse('2026-11-21T23:50:00Z');
    expect(evalThrottle(daily, ctx({ local: { welcome: `4/${yesterday}` } })).held).toBe(true);
    expect(throttleWrite(daily, ctx({ local: { welcome: `4/${yesterday}` } }))).toEqual({ store: 'localStorage', key: 'welcome', value: `1/${NOW}` });
  });
  it('a malformed or future counter counts as absent', () => {
    for (const v of ['4', 'x/y', `4/${NOW + 60 * MIN}`, '4/1/2']) {
      expect(evalThrottle(daily, ctx({ local: { welcome: v } })).held).toBe(true);
    }
  });
  it('showing increments the counter within the day', () => {
    expect(throttleWrite(daily, ctx({ local: { welcome: `2/${NOW - 40 * MIN}` } }))?.value).toBe(`3/${NOW}`);
  });
});

describe('perPathDailyCount (compliance tips, per path per UTC day)', () => {
  const t: Throttle = { type: 'perPathDailyCount', store: 'localStorage', keyPrefix: 'tips:', max: 1, maxFrom: 'tips.maxCount' };
  it('uses the max from the server when positive', () => {
    const c = ctx({ path: '/login', local: { 'tips:/login': `1/${NOW - MIN}` }, extra: { tips: { maxCount: 2 } } });
    expect(evalThrottle(t, c).held).toBe(true);
    const capped = ctx({ path: '/login', local: { 'tips:/login': `2/${NOW - MIN}` }, extra: { tips: { maxCount: 2 } } });
    expect(evalThrottle(t, capped).held).toBe(false);
  });
  it('counts each path separately', () => {
    const c = ctx({ path: '/signup', local: { 'tips:/login': `1/${NOW - MIN}` }, extra: { tips: { maxCount: 0 } } });
    expect(evalThrottle(t, c).held).toBe(true);
    expect(throttleWrite(t, c)).toEqual({ store: 'localStorage', key: 'tips:/signup', value: `1/${NOW}` });
  });
});

describe('hoursSinceStamp (Hong Kong dialog: 24 h after the last acknowledgement)', () => {
  const t: Throttle = { type: 'hoursSinceStamp', store: 'localStorage', key: 'hk_ack', hours: 24 };
  it('shows when never acknowledged, or 24 h later', () => {
    expect(evalThrottle(t, ctx()).held).toBe(true);
    expect(evalThrottle(t, ctx({ local: { hk_ack: String(NOW - 24 * 60 * MIN) } })).held).toBe(true);
    expect(evalThrottle(t, ctx({ local: { hk_ack: String(NOW - 23 * 60 * MIN) } })).held).toBe(false);
  });
  it('a tampered stamp is treated as absent', () => {
    expect(evalThrottle(t, ctx({ local: { hk_ack: 'yesterday' } })).held).toBe(true);
    expect(evalThrottle(t, ctx({ local: { hk_ack: String(NOW + 1e9) } })).held).toBe(true);
  });
  it('acknowledging stores now', () => {
    expect(throttleWrite(t, ctx())).toEqual({ store: 'localStorage', key: 'hk_ack', value: String(NOW) });
  });
});

describe('oncePerBrowser and cookieAbsent', () => {
  it('once per browser', () => {
    const t: Throttle = { type: 'oncePerBrowser', store: 'localStorage', key: 'uz_seen' };
    expect(evalThrottle(t, ctx()).held).toBe(true);
    expect(evalThrottle(t, ctx({ local: { uz_seen: '1' } })).held).toBe(false);
  });
  it('cookie named by the server, with frequency 0 meaning every time', () => {
    const t: Throttle = { type: 'cookieAbsent', cookieFrom: 'k.name', ttlHoursFrom: 'k.hours' };
    const set = { cookies: { risk_seen: '1' } };
    expect(evalThrottle(t, ctx({ ...set, extra: { k: { name: 'risk_seen', hours: 6 } } })).held).toBe(false);
    expect(evalThrottle(t, ctx({ extra: { k: { name: 'risk_seen', hours: 6 } } })).held).toBe(true);
    expect(evalThrottle(t, ctx({ ...set, extra: { k: { name: 'risk_seen', hours: 0 } } })).held).toBe(true);
    expect(throttleWrite(t, ctx({ extra: { k: { name: 'risk_seen', hours: 6 } } }))).toEqual({ store: 'cookies', key: 'risk_seen', value: '1', ttlHours: 6 });
    expect(throttleWrite(t, ctx({ extra: { k: { name: 'risk_seen', hours: 0 } } }))).toBeNull();
  });
});
