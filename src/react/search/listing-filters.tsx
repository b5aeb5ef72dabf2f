// The filters of a listing: category tree, brand, offers (tags), price and rating. A column beside the
// hits on wide screens; on phones a full-screen panel opened from the toolbar (spec: filter modal).
import { useCallback, useEffect, useRef } from 'react';
import { useInstantSearch, useStats } from 'react-instantsearch-core';
import type { RefinementListItem } from 'instantsearch.js/es/connectors/refinement-list/connectRefinementList.js';
import { CATEGORY_LEVEL_ATTRIBUTES } from '../../domain/search/record.ts';
import { isAllowedTag } from '../../domain/search/listing-state.ts';
import { useFocusTrap } from '../components/use-focus-trap.ts';
import { useT } from '../i18n/i18n.tsx';
import { HierarchicalMenu, RefinementList } from './facet-lists.tsx';
import { PriceFilter } from './price-filter.tsx';
import { RatingFilter } from './rating-filter.tsx';
import { tagLabel } from './refinement-label.ts';
import { type ListingFacets, PRICE_ATTRIBUTE, RATING_ATTRIBUTE } from './routing.ts';

const BRAND_LIMIT = 8;
const BRAND_SHOW_MORE_LIMIT = 30;

/** `hidden`: nothing to offer now; the widget stays mounted, so its facet is still asked for in every search. */
function FilterGroup({ id, title, hidden, children }: { id: string; title: string; hidden: boolean; children: React.ReactNode }) {
  return (
    <section className="filter-group" aria-labelledby={`filter-${id}`} hidden={hidden}>
      <h2 id={`filter-${id}`} className="filter-group__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

type FilterGroupId = 'category' | 'brand' | 'tags' | 'price' | 'rating';

/**
 * Which filter groups have something to offer. Without hits no facet has values: only a group the shopper
 * has refined stays (so it can be undone), and none is shown as an empty heading or a '0 to 0' range.
 */
function useOfferedGroups(): (group: FilterGroupId) => boolean {
  const { nbHits } = useStats();
  const { indexUiState } = useInstantSearch();
  const refined: Record<FilterGroupId, boolean> = {
    category: (indexUiState.hierarchicalMenu?.[CATEGORY_LEVEL_ATTRIBUTES[0]]?.length ?? 0) > 0,
    brand: (indexUiState.refinementList?.['brand']?.length ?? 0) > 0,
    tags: (indexUiState.refinementList?.['tags']?.length ?? 0) > 0,
    price: Boolean(indexUiState.range?.[PRICE_ATTRIBUTE]),
    rating: indexUiState.ratingMenu?.[RATING_ATTRIBUTE] !== undefined,
  };
  return (group) => nbHits > 0 || refined[group];
}

export function ListingFilters({ facets, open, onClose }: { facets: ListingFacets; open: boolean; onClose: () => void }) {
  const t = useT();
  const { nbHits } = useStats();
  const offered = useOfferedGroups();
  const closeButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  // Open on a phone it is a modal panel: the focus stays in it until it closes (then back to its button).
  useFocusTrap(panel, open);
  useEffect(() => {
    if (!open) return undefined;
    // In the top layer, like the frame's <dialog>s: above whatever a third-party overlay's z-index is (the
    // consent manager's banner would otherwise cover the panel's 'show results' button). Closed, the
    // popover attribute goes, which takes the panel out of the top layer again.
    panel.current?.showPopover();
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  // Stable across renders: InstantSearch compares widget options and treats a new function as a new
  // widget, which searches again, re-renders and so on (an endless run of /api/search requests).
  const transformTags = useCallback(
    (items: RefinementListItem[]) =>
      items
        .filter((item) => item.isRefined || isAllowedTag(item.value))
        .map((item) => ({ ...item, label: tagLabel(t, item.value), highlighted: tagLabel(t, item.value) })),
    [t],
  );
  const showMoreText = (isShowingMore: boolean) => t(isShowingMore ? 'listing.showLess' : 'listing.showMore');
  const nothingToFilter = !(['category', 'brand', 'tags', 'price', 'rating'] as const).some(offered);
  return (
    <aside
      ref={panel}
      id="listing-filters"
      className={`listing__filters${open ? ' listing__filters--open' : ''}${nothingToFilter ? ' listing__filters--empty' : ''}`}
      aria-label={t('listing.filters')}
      {...(open ? { role: 'dialog', 'aria-modal': true, popover: 'manual' } : {})}>
      <div className="listing__filters-head">
        <h2>{t('listing.filters')}</h2>
        <button ref={closeButton} type="button" className="icon-button" aria-label={t('listing.filters.close')} onClick={onClose}>
          ×
        </button>
      </div>
      {facets.category && (
        <FilterGroup id="category" title={t('listing.filter.category')} hidden={!offered('category')}>
          <HierarchicalMenu attributes={[...CATEGORY_LEVEL_ATTRIBUTES]} limit={12} />
        </FilterGroup>
      )}
      {facets.brand && (
        <FilterGroup id="brand" title={t('listing.filter.brand')} hidden={!offered('brand')}>
          <RefinementList
            attribute="brand"
            limit={BRAND_LIMIT}
            showMore
            showMoreLimit={BRAND_SHOW_MORE_LIMIT}
            sortBy={['isRefined', 'count:desc', 'name:asc']}
            showMoreText={showMoreText}
          />
        </FilterGroup>
      )}
      <FilterGroup id="tags" title={t('listing.filter.tags')} hidden={!offered('tags')}>
        <RefinementList attribute="tags" sortBy={['isRefined', 'count:desc', 'name:asc']} transformItems={transformTags} />
      </FilterGroup>
      <FilterGroup id="price" title={t('listing.filter.price')} hidden={!offered('price')}>
        <PriceFilter />
      </FilterGroup>
      <FilterGroup id="rating" title={t('listing.filter.rating')} hidden={!offered('rating')}>
        <RatingFilter />
      </FilterGroup>
      <div className="listing__filters-foot">
        <button type="button" className="button" onClick={onClose}>
          {t('listing.filters.apply', { count: nbHits })}
        </button>
      </div>
    </aside>
  );
}
