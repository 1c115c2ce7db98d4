import { useMemo } from 'react';
import { findMarket, useFiatPerUsdt, useMarkets } from '../../../widgets/market-data';
import { useLastDefined } from './keepLast';

type Market = NonNullable<ReturnType<typeof findMarket>>;

/**
 * The spot trading page's market: the listing's `base`/`quote` (a fiat quote such as BTC_JPY
 * priced through USDT at the header data's rate). Once found it stays: a list fetched again (the
 * demo's fault switch resets every query), a refetch that failed and answered the empty default,
 * or a fiat rate gone for a moment would otherwise swap the whole trading screen for a skeleton
 * or "unavailable", and the order form, with what the trader typed, would start afresh.
 * `loading`: nothing to show yet; `feedDown`: the list came back empty.
 */
export function useShownMarket(base: string, quote: string): { market: Market | undefined; loading: boolean; feedDown: boolean } {
  const { markets, loading } = useMarkets();
  const { perUsdt, loading: rateLoading } = useFiatPerUsdt(quote);
  // One object while its inputs stay (a cross is computed afresh otherwise, on every render).
  const found = useMemo(() => findMarket(markets, base, quote, perUsdt === undefined ? {} : { [quote]: 1 / perUsdt }), [markets, base, quote, perUsdt]);
  const kept = useLastDefined(found);
  const market = kept?.base === base && kept.quote === quote ? kept : undefined;
  return { market, loading: loading || (market === undefined && rateLoading), feedDown: markets.length === 0 };
}
