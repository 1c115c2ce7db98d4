import { describe, expect, it } from 'vitest';
import { prefersLessData } from './saveData';

describe('prefersLessData', () => {
  it('is true with Data Saver on or on 2G, false otherwise or without the API', () => {
    expect(prefersLessData({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(prefersLessData({ effectiveType: '2g' })).toBe(true);
    expect(prefersLessData({ effectiveType: 'slow-2g' })).toBe(true);
    expect(prefersLessData({ saveData: false, effectiveType: '3g' })).toBe(false);
    expect(prefersLessData({})).toBe(false);
    expect(prefersLessData(undefined)).toBe(false);
  });
});
