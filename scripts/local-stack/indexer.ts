// `npm run index`: reads the published catalogue, categories and stock from commercetools (real SDK) and
// writes one search index per locale, with its sort replicas, through the real algoliasearch client.
// Works unchanged against real services: COMMERCE_URL/COMMERCE_AUTH_URL/COMMERCE_PROJECT_KEY/
// COMMERCE_CLIENT_ID/COMMERCE_CLIENT_SECRET, and ALGOLIA_APP_ID/ALGOLIA_API_KEY (SEARCH_URL unset = Algolia).
import type { ByProjectKeyRequestBuilder, Category, InventoryEntry, ProductProjection } from '@commercetools/platform-sdk';
import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import { ALL_LOCALES, type LocaleCode } from '../../src/domain/markets/countries.ts';
import { indexName, SORT_REPLICAS } from '../../src/domain/search/record.ts';
import { commerceOptionsFromEnv, createCommerceApi, type CommerceClientOptions } from './ct-client.ts';
import { buildRecords, primarySettings, replicaSettings, type CatalogueSnapshot } from './search-records.ts';

const PAGE = 500;

export interface SearchClientOptions {
  appId: string;
  apiKey: string;
  /** Local server URL (http://127.0.0.1:8182); absent = the application's Algolia hosts. */
  url?: string;
}

export const searchOptionsFromEnv = (env: NodeJS.ProcessEnv = process.env): SearchClientOptions => ({
  appId: env.ALGOLIA_APP_ID ?? 'local',
  apiKey: env.ALGOLIA_ADMIN_API_KEY ?? env.ALGOLIA_API_KEY ?? 'local',
  ...(env.SEARCH_URL ? { url: env.SEARCH_URL } : env.ALGOLIA_APP_ID ? {} : { url: `http://127.0.0.1:${env.SEARCH_PORT ?? '8182'}` }),
});

export const createSearchClient = ({ appId, apiKey, url }: SearchClientOptions): Algoliasearch => {
  if (!url) return algoliasearch(appId, apiKey);
  const { protocol, host } = new URL(url);
  return algoliasearch(appId, apiKey, {
    hosts: [{ url: host, protocol: protocol === 'https:' ? 'https' : 'http', accept: 'readWrite' }],
  });
};

const allPages = async <T>(fetchPage: (offset: number) => Promise<{ results: T[] }>): Promise<T[]> => {
  const all: T[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const { results } = await fetchPage(offset);
    all.push(...results);
    if (results.length < PAGE) return all;
  }
};

export const readCatalogue = async (api: ByProjectKeyRequestBuilder): Promise<CatalogueSnapshot> => {
  const [products, categories, inventory] = await Promise.all([
    allPages<ProductProjection>(async (offset) => (await api.productProjections()
      .get({ queryArgs: { staged: false, limit: PAGE, offset, sort: 'id asc' } }).execute()).body),
    allPages<Category>(async (offset) => (await api.categories()
      .get({ queryArgs: { limit: PAGE, offset, sort: 'id asc' } }).execute()).body),
    allPages<InventoryEntry>(async (offset) => (await api.inventory()
      .get({ queryArgs: { limit: PAGE, offset, sort: 'id asc' } }).execute()).body),
  ]);
  // Stock a shopper can buy from: entries without a supply channel, else the sum over channels.
  const stock: Record<string, number> = {};
  const unchannelled = new Set(inventory.filter((e) => !e.supplyChannel).map((e) => e.sku));
  for (const entry of inventory) {
    if (unchannelled.has(entry.sku) && entry.supplyChannel) continue;
    stock[entry.sku] = (stock[entry.sku] ?? 0) + (entry.availableQuantity ?? entry.quantityOnStock);
  }
  return { products, categories, stock };
};

const writeLocale = async (client: Algoliasearch, locale: LocaleCode, snapshot: CatalogueSnapshot): Promise<number> => {
  const primary = indexName(locale);
  const records = buildRecords(snapshot, locale);
  await client.replaceAllObjects({ indexName: primary, objects: records.map((record) => ({ ...record })), batchSize: 1000 });
  const { taskID } = await client.setSettings({ indexName: primary, indexSettings: primarySettings(locale), forwardToReplicas: true });
  await client.waitForTask({ indexName: primary, taskID });
  await Promise.all(SORT_REPLICAS.map(async (sort) => {
    const replica = indexName(locale, sort);
    const task = await client.setSettings({ indexName: replica, indexSettings: replicaSettings(sort) });
    await client.waitForTask({ indexName: replica, taskID: task.taskID });
  }));
  return records.length;
};

export interface IndexerResult {
  products: number;
  records: Record<string, number>;
  ms: number;
}

export const runIndexer = async (
  commerce: CommerceClientOptions, search: SearchClientOptions, locales: readonly LocaleCode[] = ALL_LOCALES,
): Promise<IndexerResult> => {
  const started = performance.now();
  const snapshot = await readCatalogue(createCommerceApi(commerce));
  const client = createSearchClient(search);
  const counts = await Promise.all(locales.map((locale) => writeLocale(client, locale, snapshot)));
  return {
    products: snapshot.products.length,
    records: Object.fromEntries(locales.map((locale, i) => [indexName(locale), counts[i] ?? 0])),
    ms: Math.round(performance.now() - started),
  };
};

if (import.meta.main) {
  const result = await runIndexer(commerceOptionsFromEnv(), searchOptionsFromEnv());
  const total = Object.values(result.records).reduce((a, b) => a + b, 0);
  console.log(`indexed ${result.products} products as ${total} records in ${Object.keys(result.records).length} indexes (${result.ms} ms)`);
}
