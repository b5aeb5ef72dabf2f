// Shipping options (parcel, freight) with their delivery-time range, in one language.
import type { ShippingMethod } from '@commercetools/platform-sdk';
import type { ShippingOption } from '../../../domain/catalogue/types.ts';
import type { Language } from '../../../domain/markets/countries.ts';
import type { Env } from '../../env.ts';
import { commerceApi } from './client.ts';
import { execute } from './execute.ts';
import { pickLocalized } from './localized.ts';

function toOption(method: ShippingMethod, language: Language): ShippingOption | null {
  if (method.key !== 'parcel' && method.key !== 'freight') return null;
  const deliveryTime: unknown = method.custom?.fields['DeliveryTime'];
  return {
    key: method.key,
    name: pickLocalized(method.localizedName, language) || method.name,
    deliveryTime: typeof deliveryTime === 'string' ? deliveryTime : '',
  };
}

export async function getShippingOptions(env: Env, language: Language): Promise<ShippingOption[]> {
  const body = await execute(
    commerceApi(env)
      .shippingMethods()
      .get({ queryArgs: { limit: 50 } }),
  );
  return body.results.map((method) => toOption(method, language)).filter((option): option is ShippingOption => option !== null);
}
