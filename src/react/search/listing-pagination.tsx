// The listing's page links on InstantSearch's pagination hook, in the class names of its widget (listing.css
// and phones.css style them): previous, the pages around the current one, next. Real links, so crawlers
// and shoppers without script reach every page; with script InstantSearch turns a click into in-page
// navigation.
import type { MouseEvent, ReactNode } from 'react';
import { usePagination } from 'react-instantsearch-core';
import { useT } from '../i18n/i18n.tsx';

/** A click that opens the link elsewhere (new tab, window, download) is left to the browser. */
export const isModifiedClick = (event: MouseEvent): boolean => event.button !== 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey;

/** Pages shown on each side of the current one. */
const PADDING = 2;

type Navigation = Pick<ReturnType<typeof usePagination>, 'createURL' | 'refine'>;

function PageItem({
  page,
  disabled,
  className,
  label,
  current,
  navigation,
  children,
}: {
  page: number;
  navigation: Navigation;
  disabled: boolean;
  className: string;
  label: string;
  current?: boolean;
  children: ReactNode;
}) {
  const { createURL, refine } = navigation;
  if (disabled) {
    return (
      <li className={`ais-Pagination-item ais-Pagination-item--disabled ${className}`}>
        {/* Hidden (listing.css): no page to go to. */}
        <span className="ais-Pagination-link">{children}</span>
      </li>
    );
  }
  return (
    <li className={`ais-Pagination-item ${className}`}>
      <a
        className="ais-Pagination-link"
        aria-label={label}
        aria-current={current ? 'page' : undefined}
        href={createURL(page)}
        onClick={(event) => {
          if (isModifiedClick(event)) return;
          event.preventDefault();
          refine(page);
        }}>
        {children}
      </a>
    </li>
  );
}

export function ListingPagination() {
  const t = useT();
  const { pages, currentRefinement, nbPages, isFirstPage, isLastPage, createURL, refine } = usePagination({ padding: PADDING });
  const navigation = { createURL, refine };
  return (
    <div className={`ais-Pagination${nbPages <= 1 ? ' ais-Pagination--noRefinement' : ''}`}>
      <ul className="ais-Pagination-list">
        <PageItem
          page={currentRefinement - 1}
          disabled={isFirstPage}
          navigation={navigation}
          className="ais-Pagination-item--previousPage"
          label={t('pagination.previous')}>
          ‹
        </PageItem>
        {pages.map((page) => (
          <PageItem
            key={page}
            page={page}
            disabled={false}
            navigation={navigation}
            className={`ais-Pagination-item--page${page === currentRefinement ? ' ais-Pagination-item--selected' : ''}`}
            label={t('pagination.page', { page: page + 1, count: nbPages })}
            current={page === currentRefinement}>
            {page + 1}
          </PageItem>
        ))}
        <PageItem
          page={currentRefinement + 1}
          disabled={isLastPage}
          navigation={navigation}
          className="ais-Pagination-item--nextPage"
          label={t('pagination.next')}>
          ›
        </PageItem>
      </ul>
    </div>
  );
}
