import { describe, it, expect } from 'vitest';
import { permyriadToPercent } from './volume-discounts.ts';

describe('volume discounts', () => {
  it('converts permyriad to percent', () => {
    expect(permyriadToPercent(500)).toBe(5);
    expect(permyriadToPercent(1500)).toBe(15);
    expect(permyriadToPercent(1250)).toBe(12.5);
  });
});
