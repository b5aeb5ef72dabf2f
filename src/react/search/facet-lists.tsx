// The listing's facet lists (brands, offers, the category tree) on InstantSearch's hooks, with markup of
// our own in the class names of InstantSearch's widgets (listing.css, phones.css style them). The widgets
// of `react-instantsearch` would bring a searchable list's search box, highlighting and their helpers into
// the listing's start-up script (about 6 kB gzip) for features a listing does not offer.
import type { ReactNode } from 'react';
import { isModifiedClick } from './listing-pagination.tsx';
import { type UseHierarchicalMenuProps, type UseRefinementListProps, useHierarchicalMenu, useRefinementList } from 'react-instantsearch-core';

interface ShowMore {
  /** The button's text, by whether the list shows more now. */
  showMoreText: (isShowingMore: boolean) => string;
}

function ShowMoreButton({
  widget,
  canToggle,
  isShowingMore,
  onToggle,
  text,
}: {
  widget: 'RefinementList' | 'HierarchicalMenu';
  canToggle: boolean;
  isShowingMore: boolean;
  onToggle: () => void;
  text: ShowMore['showMoreText'];
}) {
  return (
    <button
      type="button"
      className={`ais-${widget}-showMore${canToggle ? '' : ` ais-${widget}-showMore--disabled`}`}
      disabled={!canToggle}
      aria-expanded={isShowingMore}
      onClick={onToggle}>
      {text(isShowingMore)}
    </button>
  );
}

/** Checkboxes of a facet's values, each with its count. */
export function RefinementList(props: UseRefinementListProps & Partial<ShowMore>) {
  const { showMoreText, ...options } = props;
  const { items, refine, canToggleShowMore, isShowingMore, toggleShowMore } = useRefinementList(options);
  return (
    <div className={`ais-RefinementList${items.length === 0 ? ' ais-RefinementList--noRefinement' : ''}`}>
      <ul className="ais-RefinementList-list">
        {items.map((item) => (
          <li key={item.value} className={`ais-RefinementList-item${item.isRefined ? ' ais-RefinementList-item--selected' : ''}`}>
            <label className="ais-RefinementList-label">
              <input
                className="ais-RefinementList-checkbox"
                type="checkbox"
                value={item.value}
                checked={item.isRefined}
                onChange={() => refine(item.value)}
              />
              <span className="ais-RefinementList-labelText">{item.label}</span>
              <span className="ais-RefinementList-count">{item.count}</span>
            </label>
          </li>
        ))}
      </ul>
      {options.showMore && showMoreText && (
        <ShowMoreButton
          widget="RefinementList"
          canToggle={canToggleShowMore}
          isShowingMore={isShowingMore}
          onToggle={toggleShowMore}
          text={showMoreText}
        />
      )}
    </div>
  );
}

type HierarchicalItem = ReturnType<typeof useHierarchicalMenu>['items'][number];

function HierarchicalList({
  items,
  child,
  createURL,
  refine,
}: {
  items: HierarchicalItem[];
  child?: boolean;
  createURL: (value: string) => string;
  refine: (value: string) => void;
}): ReactNode {
  if (items.length === 0) return null;
  return (
    <ul className={`ais-HierarchicalMenu-list${child ? ' ais-HierarchicalMenu-list--child' : ''}`}>
      {items.map((item) => (
        <li
          key={item.value}
          className={`ais-HierarchicalMenu-item${item.isRefined ? ' ais-HierarchicalMenu-item--selected' : ''}${item.data && item.data.length > 0 ? ' ais-HierarchicalMenu-item--parent' : ''}`}>
          {/* A real link (crawlers follow it); with script the listing refines in place. */}
          <a
            className={`ais-HierarchicalMenu-link${item.isRefined ? ' ais-HierarchicalMenu-link--selected' : ''}`}
            href={createURL(item.value)}
            onClick={(event) => {
              if (isModifiedClick(event)) return;
              event.preventDefault();
              refine(item.value);
            }}>
            <span className="ais-HierarchicalMenu-label">{item.label}</span>
            <span className="ais-HierarchicalMenu-count">{item.count}</span>
          </a>
          {item.data && <HierarchicalList items={item.data} child createURL={createURL} refine={refine} />}
        </li>
      ))}
    </ul>
  );
}

/** The category tree of the listing's hits: links that refine to a category, its children under it. */
export function HierarchicalMenu(props: UseHierarchicalMenuProps & Partial<ShowMore>) {
  const { showMoreText, ...options } = props;
  const { items, canRefine, createURL, refine, canToggleShowMore, isShowingMore, toggleShowMore } = useHierarchicalMenu(options);
  return (
    <div className={`ais-HierarchicalMenu${canRefine ? '' : ' ais-HierarchicalMenu--noRefinement'}`}>
      <HierarchicalList items={items} createURL={createURL} refine={refine} />
      {options.showMore && showMoreText && (
        <ShowMoreButton
          widget="HierarchicalMenu"
          canToggle={canToggleShowMore}
          isShowingMore={isShowingMore}
          onToggle={toggleShowMore}
          text={showMoreText}
        />
      )}
    </div>
  );
}
