/**
 * Search-parameter parsing for routes' `validateSearch`: every parser takes whatever the URL
 * held (TanStack Router JSON-parses values, so `?follow=1` arrives as the number 1 and
 * `?fiat=EUR` as a string) and returns a valid value or the default. A bad parameter never
 * throws: it falls back (issue 4: "bad params fall back to defaults, never a crash").
 */

import type { SearchSchemaInput } from '@tanstack/react-router';

/**
 * What a route's `validateSearch` accepts: any subset of its output, values unchecked. The
 * `SearchSchemaInput` marker tells TanStack Router to type links by this input, so links may
 * leave out parameters that have defaults.
 */
export type SearchInput<T> = { [K in keyof T]?: unknown } & SearchSchemaInput;

/** Wraps a parser so links may omit parameters that have defaults. */
export function searchValidator<T>(
  parse: (raw: Record<string, unknown>) => T,
): (search: SearchInput<T>) => T {
  return (search) => parse(search !== null && typeof search === 'object' ? (search as Record<string, unknown>) : {});
}

/** A string (numbers are accepted and printed), trimmed, at most `max` characters. */
export function text(value: unknown, max = 64): string | undefined {
  const raw = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof raw !== 'string') return undefined;
  const trimmed = raw.trim();
  if (trimmed === '' || trimmed.length > max) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(trimmed)) return undefined;
  return trimmed;
}

/** An identifier made of letters, digits, `_` and `-` (channel codes, uids, product tags). */
export function token(value: unknown, max = 64): string | undefined {
  const raw = text(value, max);
  return raw !== undefined && /^[\w-]+$/.test(raw) ? raw : undefined;
}

/** A currency or asset code: letters and digits, upper-cased (`usdt` -> `USDT`). */
export function assetCode(value: unknown, max = 20): string | undefined {
  const raw = text(value, max);
  return raw !== undefined && /^[A-Za-z0-9]+$/.test(raw) ? raw.toUpperCase() : undefined;
}

/** An ISO 4217 fiat code: three letters, upper-cased. */
export function fiatCode(value: unknown): string | undefined {
  const raw = text(value, 3);
  return raw !== undefined && /^[A-Za-z]{3}$/.test(raw) ? raw.toUpperCase() : undefined;
}

/** One of `allowed` (case-sensitive). */
export function oneOf<const T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** An integer within [min, max]; numeric strings count. */
export function integer(value: unknown, min: number, max: number): number | undefined {
  const number = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number)) return undefined;
  return number >= min && number <= max ? number : undefined;
}

/** `1`, `'1'` or `true` -> true; anything else -> undefined. */
export function flag(value: unknown): true | undefined {
  return value === 1 || value === '1' || value === true || value === 'true' ? true : undefined;
}

/**
 * `{ key: value }`, with `value` undefined when the parameter was missing or bad. The key is
 * always present: TanStack Router merges a route's validated search over its parents' raw one,
 * so a bad value left out (instead of set to undefined) would leak back through. Links drop
 * undefined values from the URL.
 */
export function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return { [key]: value } as { [P in K]?: V };
}

/** A trading pair `BASE_QUOTE` (`btc_usdt` -> BTC/USDT), or undefined. */
export function parsePair(value: unknown): { base: string; quote: string } | undefined {
  const raw = text(value, 41);
  const match = raw === undefined ? null : /^([A-Za-z0-9]{1,20})_([A-Za-z0-9]{1,20})$/.exec(raw);
  if (!match?.[1] || !match[2]) return undefined;
  return { base: match[1].toUpperCase(), quote: match[2].toUpperCase() };
}
