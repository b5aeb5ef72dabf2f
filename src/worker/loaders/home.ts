import type { AppData } from '../../react/page-data.ts';
import { searchCards } from '../services/search/listing.ts';
import { appData, loadFrame, type LoaderContext } from './frame.ts';
import { seoFor } from './seo.ts';

export const HOME_BESTSELLER_COUNT = 8;

export async function loadHome(context: LoaderContext): Promise<AppData> {
  const [categories, bestsellers] = await Promise.all([
    loadFrame(context),
    searchCards(context.env, context.market, { facetFilters: [['tags:bestseller']], hitsPerPage: HOME_BESTSELLER_COUNT }, context.waitUntil),
  ]);
  return appData(context, categories, { kind: 'home', bestsellers }, seoFor(context, { ref: { name: 'home' } }));
}
