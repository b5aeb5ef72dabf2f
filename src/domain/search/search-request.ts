// One Algolia query as the shop sends it (server listings, the browser's InstantSearch and quick search):
// parsed from untrusted JSON, reduced to the parameters and facets the shop uses, and put in a normal
// form whose JSON is the cache key. A parameter, facet or filter that is not allowed is dropped, not
// refused: a hand-edited URL still gets a listing.
import * as v from 'valibot';
import type { LocaleCode } from '../markets/countries.ts';
import { CARD_ATTRIBUTES } from './hit-card.ts';
import { MAX_FACET_VALUE_LENGTH, MAX_PAGE, MAX_QUERY_LENGTH } from './listing-state.ts';
import { CATEGORY_LEVEL_ATTRIBUTES, indexName, SORT_REPLICAS } from './record.ts';

/** Attributes a query may facet and filter on (they are the index's `attributesForFaceting`). */
export const FACET_ATTRIBUTES: readonly string[] = [
  ...CATEGORY_LEVEL_ATTRIBUTES,
  'categoryKeys',
  'brand',
  'tags',
  'campaignTags',
  'price',
  'avgRating',
];
export const NUMERIC_ATTRIBUTES: readonly string[] = ['price', 'avgRating', 'stock'];
/** Record fields a hit may carry: the card's fields and what listings filter on. */
export const RETRIEVABLE_ATTRIBUTES: readonly string[] = [...CARD_ATTRIBUTES, 'categories', 'campaignTags', 'releaseDate'];
export const HIGHLIGHT_ATTRIBUTES: readonly string[] = ['name', 'brand'];
export const MAX_HITS_PER_PAGE = 48;
export const MAX_VALUES_PER_FACET = 100;
export const MAX_QUERIES_PER_REQUEST = 12;

export interface SearchQuery {
  indexName: string;
  query: string;
  page: number;
  hitsPerPage?: number;
  facets?: string[];
  facetFilters?: string[][];
  numericFilters?: string[][];
  filters?: string;
  maxValuesPerFacet?: number;
  attributesToRetrieve?: string[];
  attributesToHighlight?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  clickAnalytics?: boolean;
  analytics?: boolean;
}

/** The indexes of one market: its primary index and the sort replicas. */
export const marketIndexes = (locale: LocaleCode): string[] => [indexName(locale), ...SORT_REPLICAS.map((sort) => indexName(locale, sort))];

const Integer = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,7}$/), v.transform(Number))]), v.integer());
const StringList = v.union([
  v.array(v.string()),
  v.pipe(
    v.string(),
    v.transform((text) => text.split(',')),
  ),
]);
const FilterGroups = v.union([
  v.pipe(
    v.string(),
    v.transform((text) => [text]),
  ),
  v.array(v.union([v.string(), v.array(v.string())])),
]);

/** The raw shape: every known parameter optional and loosely typed; unknown keys are stripped. */
const RawQuerySchema = v.object({
  indexName: v.string(),
  query: v.optional(v.string()),
  page: v.optional(Integer),
  hitsPerPage: v.optional(Integer),
  facets: v.optional(StringList),
  facetFilters: v.optional(FilterGroups),
  numericFilters: v.optional(FilterGroups),
  filters: v.optional(v.string()),
  maxValuesPerFacet: v.optional(Integer),
  attributesToRetrieve: v.optional(StringList),
  attributesToHighlight: v.optional(StringList),
  highlightPreTag: v.optional(v.pipe(v.string(), v.maxLength(40))),
  highlightPostTag: v.optional(v.pipe(v.string(), v.maxLength(40))),
  clickAnalytics: v.optional(v.boolean()),
  analytics: v.optional(v.boolean()),
});

export const SearchBodySchema = v.object({
  requests: v.pipe(v.array(v.unknown()), v.minLength(1), v.maxLength(MAX_QUERIES_PER_REQUEST)),
});

const normalQuery = (text: string): string =>
  text
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_QUERY_LENGTH)
    .toLowerCase();

const facetFilterAllowed = (filter: string): boolean => {
  const match = /^-?([\w.]+):(.+)$/s.exec(filter);
  return Boolean(match?.[1] && FACET_ATTRIBUTES.includes(match[1]) && match[2] && match[2].length <= MAX_FACET_VALUE_LENGTH + 2);
};
const numericFilterAllowed = (filter: string): boolean => {
  const match = /^([\w.]+)\s*(<=|>=|<|>|=|!=)\s*-?\d{1,9}(\.\d{1,4})?$/.exec(filter.trim());
  return Boolean(match?.[1] && NUMERIC_ATTRIBUTES.includes(match[1]));
};
/** `filters` only in the form the shop writes: `attr:"value"` joined by AND. */
const filtersAllowed = (filters: string): boolean =>
  filters.split(' AND ').every((part) => {
    const match = /^([\w.]+):"([^"\\]{1,100})"$/.exec(part.trim());
    return Boolean(match?.[1] && FACET_ATTRIBUTES.includes(match[1]));
  });

/** Groups of OR-ed filters, AND-ed together; each group and the list sorted so equal meaning = equal key. */
const normalGroups = (groups: (string | string[])[] | undefined, allowed: (filter: string) => boolean): string[][] | undefined => {
  if (!groups) return undefined;
  const normal = groups
    .map((group) => [...new Set((Array.isArray(group) ? group : [group]).map((filter) => filter.trim()).filter(allowed))].sort())
    .filter((group) => group.length > 0)
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return normal.length > 0 ? normal : undefined;
};

const normalList = (list: string[] | undefined, allowed: readonly string[]): string[] | undefined =>
  list === undefined ? undefined : [...new Set(list.map((item) => item.trim()).filter((item) => allowed.includes(item)))].sort();

const clamp = (value: number | undefined, max: number): number | undefined => (value === undefined ? undefined : Math.min(Math.max(0, value), max));

export type ParsedQuery = { ok: true; query: SearchQuery } | { ok: false; reason: string };

/** Parses one query of a multi-query body for a market; an index of another market is refused. */
export function parseSearchQuery(raw: unknown, locale: LocaleCode): ParsedQuery {
  const parsed = v.safeParse(RawQuerySchema, raw);
  if (!parsed.success) return { ok: false, reason: v.summarize(parsed.issues) };
  const input = parsed.output;
  if (!marketIndexes(locale).includes(input.indexName)) return { ok: false, reason: `index ${input.indexName} is not this market's` };
  const query: SearchQuery = {
    indexName: input.indexName,
    query: normalQuery(input.query ?? ''),
    page: clamp(input.page, MAX_PAGE) ?? 0,
  };
  const hitsPerPage = clamp(input.hitsPerPage, MAX_HITS_PER_PAGE);
  if (hitsPerPage !== undefined) query.hitsPerPage = hitsPerPage;
  const facets = normalList(input.facets, FACET_ATTRIBUTES);
  if (facets?.length) query.facets = facets;
  const facetFilters = normalGroups(input.facetFilters, facetFilterAllowed);
  if (facetFilters) query.facetFilters = facetFilters;
  const numericFilters = normalGroups(input.numericFilters, numericFilterAllowed);
  if (numericFilters) query.numericFilters = numericFilters;
  if (input.filters && filtersAllowed(input.filters)) query.filters = input.filters.trim();
  const maxValues = clamp(input.maxValuesPerFacet, MAX_VALUES_PER_FACET);
  if (maxValues !== undefined && query.facets) query.maxValuesPerFacet = maxValues;
  const retrieve = normalList(input.attributesToRetrieve, RETRIEVABLE_ATTRIBUTES);
  if (retrieve) query.attributesToRetrieve = retrieve;
  const highlight = normalList(input.attributesToHighlight, HIGHLIGHT_ATTRIBUTES);
  if (highlight) query.attributesToHighlight = highlight;
  if (highlight?.length !== 0 && input.highlightPreTag !== undefined && input.highlightPostTag !== undefined) {
    query.highlightPreTag = input.highlightPreTag;
    query.highlightPostTag = input.highlightPostTag;
  }
  if (input.clickAnalytics !== undefined) query.clickAnalytics = input.clickAnalytics;
  if (input.analytics !== undefined) query.analytics = input.analytics;
  return { ok: true, query };
}

/** The cache key of a normal query: the index, then its parameters as JSON with sorted keys. */
export function searchCacheKey(query: SearchQuery): string {
  const { indexName: index, ...params } = query;
  const sorted = Object.fromEntries(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)));
  return `${index}:${JSON.stringify(sorted)}`;
}
