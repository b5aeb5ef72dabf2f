import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { algoliasearch, type Algoliasearch, type SearchResponse } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import { startSearchServer, type SearchServer } from './search-server.ts';

const INDEX = 'prod.en-GB';
const objects = [
  {
    objectID: 'a',
    name: 'Meat Grinder 800 W',
    brand: 'Royal Catering',
    sku: 'EX10000001',
    price: 199.9,
    avgRating: 4.5,
    tags: ['new'],
    categories: { lvl0: 'Gastronomy', lvl1: 'Gastronomy > Meat processing' },
    categoryKeys: ['gastro', 'meat'],
  },
  {
    objectID: 'b',
    name: 'Sausage Stuffer',
    brand: 'Royal Catering',
    sku: 'EX10000002',
    price: 99,
    avgRating: 3.9,
    tags: ['bestseller'],
    categories: { lvl0: 'Gastronomy' },
    categoryKeys: ['gastro'],
  },
  {
    objectID: 'c',
    name: 'Hydraulic Press',
    brand: 'MSW',
    sku: 'EX10000003',
    price: 499,
    avgRating: 4.9,
    tags: [],
    categories: { lvl0: 'Workshop' },
    categoryKeys: ['workshop'],
  },
  {
    objectID: 'd',
    name: 'Fleischwolf Édition',
    brand: 'Royal Catering',
    sku: 'EX10000004',
    price: 49,
    avgRating: 4.0,
    tags: ['new'],
    categories: { lvl0: 'Gastronomy' },
    categoryKeys: ['gastro'],
  },
];

let server: SearchServer;
let client: Algoliasearch;
let port: number;

beforeAll(async () => {
  server = await startSearchServer({ port: 0 });
  port = Number(new URL(server.url).port);
  client = algoliasearch('app', 'key', { hosts: [{ url: `127.0.0.1:${port}`, protocol: 'http', accept: 'readWrite' }] });
  await client.replaceAllObjects({ indexName: INDEX, objects });
  const { taskID } = await client.setSettings({
    indexName: INDEX,
    indexSettings: {
      searchableAttributes: ['name', 'brand', 'sku', 'unordered(categories.lvl0)'],
      attributesForFaceting: ['brand', 'tags', 'categoryKeys', 'categories.lvl0', 'price', 'avgRating'],
      customRanking: ['desc(avgRating)'],
      replicas: [`${INDEX}_price_asc`],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    },
  });
  await client.waitForTask({ indexName: INDEX, taskID });
  await client.setSettings({ indexName: `${INDEX}_price_asc`, indexSettings: { ranking: ['asc(price)', 'typo', 'words', 'custom'] } });
});
afterAll(() => server.close());

type Hit = { objectID: string; price?: number };
const search = async (params: Record<string, unknown>, indexName = INDEX): Promise<SearchResponse<Hit>> => {
  const { results } = await client.searchForHits<Hit>({ requests: [{ indexName, ...params }] });
  const [result] = results;
  if (!result) throw new Error('no result');
  return result;
};

describe('search server through algoliasearch v5', () => {
  it('returns all records ranked by customRanking for an empty query', async () => {
    const result = await search({ query: '' });
    expect(result.hits.map((h) => h.objectID)).toEqual(['c', 'a', 'd', 'b']);
    expect(result).toMatchObject({ nbHits: 4, page: 0, nbPages: 1, hitsPerPage: 20, exhaustiveNbHits: true, index: INDEX });
  });

  it('matches prefixes, typos and diacritics, and highlights with the index tags', async () => {
    const grind = await search({ query: 'grind' });
    expect(grind.hits.map((h) => h.objectID)).toEqual(['a']);
    expect(grind.hits[0]?._highlightResult?.name).toMatchObject({
      value: 'Meat <mark>Grind</mark>er 800 W',
      matchLevel: 'full',
      matchedWords: ['grind'],
    });
    expect((await search({ query: 'royl' })).nbHits).toBe(3);
    expect((await search({ query: 'edition' })).hits.map((h) => h.objectID)).toEqual(['d']);
    expect((await search({ query: 'EX10000003' })).hits.map((h) => h.objectID)).toEqual(['c']);
    expect((await search({ query: 'royal press' })).nbHits).toBe(0);
  });

  it('filters with facetFilters, numericFilters and filters, and counts facets', async () => {
    const result = await search({
      query: '',
      facets: ['brand', 'price'],
      facetFilters: [['tags:new', 'tags:bestseller'], '-brand:MSW'],
      numericFilters: ['price>=50', 'price<=200'],
    });
    expect(result.hits.map((h) => h.objectID)).toEqual(['a', 'b']);
    expect(result.facets).toEqual({ brand: { 'Royal Catering': 2 }, price: { '199.9': 1, '99': 1 } });
    expect(result.facets_stats?.price).toMatchObject({ min: 99, max: 199.9 });
    expect((await search({ query: '', filters: 'categoryKeys:"gastro" AND tags:"new"' })).hits.map((h) => h.objectID)).toEqual(['a', 'd']);
  });

  it('sorts a replica by its ranking and pages', async () => {
    const page1 = await search({ query: '', hitsPerPage: 3, page: 1 }, `${INDEX}_price_asc`);
    expect(page1.hits.map((h) => h.objectID)).toEqual(['c']);
    expect(page1.nbPages).toBe(2);
    const all = await search({ query: '', attributesToRetrieve: ['price'] }, `${INDEX}_price_asc`);
    expect(all.hits.map((h) => h.price)).toEqual([49, 99, 199.9, 499]);
    expect(all.hits[0]).not.toHaveProperty('name');
  });

  it('answers the lite client, the legacy params string and facet-value search', async () => {
    const lite = liteClient('app', 'key', { hosts: [{ url: `127.0.0.1:${port}`, protocol: 'http', accept: 'read' }] });
    const { results } = await lite.searchForHits<Hit>([{ indexName: INDEX, params: { query: 'stuffer', hitsPerPage: 5 } }]);
    expect(results[0]?.hits.map((h) => h.objectID)).toEqual(['b']);
    const legacy: { results: Array<{ hits: Hit[] }> } = await fetch(`${server.url}/1/indexes/*/queries`, {
      method: 'POST',
      body: JSON.stringify({ requests: [{ indexName: INDEX, params: 'query=&facetFilters=%5B%22brand%3AMSW%22%5D&hitsPerPage=1' }] }),
    }).then((r) => r.json());
    expect(legacy.results[0]?.hits.map((h) => h.objectID)).toEqual(['c']);
    const values = await client.searchForFacetValues({ indexName: INDEX, facetName: 'brand', searchForFacetValuesRequest: { facetQuery: 'roy' } });
    expect(values.facetHits).toEqual([{ value: 'Royal Catering', highlighted: '<em>Roy</em>al Catering', count: 3 }]);
  });

  it('supports object writes, clear and delete', async () => {
    await client.saveObject({ indexName: 'scratch', body: { objectID: 'x', name: 'Thing' } });
    await client.partialUpdateObject({ indexName: 'scratch', objectID: 'x', attributesToUpdate: { price: 5 } });
    expect(await client.getObject({ indexName: 'scratch', objectID: 'x' })).toEqual({ objectID: 'x', name: 'Thing', price: 5 });
    await client.clearObjects({ indexName: 'scratch' });
    expect((await search({ query: '' }, 'scratch')).nbHits).toBe(0);
    await client.deleteIndex({ indexName: 'scratch' });
    await expect(search({ query: '' }, 'scratch')).rejects.toThrow(/does not exist/);
  });

  it('answers CORS preflights', async () => {
    const response = await fetch(`${server.url}/1/indexes/*/queries`, {
      method: 'OPTIONS',
      headers: { 'access-control-request-headers': 'x-algolia-api-key,content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toBe('x-algolia-api-key,content-type');
  });
});
