import { describe, expect, it } from 'vitest';
import { LabelPlacer, overlappingPairs, overlaps } from './labels';

describe('chart labels never overlap (issue 39)', () => {
  it('a label that would cover one placed before it is left out; one beside it stays', () => {
    const placer = new LabelPlacer();
    expect(placer.place({ x: 0, y: 0, width: 12, height: 10 })).toBe(true);
    expect(placer.place({ x: 6, y: 0, width: 12, height: 10 })).toBe(false); // "11" over "10"
    expect(placer.place({ x: 14, y: 0, width: 12, height: 10 })).toBe(true);
    expect(placer.place({ x: 0, y: 12, width: 12, height: 10 })).toBe(true); // the next row
    expect(overlappingPairs(placer.placed())).toBe(0);
  });

  it('touching edges are not an overlap, but the gap keeps air between labels', () => {
    expect(overlaps({ x: 0, y: 0, width: 10, height: 10 }, { x: 10, y: 0, width: 10, height: 10 })).toBe(false);
    const placer = new LabelPlacer();
    placer.place({ x: 0, y: 0, width: 10, height: 10 });
    expect(placer.place({ x: 10, y: 0, width: 10, height: 10 }, 1)).toBe(false);
    expect(placer.place({ x: 11, y: 0, width: 10, height: 10 }, 1)).toBe(true);
  });

  it('counts overlapping pairs', () => {
    expect(overlappingPairs([{ x: 0, y: 0, width: 10, height: 10 }, { x: 5, y: 5, width: 10, height: 10 }, { x: 50, y: 0, width: 1, height: 1 }])).toBe(1);
  });
});
