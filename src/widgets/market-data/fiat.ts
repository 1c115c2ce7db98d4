/**
 * Fiat reference data from the header common data (SPEC sections 3, 9; issue 13 part 4): the
 * fiats the pickers offer (fiat_list) and each fiat's rate (curr_fiat_market_rates, asked in that
 * fiat). SPEC section 8: a failed call is the default header data (USD, no rates); a page then
 * offers USD only and shows no estimate it cannot compute.
 */
import { headerCommonQuery } from '../../api/queries';
import { useQuery } from '../../api/hooks';

/** SPEC section 9. */
const DEFAULT_FIAT = 'USD';

/** The fiats offered (the site's own first when given), upper case, no duplicates. */
export function useFiatList(first?: string): string[] {
  const answer = useQuery(headerCommonQuery()).data;
  const listed = answer?.ok ? answer.data.fiat_list.map((f) => f.fiat.toUpperCase()) : [];
  return [...new Set([...(first ? [first.toUpperCase()] : []), ...(listed.length > 0 ? listed : [DEFAULT_FIAT])])];
}

/**
 * Units of `fiat` per USDT (the rate the pages convert with), or undefined while loading, when
 * the call failed, or when the server answered in another fiat.
 */
export function useFiatPerUsdt(fiat: string): { perUsdt: number | undefined; loading: boolean } {
  const code = fiat.toUpperCase();
  const query = useQuery(headerCommonQuery({ fiat: code }));
  const answer = query.data;
  const raw = answer?.ok && answer.data.curr_fiat.toUpperCase() === code ? Number(answer.data.curr_fiat_market_rates.USDT) : Number.NaN;
  // Without a rate, the default fiat (USD) still converts one to one with USDT, as the rest of
  // the app counts it; other fiats show no estimate.
  const fallback = code === DEFAULT_FIAT && !query.isPending ? 1 : undefined;
  return { perUsdt: Number.isFinite(raw) && raw > 0 ? raw : fallback, loading: query.isPending };
}
