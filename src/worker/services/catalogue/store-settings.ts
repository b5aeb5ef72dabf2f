// Store settings change rarely: KV-cached per store (policy `store-settings`).
import * as v from 'valibot';
import { CampaignSchema } from '../../../domain/search/campaigns.ts';
import type { Market } from '../../../domain/markets/market.ts';
import type { Env } from '../../env.ts';
import { cacheContext, cached, type WaitUntil } from '../cache/read-through.ts';
import { getStoreSettings, type StoreSettings } from '../commerce/store-settings.ts';

const StoreSettingsSchema = v.object({
  campaigns: v.array(CampaignSchema),
  complementaryProductsEnabled: v.boolean(),
  vatValidationEnabled: v.boolean(),
  changeTaxRateEnabled: v.boolean(),
  codFeeTitle: v.record(v.string(), v.string()),
  trustpilotInHeader: v.boolean(),
});

export function cachedStoreSettings(env: Env, market: Market, waitUntil: WaitUntil): Promise<StoreSettings> {
  return cached(cacheContext(env, waitUntil), {
    key: { kind: 'store-settings', scope: market.storeKey, id: market.storeKey },
    schema: StoreSettingsSchema,
    load: () => getStoreSettings(env, market.storeKey),
  });
}
