// The quick search's effects around its pure state machine: the 300 ms debounce, one request per settled
// text through the browser search client, and the search events. Failures (e.g. 503 while the search
// service is down) close the panel with a warning; the form still submits to the search page.
// Part of the quick-search chunk (quick-search-chunk.ts), loaded when the shopper heads for the field.
import { useCallback, useContext, useEffect, useReducer, useRef } from 'react';
import { trackSearch } from '../../analytics/search-events.ts';
import { useMarket } from '../../market-context.tsx';
import { SearchClientContext } from '../search-client-context.ts';
import { QUICK_SEARCH_DEBOUNCE_MS } from './constants.ts';
import { initialQuickSearch, quickSearchReducer, searchableText } from './quick-search-state.ts';
import { searchQuick } from './search-quick.ts';

export function useQuickSearch(initialText: string) {
  const provided = useContext(SearchClientContext);
  const { locale } = useMarket();
  const [state, dispatch] = useReducer(quickSearchReducer, initialText, initialQuickSearch);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastId = useRef(0);

  const cancelPending = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  useEffect(() => cancelPending, [cancelPending]);

  const send = useCallback(
    (query: string) => {
      const id = ++lastId.current;
      dispatch({ type: 'sent', id });
      trackSearch({ event: 'search', search_term: query });
      searchQuick(provided, locale, query)
        .then((result) => dispatch({ type: 'answered', id, result }))
        .catch((error: unknown) => {
          console.warn('quick search failed; the panel stays closed', error);
          dispatch({ type: 'failed', id });
        });
    },
    [provided, locale],
  );

  const input = useCallback(
    (text: string) => {
      cancelPending();
      dispatch({ type: 'input', text });
      const query = searchableText(text);
      if (query !== null) timer.current = setTimeout(() => send(query), QUICK_SEARCH_DEBOUNCE_MS);
    },
    [cancelPending, send],
  );

  const close = useCallback(() => {
    cancelPending();
    dispatch({ type: 'close' });
  }, [cancelPending]);

  const clear = useCallback(() => {
    cancelPending();
    dispatch({ type: 'clear' });
  }, [cancelPending]);

  // Once per answer shown (reopening the same answer on focus is not counted again).
  const { open, result } = state;
  useEffect(() => {
    if (open && result) trackSearch({ event: 'search-results-shown', search_term: result.query, results_count: result.nbHits });
  }, [open, result]);

  return { state, dispatch, input, close, clear };
}
