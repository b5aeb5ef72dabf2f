// A category: its breadcrumb, subcategories and the listing of its products.
import { findCategoryBySlug } from '../../domain/catalogue/category-tree.ts';
import type { CategoryNode } from '../../domain/catalogue/types.ts';
import { categoryPageIn } from '../../domain/seo/written-in.ts';
import { Breadcrumb } from '../components/breadcrumb.tsx';
import { useT } from '../i18n/i18n.tsx';
import { useLink } from '../market-context.tsx';
import type { ListingSearchData } from '../search/listing-data.ts';
import { ListingSearch } from '../search/listing-search.tsx';
import { definePage, notFound, shopTitle } from './define-page.ts';

function CategoryPage({
  category,
  trail,
  search,
  serverPath,
}: {
  category: CategoryNode;
  trail: CategoryNode[];
  search: ListingSearchData;
  serverPath: string;
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
              <li key={child.key}>
                <a className="chip" href={link({ name: 'category', slug: child.slug })}>
                  {child.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ListingSearch search={search} serverPath={serverPath} />
    </>
  );
}

export default definePage({
  kind: 'category',
  routes: ['category'],
  async load({ route, services }) {
    // The directory only serves the hreflang alternates: it is read alongside the tree, not after it.
    const [categories, directory] = await Promise.all([services.categories(), services.categoryDirectory()]);
    const found = findCategoryBySlug(categories, route.slug);
    if (!found) return notFound();
    const { category, trail } = found;
    const search = await services.listing({
      filter: { attribute: 'categoryKeys', value: category.key },
      facets: { category: false, brand: true },
    });
    services.categoryViewed(category.slug, { key: category.key, name: category.name, parents: trail.map((node) => node.slug) });
    const entry = directory.find((candidate) => candidate.key === category.key);
    const seo = services.seo({
      ref: route,
      pageIn: categoryPageIn(entry),
    });
    return { data: { category, trail, search }, seo };
  },
  head: (page, { t }) => ({ title: shopTitle(page.category.name, t) }),
  Component: ({ page, frame }) => <CategoryPage category={page.category} trail={page.trail} search={page.search} serverPath={frame.path} />,
});
