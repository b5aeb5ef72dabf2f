// Writes the indexer's cache entries (worker/services/catalogue/warm-entries.ts) into the worker's CACHE KV
// namespace through Cloudflare's KV bulk API, 10,000 entries a request (the API's limit), as a production
// index run does after writing the search indexes. The local stack writes its own through wrangler
// (scripts/seed-cache-kv.ts).
import type { KvWrite } from '../worker/services/cache/entry-stores.ts';

export interface CacheKvTarget {
  /** https://api.cloudflare.com/client/v4 (another origin only in tests). */
  apiUrl: string;
  accountId: string;
  namespaceId: string;
  apiToken: string;
}

/** Entries per bulk request: the API takes at most 10,000 (and 100 MB). */
const BULK_LIMIT = 10_000;

/** The target from CLOUDFLARE_ACCOUNT_ID, CLOUDFLARE_API_TOKEN and CACHE_KV_NAMESPACE_ID; null without them. */
export function cacheKvTargetFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): CacheKvTarget | null {
  const { CLOUDFLARE_ACCOUNT_ID: accountId, CLOUDFLARE_API_TOKEN: apiToken, CACHE_KV_NAMESPACE_ID: namespaceId } = env;
  if (!accountId || !apiToken || !namespaceId) return null;
  return { apiUrl: env['CLOUDFLARE_API_URL'] ?? 'https://api.cloudflare.com/client/v4', accountId, namespaceId, apiToken };
}

export async function writeCacheKv(target: CacheKvTarget, entries: readonly KvWrite[]): Promise<void> {
  const url = `${target.apiUrl}/accounts/${encodeURIComponent(target.accountId)}/storage/kv/namespaces/${encodeURIComponent(target.namespaceId)}/bulk`;
  for (let start = 0; start < entries.length; start += BULK_LIMIT) {
    const body = entries
      .slice(start, start + BULK_LIMIT)
      .map((entry) => ({ key: entry.key, value: entry.value, expiration_ttl: entry.expirationTtl }));
    const response = await fetch(url, {
      method: 'PUT',
      headers: { authorization: `Bearer ${target.apiToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`KV bulk write of entries ${start}–${start + body.length - 1} answered ${response.status}: ${await response.text()}`);
  }
}
