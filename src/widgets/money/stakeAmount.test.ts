/** A stake's share buttons round down to the step; the checks the panel words. */
import { describe, expect, it } from 'vitest';
import { amountProblem, shareOf } from './stakeAmount';

describe('stake amounts', () => {
  it('a share of the available balance, rounded down to the step', () => {
    expect(shareOf('1234.5678', 25, '0.01')).toBe('308.64');
    expect(shareOf('1234.5678', 100, '0.01')).toBe('1234.56');
    expect(shareOf('0.3', 50, '0.0001')).toBe('0.15');
    expect(shareOf('7', 75, '1')).toBe('5');
    expect(shareOf('0.004', 25, '0.01')).toBe('0');
    expect(shareOf('', 25, '0.01')).toBe('0');
  });

  it('below the minimum, above the balance or the maximum, off the step, or fine', () => {
    const limits = { min: '10', max: '1000', step: '0.01', available: '500' };
    expect(amountProblem('9.99', limits)).toBe('belowMinimum');
    expect(amountProblem('500.01', limits)).toBe('aboveAvailable');
    expect(amountProblem('1000.5', { ...limits, available: '5000' })).toBe('aboveMaximum');
    expect(amountProblem('10.005', limits)).toBe('offStep');
    expect(amountProblem('0.1', { ...limits, min: '0.01' })).toBeNull();
    expect(amountProblem('500', limits)).toBeNull();
    expect(amountProblem('', limits)).toBeNull();
    expect(amountProblem('12.', limits)).toBeNull();
  });
});
