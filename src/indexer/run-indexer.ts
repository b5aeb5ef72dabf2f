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
  const counts = await Promise.all(
    markets.map(async (market): Promise<[string, number]> => {
      const records = buildRecords(snapshot, market, now);
      await writeIndex(client, market.locale, records);
      return [indexName(market.locale), records.length];
    }),
  );
  return { products: snapshot.products.length, records: Object.fromEntries(counts), ms: Math.round(performance.now() - started) };
}
