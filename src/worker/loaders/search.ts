// `/search`: the shop's search listing for a term (`query`), the sale and new-arrival links, campaign
// pages (`tags=campaign:{name}`) and the brand filter, all refinable.
import type { AppData } from '../../react/page-data.ts';
import { appData, loadFrame, type LoaderContext } from './frame.ts';
import { listingSearch } from './listing.ts';
import { seoFor } from './seo.ts';

export async function loadSearch(context: LoaderContext): Promise<AppData> {
  const [categories, search] = await Promise.all([
    loadFrame(context),
    listingSearch(context, { filters: null, facets: { category: true, brand: true } }),
  ]);
  return appData(context, categories, { kind: 'search', search }, seoFor(context, { ref: { name: 'search' } }));
}
