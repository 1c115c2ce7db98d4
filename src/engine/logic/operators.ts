/** Pure helpers behind the custom JSON Logic operators (docs/policy-language.md). */
import type { ComplianceFeatures, NativeGate } from '../bundle';

/** The prefix the path starts with, or null. SPEC section 4 speaks of paths that "start with". */
export function pathStartsWith(path: unknown, prefixes: unknown): string | null {
  if (typeof path !== 'string' || !Array.isArray(prefixes)) return null;
  for (const prefix of prefixes) {
    if (typeof prefix === 'string' && prefix !== '' && path.startsWith(prefix)) return prefix;
  }
  return null;
}

/** Exact segments; `*` is one segment; a trailing `/**` is any rest (including none). */
export function pathMatches(path: unknown, patterns: unknown): string | null {
  if (typeof path !== 'string' || !Array.isArray(patterns)) return null;
  const segs = path.split('/').filter(Boolean);
  for (const pattern of patterns) {
    if (typeof pattern !== 'string') continue;
    const parts = pattern.split('/').filter(Boolean);
    const rest = parts[parts.length - 1] === '**';
    const fixed = rest ? parts.slice(0, -1) : parts;
    if (rest ? segs.length < fixed.length : segs.length !== fixed.length) continue;
    if (fixed.every((p, i) => p === '*' || p === segs[i])) return pattern;
  }
  return null;
}

interface MenuNode {
  code?: unknown;
  hidden?: unknown;
  child?: unknown;
}

function* walkMenu(menu: unknown): Generator<MenuNode> {
  if (!Array.isArray(menu)) return;
  for (const node of menu) {
    if (node === null || typeof node !== 'object') continue;
    yield node as MenuNode;
    yield* walkMenu((node as MenuNode).child);
  }
}

const isHidden = (n: MenuNode): boolean => n.hidden === true || n.hidden === 1 || n.hidden === '1';

/** The menu tree (children included) has a visible node with this code. */
export function menuHas(menu: unknown, code: unknown): boolean {
  if (typeof code !== 'string' || code === '') return false;
  for (const node of walkMenu(menu)) {
    if (node.code === code && !isHidden(node)) return true;
  }
  return false;
}

/** The code of a hidden menu feature whose route prefixes cover the path, or null. */
export function menuHiddenForPath(menu: unknown, path: unknown, features: ComplianceFeatures): string | null {
  if (typeof path !== 'string') return null;
  for (const node of walkMenu(menu)) {
    if (!isHidden(node) || typeof node.code !== 'string') continue;
    const feature = Object.prototype.hasOwnProperty.call(features, node.code) ? features[node.code] : undefined;
    if (!feature) continue;
    for (const prefix of feature.paths) {
      if (path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`)) return node.code;
    }
  }
  return null;
}

/** The feature (of `codes`) whose route prefixes cover the path, or null. */
export function featureForPath(codes: unknown, path: unknown, features: ComplianceFeatures): string | null {
  if (typeof path !== 'string' || !Array.isArray(codes)) return null;
  for (const code of codes) {
    if (typeof code !== 'string' || !Object.prototype.hasOwnProperty.call(features, code)) continue;
    for (const prefix of features[code]!.paths) {
      if (path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`)) return code;
    }
  }
  return null;
}

/** Parse a stored timestamp: epoch milliseconds as a number or a string of digits. */
export function parseStamp(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) && v >= 0 ? v : null;
  if (typeof v === 'string' && /^\d{1,16}$/.test(v)) return Number(v);
  return null;
}

/** Hours from `stamp` to `now`; null when the stamp is missing or malformed, or in the future. */
export function hoursSince(stamp: unknown, now: unknown): number | null {
  const s = parseStamp(stamp);
  if (s === null || typeof now !== 'number') return null;
  const h = (now - s) / 3_600_000;
  return h < 0 ? null : h;
}

/** A stored counter 'count/timestampMs'; anything else counts as absent (SPEC section 5). */
export function parseCounter(v: unknown): { count: number; at: number } | null {
  if (typeof v !== 'string') return null;
  const m = /^(\d{1,9})\/(\d{1,16})$/.exec(v);
  if (!m) return null;
  return { count: Number(m[1]), at: Number(m[2]) };
}

export const utcDay = (ms: number): number => Math.floor(ms / 86_400_000);

export function versionAtLeast(gate: NativeGate, platform: unknown, version: unknown): boolean {
  if (platform !== 'android' && platform !== 'ios') return false;
  const min = gate[platform];
  return typeof min === 'number' && typeof version === 'number' && version >= min;
}
