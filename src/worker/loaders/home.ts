import type { AppData } from '../../react/page-data.ts';
import { searchListing } from '../services/search/listing.ts';
import { appData, loadFrame, type LoaderContext } from './frame.ts';
import { seoFor } from './seo.ts';

export const HOME_BESTSELLER_COUNT = 8;

export async function loadHome(context: LoaderContext): Promise<AppData> {
  const [categories, bestsellers] = await Promise.all([
    loadFrame(context),
    searchListing(context.env, context.market, {
      facetFilters: [['tags:bestseller']], page: 1, hitsPerPage: HOME_BESTSELLER_COUNT,
    }, context.waitUntil),
  ]);
  return appData(context, categories, { kind: 'home', bestsellers }, seoFor(context, { ref: { name: 'home' } }));
}
