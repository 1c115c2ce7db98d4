import { describe, expect, it } from 'vitest';
import { groupDecimals, groupLevels, pickText } from './bookGrouping';

const asks = [
  { price: 100.1, amount: 1 },
  { price: 100.2, amount: 2 },
  { price: 101.0, amount: 3 },
  { price: 101.3, amount: 4 },
  { price: 112.7, amount: 5 },
];
const bids = [
  { price: 99.9, amount: 1 },
  { price: 99.1, amount: 2 },
  { price: 98.95, amount: 0 },
  { price: 90.0, amount: 3 },
];

describe('the order book grouping', () => {
  it('at the tick keeps every level, with running totals', () => {
    const rows = groupLevels(asks, 'ask', 1, 1, 10);
    expect(rows.map((r) => r.price)).toEqual([100.1, 100.2, 101, 101.3, 112.7]);
    expect(rows.map((r) => r.total)).toEqual([1, 3, 6, 10, 15]);
  });

  it('gathers asks up and bids down to the step, never a better price than the levels in it', () => {
    expect(groupLevels(asks, 'ask', 1, 10, 10).map((r) => [r.price, r.amount])).toEqual([
      [101, 6],
      [102, 4],
      [113, 5],
    ]);
    expect(groupLevels(bids, 'bid', 1, 10, 10).map((r) => [r.price, r.amount])).toEqual([
      [99, 3],
      [90, 3],
    ]);
    expect(groupLevels(asks, 'ask', 1, 100, 10).map((r) => [r.price, r.amount])).toEqual([
      [110, 10],
      [120, 5],
    ]);
  });

  it('stops at the rows asked for and totals only what it shows', () => {
    const rows = groupLevels(asks, 'ask', 1, 1, 2);
    expect(rows).toHaveLength(2);
    expect(rows.at(-1)!.total).toBe(3);
  });

  it('counts in ticks, so tiny prices group without float dust', () => {
    const tiny = [
      { price: 8.7123e-9, amount: 1 },
      { price: 8.7129e-9, amount: 1 },
      { price: 8.7201e-9, amount: 1 },
    ];
    const rows = groupLevels(tiny, 'ask', 13, 100, 10);
    expect(rows.map((r) => [r.price, r.amount])).toEqual([
      [8.72e-9, 2],
      [8.73e-9, 1],
    ]);
    expect(pickText(rows[0]!.price, groupDecimals(13, 100))).toBe('0.00000000872');
  });

  it('shows one decimal fewer per factor of ten, never below zero', () => {
    expect(groupDecimals(2, 1)).toBe(2);
    expect(groupDecimals(2, 10)).toBe(1);
    expect(groupDecimals(1, 1000)).toBe(0);
  });
});
