// How long each kind of cached data lives and where: the whole caching policy of the shop as data.
// Seconds to minutes (search results, stock, the product page's extras, "no such thing" answers) go to
// the Cache API, which is per data center, free to write and holds anything a stranger can vary without
// limit; hours to days (category trees, products, settings) go to KV, which is global but allows one
// write per second per key and costs per write, so only bounded sets of keys are written there.
import { PICTURE_CHECK_FRESH_SECONDS } from '../../../domain/catalogue/picture-existence.ts';

export type CacheStore = 'edge' | 'kv';

export interface CachePolicy {
  /** `edge`: the Cache API (`caches.default`) of the data center; `kv`: the CACHE KV namespace. */
  readonly store: CacheStore;
  /** Seconds after it was stored that an entry is served as it is. */
  readonly fresh: number;
  /** Seconds an entry is kept at all (the store's TTL): the window of stale-if-error. At least 60 (KV's minimum). */
  readonly keep: number;
  /**
   * What an entry older than `fresh` is good for. `serve-and-refresh`: answered at once and refreshed behind
   * the response (stale-while-revalidate). `only-if-error`: the backend is asked first and the old entry
   * answers only when it fails — for data whose freshness is promised (search results, spec: 120 s).
   */
  readonly stale: 'serve-and-refresh' | 'only-if-error';
  /**
   * `kv`: the indexer also writes entries of this kind into KV (services/catalogue/warm-entries.ts), where
   * every data center finds them; read there too, the newer of the two answers. The worker itself writes
   * only to `store`.
   */
  readonly warmedIn?: 'kv';
}

/** A kind whose "no such thing" answers (null) are kept apart, under their own policy. */
export interface CachePolicyWithAbsent extends CachePolicy {
  /**
   * For a null value: an unknown product number is cheap for anyone to invent, so its answer must not
   * write KV; it goes to the Cache API, briefly.
   */
  readonly absent: CachePolicy;
}

const MINUTE = 60;
const HOUR = 3_600;
const DAY = 86_400;

const CATALOGUE_STRUCTURE: CachePolicy = { store: 'kv', fresh: 5 * MINUTE, keep: 7 * DAY, stale: 'serve-and-refresh' };
const STORE_CONFIGURATION: CachePolicy = { store: 'kv', fresh: 10 * MINUTE, keep: 7 * DAY, stale: 'serve-and-refresh' };
/** Complementary products, comparison, recommended cards, volume discounts: as old as the product itself may be. */
const PRODUCT_EXTRAS: CachePolicy = { store: 'edge', fresh: MINUTE, keep: DAY, stale: 'serve-and-refresh' };

export const CACHE_POLICIES = {
  'category-tree': CATALOGUE_STRUCTURE,
  'category-directory': CATALOGUE_STRUCTURE,
  'shipping-options': STORE_CONFIGURATION,
  'store-settings': STORE_CONFIGURATION,
  // All products' reviews together (a read of every product): as slow to change as the store's settings.
  'shop-rating': STORE_CONFIGURATION,
  // Prices shown may be a minute old; the cart prices every line from commerce itself.
  product: {
    store: 'kv',
    fresh: MINUTE,
    keep: DAY,
    stale: 'serve-and-refresh',
    absent: { store: 'edge', fresh: MINUTE, keep: HOUR, stale: 'serve-and-refresh' },
  },
  // Stock changes with every order. The indexer's copy lets a product nobody viewed in this data center yet
  // show its stock of the last index run (within the hour) while it is asked again behind the response.
  stock: { store: 'edge', fresh: 15, keep: HOUR, stale: 'serve-and-refresh', warmedIn: 'kv' },
  // Which product numbers exist (services/catalogue/product-numbers.ts), written by the indexer only: while
  // younger than `fresh`, a number missing from it is a 404 without asking commerce; an older record is not
  // trusted, so a product created after the last index run is found within five minutes at worst.
  'product-numbers': { store: 'kv', fresh: 5 * MINUTE, keep: DAY, stale: 'only-if-error' },
  // Spec part 2 §9: "Search cache 120 s"; older results only while the search service fails.
  search: { store: 'edge', fresh: 2 * MINUTE, keep: DAY, stale: 'only-if-error' },
  'volume-discounts': PRODUCT_EXTRAS,
  complementary: PRODUCT_EXTRAS,
  comparison: PRODUCT_EXTRAS,
  'recommended-cards': PRODUCT_EXTRAS,
  // The LT tier price's personalised discount by tier (loaders/tier-price.ts): a minute, like the other extras.
  'personalised-discount': PRODUCT_EXTRAS,
  // The first page of a product's reviews on its page; the indexer writes every product's into KV.
  reviews: { ...PRODUCT_EXTRAS, warmedIn: 'kv' },
  // The CMS component list of a content language (banners, service texts), read from the CONTENT KV: kept in
  // the Cache API so a page view does not read KV for it again; an edited banner shows within five minutes.
  'frame-content': { store: 'edge', fresh: 5 * MINUTE, keep: DAY, stale: 'serve-and-refresh' },
  // Whether a product picture exists (services/catalogue/picture-existence.ts): asked again after the
  // domain's times, answered from the old entry meanwhile; a missing one is asked again sooner.
  picture: {
    store: 'edge',
    fresh: PICTURE_CHECK_FRESH_SECONDS.exists,
    keep: DAY,
    stale: 'serve-and-refresh',
    absent: { store: 'edge', fresh: PICTURE_CHECK_FRESH_SECONDS.missing, keep: HOUR, stale: 'serve-and-refresh' },
  },
  // Which languages the CMS holds each content page in (services/content/content-directory.ts): for hreflang
  // and the sitemaps; a page added in a language shows there within five minutes, like the banners.
  'content-directory': { store: 'edge', fresh: 5 * MINUTE, keep: DAY, stale: 'serve-and-refresh' },
  // Answers of the SEO-redirection service for paths no page answers: the paths are anyone's to invent.
  'seo-redirect': { store: 'edge', fresh: 10 * MINUTE, keep: DAY, stale: 'serve-and-refresh' },
} as const satisfies Record<string, CachePolicy | CachePolicyWithAbsent>;

export type CacheKind = keyof typeof CACHE_POLICIES;

/** The policy a value of this kind is stored under. */
export function policyFor(kind: CacheKind, value: unknown): CachePolicy {
  const policy: CachePolicy | CachePolicyWithAbsent = CACHE_POLICIES[kind];
  return value === null && 'absent' in policy ? policy.absent : policy;
}

/** Every policy an entry of this kind may have been stored under, the kind's own first. */
export function policiesOf(kind: CacheKind): CachePolicy[] {
  const policy: CachePolicy | CachePolicyWithAbsent = CACHE_POLICIES[kind];
  return 'absent' in policy ? [policy, policy.absent] : [policy];
}

/**
 * Rendered pages shared by anonymous shoppers (src/worker/html-cache): a minute as they are, then answered
 * once more while rendered again behind the response; never older than ten minutes. Prices and stock on them
 * are as old as this plus their own data's policy above. Tests shorten `fresh` with HTML_CACHE_FRESH_SECONDS.
 */
export const SHARED_HTML_POLICY: CachePolicy = { store: 'edge', fresh: MINUTE, keep: 10 * MINUTE, stale: 'serve-and-refresh' };
