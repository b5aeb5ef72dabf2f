// A listing with InstantSearch: rendered on the server (getServerState collects its results), hydrated
// from those results, then searching through the worker's `/api/search` as the shopper refines. Every
// state has a readable URL (routing.ts), so links, reloads, back/forward and crawlers see the same page.
import { useCallback, useMemo, useState } from 'react';
import { Configure, InstantSearch, InstantSearchSSRProvider, useSearchBox } from 'react-instantsearch-core';
import { CARD_ATTRIBUTES } from '../../domain/search/hit-card.ts';
import { useT } from '../i18n/i18n.tsx';
import type { ListingSearchData } from './listing-data.ts';
import { idleIslandGroup } from '../components/idle-island.tsx';
import { ListingResults } from './listing-results.tsx';
import { listingRouting } from './routing.ts';
import { useSearchClient } from './use-search-client.ts';
import { seededSearchClient } from './seeded-search-client.ts';
import type { ListingSearchClient } from './search-client.ts';
import type { SearchClient } from 'instantsearch.js';
import type { CategoryNode } from '../../domain/catalogue/types.ts';

// The filters and the toolbar (sorting, page size, refinements in force) wait for the shopper: their
// widgets and code hydrate once the browser is idle (idle-island.tsx), from the same results as the hits,
// which the seeded client answers the search their late start asks for (seeded-search-client.ts). They
// come as one group, so both join InstantSearch in the same commit and it searches once, for the state the
// server rendered: loaded apart, the first to arrive made it search a state the server never rendered (the
// toolbar's widgets without the filters' facets), one more request to the search service per listing view.
const listingControls = idleIslandGroup(() => import('./listing-controls.ts'));
const ListingFilters = listingControls((module) => module.ListingFilters);
const ListingToolbar = listingControls((module) => module.ListingToolbar);

/** Facet values a listing asks for (brands, tags, categories); the filters show fewer until "Show more". */
export const LISTING_FACET_VALUES = 30;

/**
 * Our clients answer with results already checked where they entered the system (the worker's search
 * service adapter); InstantSearch types them by its own generic record type.
 */
const asInstantSearchClient = (client: ListingSearchClient): SearchClient => client as unknown as SearchClient;

export interface ListingSearchProps {
  search: ListingSearchData;
  /** Path and query of the request, the location InstantSearch reads while rendering on the server. */
  serverPath: string;
  /** The departments a search without hits suggests (the search page's); other listings say only 'No results'. */
  departments?: readonly CategoryNode[];
}

/** Registers the query (from the header search) in the listing state without a second search box. */
function QueryState() {
  useSearchBox();
  return null;
}

export function ListingUnavailable() {
  const t = useT();
  return (
    <section className="listing-unavailable" role="alert">
      <h2>{t('listing.unavailable.title')}</h2>
      <p>{t('listing.unavailable.text')}</p>
    </section>
  );
}

export function ListingSearch({ search, serverPath, departments }: ListingSearchProps) {
  const shared = useSearchClient();
  const client = useMemo(() => seededSearchClient(shared, search.serverState), [shared, search.serverState]);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Stable, so the islands waiting for their code keep their server HTML when the listing renders again.
  const openFilters = useCallback(() => setFiltersOpen(true), []);
  const closeFilters = useCallback(() => setFiltersOpen(false), []);
  const routing = useMemo(
    () =>
      listingRouting({
        primary: search.indexName,
        facets: search.facets,
        activeCampaignTags: search.activeCampaignTags,
        serverUrl: `http://localhost${serverPath}`,
      }),
    [search.indexName, search.facets, search.activeCampaignTags, serverPath],
  );
  if (search.unavailable) return <ListingUnavailable />;
  return (
    <InstantSearchSSRProvider {...(search.serverState ?? {})}>
      <InstantSearch
        searchClient={asInstantSearchClient(client)}
        indexName={search.indexName}
        routing={routing}
        insights={false}
        future={{ preserveSharedStateOnUnmount: true }}>
        <Configure
          attributesToRetrieve={CARD_ATTRIBUTES}
          attributesToHighlight={[]}
          maxValuesPerFacet={LISTING_FACET_VALUES}
          {...(search.filters ? { filters: search.filters } : {})}
        />
        <QueryState />
        <div className="listing">
          <ListingFilters facets={search.facets} open={filtersOpen} onClose={closeFilters} />
          <div className="listing__main">
            <ListingToolbar primary={search.indexName} onOpenFilters={openFilters} />
            <ListingResults {...(departments ? { departments } : {})} />
          </div>
        </div>
      </InstantSearch>
    </InstantSearchSSRProvider>
  );
}
