// Which search client InstantSearch uses: the worker provides its cached, server-side client while it
// renders; in the browser nothing is provided and use-search-client.ts falls back to the worker's
// `/api/search`. Kept apart from that fallback so the frame, which provides the context, does not carry
// the browser client's code.
import { createContext } from 'react';
import type { ListingSearchClient } from './search-client.ts';

export const SearchClientContext = createContext<ListingSearchClient | null>(null);
