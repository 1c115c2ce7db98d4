import { describe, expect, it } from 'vitest';
import { MAX_TRADES, mergeTrades, parseBook, parseTicker, parseTrades, type LiveTrade } from './live';

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
    const first = mergeTrades(null, [trade('b'), trade('a')]);
    const next = mergeTrades(first, [trade('c'), trade('b')]);
    expect(next.map((t) => t.id)).toEqual(['c', 'b', 'a']);
    const many = mergeTrades(next, Array.from({ length: 40 }, (_, i) => trade(`n${i}`)));
    expect(many).toHaveLength(MAX_TRADES);
  });
});
