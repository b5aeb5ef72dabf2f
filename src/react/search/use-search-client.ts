// The search client to query with: the one the worker provides while it renders, otherwise (in the
// browser) one client, shared by the listing and the quick search, that asks the worker's `/api/search`.
import { useContext } from 'react';
import { SearchClientContext } from './search-client-context.ts';
import { browserSearchClient, type ListingSearchClient } from './search-client.ts';

let browserClient: ListingSearchClient | null = null;

export function searchClientOr(provided: ListingSearchClient | null): ListingSearchClient {
  if (provided) return provided;
  browserClient ??= browserSearchClient();
  return browserClient;
}

export function useSearchClient(): ListingSearchClient {
  return searchClientOr(useContext(SearchClientContext));
}
