// What the worker knows of the products a cart request adds, from the edge cache only (the entries the
// indexer writes, warm-entries.ts, and those product pages leave): enough for the cart's other tabs to show
// a new line — name, picture, price, units available — before commercetools has it (the pending echo,
// durable-objects/cart-echo.ts), and whether a SKU is known to be no product at all. Nothing here asks
// commerce: on a miss that line shows its units only, and commerce checks the product in the burst.
import type { CartAction } from '../../domain/cart/actions.ts';
import { isGuaranteeSku } from '../../domain/cart/guarantee-skus.ts';
import type { LinePreview } from '../../domain/cart/pending-cart.ts';
import type { Market } from '../../domain/markets/market.ts';
import type { Env } from '../env.ts';
import type { WaitUntil } from '../services/cache/read-through.ts';
import { productIfCached, productKey, stockIfCached } from '../services/catalogue/product-cache.ts';
import { knownAbsent } from '../services/catalogue/product-numbers.ts';

export interface CachedAdds {
  /** Previews of the added products the cache holds, by SKU. */
  previews: (readonly [string, LinePreview])[];
  /** Units on stock of the added products, where the cache holds them. */
  stock: (readonly [string, number])[];
  /** An added SKU the indexer's fresh record of product numbers lacks: refused at once. */
  absent: boolean;
}

async function readCachedAdd(env: Env, market: Market, sku: string, waitUntil: WaitUntil) {
  const [product, stock] = await Promise.all([productIfCached(env, market, sku, waitUntil), stockIfCached(env, sku, waitUntil)]);
  const absent = product === null && (await knownAbsent(env, sku));
  return { sku, product, stock, absent };
}

type CachedAdd = Awaited<ReturnType<typeof readCachedAdd>>;

/**
 * How long this isolate answers a SKU's cached add again without reading it: a shopper's burst sends its
 * actions at once and they all add the same product, so the cache entries are read once per burst instead
 * of once per action (issue 18: the burst's echo waits for every action). Short against the entries' own
 * freshness (minutes), and only what the echo shows and the indexer's refusals depend on it; commerce
 * checks every add in the burst.
 */
const REUSE_MS = 1_000;
/** At most this many SKUs are remembered; the oldest go first. */
const MAX_REMEMBERED = 200;
/** By cache binding, so two configurations in one isolate (tests) never answer each other's reads. */
const recentByCache = new WeakMap<Env['CACHE'], Map<string, { at: number; add: CachedAdd }>>();

async function cachedAdd(env: Env, market: Market, sku: string, waitUntil: WaitUntil): Promise<CachedAdd> {
  const { scope, id } = productKey(market, sku);
  const key = `${scope}|${id}`;
  const now = Date.now();
  const recent = recentByCache.get(env.CACHE) ?? new Map<string, { at: number; add: CachedAdd }>();
  recentByCache.set(env.CACHE, recent);
  const known = recent.get(key);
  if (known && now - known.at < REUSE_MS) return known.add;
  // Only settled answers are shared: a read belongs to the request that made it (workerd's I/O rule).
  const add = await readCachedAdd(env, market, sku, waitUntil);
  recent.delete(key);
  recent.set(key, { at: now, add });
  for (const oldest of recent.keys()) {
    if (recent.size <= MAX_REMEMBERED) break;
    recent.delete(oldest);
  }
  return add;
}

/** What the edge cache holds of the products `actions` add (extra guarantees are left to the burst's checks). */
export async function cachedAdds(env: Env, market: Market, actions: readonly CartAction[], waitUntil: WaitUntil): Promise<CachedAdds> {
  const skus = [
    ...new Set(
      actions.flatMap((action) => (action.action === 'addLineItem' && !action.parentSku && !isGuaranteeSku(action.sku) ? [action.sku] : [])),
    ),
  ];
  const found = await Promise.all(skus.map((sku) => cachedAdd(env, market, sku, waitUntil)));
  return {
    previews: found.flatMap(({ sku, product }) =>
      product?.price
        ? [
            [
              sku,
              {
                productId: product.id,
                name: product.name,
                slug: product.slug,
                image: product.images[0]?.url ?? null,
                unitPrice: product.price,
                brand: product.brand,
                isVirtual: false,
              },
            ] as const,
          ]
        : [],
    ),
    stock: found.flatMap(({ sku, stock }) => (stock === null ? [] : [[sku, stock] as const])),
    absent: found.some(({ absent }) => absent),
  };
}
