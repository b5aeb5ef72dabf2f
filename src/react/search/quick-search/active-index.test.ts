import { describe, expect, it } from 'vitest';
import { NO_ACTIVE, stepActive } from './active-index.ts';

describe('stepActive', () => {
  it('starts at the first hit going down and at the last going up', () => {
    expect(stepActive(NO_ACTIVE, 1, 4)).toBe(0);
    expect(stepActive(NO_ACTIVE, -1, 4)).toBe(3);
  });

  it('moves one step and wraps around at both ends', () => {
    expect(stepActive(0, 1, 4)).toBe(1);
    expect(stepActive(2, -1, 4)).toBe(1);
    expect(stepActive(3, 1, 4)).toBe(0);
    expect(stepActive(0, -1, 4)).toBe(3);
  });

  it('stays on the only hit and has nothing to highlight without hits', () => {
    expect(stepActive(0, 1, 1)).toBe(0);
    expect(stepActive(0, -1, 1)).toBe(0);
    expect(stepActive(NO_ACTIVE, 1, 0)).toBe(NO_ACTIVE);
    expect(stepActive(2, -1, 0)).toBe(NO_ACTIVE);
  });

  it('treats an index beyond a shorter list as none', () => {
    expect(stepActive(5, 1, 3)).toBe(0);
    expect(stepActive(5, -1, 3)).toBe(2);
  });
});
