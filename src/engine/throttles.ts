/**
 * Exposure caps as data (DESIGN: "Exposure caps are data"). A throttle holds when the overlay
 * may be shown now, judged against stored values passed in as facts. Writing the stamps and
 * counters when an overlay shows is the overlay machine's job (see `throttleWrite`).
 */
import type { Context } from './context';
import { readPath } from './logic/logic';
import { hoursSince, parseCounter, parseStamp, utcDay } from './logic/operators';
import type { Throttle } from '../generated/types/policy';

export type { Throttle };

export interface ThrottleResult {
  held: boolean;
  note: string;
  reads: Record<string, unknown>;
}

function storeOf(ctx: Context, store: Throttle['store']): Record<string, string> {
  return store ? ctx.storage[store] : {};
}

function own(map: Record<string, string>, key: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(map, key) ? map[key] : undefined;
}

/** The storage key a throttle reads and writes, resolved against the context. */
function throttleKey(t: Throttle, ctx: Context): string {
  if (t.type === 'cookieAbsent') {
    const from = t.cookieFrom !== undefined ? readPath(ctx, t.cookieFrom) : undefined;
    return t.cookie ?? (typeof from === 'string' ? from : '');
  }
  if (t.type === 'perPathDailyCount') return `${t.keyPrefix ?? ''}${ctx.route.path}`;
  const suffix = t.keyFrom !== undefined ? readPath(ctx, t.keyFrom) : undefined;
  return `${t.key ?? ''}${typeof suffix === 'string' || typeof suffix === 'number' ? String(suffix) : ''}`;
}

function numberAt(ctx: Context, path: string | undefined): number | undefined {
  if (path === undefined) return undefined;
  const v = readPath(ctx, path);
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

export function evalThrottle(t: Throttle, ctx: Context): ThrottleResult {
  const key = throttleKey(t, ctx);
  switch (t.type) {
    case 'cookieAbsent': {
      const ttl = numberAt(ctx, t.ttlHoursFrom) ?? t.ttlHours;
      const value = own(ctx.storage.cookies, key);
      // No name (the fact naming the cookie is absent): nothing was read, so nothing is listed.
      const reads: Record<string, unknown> = key === '' ? {} : { [`storage.cookies.${key}`]: value ?? null };
      if (t.ttlHoursFrom !== undefined && ttl === 0) {
        return { held: true, note: 'frequency 0: shown every time', reads };
      }
      const held = key === '' || value === undefined || value === '';
      const unnamed = `no cookie is named${t.cookieFrom ? ` (${t.cookieFrom} is absent)` : ''}, so none holds it back`;
      return { held, note: key === '' ? unnamed : held ? `cookie ${key} is absent` : `cookie ${key} is set`, reads };
    }
    case 'oncePerBrowser': {
      const value = own(storeOf(ctx, t.store), key);
      const held = value === undefined || value === '';
      return {
        held,
        note: held ? `${key} never recorded: first time in this browser` : `${key} recorded: already shown in this browser`,
        reads: { [`storage.${t.store}.${key}`]: value ?? null },
      };
    }
    case 'hoursSinceStamp': {
      const value = own(storeOf(ctx, t.store), key);
      const reads = { [`storage.${t.store}.${key}`]: value ?? null, now: ctx.now };
      const h = hoursSince(value, ctx.now);
      if (h === null) {
        const why = parseStamp(value) === null ? 'no valid timestamp stored' : 'stored timestamp is in the future';
        return { held: true, note: `${why}: treated as never acknowledged`, reads };
      }
      const hours = t.hours ?? 0;
      return {
        held: h >= hours,
        note: `${h.toFixed(1)} h since last acknowledgement (needs ${hours} h)`,
        reads,
      };
    }
    case 'dailyCount':
    case 'perPathDailyCount': {
      const value = own(storeOf(ctx, t.store), key);
      const fromMax = numberAt(ctx, t.maxFrom);
      const max = fromMax !== undefined && fromMax > 0 ? fromMax : (t.max ?? 0);
      const reads: Record<string, unknown> = { [`storage.${t.store}.${key}`]: value ?? null, now: ctx.now };
      if (t.maxFrom !== undefined) reads[t.maxFrom] = fromMax ?? null;
      const counter = parseCounter(value);
      if (counter === null || counter.at > ctx.now) {
        const why = value === undefined ? 'nothing stored' : `stored value '${value}' is not a valid count/timestamp`;
        return { held: max > 0, note: `${why}: 0 of ${max} today`, reads };
      }
      if (utcDay(counter.at) !== utcDay(ctx.now)) {
        return { held: max > 0, note: `last shown on an earlier UTC day: 0 of ${max} today`, reads };
      }
      if (counter.count >= max) {
        return { held: false, note: `shown ${counter.count} of ${max} times today`, reads };
      }
      const minutes = (ctx.now - counter.at) / 60_000;
      const minInterval = t.minIntervalMinutes ?? 0;
      if (minutes < minInterval) {
        return { held: false, note: `last shown ${Math.floor(minutes)} min ago (needs ${minInterval} min)`, reads };
      }
      return { held: true, note: `shown ${counter.count} of ${max} times today`, reads };
    }
  }
}

/** The fast path: whether the throttle holds, building no explanation. */
export function throttleHolds(t: Throttle, ctx: Context): boolean {
  const key = throttleKey(t, ctx);
  switch (t.type) {
    case 'cookieAbsent': {
      if (t.ttlHoursFrom !== undefined && numberAt(ctx, t.ttlHoursFrom) === 0) return true;
      const value = own(ctx.storage.cookies, key);
      return key === '' || value === undefined || value === '';
    }
    case 'oncePerBrowser': {
      const value = own(storeOf(ctx, t.store), key);
      return value === undefined || value === '';
    }
    case 'hoursSinceStamp': {
      const h = hoursSince(own(storeOf(ctx, t.store), key), ctx.now);
      return h === null || h >= (t.hours ?? 0);
    }
    case 'dailyCount':
    case 'perPathDailyCount':
      // Counters are rare and cheap enough to share the explained implementation.
      return evalThrottle(t, ctx).held;
  }
}

/** What an overlay machine stores when the overlay is shown (or acknowledged). */
export function throttleWrite(t: Throttle, ctx: Context): { store: 'cookies' | 'localStorage' | 'sessionStorage'; key: string; value: string; ttlHours?: number } | null {
  const key = throttleKey(t, ctx);
  if (key === '') return null;
  switch (t.type) {
    case 'cookieAbsent': {
      const ttl = numberAt(ctx, t.ttlHoursFrom) ?? t.ttlHours;
      if (ttl === 0) return null;
      return { store: 'cookies', key, value: '1', ...(ttl !== undefined ? { ttlHours: ttl } : {}) };
    }
    case 'oncePerBrowser':
      return { store: t.store ?? 'localStorage', key, value: '1' };
    case 'hoursSinceStamp':
      return { store: t.store ?? 'localStorage', key, value: String(ctx.now) };
    case 'dailyCount':
    case 'perPathDailyCount': {
      const counter = parseCounter(own(storeOf(ctx, t.store), key));
      const sameDay = counter !== null && counter.at <= ctx.now && utcDay(counter.at) === utcDay(ctx.now);
      return { store: t.store ?? 'localStorage', key, value: `${sameDay ? counter.count + 1 : 1}/${ctx.now}` };
    }
  }
}

export type ExposureMoment = NonNullable<Throttle['record']>;
export type ExposureWrite = NonNullable<ReturnType<typeof throttleWrite>>;

interface RuleLike {
  all?: readonly unknown[];
  any?: readonly unknown[];
  none?: readonly unknown[];
}

/** Every throttle of a rule, nested clauses included (shared conditions carry none). */
function throttlesOfRule(rule: RuleLike | undefined, out: Throttle[]): Throttle[] {
  if (!rule) return out;
  for (const clause of [...(rule.all ?? []), ...(rule.any ?? []), ...(rule.none ?? [])] as Array<RuleLike & { throttle?: Throttle }>) {
    if (clause.throttle) out.push(clause.throttle);
    throttlesOfRule(clause, out);
  }
  return out;
}

/**
 * The throttles an overlay's policy declares for the variant it shows (a `first` policy: the
 * option whose value is the variant; a boolean: its rule).
 */
function throttlesOf(policy: { rule?: unknown; options?: ReadonlyArray<{ value: unknown; rule?: unknown }> }, variant?: string): Throttle[] {
  if (policy.options) {
    const option = policy.options.find((o) => (variant === undefined ? o.value === true : o.value === variant));
    return throttlesOfRule(option?.rule as RuleLike | undefined, []);
  }
  return throttlesOfRule(policy.rule as RuleLike | undefined, []);
}

/**
 * What to store at one moment of an overlay's life (DESIGN: exposure caps are data): the writes
 * of each throttle its policy records at that moment (`record`, default `shown`), computed against
 * the context (its clock, its keys). Overlay machines call this through one storage writer.
 */
export function exposureWrites(
  policy: { rule?: unknown; options?: ReadonlyArray<{ value: unknown; rule?: unknown }> },
  ctx: Context,
  moment: ExposureMoment,
  variant?: string,
): ExposureWrite[] {
  const writes: ExposureWrite[] = [];
  for (const t of throttlesOf(policy, variant)) {
    if ((t.record ?? 'shown') !== moment) continue;
    const w = throttleWrite(t, ctx);
    if (w) writes.push(w);
  }
  return writes;
}
