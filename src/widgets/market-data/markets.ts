/**
 * Market tickers for the pages, from the backend (`marketTickersQuery` of src/api), with numbers
 * parsed and the coins' reference data (`coinsQuery`: names, supply) joined.
 */
import { useQuery } from '../../api/hooks';
import { useDeferredValue, useMemo } from 'react';
import { coinsQuery, marketTickersQuery } from '../../api/queries';
import type { Ticker } from '../../api/endpoints/markets';
import type { CoinInfo } from '../../api/endpoints/catalog';

export interface Market {
  pair: string;
  base: string;
  quote: string;
  name: string;
  last: number;
  /** 24 h change, percent. */
  change: number;
  high: number;
  low: number;
  baseVolume: number;
  quoteVolume: number;
  /** Price times circulating supply, when the coin's supply is known. */
  marketCap: number | undefined;
  coin: CoinInfo | undefined;
}

function num(value: string | number | undefined): number {
  const parsed = typeof value === 'number' ? value : Number(value ?? NaN);
  return Number.isFinite(parsed) ? parsed : 0;
}

function toMarket(ticker: Ticker, coins: ReadonlyMap<string, CoinInfo> = new Map()): Market | undefined {
  const [base, quote] = ticker.currency_pair.split('_');
  if (!base || !quote) return undefined;
  const last = num(ticker.last);
  const coin = coins.get(base);
  return {
    pair: ticker.currency_pair,
    base,
    quote,
    name: coin?.name ?? base,
    last,
    change: num(ticker.change_percentage),
    high: num(ticker.high_24h) || last,
    low: num(ticker.low_24h) || last,
    baseVolume: num(ticker.base_volume),
    quoteVolume: num(ticker.quote_volume),
    marketCap: coin ? coin.circulatingSupply * last : undefined,
    coin,
  };
}

export function useMarkets(): { markets: Market[]; loading: boolean } {
  const query = useQuery(marketTickersQuery());
  // What the answers change renders in the background, in slices of a few milliseconds: a page
  // that mounts its whole screen when the list arrives (the trading page: ticker, chart box, book,
  // trades, form) did it in one long task of a phone's main thread (issue 15). The query's data
  // keeps its identity while unchanged, so nothing renders twice for nothing.
  const list = useDeferredValue(query.data?.data);
  const coinList = useDeferredValue(useQuery(coinsQuery()).data?.data);
  const pending = useDeferredValue(query.isPending);
  const markets = useMemo(() => {
    const coins = new Map((coinList ?? []).map((coin) => [coin.symbol, coin]));
    return (list ?? []).map((ticker) => toMarket(ticker, coins)).filter((market): market is Market => market !== undefined);
  }, [list, coinList]);
  return { markets, loading: pending };
}

/**
 * The market of `base`/`quote`. A pair the feed does not carry is priced through USDT when both
 * sides are known (BTC_JPY from BTC_USDT and the yen's rate from the header common data, in
 * `usdPerFiat`; ETH_BTC from both USDT markets); otherwise undefined.
 */
export function findMarket(markets: readonly Market[], base: string, quote: string, usdPerFiat: Readonly<Record<string, number>> = {}): Market | undefined {
  const direct = markets.find((market) => market.base === base && market.quote === quote);
  if (direct) return direct;
  const usdPrice = (symbol: string): number | undefined => {
    if (symbol === 'USDT' || symbol === 'USD') return 1;
    const fiat = usdPerFiat[symbol];
    if (fiat !== undefined) return fiat;
    return markets.find((market) => market.base === symbol && market.quote === 'USDT')?.last;
  };
  const via = markets.find((market) => market.base === base && market.quote === 'USDT');
  const baseUsd = usdPrice(base);
  const quoteUsd = usdPrice(quote);
  if (!via || baseUsd === undefined || quoteUsd === undefined || quoteUsd === 0) return undefined;
  const ratio = 1 / quoteUsd;
  const coin = via.coin;
  return {
    ...via,
    pair: `${base}_${quote}`,
    quote,
    last: baseUsd * ratio,
    high: via.high * ratio,
    low: via.low * ratio,
    quoteVolume: via.quoteVolume * ratio,
    marketCap: coin ? coin.circulatingSupply * baseUsd : undefined,
  };
}
