// `npm run index`: reads the published catalogue, categories and stock from commercetools (real SDK) and
// writes one search index per locale, with its sort replicas, through the real algoliasearch client; then
// the worker's product cache (every product in every market, stock, first reviews, the record of product
// numbers: worker/services/catalogue/warm-entries.ts) into its CACHE KV through Cloudflare's API, so a
// product page nobody viewed yet never waits for commerce.
// Works unchanged against real services: COMMERCE_URL/COMMERCE_AUTH_URL/COMMERCE_PROJECT_KEY/
// COMMERCE_CLIENT_ID/COMMERCE_CLIENT_SECRET, and ALGOLIA_APP_ID/ALGOLIA_ADMIN_API_KEY (SEARCH_URL unset =
// Algolia); CLOUDFLARE_ACCOUNT_ID/CLOUDFLARE_API_TOKEN/CACHE_KV_NAMESPACE_ID for the cache (without them
// it is left as it is); without them it indexes the local stack (`npm run stack`).
import { warmCacheEntries } from '../worker/services/catalogue/warm-entries.ts';
import { commerceOptionsFromEnv, createCommerceApi } from '../worker/services/commerce/node-client.ts';
import { cacheKvTargetFromEnv, writeCacheKv } from './cache-kv.ts';
import { ALL_MARKETS, runIndexer } from './run-indexer.ts';
import { searchOptionsFromEnv } from '../worker/services/search/admin-client.ts';

const commerce = commerceOptionsFromEnv();
const result = await runIndexer(commerce, searchOptionsFromEnv());
const total = Object.values(result.records).reduce((a, b) => a + b, 0);
// The command's result goes to stdout (src/ keeps console for warnings and errors).
process.stdout.write(`indexed ${result.products} products as ${total} records in ${Object.keys(result.records).length} indexes (${result.ms} ms)\n`);

const cacheTarget = cacheKvTargetFromEnv();
if (cacheTarget) {
  const started = performance.now();
  const entries = await warmCacheEntries(createCommerceApi(commerce), ALL_MARKETS);
  await writeCacheKv(cacheTarget, entries);
  process.stdout.write(`wrote ${entries.length} product cache entries to KV (${Math.round(performance.now() - started)} ms)\n`);
} else {
  process.stdout.write('product cache not written: CLOUDFLARE_ACCOUNT_ID, CLOUDFLARE_API_TOKEN and CACHE_KV_NAMESPACE_ID are not all set\n');
}
