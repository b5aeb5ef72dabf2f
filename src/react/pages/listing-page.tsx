// Search results and brand pages: a heading, the hit count and the paginated product grid.
import type { ProductListing } from '../../domain/catalogue/types.ts';
import type { RouteRef } from '../../domain/routes/route-table.ts';
import { Pagination } from '../components/pagination.tsx';
import { ProductGrid } from '../components/product-card.tsx';
import { useT } from '../i18n/i18n.tsx';
import { useLink } from '../market-context.tsx';

export function ListingPage({ title, listing, base, query }: {
  title: string; listing: ProductListing; base: RouteRef; query?: Readonly<Record<string, string>>;
}) {
  const t = useT();
  const link = useLink();
  return (
    <>
      <header className="listing-header">
        <h1>{title}</h1>
        <p className="listing-header__count">{t('category.products', { count: listing.totalHits })}</p>
      </header>
      {listing.cards.length === 0
        ? <p className="empty">{t('search.noResults')}</p>
        : <ProductGrid cards={listing.cards} eagerCount={4} />}
      <Pagination basePath={link(base, query)} page={listing.page} pageCount={listing.pageCount} />
    </>
  );
}
