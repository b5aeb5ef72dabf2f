// Names of cache entries. The Cache API is keyed by URL: a synthetic https URL per market and kind, on
// a host nobody serves, so an entry can never be mistaken for (or purged with) a page of the shop. KV
// keys keep the names they always had, `{kind}:{id}`, the market being part of the id.
import type { CacheKind } from './policies.ts';

export interface CacheKey {
  readonly kind: CacheKind;
  /** The market the entry belongs to (e.g. its locale or index name), `all` for data every market shares. */
  readonly scope: string;
  /** The entry within its kind and scope; KV keys must stay under 512 bytes, so long inputs are hashed. */
  readonly id: string;
}

export const EDGE_CACHE_ORIGIN = 'https://cache.exquip.internal';

export const edgeUrlOf = (key: CacheKey): string => `${EDGE_CACHE_ORIGIN}/${encodeURIComponent(key.scope)}/${key.kind}/${encodeURIComponent(key.id)}`;

export const kvNameOf = (key: CacheKey): string => `${key.kind}:${key.id}`;

/** One name per entry whatever its store: concurrent loads of one entry are collapsed under it. */
export const flightNameOf = (key: CacheKey): string => `${key.kind}|${key.scope}|${key.id}`;

/** Hex SHA-256 of a text: a short, fixed-length id for inputs of any length (queries, paths). */
export async function digestOf(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
