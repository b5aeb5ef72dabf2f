// The listing (InstantSearch and its widgets) is a separate script chunk: only listing pages load it,
// which keeps the product page's JavaScript small. The chunk is loaded before rendering — by the worker
// before it renders and by the client entry before it hydrates — so the listing renders synchronously
// and hydration matches the server's HTML.
import type { ListingSearchProps } from './listing-search.tsx';

type ListingModule = typeof import('./listing-search.tsx');
let listingModule: ListingModule | null = null;

export async function loadListingModule(): Promise<ListingModule> {
  listingModule ??= await import('./listing-search.tsx');
  return listingModule;
}

export function ListingSlot(props: ListingSearchProps) {
  if (!listingModule) {
    console.error('listing chunk not loaded before render: the listing is left out');
    return null;
  }
  const { ListingSearch } = listingModule;
  return <ListingSearch {...props} />;
}
