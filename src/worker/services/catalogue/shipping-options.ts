// Shipping options change rarely; cached in KV per language like the category tree.
import * as v from 'valibot';
import type { ShippingOption } from '../../../domain/catalogue/types.ts';
import type { Market } from '../../../domain/markets/market.ts';
import type { Env } from '../../env.ts';
import { cacheContext, cached, type WaitUntil } from '../cache/read-through.ts';
import { getShippingOptions } from '../commerce/shipping.ts';

const ShippingOptionSchema = v.object({
  key: v.picklist(['parcel', 'freight']),
  name: v.string(),
  deliveryTime: v.string(),
});

export function cachedShippingOptions(env: Env, market: Market, waitUntil: WaitUntil): Promise<ShippingOption[]> {
  return cached(cacheContext(env, waitUntil), {
    key: { kind: 'shipping-options', scope: market.language, id: market.language },
    schema: v.array(ShippingOptionSchema),
    load: () => getShippingOptions(env, market.language),
  });
}
