import { describe, expect, it } from 'vitest';
import { requiredTarget } from './review-storage.ts';

describe('review queries narrowed to one product', () => {
  it('narrows only a where that requires the target product, alone or and-ed with more', () => {
    expect(requiredTarget('target(id = "p-1") and includedInStatistics = true')).toBe('p-1');
    expect(requiredTarget('target(id = "p-1")')).toBe('p-1');
    expect(requiredTarget('target(id = "p-1") and rating > 3 or rating < 2')).toBeNull();
    expect(requiredTarget('customer(id = "c-1")')).toBeNull();
    expect(requiredTarget('includedInStatistics = true and target(id = "p-1")')).toBeNull();
  });
});
