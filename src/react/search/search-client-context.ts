// Which search client InstantSearch uses: the worker provides its cached, server-side client while it
// renders; in the browser the default sends queries to the worker's `/api/search`.
import { createContext, useContext } from 'react';
import { browserSearchClient, type ListingSearchClient } from './search-client.ts';

let browserClient: ListingSearchClient | null = null;

export const SearchClientContext = createContext<ListingSearchClient | null>(null);

export function useSearchClient(): ListingSearchClient {
  const provided = useContext(SearchClientContext);
  if (provided) return provided;
  browserClient ??= browserSearchClient();
  return browserClient;
}
