import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARD_ATTRIBUTES } from '../../../domain/search/hit-card.ts';
import { QUICK_SEARCH_HITS } from './constants.ts';
import { quickSearchRequest, readQuickResult } from './quick-result.ts';

const hit = (sku: string, extra: Record<string, unknown> = {}) => ({
  sku,
  name: 'Presná váha 1 kg',
  slug: 'presna-vaha-1-kg-10050007',
  brand: 'Libra',
  price: 129.9,
  currency: 'EUR',
  avgRating: 4.5,
  reviewCount: 3,
  stock: 2,
  image: '/images/x.svg',
  tags: [],
  ...extra,
});

describe('quick search request and answer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks the market index for a few highlighted cards', () => {
    expect(quickSearchRequest('prod.sk-SK', 'váha')).toEqual({
      indexName: 'prod.sk-SK',
      query: 'váha',
      hitsPerPage: QUICK_SEARCH_HITS,
      attributesToRetrieve: CARD_ATTRIBUTES,
      attributesToHighlight: ['name'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    });
  });

  it('reads hits as cards with their highlighted name', () => {
    const result = readQuickResult('váha', [
      {
        nbHits: 9,
        hits: [hit('EX1', { _highlightResult: { name: { value: 'Presná <mark>váha</mark> 1 kg', matchLevel: 'full' } } }), hit('EX2')],
      },
    ]);
    expect(result?.nbHits).toBe(9);
    expect(result?.query).toBe('váha');
    expect(result?.hits.map((h) => [h.card.sku, h.card.price.centAmount, h.highlightedName])).toEqual([
      ['EX1', 12990, 'Presná <mark>váha</mark> 1 kg'],
      ['EX2', 12990, null],
    ]);
  });

  it('leaves out a hit that does not fit and refuses an answer without hits', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readQuickResult('x', [{ nbHits: 2, hits: [hit('EX1'), { sku: 'EX2' }] }])?.hits).toHaveLength(1);
    expect(readQuickResult('x', [{ message: 'down' }])).toBeNull();
    expect(readQuickResult('x', [])).toBeNull();
  });
});
