import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { barLength, LIQUIDATION_BUCKETS, liquidationBuckets, MIN_BAR_PX } from './liquidation';

const record = (price: number, short: number, long: number) => ({ mark_price: String(price), short_liq_usd_new: String(short), long_liq_usd_new: String(long) });

describe('the liquidation map (SPEC sections 3 and 9)', () => {
  it('sums records into 24 equal price buckets, keeping every dollar', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 200_000 }), fc.nat(10_000_000), fc.nat(10_000_000)), { minLength: 2, maxLength: 200 }), (rows) => {
        const records = rows.map(([p, s, l]) => record(p, s, l));
        const buckets = liquidationBuckets(records);
        expect(buckets).toHaveLength(LIQUIDATION_BUCKETS);
        expect(buckets.reduce((a, b) => a + b.short, 0)).toBe(rows.reduce((a, r) => a + r[1], 0));
        expect(buckets.reduce((a, b) => a + b.long, 0)).toBe(rows.reduce((a, r) => a + r[2], 0));
        const width = buckets[0]!.high - buckets[0]!.low;
        for (const b of buckets) expect(b.high - b.low).toBeCloseTo(width, 6);
      }),
    );
  });

  it('puts the highest price in the last bucket and ignores unusable records', () => {
    const buckets = liquidationBuckets([record(100, 1, 0), record(124, 0, 5), { mark_price: 'x', short_liq_usd_new: '9', long_liq_usd_new: '9' }, record(110, -3, Number.NaN)]);
    expect(buckets[0]!.short).toBe(1);
    expect(buckets[23]!.long).toBe(5);
    expect(buckets.reduce((a, b) => a + b.short + b.long, 0)).toBe(6);
    expect(liquidationBuckets([])).toEqual([]);
  });

  it('draws any amount at least 2 px, none for zero', () => {
    expect(MIN_BAR_PX).toBe(2);
    expect(barLength(1, 1_000_000_000, 800)).toBe(2);
    expect(barLength(0, 100, 800)).toBe(0);
    expect(barLength(100, 100, 800)).toBeGreaterThan(100);
  });
});
