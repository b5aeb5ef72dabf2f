// Writes the indexer's cache entries (src/worker/services/catalogue/warm-entries.ts: every product in every
// market, stock, first review pages, the record of product numbers) into wrangler's *local* KV for the
// CACHE binding, as a production job would through KV's bulk API after an index run, so a product page
// nobody viewed yet reads KV only. Local KV takes about 80 writes a second however many are under way
// (57,000 entries for the demo catalogue: minutes; `wrangler kv bulk put --local` writes one after the
// other, slower still), so `npm start` does it only with --warm-cache: the local commerce stand-in answers
// in milliseconds anyway; the first-byte measurements (slow commerce) need it.
// Options: --persist-to (default .wrangler/state), --commerce-url (default the stack's, 127.0.0.1:8181).
// The bench writes one market's entries only (`markets`): the pages it times are that market's, and every
// market's entries are the same work repeated, which local KV's pace would make minutes long.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { getPlatformProxy } from 'wrangler';
import type { Market } from '../src/domain/markets/market.ts';
import { ALL_MARKETS } from '../src/indexer/run-indexer.ts';
import { warmCacheEntries } from '../src/worker/services/catalogue/warm-entries.ts';
import { createCommerceApi } from '../src/worker/services/commerce/node-client.ts';
import { DEFAULT_PROJECT_KEY } from './local-stack/commerce-server.ts';
import { DEFAULT_PERSIST_DIR } from './seed-content-kv.ts';

/** Writes side by side: local KV takes them one at a time, but the round trips overlap. */
const PARALLEL_WRITES = 32;

export interface SeedCacheResult {
  entries: number;
  ms: number;
}

export async function seedLocalCache({
  persistTo = DEFAULT_PERSIST_DIR,
  commerceUrl,
  projectKey = DEFAULT_PROJECT_KEY,
  markets = ALL_MARKETS,
}: {
  persistTo?: string;
  commerceUrl: string;
  projectKey?: string;
  /** The markets whose entries are written; every market, as the indexer does, unless told. */
  markets?: readonly Market[];
}): Promise<SeedCacheResult> {
  const started = performance.now();
  const entries = await warmCacheEntries(createCommerceApi({ apiUrl: commerceUrl, projectKey }), markets);
  // `wrangler dev --persist-to X` keeps its state in X/v3, where the platform proxy is pointed directly.
  const platform = await getPlatformProxy<{ CACHE: KVNamespace }>({ configPath: 'wrangler.toml', persist: { path: join(persistTo, 'v3') } });
  try {
    let next = 0;
    await Promise.all(
      Array.from({ length: PARALLEL_WRITES }, async () => {
        for (let entry = entries[next++]; entry; entry = entries[next++]) {
          await platform.env.CACHE.put(entry.key, entry.value, { expirationTtl: entry.expirationTtl });
        }
      }),
    );
  } finally {
    await platform.dispose();
  }
  return { entries: entries.length, ms: Math.round(performance.now() - started) };
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { 'persist-to': { type: 'string', default: DEFAULT_PERSIST_DIR }, 'commerce-url': { type: 'string', default: 'http://127.0.0.1:8181' } },
  });
  try {
    const result = await seedLocalCache({ persistTo: values['persist-to'], commerceUrl: values['commerce-url'] });
    console.log(`wrote ${result.entries} CACHE entries into ${values['persist-to']} in ${result.ms} ms`);
  } catch (error) {
    process.stderr.write(`seed:cache failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
