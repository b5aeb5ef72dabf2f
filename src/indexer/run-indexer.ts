// One indexing run: read the catalogue once, then build and write every market's index.
import { COUNTRIES, COUNTRY_CODES } from '../domain/markets/countries.ts';
import { marketFor } from '../domain/markets/resolve-market.ts';
import type { Market } from '../domain/markets/market.ts';
import { indexName } from '../domain/search/record.ts';
import { buildRecords } from '../worker/services/commerce/search-records/build-record.ts';
import { createCommerceApi, type CommerceClientOptions } from '../worker/services/commerce/node-client.ts';
import { readCatalogue } from '../worker/services/commerce/search-records/read-catalogue.ts';
import { createSearchClient, type SearchClientOptions } from '../worker/services/search/admin-client.ts';
import { writeIndex } from '../worker/services/search/write-index.ts';

/** Every market of every country in each of its languages: one index per locale. */
export const ALL_MARKETS: readonly Market[] = COUNTRY_CODES.flatMap((code) => COUNTRIES[code].languages.map((language) => marketFor(code, language)));

/** Markets written at the same time. */
const PARALLEL_MARKETS = 4;

export interface IndexerResult {
  products: number;
  /** Records per index. */
  records: Record<string, number>;
  ms: number;
}

export async function runIndexer(
  commerce: CommerceClientOptions,
  search: SearchClientOptions,
  markets: readonly Market[] = ALL_MARKETS,
  now: Date = new Date(),
): Promise<IndexerResult> {
  const started = performance.now();
  const snapshot = await readCatalogue(createCommerceApi(commerce));
  const client = createSearchClient(search);
  const counts = new Map<string, number>();
  // A few markets at a time, each built just before it is written: all 31 at once held every market's
  // records in memory together, and building them kept the process too busy to answer its own requests
  // in time when the search server runs in it (the local stack), so the client gave up on its hosts.
  const queue = [...markets];
  const writeNext = async (): Promise<void> => {
    for (let market = queue.shift(); market; market = queue.shift()) {
      const records = buildRecords(snapshot, market, now);
      await writeIndex(client, market.locale, records);
      counts.set(indexName(market.locale), records.length);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_MARKETS }, writeNext));
  const records = Object.fromEntries(markets.map((market) => [indexName(market.locale), counts.get(indexName(market.locale)) ?? 0]));
  return { products: snapshot.products.length, records, ms: Math.round(performance.now() - started) };
}
