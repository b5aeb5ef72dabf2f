// The header search (spec part 1 "Search bar"). Without JavaScript it is a plain GET form to
// /search?query=…; with it, the field is an ARIA combobox whose quick results open under it after
// MIN_QUERY_LENGTH characters. It talks to the worker's /api/search through the lean browser search
// client only (no InstantSearch here: this runs on every page), loaded as its own chunk when the shopper
// heads for the field (see use-quick-search.ts).
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { trackSearch } from '../analytics/search-events.ts';
import { useT } from '../i18n/i18n.tsx';
import { useLink } from '../market-context.tsx';
import { NO_ACTIVE } from '../search/quick-search/active-index.ts';
import { QuickSearchPanel } from '../search/quick-search/quick-search-panel.tsx';
import { useQuickSearch } from '../search/quick-search/use-quick-search.ts';

/** `initialQuery`: the current query on the search page, so the field starts with it. */
export function SearchBox({ initialQuery = '' }: { initialQuery?: string }) {
  const t = useT();
  const link = useLink();
  const id = useId();
  const inputId = `${id}input`;
  const panelId = `${id}panel`;
  const listboxId = `${id}listbox`;
  const optionId = (index: number) => `${id}hit-${index}`;
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { state, dispatch, input, close, clear, preload, Hits } = useQuickSearch(initialQuery);
  const { open, result, active, text } = state;
  const hits = result?.hits ?? [];

  // Click (or focus) outside closes the panel.
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (event.target instanceof Node && !formRef.current?.contains(event.target)) close();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open, close]);

  // The highlighted hit stays in view when the panel scrolls.
  useEffect(() => {
    if (open && active !== NO_ACTIVE) document.getElementById(`${id}hit-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active, id]);

  const chosen = (index: number) => {
    const hit = hits[index];
    if (!hit || !result) return null;
    trackSearch({ event: 'product-clicked', search_term: result.query, item_id: hit.card.sku, position: index + 1 });
    return link({ name: 'product', slug: hit.card.slug });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        dispatch({ type: 'step', delta: event.key === 'ArrowDown' ? 1 : -1 });
        break;
      case 'Escape':
        // Closing only: the search field's native Escape would also empty it.
        if (open) {
          event.preventDefault();
          close();
        }
        break;
      case 'Enter': {
        if (!open || active === NO_ACTIVE) break; // the form submits to the search page
        const href = chosen(active);
        if (!href) break;
        event.preventDefault();
        close();
        window.location.assign(href);
        break;
      }
    }
  };

  const announcement = open && result ? (result.nbHits === 0 ? t('quickSearch.noResults') : t('quickSearch.count', { count: result.nbHits })) : '';

  return (
    // biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark and the header grid's item; a <search> wrapper would take that place in the grid
    <form ref={formRef} className="search search--quick" role="search" action={link({ name: 'search' })} method="get" onSubmit={close}>
      <label className="visually-hidden" htmlFor={inputId}>
        {t('header.search.label')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className="search__input"
        type="search"
        name="query"
        value={text}
        placeholder={t('header.search.placeholder')}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-haspopup="listbox"
        aria-expanded={open && result !== null}
        aria-controls={listboxId}
        aria-activedescendant={open && active !== NO_ACTIVE ? optionId(active) : undefined}
        onChange={(event) => input(event.target.value)}
        onKeyDown={onKeyDown}
        onPointerEnter={preload}
        onFocus={() => {
          trackSearch({ event: 'search-bar-clicked' });
          dispatch({ type: 'focus' });
          preload();
        }}
      />
      {text !== '' && (
        <button
          className="search__clear"
          type="button"
          aria-label={t('header.search.clear')}
          onClick={() => {
            clear();
            inputRef.current?.focus();
          }}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
      <button className="search__submit" type="submit" aria-label={t('header.search.submit')}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <QuickSearchPanel
        id={panelId}
        listboxId={listboxId}
        optionId={optionId}
        open={open}
        result={result}
        active={active}
        onChoose={(index) => void chosen(index)}
        Hits={Hits}
      />
    </form>
  );
}
