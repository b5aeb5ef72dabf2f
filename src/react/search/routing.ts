// InstantSearch routing: the listing's UI state ⇄ the readable URL of src/domain/search/listing-state.ts.
// The same mapping runs on the server (location = the request URL) and in the browser, so the server's
// first render, the hydrated page and every link InstantSearch creates agree.
import type { IndexUiState, UiState } from 'instantsearch.js';
import { history } from 'instantsearch.js/es/lib/routers/index.js';
import {
  DEFAULT_HITS_PER_PAGE,
  EMPTY_LISTING_STATE,
  HITS_PER_PAGE_OPTIONS,
  listingQueryString,
  parseListingState,
  SORT_KEYS,
  type HitsPerPage,
  type ListingState,
  type PriceRange,
  type SortKey,
} from '../../domain/search/listing-state.ts';
import { CATEGORY_LEVEL_ATTRIBUTES } from '../../domain/search/record.ts';

export const CATEGORY_ATTRIBUTE = CATEGORY_LEVEL_ATTRIBUTES[0];
export const PRICE_ATTRIBUTE = 'price';
export const RATING_ATTRIBUTE = 'avgRating';

/** What a page lets the shopper refine; a page's fixed filter (its category or brand) is not offered. */
export interface ListingFacets {
  category: boolean;
  brand: boolean;
}

export const sortIndex = (primary: string, sort: SortKey): string => (sort === 'relevance' ? primary : `${primary}_${sort}`);

const sortFromIndex = (primary: string, index: string | undefined): SortKey => {
  const suffix = index?.startsWith(`${primary}_`) ? index.slice(primary.length + 1) : 'relevance';
  return SORT_KEYS.find((key) => key === suffix) ?? 'relevance';
};

const priceText = ({ min, max }: PriceRange): string | undefined =>
  min === undefined && max === undefined ? undefined : `${min ?? ''}:${max ?? ''}`;

const priceRange = (text: string | undefined): PriceRange => {
  const [min, max] = (text ?? '').split(':').map((part) => (part === '' ? undefined : Number(part)));
  return {
    ...(min !== undefined && Number.isFinite(min) ? { min } : {}),
    ...(max !== undefined && Number.isFinite(max) ? { max } : {}),
  };
};

const isHitsPerPage = (n: number | undefined): n is HitsPerPage => (HITS_PER_PAGE_OPTIONS as readonly (number | undefined)[]).includes(n);

export function toUiState(state: ListingState, primary: string, facets: ListingFacets): IndexUiState {
  const refinementList: Record<string, string[]> = {};
  if (facets.brand && state.brands.length > 0) refinementList['brand'] = state.brands;
  if (state.tags.length > 0) refinementList['tags'] = state.tags;
  const price = priceText(state.price);
  return {
    ...(state.query ? { query: state.query } : {}),
    ...(facets.category && state.category.length > 0 ? { hierarchicalMenu: { [CATEGORY_ATTRIBUTE]: state.category } } : {}),
    ...(Object.keys(refinementList).length > 0 ? { refinementList } : {}),
    ...(price ? { range: { [PRICE_ATTRIBUTE]: price } } : {}),
    ...(state.rating !== null ? { ratingMenu: { [RATING_ATTRIBUTE]: state.rating } } : {}),
    ...(state.sort !== 'relevance' ? { sortBy: sortIndex(primary, state.sort) } : {}),
    ...(state.hitsPerPage !== DEFAULT_HITS_PER_PAGE ? { hitsPerPage: state.hitsPerPage } : {}),
    ...(state.page > 1 ? { page: state.page } : {}),
  };
}

export function fromUiState(ui: IndexUiState | undefined, primary: string): ListingState {
  if (!ui) return EMPTY_LISTING_STATE;
  const rating = ui.ratingMenu?.[RATING_ATTRIBUTE];
  return {
    query: ui.query ?? '',
    category: ui.hierarchicalMenu?.[CATEGORY_ATTRIBUTE] ?? [],
    brands: ui.refinementList?.['brand'] ?? [],
    tags: ui.refinementList?.['tags'] ?? [],
    price: priceRange(ui.range?.[PRICE_ATTRIBUTE]),
    rating: typeof rating === 'number' ? rating : null,
    sort: sortFromIndex(primary, ui.sortBy),
    page: ui.page ?? 1,
    hitsPerPage: isHitsPerPage(ui.hitsPerPage) ? ui.hitsPerPage : DEFAULT_HITS_PER_PAGE,
  };
}

export interface RoutingOptions {
  primary: string;
  facets: ListingFacets;
  activeCampaignTags: readonly string[];
  /** The request URL while rendering on the server; the browser's location otherwise. */
  serverUrl: string | undefined;
}

/** Location of the server render; only the fields the router reads. */
function serverLocation(url: string): Location {
  const { href, protocol, hostname, host, port, pathname, search, hash, origin } = new URL(url);
  return { href, protocol, hostname, host, port, pathname, search, hash, origin } as Location;
}

export function listingRouting({ primary, facets, activeCampaignTags, serverUrl }: RoutingOptions) {
  return {
    router: history<ListingState>({
      getLocation: () => (typeof window === 'undefined' ? serverLocation(serverUrl ?? 'http://localhost/') : window.location),
      parseURL: ({ location }) => parseListingState(new URLSearchParams(location.search), { activeCampaignTags }),
      createURL: ({ routeState, location }) => `${location.pathname}${listingQueryString(routeState)}`,
      // The refinements of a listing are part of its URL: leaving the page must not strip them.
      cleanUrlOnDispose: false,
      writeDelay: 400,
    }),
    stateMapping: {
      stateToRoute: (uiState: UiState): ListingState => fromUiState(uiState[primary], primary),
      routeToState: (route: ListingState): UiState => ({ [primary]: toUiState(route, primary, facets) }),
    },
  };
}
