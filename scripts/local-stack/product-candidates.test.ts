import { describe, expect, it } from 'vitest';
import { namedBy } from './product-candidates.ts';

describe('namedBy', () => {
  it('reads the SKUs, ids and categories of the shapes the shop sends', () => {
    expect(namedBy(['masterVariant(sku = "EX10010001")'])).toEqual({ by: 'sku', values: ['EX10010001'] });
    expect(namedBy('masterVariant(sku in ("A", "B"))')).toEqual({ by: 'sku', values: ['A', 'B'] });
    expect(namedBy(['id in ("x-1", "y\\"2")'])).toEqual({ by: 'id', values: ['x-1', 'y"2'] });
    expect(namedBy(['categories(id in ("c"))'])).toEqual({ by: 'category', values: ['c'] });
  });

  it('leaves any other where to the whole catalogue: more clauses, or and, other fields', () => {
    expect(namedBy(undefined)).toBeNull();
    expect(namedBy(['masterVariant(sku = "A")', 'published = true'])).toBeNull();
    expect(namedBy(['masterVariant(sku = "A") or key = "b"'])).toBeNull();
    expect(namedBy(['masterVariant(sku = "A") and published = true'])).toBeNull();
    expect(namedBy(['id > "abc"'])).toBeNull();
    expect(namedBy(['key = "abc"'])).toBeNull();
  });
});
