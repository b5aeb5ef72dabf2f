import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HITS_PER_PAGE,
  EMPTY_LISTING_STATE,
  FILTER_TAGS,
  HITS_PER_PAGE_OPTIONS,
  listingQueryString,
  listingSearchParams,
  MAX_QUERY_LENGTH,
  parseListingState,
  RATING_STEPS,
  SORT_KEYS,
  type ListingState,
} from './listing-state.ts';

const parse = (query: string, activeCampaignTags: string[] = []) => parseListingState(new URLSearchParams(query), { activeCampaignTags });

describe('listing URL state', () => {
  it('reads every parameter', () => {
    expect(
      parse(
        'query=drill&category=Workshop+>+Drills&brand=Bosch&brand=Makita&tags=on-sale&price=10:500&rating=4&sort=price_asc&hitsPerPage=48&page=3',
      ),
    ).toEqual({
      query: 'drill',
      category: ['Workshop', 'Drills'],
      brands: ['Bosch', 'Makita'],
      tags: ['on-sale'],
      price: { min: 10, max: 500 },
      rating: 4,
      sort: 'price_asc',
      page: 3,
      hitsPerPage: 48,
    });
  });

  it('writes readable, ordered parameters and leaves defaults out', () => {
    const state: ListingState = {
      ...EMPTY_LISTING_STATE,
      query: 'meat slicer',
      category: ['Gastronomy', 'Meat processing'],
      brands: ['Royal Catering'],
      price: { min: 100 },
      sort: 'newest',
      page: 2,
    };
    expect(listingQueryString(state)).toBe(
      '?query=meat+slicer&category=Gastronomy+%3E+Meat+processing&brand=Royal+Catering&price=100%3A&sort=newest&page=2',
    );
    expect(listingQueryString(EMPTY_LISTING_STATE)).toBe('');
  });

  it.each([
    ['hitsPerPage=13', { hitsPerPage: DEFAULT_HITS_PER_PAGE }],
    ['hitsPerPage=1000', { hitsPerPage: DEFAULT_HITS_PER_PAGE }],
    ['hitsPerPage=24.5', { hitsPerPage: DEFAULT_HITS_PER_PAGE }],
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['page=99999999', { page: 1 }],
    ['sort=price', { sort: 'relevance' }],
    ['sort=__proto__', { sort: 'relevance' }],
    ['rating=5', { rating: null }],
    ['rating=0', { rating: null }],
    ['price=500:10', { price: {} }],
    ['price=abc', { price: {} }],
    ['price=-5:10', { price: {} }],
    ['tags=unknown', { tags: [] }],
    ['tags=campaign:black_friday', { tags: [] }],
    [`category=${'A>'.repeat(6)}A`, { category: [] }],
    [`brand=${'x'.repeat(101)}`, { brands: [] }],
  ])('resets an invalid value: %s', (query, expected) => {
    expect(parse(query)).toEqual({ ...EMPTY_LISTING_STATE, ...expected });
  });

  it('keeps a campaign tag only while the campaign runs', () => {
    expect(parse('tags=campaign:black_friday', ['campaign:black_friday']).tags).toEqual(['campaign:black_friday']);
  });

  it('turns the search page shortcuts into tag refinements', () => {
    expect(parse('new-arrivals').tags).toEqual(['new']);
    expect(parse('sales=1').tags).toEqual(['on-sale']);
  });

  it('cuts a 10 KB query and cleans control characters, keeping any other Unicode', () => {
    expect(parse(`query=${'ž'.repeat(10_000)}`).query).toHaveLength(MAX_QUERY_LENGTH);
    expect(parse('query=%3Cscript%3E%00alert(1)%0A').query).toBe('<script> alert(1)');
    expect(parse('query=%F0%9F%94%A7+Schraubenschl%C3%BCssel+%E6%89%B3%E6%89%8B').query).toBe('🔧 Schraubenschlüssel 扳手');
  });

  const text = fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 30 })
    .map((s) =>
      s
        .replace(/[\u0000-\u001f\u007f>]/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((s) => s.length > 0);
  const state: fc.Arbitrary<ListingState> = fc.record({
    query: fc.oneof(fc.constant(''), text),
    category: fc.array(text, { maxLength: 5 }),
    brands: fc.uniqueArray(text, { maxLength: 5 }),
    tags: fc.uniqueArray(fc.constantFrom(...FILTER_TAGS), { maxLength: 3 }),
    price: fc.record({ min: fc.integer({ min: 0, max: 1000 }), max: fc.integer({ min: 1000, max: 99_999 }) }, { requiredKeys: [] }),
    rating: fc.option(fc.constantFrom(...RATING_STEPS), { nil: null }),
    sort: fc.constantFrom(...SORT_KEYS),
    page: fc.integer({ min: 1, max: 1000 }),
    hitsPerPage: fc.constantFrom(...HITS_PER_PAGE_OPTIONS),
  });

  it('round-trips every valid state through the URL', () => {
    fc.assert(
      fc.property(state, (value) => {
        expect(parseListingState(listingSearchParams(value))).toEqual(value);
      }),
      { numRuns: 2000 },
    );
  });

  it('turns any query string into a state whose URL is stable', () => {
    const names = fc.constantFrom('query', 'category', 'brand', 'tags', 'price', 'rating', 'sort', 'hitsPerPage', 'page', 'sales', 'x');
    const query = fc
      .array(fc.tuple(names, fc.string({ unit: 'binary', maxLength: 40 })), { maxLength: 12 })
      .map((pairs) => new URLSearchParams(pairs));
    fc.assert(
      fc.property(query, (params) => {
        const once = parseListingState(params);
        expect(parseListingState(listingSearchParams(once))).toEqual(once);
      }),
      { numRuns: 2000 },
    );
  });
});
