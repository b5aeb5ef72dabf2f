import { describe, expect, it } from 'vitest';
import { parseFacetFilters, parseFilters, parseNumericFilters, valueAt } from './search-filters.ts';

const records = [
  {
    objectID: 'a',
    brand: 'Royal Catering',
    tags: ['new', 'campaign:black_friday'],
    price: 10,
    avgRating: 4.5,
    categories: { lvl0: 'Gastronomy' },
    categoryKeys: ['gastro', 'meat'],
  },
  { objectID: 'b', brand: 'Expondo', tags: ['bestseller'], price: 50, avgRating: 3, categories: { lvl0: 'Workshop' }, categoryKeys: ['workshop'] },
  { objectID: 'c', brand: 'Royal Catering', tags: [], price: 120, avgRating: 5, categories: { lvl0: 'Gastronomy' }, categoryKeys: ['gastro'] },
];
const ids = (predicate: (r: Record<string, unknown>) => boolean) => records.filter(predicate).map((r) => r.objectID);

describe('valueAt', () => {
  it('walks dotted paths', () => expect(valueAt(records[0] ?? {}, 'categories.lvl0')).toBe('Gastronomy'));
});

describe('parseFilters', () => {
  it('matches facet values, quoted or bare, case-insensitively', () => {
    expect(ids(parseFilters('brand:"royal catering"'))).toEqual(['a', 'c']);
    expect(ids(parseFilters('categoryKeys:meat'))).toEqual(['a']);
    expect(ids(parseFilters('categories.lvl0:"Workshop"'))).toEqual(['b']);
    expect(ids(parseFilters('tags:"campaign:black_friday"'))).toEqual(['a']);
  });
  it('combines with AND, OR, NOT and parentheses', () => {
    expect(ids(parseFilters('categoryKeys:"gastro" AND tags:"new"'))).toEqual(['a']);
    expect(ids(parseFilters('tags:new OR tags:bestseller'))).toEqual(['a', 'b']);
    expect(ids(parseFilters('brand:"Royal Catering" AND NOT (tags:new OR price > 100)'))).toEqual([]);
    expect(ids(parseFilters('NOT brand:Expondo'))).toEqual(['a', 'c']);
  });
  it('supports numeric comparisons and ranges', () => {
    expect(ids(parseFilters('price >= 50'))).toEqual(['b', 'c']);
    expect(ids(parseFilters('price:10 TO 50'))).toEqual(['a', 'b']);
    expect(ids(parseFilters('avgRating>=4 AND price<100'))).toEqual(['a']);
    expect(ids(parseFilters('price:50'))).toEqual(['b']);
  });
  it('accepts an empty expression and rejects nonsense', () => {
    expect(ids(parseFilters('  '))).toEqual(['a', 'b', 'c']);
    expect(() => parseFilters('brand:x AND')).toThrow();
    expect(() => parseFilters('(brand:x')).toThrow();
  });
});

describe('parseFacetFilters', () => {
  it('is an AND of ORs with negation', () => {
    expect(ids(parseFacetFilters('brand:Expondo'))).toEqual(['b']);
    expect(ids(parseFacetFilters([['tags:new', 'tags:bestseller'], 'brand:Royal Catering']))).toEqual(['a']);
    expect(ids(parseFacetFilters(['-brand:Expondo']))).toEqual(['a', 'c']);
    expect(ids(parseFacetFilters(['tags:campaign:black_friday']))).toEqual(['a']);
    expect(ids(parseFacetFilters('["brand:Expondo"]'))).toEqual(['b']);
    expect(ids(parseFacetFilters(undefined))).toEqual(['a', 'b', 'c']);
  });
});

describe('parseNumericFilters', () => {
  it('reads comparison strings', () => {
    expect(ids(parseNumericFilters(['price>=10', 'price<=50']))).toEqual(['a', 'b']);
    expect(ids(parseNumericFilters([['price<20', 'price>100']]))).toEqual(['a', 'c']);
    expect(ids(parseNumericFilters('avgRating>=4'))).toEqual(['a', 'c']);
  });
});
