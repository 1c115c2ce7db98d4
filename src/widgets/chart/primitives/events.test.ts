import { describe, expect, it } from 'vitest';
import { overlappingPairs } from './labels';
import { stackBadges } from './events';

const R = 9;
const boxes = (placed: ReturnType<typeof stackBadges>) => [...placed.badges, ...placed.more].map(({ x, y }) => ({ x: x - R, y: y - R, width: 2 * R, height: 2 * R }));

describe('event badges never merge into one blob (issue 39)', () => {
  it('badges far apart stay on the foot row', () => {
    const placed = stackBadges([{ x: 10 }, { x: 40 }, { x: 70 }], 100);
    expect(placed.badges.map((b) => b.y)).toEqual([100, 100, 100]);
    expect(placed.more).toEqual([]);
  });

  it('badges of neighbouring bars stack upwards, apart', () => {
    const placed = stackBadges([{ x: 10 }, { x: 14 }, { x: 18 }], 100);
    expect(placed.badges.map((b) => b.y)).toEqual([100, 80, 60]);
    expect(overlappingPairs(boxes(placed))).toBe(0);
  });

  it('past three rows, the rest count in a "+n" badge; nothing overlaps, nothing is lost', () => {
    const items = [10, 12, 14, 16, 18, 20].map((x) => ({ x }));
    const placed = stackBadges(items, 100);
    expect(placed.badges).toHaveLength(2);
    expect(placed.more).toEqual([{ x: 14, y: 60, hidden: 4 }]);
    expect(placed.badges.length + placed.more[0]!.hidden).toBe(items.length);
    expect(overlappingPairs(boxes(placed))).toBe(0);
  });
});
