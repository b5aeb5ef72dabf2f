// Search events of the header quick search (spec part 1 "Search bar": search, product-clicked,
// search-results-shown, search-bar-clicked), pushed onto `window.dataLayer` like the shop events of
// data-layer.ts, under the spec's names.

export type SearchEvent =
  /** The field got focus (by click, tap or keyboard). */
  | { event: 'search-bar-clicked' }
  /** A query was sent to the index. */
  | { event: 'search'; search_term: string }
  /** The panel shows the answer of a query; `results_count` is the number of hits found. */
  | { event: 'search-results-shown'; search_term: string; results_count: number }
  /** A hit was chosen; `position` counts from 1 in the panel's list. */
  | { event: 'product-clicked'; search_term: string; item_id: string; position: number };

export function trackSearch(payload: SearchEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push(payload);
}
