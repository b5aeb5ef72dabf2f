import { describe, expect, it } from 'vitest';
import { parseSearchQuery, searchCacheKey, type SearchQuery } from './search-request.ts';

const parse = (raw: Record<string, unknown>): SearchQuery => {
  const parsed = parseSearchQuery({ indexName: 'prod.de-DE', ...raw }, 'de-DE');
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.query;
};

describe('search query normal form', () => {
  it('keeps the parameters the shop uses', () => {
    expect(
      parse({
        query: '  Drill  ',
        page: 2,
        hitsPerPage: 24,
        facets: ['brand', 'tags'],
        facetFilters: [['brand:Bosch', 'brand:Makita'], 'tags:new'],
        numericFilters: ['price>=10', 'price<=500'],
        filters: 'categoryKeys:"workshop"',
        maxValuesPerFacet: 20,
        attributesToRetrieve: ['name', 'sku'],
        attributesToHighlight: ['name'],
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
      }),
    ).toEqual({
      indexName: 'prod.de-DE',
      query: 'drill',
      page: 2,
      hitsPerPage: 24,
      facets: ['brand', 'tags'],
      facetFilters: [['brand:Bosch', 'brand:Makita'], ['tags:new']],
      numericFilters: [['price<=500'], ['price>=10']],
      filters: 'categoryKeys:"workshop"',
      maxValuesPerFacet: 20,
      attributesToRetrieve: ['name', 'sku'],
      attributesToHighlight: ['name'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    });
  });

  it('drops facets, filters and parameters that are not allowed', () => {
    expect(
      parse({
        facets: ['*', 'secretCost', 'brand'],
        facetFilters: [['secretCost:1'], ['brand:Bosch']],
        numericFilters: ['margin>3'],
        filters: 'NOT brand:x OR 1=1',
        attributesToRetrieve: ['*', 'purchasePrice'],
        hitsPerPage: 1000,
        getRankingInfo: true,
        responseFields: ['*'],
      }),
    ).toEqual({
      indexName: 'prod.de-DE',
      query: '',
      page: 0,
      hitsPerPage: 48,
      facets: ['brand'],
      facetFilters: [['brand:Bosch']],
      attributesToRetrieve: [],
    });
  });

  it("refuses another market's index and shapes that are not a query", () => {
    expect(parseSearchQuery({ indexName: 'prod.fr-FR' }, 'de-DE')).toMatchObject({ ok: false });
    expect(parseSearchQuery({ indexName: 'prod.de-DE_price_asc' }, 'de-DE')).toMatchObject({ ok: true });
    expect(parseSearchQuery({ indexName: 'prod.de-DE', page: 'x' }, 'de-DE')).toMatchObject({ ok: false });
    expect(parseSearchQuery('query', 'de-DE')).toMatchObject({ ok: false });
  });

  it('gives queries of equal meaning the same key', () => {
    const a = parse({ query: 'Drill', facetFilters: [['brand:Makita', 'brand:Bosch'], ['tags:new']], facets: ['tags', 'brand'] });
    const b = parse({ facets: ['brand', 'tags'], facetFilters: ['tags:new', ['brand:Bosch', 'brand:Makita']], query: ' drill ' });
    expect(searchCacheKey(a)).toBe(searchCacheKey(b));
    expect(searchCacheKey(a)).not.toBe(searchCacheKey({ ...a, page: 1 }));
  });
});
