import { describe, expect, it } from 'vitest';
import { homeTab, pageWindow, paginate, searchCoins, sortCoins, type ListedCoin } from './directoryView';
import { sparklinePath, sparklineRises } from './sparkline';

const coin = (symbol: string, name: string, price: number, change: number, volume: number, marketCap: number, listedAt = '2020-01-01'): ListedCoin & { listedAt: string } => ({
  symbol,
  name,
  price,
  change,
  volume,
  marketCap,
  listedAt,
});

const LIST = [
  coin('BTC', 'Bitcoin', 97000, 1.2, 900, 1900, '2019-01-01'),
  coin('ETH', 'Ethereum', 3400, -0.8, 700, 400, '2019-02-01'),
  coin('USDT', 'Tether', 1, 0, 2000, 130, '2019-03-01'),
  coin('ENA', 'Ethena', 0.84, 7.5, 300, 3, '2024-05-01'),
  coin('DOGE', 'Dogecoin', 0.38, -4.1, 400, 56, '2021-06-01'),
];

describe('searching the directory', () => {
  it('matches tickers and names in any case, exact ticker first, then prefixes, then the rest', () => {
    expect(searchCoins(LIST, ' eth ').map((c) => c.symbol)).toEqual(['ETH', 'ENA', 'USDT']);
    expect(searchCoins(LIST, 'DOGE').map((c) => c.symbol)).toEqual(['DOGE']);
    expect(searchCoins(LIST, 'bit').map((c) => c.symbol)).toEqual(['BTC']);
    expect(searchCoins(LIST, 'zzz')).toEqual([]);
  });
  it('an empty query keeps the list', () => {
    expect(searchCoins(LIST, '  ')).toEqual(LIST);
  });
});

describe('sorting the directory', () => {
  it('sorts by market cap, price, change and volume both ways', () => {
    expect(sortCoins(LIST, 'cap', 'desc').map((c) => c.symbol)).toEqual(['BTC', 'ETH', 'USDT', 'DOGE', 'ENA']);
    expect(sortCoins(LIST, 'price', 'asc').map((c) => c.symbol)).toEqual(['DOGE', 'ENA', 'USDT', 'ETH', 'BTC']);
    expect(sortCoins(LIST, 'change', 'desc').map((c) => c.symbol)).toEqual(['ENA', 'BTC', 'USDT', 'ETH', 'DOGE']);
    expect(sortCoins(LIST, 'volume', 'desc').map((c) => c.symbol)).toEqual(['USDT', 'BTC', 'ETH', 'DOGE', 'ENA']);
  });
  it('is stable: equal values keep the list order, and the input is not changed', () => {
    const ties = [coin('A', 'a', 1, 0, 1, 1), coin('B', 'b', 1, 0, 1, 1), coin('C', 'c', 1, 0, 1, 1)];
    expect(sortCoins(ties, 'price', 'desc').map((c) => c.symbol)).toEqual(['A', 'B', 'C']);
    expect(sortCoins(ties, 'price', 'asc').map((c) => c.symbol)).toEqual(['A', 'B', 'C']);
    const before = LIST.map((c) => c.symbol);
    sortCoins(LIST, 'price', 'asc');
    expect(LIST.map((c) => c.symbol)).toEqual(before);
  });
});

describe('paging', () => {
  const hundred = Array.from({ length: 112 }, (_, i) => i + 1);
  it('cuts pages of the given size and says where the page starts', () => {
    expect(paginate(hundred, 1, 50)).toMatchObject({ page: 1, pages: 3, first: 1 });
    expect(paginate(hundred, 3, 50).rows).toEqual(hundred.slice(100));
    expect(paginate(hundred, 3, 50).first).toBe(101);
  });
  it('clamps a page out of range, and an empty list has one empty page', () => {
    expect(paginate(hundred, 9, 50).page).toBe(3);
    expect(paginate(hundred, 0, 50).page).toBe(1);
    expect(paginate(hundred, Number.NaN, 50).page).toBe(1);
    expect(paginate([], 2, 50)).toEqual({ rows: [], page: 1, pages: 1, first: 0 });
  });
  it('shows the first, the last and the neighbours of the current page, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
  });
});

describe("home's tabs", () => {
  it('hot by volume, new by listing date, gainers and losers by change', () => {
    expect(homeTab(LIST, 'hot', 2).map((c) => c.symbol)).toEqual(['USDT', 'BTC']);
    expect(homeTab(LIST, 'new', 2).map((c) => c.symbol)).toEqual(['ENA', 'DOGE']);
    expect(homeTab(LIST, 'gainers', 2).map((c) => c.symbol)).toEqual(['ENA', 'BTC']);
    expect(homeTab(LIST, 'losers', 2).map((c) => c.symbol)).toEqual(['DOGE', 'ETH']);
  });
});

describe('the sparkline path', () => {
  it('spans the box: oldest at x 0, newest at the width, the high at the top and the low at the bottom', () => {
    expect(sparklinePath([1, 3, 2], 100, 20, 0)).toBe('M0 20L50 0L100 10');
    expect(sparklinePath([1, 3, 2], 100, 20, 2)).toBe('M0 18L50 2L100 10');
  });
  it('draws a flat series across the middle and nothing for fewer than two points', () => {
    expect(sparklinePath([5, 5, 5], 10, 20)).toBe('M0 10L5 10L10 10');
    expect(sparklinePath([5], 10, 20)).toBe('');
    expect(sparklinePath([], 10, 20)).toBe('');
    expect(sparklinePath([1, Number.NaN, 2], 10, 20, 0)).toBe('M0 20L10 0');
  });
  it('says whether the series rose', () => {
    expect(sparklineRises([1, 2])).toBe(true);
    expect(sparklineRises([2, 1])).toBe(false);
  });
});
