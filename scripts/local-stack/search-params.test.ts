import { describe, expect, it } from 'vitest';
import { decodeParamString, encodeParamString, readSearchParams } from './search-params.ts';

describe('readSearchParams', () => {
  it('reads flat v5 keys', () => {
    const params = readSearchParams({ indexName: 'i', query: 'x', page: 2, hitsPerPage: 5, facets: ['brand'], facetFilters: [['brand:A']] });
    expect(params).toMatchObject({ query: 'x', page: 2, hitsPerPage: 5, facets: ['brand'], facetFilters: [['brand:A']] });
    expect(params.raw).not.toHaveProperty('indexName');
  });
  it('reads the legacy params string, flat keys winning', () => {
    const params = readSearchParams({ params: 'query=a&page=1&facets=brand,tags&numericFilters=%5B%22price%3E1%22%5D', page: 3 });
    expect(params).toMatchObject({ query: 'a', page: 3, facets: ['brand', 'tags'], numericFilters: ['price>1'] });
  });
  it('round-trips the params string', () => {
    expect(decodeParamString(encodeParamString({ query: 'a b', hitsPerPage: 3, facets: ['x'] }))).toEqual({
      query: 'a b',
      hitsPerPage: 3,
      facets: ['x'],
    });
  });
});
