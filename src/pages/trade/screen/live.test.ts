import { describe, expect, it } from 'vitest';
import { MAX_TRADES, mergeTape, parseBook, parseTicker, parseTrades, type LiveTrade } from './live';

describe('live market payloads', () => {
  it('take a complete ticker and refuse a partial or non-numeric one', () => {
    const ok = { symbol: 'BTC_USDT', last: 1, change: -2, high: 3, low: 0.5, baseVolume: 10, quoteVolume: 10 };
    expect(parseTicker(ok)).toEqual({ last: 1, change: -2, high: 3, low: 0.5, baseVolume: 10, quoteVolume: 10 });
    expect(parseTicker({ ...ok, last: '1' })).toBeNull();
    expect(parseTicker({ ...ok, high: Number.NaN })).toBeNull();
  });

  it('take a book only when every level is a price and an amount', () => {
    expect(parseBook({ asks: [{ price: 2, amount: 1 }], bids: [{ price: 1, amount: 1 }] })).not.toBeNull();
    expect(parseBook({ asks: [{ price: 2 }], bids: [] })).toBeNull();
    expect(parseBook({ asks: 'x', bids: [] })).toBeNull();
  });

  it('keep the newest trades first, without repeats, at most MAX_TRADES', () => {
    const trade = (id: string): LiveTrade => ({ id, time: 1, price: 1, amount: 1, side: 'buy' });
    expect(parseTrades({ trades: [trade('a'), { ...trade('b'), side: 'up' }] })).toBeNull();
    const first = mergeTape(null, [trade('b'), trade('a')]);
    const next = mergeTape(first, [trade('c'), trade('b')]);
    expect(next.trades.map((t) => t.id)).toEqual(['c', 'b', 'a']);
    const many = mergeTape(next, Array.from({ length: 40 }, (_, i) => trade(`n${i}`)));
    expect(many.trades).toHaveLength(MAX_TRADES);
  });

  it('keep the objects of the trades already there, and the same tape when nothing is new (no render)', () => {
    const trade = (id: string): LiveTrade => ({ id, time: 1, price: 1, amount: 1, side: 'buy' });
    const first = mergeTape(null, [trade('b'), trade('a')]);
    const next = mergeTape(first, [trade('d'), trade('b'), trade('c')]);
    expect(next.trades.map((t) => t.id)).toEqual(['d', 'c', 'b', 'a']);
    expect(next.trades[2]).toBe(first.trades[0]);
    expect(mergeTape(next, [trade('d')])).toBe(next);
  });
});
