/**
 * The mocked backend's price model: history and stream must agree, or a reconnect in the demo
 * would show a jump. A closed bar never changes; the open bar only grows; every bar is a bar.
 */
import { describe, expect, it } from 'vitest';
import { bucketStart, nextBucket, RESOLUTIONS } from '../api/endpoints/chart';
import { barAt, barsBetween, BOOK_DEPTH, bookAt, mockSymbol, MOCK_SYMBOLS, priceAt, recentTrades, searchSymbols, tickerAt, tickOf, tradesInSecond } from './market';

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

describe('the rolling 24 h ticker (issue 35)', () => {
  const HOUR = 3600;
  const times = Array.from({ length: 200 }, (_, i) => T + i * 997 + (i % 7) * 0.137);
  const symbols = ['BTC_USDT', 'ETH_USDT', 'DOGE_USDT', 'PXP_USDT', 'BTC_JPY', 'ETH_BTC'].map((s) => mockSymbol(s)!);

  it.each(symbols.map((s) => [s.symbol, s] as const))('%s: the last price always lies within [low, high]', (_, entry) => {
    for (const time of times) {
      const ticker = tickerAt(entry, time);
      expect(ticker.low).toBeLessThanOrEqual(ticker.last);
      expect(ticker.high).toBeGreaterThanOrEqual(ticker.last);
      expect(ticker.baseVolume).toBeGreaterThan(0);
    }
  });

  it('moves with time: high, low and volume are rolling, not the listing', () => {
    const now = tickerAt(btc, T);
    const later = tickerAt(btc, T + 6 * HOUR);
    expect([now.high, now.low, now.baseVolume]).not.toEqual([later.high, later.low, later.baseVolume]);
  });

  it('a cross is its listed pair over its quote at every instant, so stream, chart and listing agree', () => {
    const jpy = mockSymbol('BTC_JPY')!;
    const ethBtc = mockSymbol('ETH_BTC')!;
    const eth = mockSymbol('ETH_USDT')!;
    for (const time of times.slice(0, 20)) {
      expect(priceAt(jpy, time)).toBeCloseTo(priceAt(btc, time) / 0.0066, 0);
      expect(priceAt(ethBtc, time) / (priceAt(eth, time) / priceAt(btc, time))).toBeCloseTo(1, 10);
      // The cross's 24 h range is the listed pair's, converted: within a rounding of each other.
      const cross = tickerAt(jpy, time);
      const listed = tickerAt(btc, time);
      expect(cross.high / (listed.high / 0.0066)).toBeCloseTo(1, 4);
      expect(cross.low / (listed.low / 0.0066)).toBeCloseTo(1, 4);
      // The chart's last hourly bar sits inside the ticker's range (to the sampling's few per mille).
      const bar = barAt(jpy, '60', bucketStart(time, '60'), time)!;
      expect(bar.c).toBe(cross.last);
      expect(bar.h).toBeLessThanOrEqual(cross.high * 1.003);
      expect(bar.l).toBeGreaterThanOrEqual(cross.low * 0.997);
    }
  });

  it('the order book sits on the pair tick around the price, best levels first', () => {
    for (const entry of symbols) {
      const book = bookAt(entry, T);
      const tick = tickOf(entry);
      const last = tickerAt(entry, T).last;
      expect(book.asks).toHaveLength(BOOK_DEPTH);
      expect(book.asks[0]!.price).toBeGreaterThanOrEqual(last);
      expect(book.bids[0]!.price).toBeLessThanOrEqual(last);
      for (let i = 1; i < BOOK_DEPTH; i++) {
        expect(book.asks[i]!.price).toBeGreaterThan(book.asks[i - 1]!.price);
        expect(book.bids[i]!.price).toBeLessThan(book.bids[i - 1]!.price);
      }
      for (const level of [...book.asks, ...book.bids]) expect(Math.abs(level.price / tick - Math.round(level.price / tick))).toBeLessThan(1e-6);
      // A tiny price's book is not one repeated row (issue 35: /alpha/PXP).
      expect(new Set(book.asks.map((l) => l.price)).size).toBe(BOOK_DEPTH);
    }
  });

  it('the fast stream prints exactly the trades asked per second', () => {
    expect(tradesInSecond(btc, Math.floor(T), 10)).toHaveLength(10);
    expect(tradesInSecond(btc, Math.floor(T)).length).toBeLessThanOrEqual(3);
  });
});
