// `npm run index`: reads the published catalogue, categories and stock from commercetools (real SDK) and
// writes one search index per locale, with its sort replicas, through the real algoliasearch client.
// Works unchanged against real services: COMMERCE_URL/COMMERCE_AUTH_URL/COMMERCE_PROJECT_KEY/
// COMMERCE_CLIENT_ID/COMMERCE_CLIENT_SECRET, and ALGOLIA_APP_ID/ALGOLIA_ADMIN_API_KEY (SEARCH_URL unset =
// Algolia); without them it indexes the local stack (`npm run stack`).
import { commerceOptionsFromEnv } from '../worker/services/commerce/node-client.ts';
import { runIndexer } from './run-indexer.ts';
import { searchOptionsFromEnv } from '../worker/services/search/admin-client.ts';

const result = await runIndexer(commerceOptionsFromEnv(), searchOptionsFromEnv());
const total = Object.values(result.records).reduce((a, b) => a + b, 0);
// The command's result goes to stdout (src/ keeps console for warnings and errors).
process.stdout.write(`indexed ${result.products} products as ${total} records in ${Object.keys(result.records).length} indexes (${result.ms} ms)\n`);
