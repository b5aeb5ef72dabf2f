// The header quick search's numbers (spec part 1 "Search bar", part 2 "Debounces" and "'See all results'").

/**
 * Characters a query needs before the index is asked. The spec only says "a minimum number of characters
 * (value not shown)": 3 is our choice — fewer gives too many loose prefix matches to be useful.
 */
export const MIN_QUERY_LENGTH = 3;
/** Pause in typing before the query is sent (spec part 2: "search 300 ms"). */
export const QUICK_SEARCH_DEBOUNCE_MS = 300;
/** Hits shown in the panel. */
export const QUICK_SEARCH_HITS = 6;
/** From this many hits on, the panel links to the full search page (spec part 2: "at 5 or more hits"). */
export const SEE_ALL_MIN_HITS = 5;
/** Tags around the matched part of a highlighted name. */
export const HIGHLIGHT_PRE_TAG = '<mark>';
export const HIGHLIGHT_POST_TAG = '</mark>';
