// Data every page's frame needs: the market's category tree (KV-cached) and its messages.
import type { Market } from '../../domain/markets/resolve-market.ts';
import { messagesFor } from '../../react/i18n/messages.ts';
import type { AppData, PageData } from '../../react/page-data.ts';
import type { SeoData } from '../../react/seo-data.ts';
import { clientAssets } from '../render/assets.ts';
import { pageHead } from '../render/page-head.ts';
import { NO_INDEX } from './seo.ts';
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

export function appData(context: LoaderContext, categories: AppData['categories'], page: PageData, seo: SeoData = NO_INDEX): AppData {
  const messages = messagesFor(context.market.language);
  return {
    market: context.market,
    messages,
    categories,
    page,
    path: context.url.pathname + context.url.search,
    year: new Date().getUTCFullYear(),
    assets: clientAssets,
    head: pageHead(context.market.locale, messages, page),
    seo,
  };
}
