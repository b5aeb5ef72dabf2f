// Where a page's data is gathered (market, URL, background work), and the data every page's frame
// needs: the market's category tree (KV-cached).
import type { Market } from '../../domain/markets/market.ts';
import type { Env } from '../env.ts';
import { cachedCategoryTree } from '../services/catalogue/category-tree.ts';

export interface LoaderContext {
  env: Env;
  market: Market;
  url: URL;
  waitUntil: (promise: Promise<unknown>) => void;
}

export async function loadFrame(context: LoaderContext) {
  return cachedCategoryTree(context.env, context.market, context.waitUntil);
}
