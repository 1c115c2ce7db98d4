/**
 * Every browser-storage key the policies read or write, with its format, read from the policies
 * themselves (issue 38): the compliance guide's table is generated from it (never written by
 * hand), and a facts file naming a key no policy reads is an error with a suggestion, not a
 * silent no-op. Pure.
 */
import { closest, type CheckError } from './errors';

export type StoreName = 'cookies' | 'localStorage' | 'sessionStorage';

export interface StorageKey {
  store: StoreName;
  /** The key; for `prefix`, what every key starts with; for `namedBy`, a description. */
  key: string;
  match: 'exact' | 'prefix' | 'namedBy';
  /** For `namedBy`: the fact path whose value is the key's name. */
  from?: string;
  /** What the stored value must look like, and what it means. */
  format: string;
  /** The policies (and shared conditions) that read it. */
  readBy: string[];
}

type Json = unknown;
const isObj = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);
const STORES: readonly StoreName[] = ['cookies', 'localStorage', 'sessionStorage'];
const isStore = (s: unknown): s is StoreName => typeof s === 'string' && (STORES as readonly string[]).includes(s);

function throttleFormat(t: Record<string, Json>): string {
  const when = typeof t.record === 'string' ? t.record : 'shown';
  switch (t.type) {
    case 'cookieAbsent': {
      const life = typeof t.ttlHours === 'number' ? `${t.ttlHours} h` : typeof t.ttlHoursFrom === 'string' ? `the hours in ${t.ttlHoursFrom} (0: never written, shown every time)` : 'the session';
      return `any value ("1" when written); written when ${when}, living ${life}; while present the overlay stays away`;
    }
    case 'oncePerBrowser':
      return `any value ("1" when written); written when ${when}; while present the overlay never shows again`;
    case 'hoursSinceStamp':
      return `a time in milliseconds since 1970, digits only (e.g. "1767225600000"), written when ${when}; the overlay returns ${String(t.hours)} h after it (a malformed or future stamp holds it back)`;
    case 'dailyCount':
    case 'perPathDailyCount': {
      const cap = typeof t.maxFrom === 'string' ? `the number in ${t.maxFrom}${typeof t.max === 'number' ? ` (${t.max} when absent)` : ''}` : String(t.max);
      const apart = typeof t.minIntervalMinutes === 'number' ? `, at least ${t.minIntervalMinutes} min apart` : '';
      return `"COUNT/TIME": shows so far on TIME's UTC day and the last one's time in ms (e.g. "2/1767225600000"), written when ${when}; at most ${cap} a day${apart}`;
    }
    default:
      return 'any value';
  }
}

/** The storage keys of a set of policy files (policies/*.json and conditions.json), sorted. */
export function storageKeys(files: Readonly<Record<string, Json>>): StorageKey[] {
  const byId = new Map<string, StorageKey>();
  const add = (entry: Omit<StorageKey, 'readBy'>, reader: string): void => {
    const id = `${entry.store}\u0000${entry.match}\u0000${entry.key}`;
    const known = byId.get(id);
    if (known) {
      if (!known.readBy.includes(reader)) known.readBy.push(reader);
      return;
    }
    byId.set(id, { ...entry, readBy: [reader] });
  };
  const walk = (node: Json, reader: string): void => {
    if (Array.isArray(node)) {
      node.forEach((n) => walk(n, reader));
      return;
    }
    if (!isObj(node)) return;
    const t = node.throttle;
    if (isObj(t)) {
      const store: StoreName = t.type === 'cookieAbsent' ? 'cookies' : isStore(t.store) ? t.store : 'localStorage';
      const format = throttleFormat(t);
      if (typeof t.cookie === 'string') add({ store, key: t.cookie, match: 'exact', format }, reader);
      else if (typeof t.cookieFrom === 'string') add({ store, key: `named by ${t.cookieFrom}`, match: 'namedBy', from: t.cookieFrom, format }, reader);
      else if (typeof t.keyPrefix === 'string') add({ store, key: t.keyPrefix, match: 'prefix', format: `${format} (one key per page: the prefix, then the page's path)` }, reader);
      else if (typeof t.key === 'string' && typeof t.keyFrom === 'string') add({ store, key: t.key, match: 'prefix', format: `${format} (the key, then the value of ${t.keyFrom})` }, reader);
      else if (typeof t.key === 'string') add({ store, key: t.key, match: 'exact', format }, reader);
    }
    // {"hasKey": [{"var": "storage.X"}, "key"]}: present or not.
    const has = node.hasKey;
    if (Array.isArray(has) && isObj(has[0]) && typeof has[0].var === 'string' && typeof has[1] === 'string') {
      const m = /^storage\.(\w+)$/.exec(has[0].var);
      if (m && isStore(m[1])) add({ store: m[1], key: has[1], match: 'exact', format: 'any value: only whether it is present counts' }, reader);
    }
    // {"var": "storage.X.key"}: read as a value.
    if (typeof node.var === 'string') {
      const m = /^storage\.(\w+)\.(.+)$/.exec(node.var);
      if (m && isStore(m[1])) add({ store: m[1], key: m[2]!, match: 'exact', format: 'a string, read as is (see the policy for the values that count)' }, reader);
    }
    Object.values(node).forEach((n) => walk(n, reader));
  };
  for (const [file, json] of Object.entries(files)) {
    if (!file.startsWith('policies/')) continue;
    if (file === 'policies/conditions.json' && isObj(json) && isObj(json.conditions)) {
      for (const [name, c] of Object.entries(json.conditions)) walk(c, `condition ${name}`);
    } else if (isObj(json) && typeof json.id === 'string') walk(json, json.id);
  }
  return [...byId.values()].sort((a, b) => a.store.localeCompare(b.store) || a.key.localeCompare(b.key));
}

function readPath(facts: Json, path: string): Json {
  let at: Json = facts;
  for (const seg of path.split('.')) {
    if (!isObj(at) || !Object.prototype.hasOwnProperty.call(at, seg)) return undefined;
    at = at[seg];
  }
  return at;
}

/**
 * A facts object's storage keys that no policy reads: each an error at its pointer, with the
 * nearest known key as a suggestion (and the store it belongs to when it is in another one).
 */
export function unknownStorageKeys(file: string, facts: Json, keys: readonly StorageKey[], base = ''): CheckError[] {
  const storage = isObj(facts) ? facts.storage : undefined;
  if (!isObj(storage)) return [];
  const errors: CheckError[] = [];
  for (const store of STORES) {
    const map = storage[store];
    if (!isObj(map)) continue;
    for (const key of Object.keys(map)) {
      const known = keys.some(
        (k) =>
          k.store === store &&
          ((k.match === 'exact' && k.key === key) || (k.match === 'prefix' && key.startsWith(k.key)) || (k.match === 'namedBy' && k.from !== undefined && readPath(facts, k.from) === key)),
      );
      if (known) continue;
      const elsewhere = keys.find((k) => k.store !== store && k.match === 'exact' && k.key === key);
      const guess = closest(key, keys.filter((k) => k.store === store && k.match !== 'namedBy').map((k) => k.key));
      const hint = elsewhere ? ` (it is a ${elsewhere.store} key: move it to storage.${elsewhere.store})` : guess ? ` (did you mean "${guess}"?)` : '';
      errors.push({
        file,
        pointer: `${base}/storage/${store}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`,
        message: `unknown storage key "${key}" in ${store}: no policy reads it${hint}`,
      });
    }
  }
  return errors;
}
