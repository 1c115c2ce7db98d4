import { describe, expect, it } from 'vitest';
import { MAX_TRADES, TAPE_REBASE_AT, mergeTape, parseBook, parseTicker, parseTrades, type LiveTrade, type TradeTape } from './live';

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

  it('number the tape: each trade keeps its seq, the newest is top, with no gap (a gap would draw a blank row)', () => {
    const trade = (id: string): LiveTrade => ({ id, time: 1, price: 1, amount: 1, side: 'buy' });
    const seqs = (tape: TradeTape) => tape.trades.map((t) => `${t.id}:${t.seq}`);
    const first = mergeTape(null, [trade('b'), trade('a')]);
    expect(seqs(first)).toEqual(['b:2', 'a:1']);
    expect(first.top).toBe(2);
    // A repeat is dropped and numbers nothing; the trades already there keep their objects.
    const next = mergeTape(first, [trade('d'), trade('b'), trade('c')]);
    expect(seqs(next)).toEqual(['d:4', 'c:3', 'b:2', 'a:1']);
    expect(next.top).toBe(4);
    expect(next.trades[2]).toBe(first.trades[0]);
    // Nothing new: the same tape (no render).
    expect(mergeTape(next, [trade('d')])).toBe(next);
    // Folding batches first (a flush's pending messages) numbers the same as one by one.
    const folded = mergeTape(first, mergeTape(mergeTape(null, [trade('c')]), [trade('d')]).trades);
    expect(seqs(folded)).toEqual(seqs(next));
    // Far along the tape every seq starts again, still top - index.
    const far = mergeTape({ trades: first.trades.map((t) => ({ ...t, seq: t.seq + TAPE_REBASE_AT })), top: TAPE_REBASE_AT + 2 }, [trade('e')]);
    expect(seqs(far)).toEqual(['e:3', 'b:2', 'a:1']);
    expect(far.top).toBe(3);
  });
});
