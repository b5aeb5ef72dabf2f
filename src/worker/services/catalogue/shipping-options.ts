// Shipping options change rarely; cached in KV per language like the category tree.
import * as v from 'valibot';
import type { ShippingOption } from '../../../domain/catalogue/types.ts';
import type { Market } from '../../../domain/markets/resolve-market.ts';
import type { Env } from '../../env.ts';
import { staleWhileRevalidate } from '../cache/stale-while-revalidate.ts';
import { getShippingOptions } from '../commerce/shipping.ts';

const ShippingOptionSchema = v.object({
  key: v.picklist(['parcel', 'freight']),
  name: v.string(),
  deliveryTime: v.string(),
});

export function cachedShippingOptions(env: Env, market: Market, waitUntil: (p: Promise<unknown>) => void) {
  return staleWhileRevalidate(env.CACHE, {
    key: `shipping-options:${market.language}`,
    freshSeconds: 600,
    keepSeconds: 7 * 86_400,
    schema: v.array(ShippingOptionSchema),
    load: () => getShippingOptions(env, market.language),
    waitUntil,
  });
}
