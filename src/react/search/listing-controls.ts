// The listing's filters and toolbar, as one chunk (listing-search.tsx loads them together after idle).
export { ListingFilters } from './listing-filters.tsx';
export { ListingToolbar } from './listing-toolbar.tsx';
