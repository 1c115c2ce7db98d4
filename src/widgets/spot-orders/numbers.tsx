/**
 * A pair's figures at the pair's precision (its rule from the backend), in the user's locale: one
 * component per kind of figure, so the trade page's lists and /myaccount print them alike.
 * Long zero runs read as a count (SPEC section 5, ui/content/Num).
 */
import { useMemo } from 'react';
import type { PairRule } from '../../api/trading/endpoints';
import { useQuery } from '../../api/hooks';
import { pairRulesQuery } from '../../api/trading/queries';
import { useFormat, type Formatters } from '../../i18n/format';
import { Num } from '../../ui/content/Num';

/** The pairs' rules by symbol (one cached query for every list). */
export function useRules(): ReadonlyMap<string, PairRule> {
  const rules = useQuery(pairRulesQuery()).data?.data;
  return useMemo(() => new Map((rules ?? []).map((rule) => [rule.symbol, rule])), [rules]);
}

/** A decimal string of the wire at exactly `decimals` decimals (the pair's), '—' when absent. */
export function fixed(format: Formatters, value: string | null | undefined, decimals: number, trim = false): string {
  if (value === null || value === undefined || value === '') return '—';
  const n = Number(value);
  if (!Number.isFinite(n)) return '—';
  return format.number(n, { minimumFractionDigits: trim ? 0 : decimals, maximumFractionDigits: decimals });
}

/** `trim`: up to `decimals` decimals, without trailing zeros (fees). */
export function Figure({ value, decimals, trim }: { value: string | null | undefined; decimals: number; trim?: boolean }) {
  const format = useFormat();
  return <Num text={fixed(format, value, decimals, trim)} className="spot-lists__num" />;
}

/** "BTC/USDT" for "BTC_USDT". */
export function pairName(symbol: string): string {
  return symbol.replace('_', '/');
}
