import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alphaIndexKey, nextIndex, sortCards } from './alphaBanner.rotation';

describe('alpha banner round-robin (SPEC section 4)', () => {
  it('starts after the stored index, wrapping around, per currency', () => {
    expect(nextIndex(undefined, 3)).toBe(0);
    expect(nextIndex('0', 3)).toBe(1);
    expect(nextIndex('2', 3)).toBe(0);
    expect(alphaIndexKey('PEPE')).not.toBe(alphaIndexKey('USDT'));
  });

  it('n views of n cards show each card once; tampered indexes start from the first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 11 }), (count, start) => {
        let stored: string | undefined = String(start);
        const seen = new Set<number>();
        for (let view = 0; view < count; view += 1) {
          const index = nextIndex(stored, count);
          expect(index).toBeGreaterThanOrEqual(0);
          expect(index).toBeLessThan(count);
          seen.add(index);
          stored = String(index);
        }
        expect(seen.size).toBe(count);
      }),
    );
    for (const bad of ['', '-1', '1.5', 'x', '9999999', '1/2']) expect(nextIndex(bad, 3)).toBe(0);
  });

  it('orders cards by sort, keeping the server order on ties', () => {
    expect(sortCards([{ id: 'a', sort: 2 }, { id: 'b', sort: 1 }, { id: 'c', sort: 2 }]).map((c) => c.id)).toEqual(['b', 'a', 'c']);
  });
});

describe('the alpha banner currency of a page (one rule for the facts and the banner)', () => {
  it('is the token of /alpha/{token}, empty on /alpha, none elsewhere; locale prefixes allowed', async () => {
    const { alphaBannerCurrency } = await import('../../../api/queries');
    expect(alphaBannerCurrency('/alpha/moonfrog')).toBe('MOONFROG');
    expect(alphaBannerCurrency('/ar/alpha/moonfrog/')).toBe('MOONFROG');
    expect(alphaBannerCurrency('/en-eu/alpha')).toBe('');
    expect(alphaBannerCurrency('/markets')).toBeNull();
    expect(alphaBannerCurrency('/alpha/a/b')).toBeNull();
  });
});
