/**
 * The coin directory's view (issue 39): search, sort and pages over the backend's list, pure so
 * that /price, /crypto-market-data and home's tabs order coins the same way (and tests say how).
 */
export type SortKey = 'cap' | 'price' | 'change' | 'volume';
export type SortDirection = 'asc' | 'desc';

export interface ListedCoin {
  readonly symbol: string;
  readonly name: string;
  readonly price: number;
  readonly change: number;
  readonly volume: number;
  readonly marketCap: number;
}

const valueOf: Record<SortKey, (coin: ListedCoin) => number> = {
  cap: (c) => c.marketCap,
  price: (c) => c.price,
  change: (c) => c.change,
  volume: (c) => c.volume,
};

/**
 * Coins whose ticker or name contains `query` (any case, spaces trimmed), tickers that start with
 * it first (searching "eth" puts ETH before Ethena and Tether), then the list's own order.
 */
export function searchCoins<T extends ListedCoin>(list: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [...list];
  const rank = (coin: T): number => {
    const symbol = coin.symbol.toLowerCase();
    const name = coin.name.toLowerCase();
    if (symbol === q) return 0;
    if (symbol.startsWith(q) || name.startsWith(q)) return 1;
    if (symbol.includes(q) || name.includes(q)) return 2;
    return -1;
  };
  return list
    .map((coin, index) => ({ coin, index, rank: rank(coin) }))
    .filter((entry) => entry.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.coin);
}

/** A stable sort by `key`; ties keep the list's order (market cap, the backend's). */
export function sortCoins<T extends ListedCoin>(list: readonly T[], key: SortKey, direction: SortDirection): T[] {
  const value = valueOf[key];
  const sign = direction === 'asc' ? 1 : -1;
  return list
    .map((coin, index) => ({ coin, index }))
    .sort((a, b) => sign * (value(a.coin) - value(b.coin)) || a.index - b.index)
    .map((entry) => entry.coin);
}

export interface Paged<T> {
  readonly rows: T[];
  /** 1-based, clamped into [1, pages]. */
  readonly page: number;
  /** At least 1 (an empty list has one empty page). */
  readonly pages: number;
  /** 1-based rank of the page's first row (0 when empty). */
  readonly first: number;
}

export function paginate<T>(list: readonly T[], page: number, size: number): Paged<T> {
  const perPage = Math.max(1, Math.floor(size));
  const pages = Math.max(1, Math.ceil(list.length / perPage));
  const current = Math.min(pages, Math.max(1, Number.isFinite(page) ? Math.floor(page) : 1));
  const start = (current - 1) * perPage;
  const rows = list.slice(start, start + perPage);
  return { rows, page: current, pages, first: rows.length > 0 ? start + 1 : 0 };
}

/**
 * The page numbers a pager shows: the first, the last, and the current one with a neighbour on
 * each side; `null` marks a gap ("…").
 */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((n, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && n - previous > 1) out.push(null);
    out.push(n);
  });
  return out;
}

export type HomeTab = 'hot' | 'new' | 'gainers' | 'losers';

/**
 * Home's tabs over the tradable coins: hot by 24 h volume, new by listing date (newest first),
 * gainers and losers by 24 h change.
 */
export function homeTab<T extends ListedCoin & { readonly listedAt: string }>(list: readonly T[], tab: HomeTab, count: number): T[] {
  const ordered =
    tab === 'hot'
      ? sortCoins(list, 'volume', 'desc')
      : tab === 'gainers'
        ? sortCoins(list, 'change', 'desc')
        : tab === 'losers'
          ? sortCoins(list, 'change', 'asc')
          : [...list].sort((a, b) => b.listedAt.localeCompare(a.listedAt));
  return ordered.slice(0, count);
}
