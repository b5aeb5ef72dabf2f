import { describe, expect, it } from 'vitest';
import { median, spread } from './spread.ts';

describe('spread', () => {
  it('gives the middle value of an odd count and the mean of the two middle ones of an even count', () => {
    expect(median([0.31, 0.2, 0.45])).toBe(0.31);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('keeps the lowest and highest repeat beside the median', () => {
    expect(spread([0.29, 0.33, 0.31])).toEqual({ median: 0.31, min: 0.29, max: 0.33 });
  });

  it('refuses to make a figure out of no repeats', () => {
    expect(() => median([])).toThrow('median of no values');
  });
});
