// One of the ten own brands at `/{slug}` (the footer's "Our brands" links): a listing of its products.
// It shares the catch-all route with the CMS pages (content-page.tsx, after it in the table): a slug
// that is no brand passes on to them.
import { OWN_BRANDS } from '../../domain/catalogue/brands.ts';
import { definePage, notFound, shopTitle } from './define-page.ts';
import { ListingLayout } from './parts/listing-layout.tsx';

export default definePage({
  kind: 'brand',
  routes: ['content'],
  async load({ route, services }) {
    const brand = OWN_BRANDS.find((candidate) => candidate.slug === route.slug);
    if (!brand) return notFound();
    const search = await services.listing({ filter: { attribute: 'brand', value: brand.name }, facets: { category: true, brand: false } });
    return { data: { brand, search }, seo: services.seo({ ref: route }) };
  },
  head: (page, { t }) => ({ title: shopTitle(page.brand.name, t) }),
  Component: ({ page, frame }) => <ListingLayout title={page.brand.name} search={page.search} serverPath={frame.path} />,
});
