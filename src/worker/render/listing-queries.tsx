// What InstantSearch's first pass renders to learn a listing's queries: only the listing, inside the
// contexts its widgets read, not the whole page. The queries come from the widgets InstantSearch finds
// mounted, and they are the same components as in the page (ListingSearch), so the frame around them
// (header, category bar, footer…) would be rendered once more for nothing.
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { I18nProvider } from '../../react/i18n/i18n.tsx';
import { MarketContext } from '../../react/market-context.tsx';
import type { AppData, ListingPageData } from '../../react/page-data.ts';
import { SearchClientContext } from '../../react/search/search-client-context.ts';
import type { ListingSearchClient } from '../../react/search/search-client.ts';
import { ListingSearch } from '../../react/search/listing-search.tsx';

export function listingQueries(data: AppData, listing: ListingPageData, searchClient: ListingSearchClient): ReactNode {
  return (
    <JotaiProvider store={createStore()}>
      <SearchClientContext.Provider value={searchClient}>
        <MarketContext.Provider value={data.market}>
          <I18nProvider locale={data.market.locale} messages={data.messages}>
            {/* The search page's departments show only without hits: they mount no widget of their own. */}
            <ListingSearch search={listing.search} serverPath={data.path} />
          </I18nProvider>
        </MarketContext.Provider>
      </SearchClientContext.Provider>
    </JotaiProvider>
  );
}
