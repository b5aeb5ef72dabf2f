// What the worker knows of the products a cart request adds, from its product cache: enough for the cart's
// other tabs to show a new line before commercetools has priced it (the pending echo,
// durable-objects/cart-echo.ts). The shopper usually adds from the product page, so the product is
// cached; on a miss nothing is loaded (no backend call for a preview), and that line shows its units only.
import type { CartAction } from '../../domain/cart/actions.ts';
import type { LinePreview } from '../../domain/cart/pending-cart.ts';
import type { Market } from '../../domain/markets/market.ts';
import type { Env } from '../env.ts';
import type { WaitUntil } from '../services/cache/read-through.ts';
import { productIfCached } from '../services/catalogue/product-cache.ts';

type Previews = (readonly [string, LinePreview])[];

async function readPreviews(env: Env, market: Market, skus: readonly string[], waitUntil: WaitUntil): Promise<Previews> {
  const products = await Promise.all(skus.map((sku) => productIfCached(env, market, sku, waitUntil)));
  return products.flatMap((product) =>
    product?.price
      ? [
          [
            product.sku,
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
  );
}

/**
 * Starts reading the previews of the products `actions` add; the answer is what has arrived by the time
 * `ready` is called (the request's own checks), so a preview never delays the write.
 */
export function startLinePreviews(env: Env, market: Market, actions: readonly CartAction[], waitUntil: WaitUntil): () => Previews {
  const skus = [...new Set(actions.flatMap((action) => (action.action === 'addLineItem' && !action.parentSku ? [action.sku] : [])))];
  let arrived: Previews = [];
  if (skus.length > 0) {
    readPreviews(env, market, skus, waitUntil)
      .then((previews) => {
        arrived = previews;
      })
      .catch((error: unknown) => console.warn('cart line previews could not be read; other tabs see the units only', error));
  }
  return () => arrived;
}
