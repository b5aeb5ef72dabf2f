import type { AppData } from '../../react/page-data.ts';
import { findCategoryBySlug } from '../../domain/catalogue/category-tree.ts';
import { searchListing } from '../services/search/listing.ts';
import { appData, loadFrame, type LoaderContext } from './frame.ts';
import { DEFAULT_HITS_PER_PAGE, pageParam } from './listing-params.ts';
import { notFound } from './not-found.ts';

export async function loadCategory(context: LoaderContext, slug: string): Promise<AppData> {
  const categories = await loadFrame(context);
  const found = findCategoryBySlug(categories, slug);
  if (!found) throw notFound(`category ${slug}`);
  const listing = await searchListing(context.env, context.market, {
    facetFilters: [[`categoryKeys:${found.category.key}`]],
    page: pageParam(context.url),
    hitsPerPage: DEFAULT_HITS_PER_PAGE,
  });
  return appData(context, categories, { kind: 'category', category: found.category, trail: found.trail, listing });
}
