import type { InstantSearchServerState } from 'react-instantsearch-core';
import { describe, expect, it, vi } from 'vitest';
import { seededSearchClient } from './seeded-search-client.ts';
import type { ListingSearchClient } from './search-client.ts';

const hitsResult = { index: 'prod.sk_SK', hits: [{ sku: 'EX1' }], nbHits: 1 };
const brandResult = { index: 'prod.sk_SK', hits: [], facets: { brand: { Gastrova: 3, Royal: 1 } } };
const serverState = {
  initialResults: {
    'prod.sk_SK': {
      state: { index: 'prod.sk_SK' },
      results: [hitsResult, brandResult],
      requestParams: [
        { query: '', facets: ['brand', 'tags'], facetFilters: [['brand:Gastrova']], hitsPerPage: 24 },
        { query: '', facets: ['brand'], hitsPerPage: 0 },
      ],
    },
  },
} as unknown as InstantSearchServerState;

const network = (): ListingSearchClient & { search: ReturnType<typeof vi.fn> } => ({
  search: vi.fn(async () => ({ results: [{ from: 'network' }] })),
});

describe('seededSearchClient', () => {
  it('answers the queries the server rendered from its results, in any order of keys and lists, without a request', async () => {
    const client = network();
    const seeded = seededSearchClient(client, serverState);
    const answer = await seeded.search([
      { indexName: 'prod.sk_SK', params: { hitsPerPage: 0, facets: ['brand'], query: '' } },
      { indexName: 'prod.sk_SK', params: { facetFilters: [['brand:Gastrova']], facets: ['tags', 'brand'], hitsPerPage: 24, query: '' } },
    ]);
    expect(answer.results).toEqual([brandResult, hitsResult]);
    expect(client.search).not.toHaveBeenCalled();
  });

  it('sends a search with any query the server did not answer to the network, whole', async () => {
    const client = network();
    const seeded = seededSearchClient(client, serverState);
    const requests = [
      { indexName: 'prod.sk_SK', params: { query: '', facets: ['brand'], hitsPerPage: 0 } },
      { indexName: 'prod.sk_SK', params: { query: 'grill', facets: ['brand'], hitsPerPage: 24 } },
    ];
    expect(await seeded.search(requests)).toEqual({ results: [{ from: 'network' }] });
    expect(client.search).toHaveBeenCalledWith(requests);
  });

  it('is the shared client itself without server results', () => {
    const client = network();
    expect(seededSearchClient(client, null)).toBe(client);
  });
});
