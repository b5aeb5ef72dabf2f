// The header field's combobox behaviour (spec part 1 "Search bar"), loaded on intent as the quick-search
// chunk: the field (frame/search-box.tsx) forwards its typing, keys and focus through `ref`, and shows
// the view this reports (`onView`) in its ARIA attributes and status line; the results panel is rendered
// here, in the form, under the field.
import { useEffect, useImperativeHandle, useLayoutEffect, useRef, type KeyboardEvent, type Ref, type RefObject } from 'react';
import { trackSearch } from '../../analytics/search-events.ts';
import { useDismiss } from '../../components/use-dismiss.ts';
import { useT } from '../../i18n/i18n.tsx';
import { useLink } from '../../market-context.tsx';
import { NO_ACTIVE } from './active-index.ts';
import type { ComboboxHandle, ComboboxView } from './combobox-handle.ts';
import { QuickSearchPanel } from './quick-search-panel.tsx';
import { useQuickSearch } from './use-quick-search.ts';

export interface QuickSearchComboboxProps {
  ref: Ref<ComboboxHandle>;
  /** `base` prefixes the hits' ids; `panel` and `listbox` are the ids the field's ARIA points at. */
  ids: { base: string; panel: string; listbox: string };
  /** The field's text now, and the one it started with. */
  text: string;
  initialText: string;
  formRef: RefObject<HTMLFormElement | null>;
  onView: (view: ComboboxView) => void;
}

export function QuickSearchCombobox({ ref, ids, text, initialText, formRef, onView }: QuickSearchComboboxProps) {
  const t = useT();
  const link = useLink();
  const { state, dispatch, input, close, clear } = useQuickSearch(text);
  const { open, result, active } = state;
  const hits = result?.hits ?? [];
  const optionId = (index: number) => `${ids.base}hit-${index}`;

  // Text typed while this chunk was on its way is searched now, as if it had just been typed. In the
  // commit that gives the field its handle (a layout effect): a passive effect could run after a key
  // pressed in between, and search its older text over the newer one ('váh' for 'váha').
  const typedEarly = useRef(text !== initialText ? text : null);
  useLayoutEffect(() => {
    if (typedEarly.current !== null) input(typedEarly.current);
    typedEarly.current = null;
  }, [input]);

  // The field shows what the combobox is doing.
  const expanded = open && result !== null;
  const activeId = open && active !== NO_ACTIVE ? optionId(active) : undefined;
  const announcement = open && result ? (result.nbHits === 0 ? t('quickSearch.noResults') : t('quickSearch.count', { count: result.nbHits })) : '';
  useEffect(() => onView({ expanded, activeId, announcement }), [onView, expanded, activeId, announcement]);

  // Click (or focus) outside closes the panel; its keys (Escape too) are the field's.
  useDismiss(formRef, open, close, { onEscape: false });

  // The highlighted hit stays in view when the panel scrolls.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const chosen = (index: number) => {
    const hit = hits[index];
    if (!hit || !result) return null;
    trackSearch({ event: 'product-clicked', search_term: result.query, item_id: hit.card.sku, position: index + 1 });
    return link({ name: 'product', slug: hit.card.slug });
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
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

  useImperativeHandle(ref, () => ({ input, keyDown, focus: () => dispatch({ type: 'focus' }), close, clear }));

  return (
    <QuickSearchPanel
      id={ids.panel}
      listboxId={ids.listbox}
      optionId={optionId}
      open={open}
      result={result}
      active={active}
      onChoose={(index) => void chosen(index)}
    />
  );
}
