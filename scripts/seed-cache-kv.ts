// Writes the indexer's cache entries (src/worker/services/catalogue/warm-entries.ts: every product in every
// market, stock, first review pages, the record of product numbers) into wrangler's *local* KV for the
// CACHE binding, as a production job does through KV's bulk API after an index run (src/indexer/cache-kv.ts),
// so a product page nobody viewed yet reads KV only. Written as that job writes them: `wrangler kv bulk put`
// of files of at most 10,000 entries (the API's limit), one wrangler run each, one after the other (they
// share the local store); put one at a time through the platform proxy, local KV took 9–20 ms an entry
// (5,700 entries for the demo catalogue: most of a minute). `npm start` does it only with --warm-cache: the
// local commerce stand-in answers in milliseconds anyway; the first-byte measurements (slow commerce) need it.
// Options: --persist-to (default .wrangler/state), --commerce-url (default the stack's, 127.0.0.1:8181).
import { parseArgs } from 'node:util';
import { ALL_MARKETS } from '../src/indexer/run-indexer.ts';
import { warmCacheEntries } from '../src/worker/services/catalogue/warm-entries.ts';
import { createCommerceApi } from '../src/worker/services/commerce/node-client.ts';
import { DEFAULT_PROJECT_KEY } from './local-stack/commerce-server.ts';
import { DEFAULT_PERSIST_DIR, withTempJson, wrangler } from './seed-content-kv.ts';

/** Entries per bulk file: KV's bulk API takes at most 10,000 a request. */
const BULK_LIMIT = 10_000;

export interface SeedCacheResult {
  entries: number;
  /** Reading the entries from commerce, of `ms`. */
  readMs: number;
  ms: number;
}

export async function seedLocalCache({
  persistTo = DEFAULT_PERSIST_DIR,
  commerceUrl,
  projectKey = DEFAULT_PROJECT_KEY,
}: {
  persistTo?: string;
  commerceUrl: string;
  projectKey?: string;
}): Promise<SeedCacheResult> {
  const started = performance.now();
  const entries = await warmCacheEntries(createCommerceApi({ apiUrl: commerceUrl, projectKey }), ALL_MARKETS);
  const readMs = Math.round(performance.now() - started);
  for (let first = 0; first < entries.length; first += BULK_LIMIT) {
    const bulk = entries.slice(first, first + BULK_LIMIT).map(({ key, value, expirationTtl }) => ({ key, value, expiration_ttl: expirationTtl }));
    await withTempJson(bulk, (file) => wrangler(['kv', 'bulk', 'put', file, '--binding', 'CACHE', '--local', '--persist-to', persistTo]));
  }
  return { entries: entries.length, readMs, ms: Math.round(performance.now() - started) };
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { 'persist-to': { type: 'string', default: DEFAULT_PERSIST_DIR }, 'commerce-url': { type: 'string', default: 'http://127.0.0.1:8181' } },
  });
  try {
    const result = await seedLocalCache({ persistTo: values['persist-to'], commerceUrl: values['commerce-url'] });
    console.log(`wrote ${result.entries} CACHE entries into ${values['persist-to']} in ${result.ms} ms (${result.readMs} ms reading commerce)`);
  } catch (error) {
    process.stderr.write(`seed:cache failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
