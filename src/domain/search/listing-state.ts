// The state of a product listing (search, category, brand and campaign pages) and its readable URL form
// (spec part 1 §2: hierarchical menu, query, refinement list, sort, range, rating menu, page, hits per
// page). Parsing never fails: a value that is not allowed is dropped, so the listing falls back to its
// default for that part, and `listingSearchParams(parseListingState(x))` is the normal form of x.
import { SORT_REPLICAS, type SortReplica } from './record.ts';

export const HITS_PER_PAGE_OPTIONS = [12, 24, 36, 48] as const;
export type HitsPerPage = (typeof HITS_PER_PAGE_OPTIONS)[number];
export const DEFAULT_HITS_PER_PAGE: HitsPerPage = 24;

/** Tags a shopper may filter by (spec part 2 §9); campaign tags are allowed only while the campaign runs. */
export const FILTER_TAGS = ['new', 'bestseller', 'bware', 'on-sale', 'topRated'] as const;
export const CAMPAIGN_TAG_PREFIX = 'campaign:';

/** Longer queries are cut: nobody types more, and the cache key stays small. */
export const MAX_QUERY_LENGTH = 200;
export const MAX_FACET_VALUE_LENGTH = 100;
export const MAX_REFINEMENTS = 20;
export const MAX_CATEGORY_LEVELS = 5;
export const CATEGORY_SEPARATOR = ' > ';
/** Search engines stop at 1,000 hits; 48 per page gives at most 21 pages, so no page above this exists. */
export const MAX_PAGE = 1000;
export const MAX_PRICE = 10_000_000;
export const RATING_STEPS = [1, 2, 3, 4] as const;

export type SortKey = 'relevance' | SortReplica;
export const SORT_KEYS: readonly SortKey[] = ['relevance', ...SORT_REPLICAS];

export interface PriceRange {
  min?: number;
  max?: number;
}

export interface ListingState {
  query: string;
  /** Hierarchical menu path, e.g. ['Gastronomy', 'Meat processing']. */
  category: string[];
  brands: string[];
  tags: string[];
  price: PriceRange;
  /** Minimum average rating (1–4 stars and up), or null. */
  rating: number | null;
  sort: SortKey;
  page: number;
  hitsPerPage: HitsPerPage;
}

export const EMPTY_LISTING_STATE: ListingState = {
  query: '',
  category: [],
  brands: [],
  tags: [],
  price: {},
  rating: null,
  sort: 'relevance',
  page: 1,
  hitsPerPage: DEFAULT_HITS_PER_PAGE,
};

/** Names of the query parameters, in the order they are written. */
export const LISTING_PARAMS = {
  query: 'query',
  category: 'category',
  brand: 'brand',
  tags: 'tags',
  price: 'price',
  rating: 'rating',
  sort: 'sort',
  hitsPerPage: 'hitsPerPage',
  page: 'page',
} as const;
/** Shortcuts of the search page (spec part 1 §2) that stand for a tag refinement. */
export const TAG_SHORTCUTS: Readonly<Record<string, string>> = { 'new-arrivals': 'new', sales: 'on-sale' };

export interface ParseOptions {
  /** Campaign tags (`campaign:{name}`) that are running now; other campaign tags are dropped. */
  activeCampaignTags?: readonly string[];
}

// Control characters and lone surrogates make no sense in a search and break some back ends.
const clean = (value: string): string =>
  value
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

const facetValue = (value: string): string | null => {
  const text = clean(value);
  return text.length > 0 && text.length <= MAX_FACET_VALUE_LENGTH ? text : null;
};

const unique = (values: readonly string[]): string[] => [...new Set(values)].slice(0, MAX_REFINEMENTS);

const parsePrice = (raw: string | null): PriceRange => {
  const match = raw === null ? null : /^(\d{1,8}(?:\.\d{1,2})?)?:(\d{1,8}(?:\.\d{1,2})?)?$/.exec(raw);
  if (!match) return {};
  const min = match[1] === undefined ? undefined : Number(match[1]);
  const max = match[2] === undefined ? undefined : Number(match[2]);
  if ((min ?? 0) > MAX_PRICE || (max ?? 0) > MAX_PRICE) return {};
  if (min !== undefined && max !== undefined && min > max) return {};
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
};

const parseInteger = (raw: string | null, allowed: (n: number) => boolean): number | null => {
  if (raw === null || !/^[1-9]\d{0,6}$/.test(raw)) return null;
  const number = Number(raw);
  return allowed(number) ? number : null;
};

const isHitsPerPage = (n: number): n is HitsPerPage => (HITS_PER_PAGE_OPTIONS as readonly number[]).includes(n);
const isSortKey = (value: string | null): value is SortKey => value !== null && (SORT_KEYS as readonly string[]).includes(value);

export function isAllowedTag(tag: string, options: ParseOptions = {}): boolean {
  if ((FILTER_TAGS as readonly string[]).includes(tag)) return true;
  return tag.startsWith(CAMPAIGN_TAG_PREFIX) && (options.activeCampaignTags ?? []).includes(tag);
}

export function parseListingState(params: URLSearchParams, options: ParseOptions = {}): ListingState {
  const query = clean(params.get(LISTING_PARAMS.query) ?? '')
    .slice(0, MAX_QUERY_LENGTH)
    .trim();
  const rawCategory = params.get(LISTING_PARAMS.category);
  const levels = rawCategory === null ? [] : rawCategory.split(CATEGORY_SEPARATOR.trim()).map(facetValue);
  const category =
    levels.length <= MAX_CATEGORY_LEVELS && levels.every((level) => level !== null) ? levels.filter((level): level is string => level !== null) : [];
  const shortcuts = Object.entries(TAG_SHORTCUTS).flatMap(([name, tag]) => (params.has(name) ? [tag] : []));
  const tags = unique([...params.getAll(LISTING_PARAMS.tags).map(clean), ...shortcuts].filter((tag) => isAllowedTag(tag, options)));
  const brands = unique(params.getAll(LISTING_PARAMS.brand).flatMap((brand) => facetValue(brand) ?? []));
  const sort = params.get(LISTING_PARAMS.sort);
  const hitsPerPage = parseInteger(params.get(LISTING_PARAMS.hitsPerPage), isHitsPerPage);
  return {
    query,
    category,
    brands,
    tags,
    price: parsePrice(params.get(LISTING_PARAMS.price)),
    rating: parseInteger(params.get(LISTING_PARAMS.rating), (n) => (RATING_STEPS as readonly number[]).includes(n)),
    sort: isSortKey(sort) ? sort : 'relevance',
    page: parseInteger(params.get(LISTING_PARAMS.page), (n) => n <= MAX_PAGE) ?? 1,
    hitsPerPage: hitsPerPage !== null && isHitsPerPage(hitsPerPage) ? hitsPerPage : DEFAULT_HITS_PER_PAGE,
  };
}

const formatPrice = ({ min, max }: PriceRange): string | null => (min === undefined && max === undefined ? null : `${min ?? ''}:${max ?? ''}`);

/** The readable query string of a state: defaults are left out, the order is fixed. */
export function listingSearchParams(state: ListingState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query) params.set(LISTING_PARAMS.query, state.query);
  if (state.category.length > 0) params.set(LISTING_PARAMS.category, state.category.join(CATEGORY_SEPARATOR));
  for (const brand of state.brands) params.append(LISTING_PARAMS.brand, brand);
  for (const tag of state.tags) params.append(LISTING_PARAMS.tags, tag);
  const price = formatPrice(state.price);
  if (price !== null) params.set(LISTING_PARAMS.price, price);
  if (state.rating !== null) params.set(LISTING_PARAMS.rating, String(state.rating));
  if (state.sort !== 'relevance') params.set(LISTING_PARAMS.sort, state.sort);
  if (state.hitsPerPage !== DEFAULT_HITS_PER_PAGE) params.set(LISTING_PARAMS.hitsPerPage, String(state.hitsPerPage));
  if (state.page > 1) params.set(LISTING_PARAMS.page, String(state.page));
  return params;
}

/** `?…` for a link, or '' for the default state. */
export function listingQueryString(state: ListingState): string {
  const text = listingSearchParams(state).toString();
  return text ? `?${text}` : '';
}
