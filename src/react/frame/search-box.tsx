// The header search (spec part 1 "Search bar"). Without JavaScript it is a plain GET form to
// /search?query=…; with it, the field is an ARIA combobox whose quick results open under it after
// MIN_QUERY_LENGTH characters. This file is only the field, on every page at start: the combobox's
// behaviour (state machine, keys, requests, results panel) is the quick-search chunk, loaded as soon as
// the shopper heads for the field (pointer over it, focus). Until it is in, the field takes text and the
// form submits to the search page; text typed meanwhile is searched once it arrives.
import { useId, useRef, useState } from 'react';
import { trackSearch } from '../analytics/search-events.ts';
import { useT } from '../i18n/i18n.tsx';
import { useLink } from '../market-context.tsx';
import { CLOSED_COMBOBOX, type ComboboxHandle, type ComboboxView } from '../search/quick-search/combobox-handle.ts';

type QuickSearchChunk = typeof import('../search/quick-search/quick-search-chunk.ts');

/** `initialQuery`: the current query on the search page, so the field starts with it. */
export function SearchBox({ initialQuery = '' }: { initialQuery?: string }) {
  const t = useT();
  const link = useLink();
  const id = useId();
  const inputId = `${id}input`;
  const panelId = `${id}panel`;
  const listboxId = `${id}listbox`;
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const combobox = useRef<ComboboxHandle>(null);
  const [text, setText] = useState(initialQuery);
  const [view, setView] = useState<ComboboxView>(CLOSED_COMBOBOX);
  const [chunk, setChunk] = useState<QuickSearchChunk | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  // On the first sign of intent. A failed load reaches the chunk-reload handler (chunk-reload.ts); the
  // next sign of intent asks again, and the plain form works meanwhile.
  const want = () => {
    loading.current ??= import('../search/quick-search/quick-search-chunk.ts').then(setChunk, (error: unknown) => {
      loading.current = null;
      throw error;
    });
  };
  const Combobox = chunk?.QuickSearchCombobox;

  return (
    // biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark and the header grid's item; a <search> wrapper would take that place in the grid
    <form
      ref={formRef}
      className="search search--quick"
      role="search"
      action={link({ name: 'search' })}
      method="get"
      onSubmit={() => combobox.current?.close()}>
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
        aria-expanded={view.expanded}
        aria-controls={listboxId}
        aria-activedescendant={view.activeId}
        onChange={(event) => {
          setText(event.target.value);
          combobox.current?.input(event.target.value);
        }}
        onKeyDown={(event) => combobox.current?.keyDown(event)}
        onPointerEnter={want}
        onFocus={() => {
          trackSearch({ event: 'search-bar-clicked' });
          want();
          combobox.current?.focus();
        }}
      />
      {text !== '' && (
        <button
          className="search__clear"
          type="button"
          aria-label={t('header.search.clear')}
          onClick={() => {
            setText('');
            combobox.current?.clear();
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
        {view.announcement}
      </p>
      {/* Until the chunk is in: the closed panel with the same ids, as the server renders it. */}
      {Combobox ? (
        <Combobox
          ref={combobox}
          ids={{ base: id, panel: panelId, listbox: listboxId }}
          text={text}
          initialText={initialQuery}
          formRef={formRef}
          onView={setView}
        />
      ) : (
        <div className="quick-search" id={panelId} hidden>
          <div className="quick-search__list" role="listbox" id={listboxId} aria-label={t('quickSearch.results')} hidden />
        </div>
      )}
    </form>
  );
}
