/**
 * The mocked backend's price model: history and stream must agree, or a reconnect in the demo
 * would show a jump. A closed bar never changes; the open bar only grows; every bar is a bar.
 */
import { describe, expect, it } from 'vitest';
import { bucketStart, nextBucket, RESOLUTIONS } from '../api/endpoints/chart';
import { barAt, barsBetween, bookAt, mockSymbol, MOCK_SYMBOLS, recentTrades, searchSymbols, tickerAt } from './market';

const T = Date.UTC(2026, 10, 25, 6, 30, 17) / 1000;
const btc = mockSymbol('BTC_USDT')!;

describe('the mocked market', () => {
  it('lists spot pairs, alpha tokens and derived crosses', () => {
    expect(MOCK_SYMBOLS.some((s) => s.market === 'alpha')).toBe(true);
    expect(mockSymbol('BTC_JPY')?.anchor).toBeGreaterThan(btc.anchor * 100);
    expect(mockSymbol('ETH_BTC')?.anchor).toBeLessThan(1);
    expect(mockSymbol('NOPE_USDT')).toBeUndefined();
    expect(searchSymbols('eth')[0]?.symbol).toBe('ETH_USDT');
  });

  it.each(RESOLUTIONS)('at %s every bar is consistent and closed bars never change', (resolution) => {
    const start = bucketStart(T, resolution);
    const from = start - 40 * (nextBucket(start, resolution) - start);
    const now = barsBetween(btc, resolution, from, T + 1, T);
    const later = barsBetween(btc, resolution, from, T + 1, T + 5);
    expect(now.at(-1)!.t).toBe(start);
    for (const bar of now) {
      expect(bar.h).toBeGreaterThanOrEqual(Math.max(bar.o, bar.c));
      expect(bar.l).toBeLessThanOrEqual(Math.min(bar.o, bar.c));
      expect(bar.v).toBeGreaterThanOrEqual(0);
    }
    for (let i = 1; i < now.length; i++) expect(now[i]!.t).toBe(nextBucket(now[i - 1]!.t, resolution));
    // Closed bars are identical later; the open bar keeps its open.
    expect(later.slice(0, -1)).toEqual(now.slice(0, -1).filter((b) => nextBucket(b.t, resolution) <= T + 5));
    expect(later.find((b) => b.t === start)?.o).toBe(now.at(-1)!.o);
  });

  it('the stream bar at a moment equals the history bar fetched at that moment', () => {
    const streamed = barAt(btc, '1', bucketStart(T, '1'), T);
    expect(barsBetween(btc, '1', T - 600, T + 1, T).at(-1)).toEqual(streamed);
  });

  it('book levels never cross and trades are near the price', () => {
    const book = bookAt(btc, T);
    expect(Math.min(...book.asks.map((l) => l.price))).toBeGreaterThan(Math.max(...book.bids.map((l) => l.price)));
    const ticker = tickerAt(btc, T);
    for (const trade of recentTrades(btc, T)) expect(Math.abs(trade.price / ticker.last - 1)).toBeLessThan(0.02);
  });
});
