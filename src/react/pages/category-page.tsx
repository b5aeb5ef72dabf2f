import type { CategoryNode, ProductListing } from '../../domain/catalogue/types.ts';
import { Breadcrumb } from '../components/breadcrumb.tsx';
import { Pagination } from '../components/pagination.tsx';
import { ProductGrid } from '../components/product-card.tsx';
import { useT } from '../i18n/i18n.tsx';
import { useLink } from '../market-context.tsx';

export function CategoryPage({ category, trail, listing }: {
  category: CategoryNode; trail: CategoryNode[]; listing: ProductListing;
}) {
  const t = useT();
  const link = useLink();
  return (
    <>
      <Breadcrumb trail={trail} current={category.name} />
      <header className="listing-header">
        <h1>{category.name}</h1>
        <p className="listing-header__count">{t('category.products', { count: listing.totalHits })}</p>
      </header>
      {category.children.length > 0 && (
        <ul className="chips" role="list">
          {category.children.map((child) => (
            <li key={child.key}><a className="chip" href={link({ name: 'category', slug: child.slug })}>{child.name}</a></li>
          ))}
        </ul>
      )}
      {listing.cards.length === 0
        ? <p className="empty">{t('category.empty')}</p>
        : <ProductGrid cards={listing.cards} eagerCount={4} />}
      <Pagination basePath={link({ name: 'category', slug: category.slug })} page={listing.page} pageCount={listing.pageCount} />
    </>
  );
}
