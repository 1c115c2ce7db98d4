/**
 * The coin directory from the backend (`coinDirectoryQuery`, issue 39): /price, /price/{coin},
 * /crypto-market-data and home's markets read this one query, so a coin's figures agree
 * everywhere, and with the trading page (the backend prices both from one model).
 */
import { useQuery } from '../../api/hooks';
import { coinDirectoryQuery } from '../../api/queries';
import type { DirectoryCoin } from '../../api/endpoints/markets';
import type { CoinCategory } from '../../api/endpoints/catalog';
import type { ListedCoin } from './directoryView';

export interface DirectoryEntry extends ListedCoin {
  readonly slug: string;
  readonly category: CoinCategory;
  readonly circulatingSupply: number;
  readonly maxSupply: number | undefined;
  readonly listedAt: string;
  /** 7 days of prices, oldest first. */
  readonly sparkline: readonly number[];
  /** Spot pairs (BASE_QUOTE), the USDT one first; empty when the coin does not trade here. */
  readonly pairs: readonly string[];
}

export function toEntry(w: DirectoryCoin): DirectoryEntry {
  return {
    symbol: w.symbol,
    name: w.name,
    slug: w.slug,
    category: w.category,
    price: w.price,
    change: w.change,
    volume: w.volume,
    marketCap: w.market_cap,
    circulatingSupply: w.circulating_supply,
    maxSupply: w.max_supply,
    listedAt: w.listed_at,
    sparkline: w.sparkline,
    pairs: w.pairs,
  };
}

const cache = new WeakMap<readonly DirectoryCoin[], DirectoryEntry[]>();

/** The directory (by market cap), whether it is loading, and whether the call failed. */
export function useCoinDirectory(): { coins: readonly DirectoryEntry[]; loading: boolean; failed: boolean } {
  const query = useQuery(coinDirectoryQuery());
  const list = query.data?.data;
  let coins: DirectoryEntry[] = [];
  if (list) {
    coins = cache.get(list) ?? list.map(toEntry);
    cache.set(list, coins);
  }
  return { coins, loading: query.isPending, failed: query.data?.ok === false };
}
