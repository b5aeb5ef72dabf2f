// The settings of a market's store that pages need (custom fields of the store, spec part 1 §3):
// the running campaigns, whether complementary products are shown, whether VAT IDs are validated and
// whether a valid one switches the cart to net prices, and what the cash-on-delivery fee is called.
import * as v from 'valibot';
import { parseCampaigns, type Campaign } from '../../../domain/search/campaigns.ts';
import type { Env } from '../../env.ts';
import { commerceApi } from './client.ts';
import { execute } from './execute.ts';
import { logWarn } from '../observability/log.ts';

export interface StoreSettings {
  campaigns: Campaign[];
  complementaryProductsEnabled: boolean;
  vatValidationEnabled: boolean;
  /** A company with a valid VAT ID gets net prices (spec part 1 §3, store flag "change tax rate"). */
  changeTaxRateEnabled: boolean;
  /** The cash-on-delivery fee's name per language (custom field `codFeeTitle`, a LocalizedString); {} when unset. */
  codFeeTitle: Record<string, string>;
  /** The Trustpilot strip and logo may show (custom field `trustpilotInHeader`); the language decides the rest. */
  trustpilotInHeader: boolean;
}

const LocalizedTextSchema = v.record(v.string(), v.string());

export async function getStoreSettings(env: Env, storeKey: string): Promise<StoreSettings> {
  const store = await execute(commerceApi(env).stores().withKey({ key: storeKey }).get());
  const fields: Record<string, unknown> = store.custom?.fields ?? {};
  return {
    campaigns: parseCampaigns(fields['ex_store_campaigns'], logWarn),
    complementaryProductsEnabled: fields['complementaryProductsEnabled'] === true,
    vatValidationEnabled: fields['vatValidationEnabled'] === true,
    changeTaxRateEnabled: fields['changeTaxRateEnabled'] === true,
    codFeeTitle: v.is(LocalizedTextSchema, fields['codFeeTitle']) ? fields['codFeeTitle'] : {},
    trustpilotInHeader: fields['trustpilotInHeader'] === true,
  };
}
