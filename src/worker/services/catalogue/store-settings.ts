// Store settings change rarely: KV-cached per store, refreshed in the background after ten minutes.
import * as v from 'valibot';
import { CampaignSchema } from '../../../domain/search/campaigns.ts';
import type { Market } from '../../../domain/markets/resolve-market.ts';
import type { Env } from '../../env.ts';
import { staleWhileRevalidate } from '../cache/stale-while-revalidate.ts';
import { getStoreSettings, type StoreSettings } from '../commerce/store-settings.ts';

const StoreSettingsSchema = v.object({
  campaigns: v.array(CampaignSchema), complementaryProductsEnabled: v.boolean(), vatValidationEnabled: v.boolean(),
});

export function cachedStoreSettings(env: Env, market: Market, waitUntil: (p: Promise<unknown>) => void): Promise<StoreSettings> {
  return staleWhileRevalidate(env.CACHE, {
    key: `store-settings:${market.storeKey}`,
    freshSeconds: 600,
    keepSeconds: 7 * 86_400,
    schema: StoreSettingsSchema,
    load: () => getStoreSettings(env, market.storeKey),
    waitUntil,
  });
}
