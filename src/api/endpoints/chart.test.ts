import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bucketStart, DEFAULT_RESOLUTION, isResolution, nextBucket, pricePrecisionOf, RESOLUTIONS, resolutionSeconds } from './chart';

describe('the chart resolutions (SPEC section 9)', () => {
  it('are the 20 of SPEC, default 60', () => {
    expect(RESOLUTIONS).toEqual(['1S', '10S', '30S', '1', '3', '5', '15', '30', '60', '120', '240', '360', '480', '720', '1D', '2D', '3D', '5D', '1W', '1M']);
    expect(DEFAULT_RESOLUTION).toBe('60');
    expect(isResolution('60')).toBe(true);
    expect(isResolution('2W')).toBe(false);
  });

  it('have their lengths', () => {
    expect(resolutionSeconds('1S')).toBe(1);
    expect(resolutionSeconds('30S')).toBe(30);
    expect(resolutionSeconds('15')).toBe(900);
    expect(resolutionSeconds('720')).toBe(43_200);
    expect(resolutionSeconds('3D')).toBe(3 * 86_400);
    expect(resolutionSeconds('1W')).toBe(7 * 86_400);
  });

  it('every moment falls in exactly one bar: start <= t < next start', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_500_000_000, max: 2_000_000_000 }), fc.constantFrom(...RESOLUTIONS), (t, resolution) => {
        const start = bucketStart(t, resolution);
        expect(start).toBeLessThanOrEqual(t);
        expect(nextBucket(start, resolution)).toBeGreaterThan(t);
        expect(bucketStart(start, resolution)).toBe(start);
      }),
    );
  });

  it('weeks start on Monday 00:00 UTC and months on the 1st', () => {
    const wednesday = Date.UTC(2026, 10, 25, 13, 5) / 1000;
    expect(new Date(bucketStart(wednesday, '1W') * 1000).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(new Date(bucketStart(wednesday, '1M') * 1000).toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(new Date(nextBucket(bucketStart(wednesday, '1M'), '1M') * 1000).toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(new Date(nextBucket(Date.UTC(2026, 11, 1) / 1000, '1M') * 1000).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});

describe('pricePrecisionOf: a market\'s precision when the server gives none', () => {
  it('1 from 1000, 4 from 1, four decimals after the leading zeros below 1 (at most 14)', () => {
    expect(pricePrecisionOf(95_120.5)).toBe(1);
    expect(pricePrecisionOf(1000)).toBe(1);
    expect(pricePrecisionOf(3.2)).toBe(4);
    expect(pricePrecisionOf(0.0004127)).toBe(8);
    expect(pricePrecisionOf(0.000000008712)).toBe(13);
    expect(pricePrecisionOf(1e-20)).toBe(14);
  });
});
