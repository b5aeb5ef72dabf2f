// The quick search's effects around its pure state machine: the 300 ms debounce, one request per settled
// text through the browser search client, and the search events. Failures (e.g. 503 while the search
// service is down) close the panel with a warning; the form still submits to the search page.
// Searching and showing hits is the quick-search chunk: `preload` fetches it as soon as the shopper heads
// for the field, and the first search waits for it if it is not there yet.
import { useCallback, useContext, useEffect, useReducer, useRef, useState } from 'react';
import { trackSearch } from '../../analytics/search-events.ts';
import { useMarket } from '../../market-context.tsx';
import { SearchClientContext } from '../search-client-context.ts';
import { QUICK_SEARCH_DEBOUNCE_MS } from './constants.ts';
import { initialQuickSearch, quickSearchReducer, searchableText } from './quick-search-state.ts';

type QuickSearchChunk = typeof import('./quick-search-chunk.ts');

export function useQuickSearch(initialText: string) {
  const provided = useContext(SearchClientContext);
  const { locale } = useMarket();
  const [state, dispatch] = useReducer(quickSearchReducer, initialText, initialQuickSearch);
  const [chunk, setChunk] = useState<QuickSearchChunk | null>(null);
  const loading = useRef<Promise<QuickSearchChunk> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastId = useRef(0);

  const load = useCallback((): Promise<QuickSearchChunk> => {
    loading.current ??= import('./quick-search-chunk.ts').then(
      (module) => {
        setChunk(module);
        return module;
      },
      (error: unknown) => {
        loading.current = null; // the next attempt asks again
        throw error;
      },
    );
    return loading.current;
  }, []);
  /** For the field's focus and hover; a failed load reaches the chunk-reload handler (chunk-reload.ts). */
  const preload = useCallback(() => void load(), [load]);

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
      load()
        .then((quick) => quick.searchQuick(provided, locale, query))
        .then((result) => dispatch({ type: 'answered', id, result }))
        .catch((error: unknown) => {
          console.warn('quick search failed; the panel stays closed', error);
          dispatch({ type: 'failed', id });
        });
    },
    [load, provided, locale],
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

  return { state, dispatch, input, close, clear, preload, Hits: chunk?.QuickHits ?? null };
}
