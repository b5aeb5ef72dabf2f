// `/search`: the shop's search listing for a term (`query`), the sale and new-arrival links, campaign
// pages (`tags=campaign:{name}`) and the brand filter, all refinable.
import { listingHeading } from '../search/listing-heading.ts';
import { definePage, shopTitle } from './define-page.ts';
import { ListingLayout } from './parts/listing-layout.tsx';

export default definePage({
  kind: 'search',
  routes: ['search'],
  async load({ route, services }) {
    const search = await services.listing({ filter: null, facets: { category: true, brand: true } });
    return { data: { search }, seo: services.seo({ ref: route }) };
  },
  head: (page, { t }) => ({ title: shopTitle(listingHeading(page.search.state, t), t) }),
  Component: ({ page, frame }) => <ListingLayout search={page.search} serverPath={frame.path} departments={frame.categories} />,
});
