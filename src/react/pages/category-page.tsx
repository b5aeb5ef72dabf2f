import type { CategoryNode } from '../../domain/catalogue/types.ts';
import { Breadcrumb } from '../components/breadcrumb.tsx';
import { useT } from '../i18n/i18n.tsx';
import { useLink } from '../market-context.tsx';
import type { ListingSearchData } from '../search/listing-data.ts';
import { ListingSearch } from '../search/listing-search.tsx';

export function CategoryPage({ category, trail, search, serverPath }: {
  category: CategoryNode; trail: CategoryNode[]; search: ListingSearchData; serverPath: string;
}) {
  const t = useT();
  const link = useLink();
  return (
    <>
      <Breadcrumb trail={trail} current={category.name} />
      <header className="listing-header">
        <h1>{category.name}</h1>
      </header>
      {category.children.length > 0 && (
        <nav aria-label={t('listing.filter.category')}>
          <ul className="chips" role="list">
            {category.children.map((child) => (
              <li key={child.key}><a className="chip" href={link({ name: 'category', slug: child.slug })}>{child.name}</a></li>
            ))}
          </ul>
        </nav>
      )}
      <ListingSearch search={search} serverPath={serverPath} />
    </>
  );
}
