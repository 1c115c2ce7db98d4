import { describe, expect, it } from 'vitest';
import { directoryAt, historyAt } from './directory';
import { mockSymbol, tickerAt } from '../market';

const NOW = Date.UTC(2026, 10, 28, 12, 0, 0) / 1000;

describe('the coin directory (issue 39)', () => {
  const list = directoryAt(NOW);

  it('lists at least 100 coins by market cap, each with a 7-day sparkline ending at its price', () => {
    expect(list.length).toBeGreaterThanOrEqual(100);
    expect(new Set(list.map((c) => c.slug)).size).toBe(list.length);
    for (let i = 1; i < list.length; i++) expect(list[i - 1]!.market_cap).toBeGreaterThanOrEqual(list[i]!.market_cap);
    for (const coin of list) {
      expect(coin.sparkline.length).toBe(43);
      expect(coin.sparkline.at(-1)).toBe(coin.price);
      expect(coin.price).toBeGreaterThan(0);
    }
  });

  it('prices a listed coin with the model the stream uses, and names its pairs', () => {
    const btc = list.find((c) => c.symbol === 'BTC')!;
    const ticker = tickerAt(mockSymbol('BTC_USDT')!, NOW);
    expect(btc.price).toBe(ticker.last);
    expect(btc.change).toBeCloseTo(ticker.change, 1);
    expect(btc.pairs).toEqual(['BTC_USDT']);
    expect(list.find((c) => c.symbol === 'ETH')!.pairs).toEqual(['ETH_USDT', 'ETH_BTC']);
    expect(list.find((c) => c.symbol === 'SHIB')!.pairs).toEqual([]);
  });

  it('keeps stablecoins near one dollar', () => {
    for (const coin of list.filter((c) => c.category === 'stablecoin')) expect(Math.abs(coin.price - 1)).toBeLessThan(0.01);
  });

  it('draws a coin history over each range, ending at the directory price', () => {
    const btc = list.find((c) => c.symbol === 'BTC')!;
    for (const range of ['1D', '7D', '1M', '1Y', 'ALL'] as const) {
      const points = historyAt('BTC', range, NOW)!;
      expect(points.length).toBeGreaterThan(100);
      expect(points.at(-1)!.p).toBe(btc.price);
      for (let i = 1; i < points.length; i++) expect(points[i]!.t).toBeGreaterThan(points[i - 1]!.t);
    }
    expect(historyAt('NOPE', '1D', NOW)).toBeUndefined();
  });
});
