// Listing benchmark: time to first byte of a listing whose search results are in the KV cache and of one
// whose results are not, and the KV hit ratio over a replay of 1,000 listing URLs drawn from a realistic
// mix (popular categories and terms far more often than the long tail, a few sorts and filters, several
// markets). How the cache answered comes from the worker's `Server-Timing: search-cache` header. The HTML
// cache (src/worker/html-cache) sits in front: a page it answers was not rendered, so it carries no search
// timing; the replay counts those pages apart, and the timed hits add a parameter the listing ignores
// (`view`) so that they are rendered again from the search cache rather than answered as HTML.
import { readFile } from 'node:fs/promises';
import { rng } from '../kv-seed/generate/lib.ts';
import { OWN_BRANDS } from '../src/domain/catalogue/brands.ts';

interface CategorySeed {
  key: string;
  slug: Record<string, string>;
  parent?: { key: string };
}
interface ProductSeed {
  name: Record<string, string>;
}

/** Markets of the replay with their share of traffic; the market comes from its cookies on 127.0.0.1. */
const MARKETS = [
  { country: 'DE', locale: 'de-DE', language: 'de', share: 0.24 },
  { country: 'SK', locale: 'sk-SK', language: 'sk', share: 0.16 },
  { country: 'CZ', locale: 'cs-CZ', language: 'cs', share: 0.14 },
  { country: 'PL', locale: 'pl-PL', language: 'pl', share: 0.12 },
  { country: 'FR', locale: 'fr-FR', language: 'fr', share: 0.1 },
  { country: 'IT', locale: 'it-IT', language: 'it', share: 0.1 },
  { country: 'AT', locale: 'de-AT', language: 'de', share: 0.06 },
  { country: 'HU', locale: 'hu-HU', language: 'hu', share: 0.04 },
  { country: 'NL', locale: 'nl-NL', language: 'nl', share: 0.04 },
] as const;
type BenchMarket = (typeof MARKETS)[number];

/** Index into a list ranked by popularity, with Zipf-like weights 1/rank. */
function zipf(next: () => number, length: number): number {
  const weights = Array.from({ length }, (_, i) => 1 / (i + 1));
  let pick = next() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < length; i++) {
    pick -= weights[i] ?? 0;
    if (pick <= 0) return i;
  }
  return length - 1;
}

const weighted = <T extends { share: number }>(next: () => number, items: readonly T[]): T => {
  let pick = next();
  for (const item of items) {
    pick -= item.share;
    if (pick <= 0) return item;
  }
  return items[items.length - 1] as T;
};

export interface ReplayUrl {
  path: string;
  market: BenchMarket;
}

export async function listingMix(count: number, seed = 'listing-replay'): Promise<ReplayUrl[]> {
  const categories: CategorySeed[] = JSON.parse(await readFile('kv-seed/commerce/categories.json', 'utf8'));
  const products: ProductSeed[] = JSON.parse(await readFile('kv-seed/commerce/products.json', 'utf8'));
  const departments = categories.filter((c) => c.parent?.key === 'all-categories');
  const departmentKeys = new Set(departments.map((c) => c.key));
  const subcategories = categories.filter((c) => c.parent && departmentKeys.has(c.parent.key));
  const next = rng(seed);
  const sorts = ['price_asc', 'price_desc', 'newest', 'name_asc'];
  return Array.from({ length: count }, () => {
    const market = weighted(next, MARKETS);
    const slug = (category: CategorySeed | undefined) => category?.slug[market.language] ?? category?.slug['en'] ?? '';
    const terms = products.map((p) => (p.name[market.language] ?? p.name['en'] ?? '').split(' ')[0]?.toLowerCase() ?? '').filter(Boolean);
    const roll = next();
    let path: string;
    if (roll < 0.4) path = `/c/${slug(departments[zipf(next, departments.length)])}`;
    else if (roll < 0.55) path = `/c/${slug(subcategories[zipf(next, subcategories.length)])}`;
    else if (roll < 0.63) path = `/c/${slug(departments[zipf(next, departments.length)])}?sort=${sorts[zipf(next, sorts.length)]}`;
    else if (roll < 0.68) path = `/c/${slug(departments[zipf(next, departments.length)])}?rating=4`;
    else if (roll < 0.84) path = `/search?query=${encodeURIComponent(terms[zipf(next, terms.length)] ?? 'grill')}`;
    else if (roll < 0.88)
      path = `/search?query=${Math.floor(next() * 1e9).toString(36)}`; // the long tail: typed once
    else if (roll < 0.94) path = '/search?tags=on-sale';
    else path = `/${OWN_BRANDS[zipf(next, OWN_BRANDS.length)]?.slug ?? ''}`;
    return { path, market };
  });
}

const cookieOf = (market: BenchMarket) => `country=${market.country}; locale=${market.locale}`;

function cacheAnswer(response: Response) {
  const match = /hit=(\d+) miss=(\d+) stale=(\d+)/.exec(response.headers.get('server-timing') ?? '');
  if (!match) throw new Error(`no search-cache timing on ${response.url} (${response.status})`);
  return { hit: Number(match[1]), miss: Number(match[2]), stale: Number(match[3]) };
}

async function timeFirstByte(url: string, cookie: string) {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie, 'user-agent': 'storefront-bench', 'accept-encoding': 'identity' }, redirect: 'manual' });
  const ttfb = performance.now() - started;
  await response.arrayBuffer();
  const fromHtmlCache = response.headers.get('x-html-cache') === 'hit';
  return { ttfb, fromHtmlCache, cache: fromHtmlCache ? null : cacheAnswer(response), status: response.status };
}

/** The search-cache answer of a page that must have been rendered (not answered by the HTML cache). */
function rendered(result: Awaited<ReturnType<typeof timeFirstByte>>, url: string) {
  if (!result.cache) throw new Error(`expected a rendered page, the HTML cache answered: ${url}`);
  return result.cache;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0);
};

export async function benchListingCache(origin: string, { samples = 15, replay = 1000 } = {}) {
  const sk = MARKETS[1];
  const cookie = cookieOf(sk);
  // Warm the frame (category tree, store settings) so the figures are about search.
  await timeFirstByte(`${origin}/c/gastronomia`, cookie);
  const miss: number[] = [];
  const hit: number[] = [];
  for (let i = 0; i < samples; i++) {
    // A price bound nobody asked before: the page's main query misses the cache (its facet-count query for
    // the price itself is shared with every other price bound); then the same page is answered from KV.
    const url = `${origin}/c/gastronomia?price=0:${90_000 + i}`;
    const first = await timeFirstByte(url, cookie);
    if (rendered(first, url).miss === 0) throw new Error(`expected a cache miss: ${JSON.stringify(first.cache)}`);
    miss.push(first.ttfb);
    await new Promise((resolve) => setTimeout(resolve, 50)); // the cache is written after the response
    const againUrl = `${url}&view=again`;
    const again = await timeFirstByte(againUrl, cookie);
    if (rendered(again, againUrl).miss !== 0) throw new Error(`expected a cache hit: ${JSON.stringify(again.cache)}`);
    hit.push(again.ttfb);
  }

  const urls = await listingMix(replay);
  let pagesAllHit = 0;
  let pagesFromHtmlCache = 0;
  let queries = 0;
  let queryHits = 0;
  let errors = 0;
  const started = performance.now();
  for (const { path, market } of urls) {
    const result = await timeFirstByte(`${origin}${path}`, cookieOf(market));
    if (result.status >= 500) errors++;
    if (!result.cache) {
      pagesFromHtmlCache++;
      continue;
    }
    queries += result.cache.hit + result.cache.miss + result.cache.stale;
    queryHits += result.cache.hit;
    if (result.cache.miss === 0) pagesAllHit++;
  }
  return {
    ttfbMs: {
      cacheMiss: { median: percentile(miss, 0.5), p95: percentile(miss, 0.95) },
      cacheHit: { median: percentile(hit, 0.5), p95: percentile(hit, 0.95) },
      samples,
    },
    replay: {
      urls: urls.length,
      distinctUrls: new Set(urls.map((u) => `${u.market.locale} ${u.path}`)).size,
      /** Pages the HTML cache answered whole; the ratios below are of the pages that were rendered. */
      htmlCacheHitRatio: Number((pagesFromHtmlCache / urls.length).toFixed(3)),
      pageHitRatio: Number((pagesAllHit / Math.max(1, urls.length - pagesFromHtmlCache)).toFixed(3)),
      queryHitRatio: Number((queryHits / Math.max(1, queries)).toFixed(3)),
      searchQueries: queries,
      errors,
      seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    },
  };
}
