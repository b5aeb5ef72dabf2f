// The search part of a listing page: the market's index, the page's own filter, the refinements it
// offers and the state its URL asks for (campaign tags only while the store runs that campaign).
import { activeCampaignTags } from '../../domain/search/campaigns.ts';
import { parseListingState } from '../../domain/search/listing-state.ts';
import { indexName } from '../../domain/search/record.ts';
import type { ListingSearchData } from '../../react/search/listing-data.ts';
import type { ListingFacets } from '../../react/search/routing.ts';
import { cachedStoreSettings } from '../services/catalogue/store-settings.ts';
import type { LoaderContext } from './frame.ts';
import { logWarn } from '../services/observability/log.ts';

/** A `filters` clause for one facet value; the values come from our own catalogue, never from the URL. */
export const facetFilter = (attribute: 'categoryKeys' | 'brand', value: string): string => `${attribute}:"${value.replace(/["\\]/g, '')}"`;

export async function listingSearch(
  context: LoaderContext,
  { filters, facets }: { filters: string | null; facets: ListingFacets },
): Promise<ListingSearchData> {
  const settings = await cachedStoreSettings(context.env, context.market, context.waitUntil).catch((error: unknown) => {
    logWarn('store settings unavailable: no campaign is running on this page', error);
    return { campaigns: [] };
  });
  const campaigns = activeCampaignTags(settings.campaigns, new Date());
  return {
    indexName: indexName(context.market.locale),
    filters,
    facets,
    activeCampaignTags: campaigns,
    state: parseListingState(context.url.searchParams, { activeCampaignTags: campaigns }),
    serverState: null,
    unavailable: false,
  };
}
