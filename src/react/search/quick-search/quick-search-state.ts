// The quick search as a pure state machine (spec part 1: "Search results panel opens on focus or input,
// closes on submit, click outside or clearing"). Timers and requests live in the component; every answer
// carries the id of its request and only the latest request's answer is taken, so a slow, stale answer
// never replaces a newer one.
import { NO_ACTIVE, stepActive } from './active-index.ts';
import { MIN_QUERY_LENGTH } from './constants.ts';
import type { QuickResult } from './quick-result.ts';

export interface QuickSearchState {
  text: string;
  /** Id of the request whose answer is awaited; 0 when none is (answers then are all stale). */
  latest: number;
  result: QuickResult | null;
  open: boolean;
  /** Index of the highlighted hit, NO_ACTIVE for none. */
  active: number;
}

export type QuickSearchAction =
  | { type: 'input'; text: string }
  | { type: 'sent'; id: number }
  | { type: 'answered'; id: number; result: QuickResult }
  | { type: 'failed'; id: number }
  | { type: 'focus' }
  | { type: 'step'; delta: 1 | -1 }
  | { type: 'close' }
  | { type: 'clear' };

/** The text as it is sent: trimmed; null while it is too short to search. */
export function searchableText(text: string): string | null {
  const query = text.trim();
  return [...query].length >= MIN_QUERY_LENGTH ? query : null;
}

export const initialQuickSearch = (text = ''): QuickSearchState => ({ text, latest: 0, result: null, open: false, active: NO_ACTIVE });

/** The result belongs to the text in the field (so it may be shown on focus). */
const fitsText = (state: QuickSearchState): boolean => state.result !== null && state.result.query === searchableText(state.text);

export function quickSearchReducer(state: QuickSearchState, action: QuickSearchAction): QuickSearchState {
  switch (action.type) {
    case 'input':
      if (searchableText(action.text) === null) return initialQuickSearch(action.text);
      // The panel keeps the last hits while the new query is on its way.
      return { ...state, text: action.text, active: NO_ACTIVE };
    case 'sent':
      return { ...state, latest: action.id };
    case 'answered':
      if (action.id !== state.latest) return state;
      return { ...state, latest: 0, result: action.result, open: true, active: NO_ACTIVE };
    case 'failed':
      if (action.id !== state.latest) return state;
      return { ...state, latest: 0, result: null, open: false, active: NO_ACTIVE };
    case 'focus':
      return fitsText(state) ? { ...state, open: true } : state;
    case 'step': {
      if (!state.open && !fitsText(state)) return state;
      const count = state.result?.hits.length ?? 0;
      return { ...state, open: true, active: stepActive(state.open ? state.active : NO_ACTIVE, action.delta, count) };
    }
    case 'close':
      // An answer still on its way would reopen the panel the shopper just closed: it is dropped.
      if (!state.open && state.active === NO_ACTIVE && state.latest === 0) return state;
      return { ...state, latest: 0, open: false, active: NO_ACTIVE };
    case 'clear':
      return initialQuickSearch();
  }
}
