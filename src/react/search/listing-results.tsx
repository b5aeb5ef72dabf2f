// The hits as product cards, then the page links. Page links are real links (crawlers follow them);
// with script, InstantSearch turns them into in-page navigation.
import { memo } from 'react';
import { useHits, useInstantSearch } from 'react-instantsearch-core';
import { hitsToCards } from '../../domain/search/hit-card.ts';
import { ProductGrid } from '../components/product-card.tsx';
import { useT } from '../i18n/i18n.tsx';
import { ListingPagination } from './listing-pagination.tsx';
import { idleIsland } from '../components/idle-island.tsx';
import { SearchRequestError } from './search-client.ts';
import type { CategoryNode } from '../../domain/catalogue/types.ts';

// A search without hits suggests departments, brands and tips: not in the start-up script of a listing,
// which mostly has hits (idle-island.tsx).
const ZeroResults = idleIsland(() => import('./zero-results.tsx').then((module) => module.ZeroResults));

/** The first row of cards loads its images at once: they are the page's largest paint. */
const EAGER_CARDS = 4;

/**
 * The grid rendered again only when its cards changed. InstantSearch hands the hits over anew as it
 * starts, during hydration, the same hits the server rendered: comparing two dozen cards' JSON costs a
 * fraction of a millisecond, rendering and committing their cards again tens of milliseconds on a phone.
 */
const ListingGrid = memo(
  ProductGrid,
  (before, after) => before.eagerCount === after.eagerCount && JSON.stringify(before.cards) === JSON.stringify(after.cards),
);

function SearchError() {
  const t = useT();
  const { error } = useInstantSearch({ catchError: true });
  if (!error) return null;
  const unavailable = !(error instanceof SearchRequestError) || error.status >= 500;
  return (
    <p className="notice notice--error" role="alert">
      {unavailable ? t('search.error.unavailable') : error.message}
    </p>
  );
}

/** `departments`: a search page's, which then suggests them (with brands and tips) when nothing is found. */
export function ListingResults({ departments }: { departments?: readonly CategoryNode[] }) {
  const t = useT();
  const { items } = useHits();
  const { status, results } = useInstantSearch();
  const cards = hitsToCards(items);
  return (
    <>
      <SearchError />
      {/* The cards' names are h3: without this heading they would follow the h1 directly wherever the
          filter column (with its h2s) is hidden, i.e. on phones. */}
      <h2 className="visually-hidden">{t('listing.results')}</h2>
      <div className="listing__hits" aria-busy={status === 'loading' || status === 'stalled'}>
        {cards.length === 0 && status !== 'loading' && status !== 'stalled' ? (
          departments ? (
            <ZeroResults departments={departments} />
          ) : (
            <p className="empty">{t('search.noResults')}</p>
          )
        ) : (
          <ListingGrid cards={cards} eagerCount={EAGER_CARDS} />
        )}
      </div>
      {/* Always mounted: the widget is what applies the URL's page to the search, even before results exist. */}
      <nav className={results.nbPages > 1 ? 'listing__pages' : 'listing__pages listing__pages--single'} aria-label={t('pagination.label')}>
        <ListingPagination />
      </nav>
    </>
  );
}
