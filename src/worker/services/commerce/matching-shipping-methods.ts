// The shipping methods matching a cart (commercetools `shipping-methods/matching-cart`, spec part 2
// §7.3 "shipping methods by cart id"), as the domain's ShippingMethodRate: texts in the shopper's
// language, the DeliveryTime custom field, and the rate commercetools marked matching for the cart's
// country and currency. The default method comes first, as commercetools orders them.
import type { ShippingMethod, ShippingRate } from '@commercetools/platform-sdk';
import type { ShippingMethodRate } from '../../../domain/checkout/shipping-offers.ts';
import type { Language } from '../../../domain/markets/countries.ts';
import type { Env } from '../../env.ts';
import { commerceApi } from './client.ts';
import { execute } from './execute.ts';
import { pickLocalized } from './localized.ts';
import { toMoney } from './map-product.ts';
import { logWarn } from '../observability/log.ts';

const matchingRate = (method: ShippingMethod): ShippingRate | undefined => {
  const rates = method.zoneRates.flatMap((zoneRate) => zoneRate.shippingRates);
  return rates.find((rate) => rate.isMatching === true) ?? rates[0];
};

/** A method the shop knows (parcel, freight) with a rate in a currency it sells in; else null (logged). */
function toRate(method: ShippingMethod, language: Language): ShippingMethodRate | null {
  const rate = matchingRate(method);
  const price = toMoney(rate?.price);
  if ((method.key !== 'parcel' && method.key !== 'freight') || !rate || !price) {
    logWarn('shipping method skipped: not parcel/freight or no usable rate for the cart', method.key ?? method.id);
    return null;
  }
  const deliveryTime: unknown = method.custom?.fields['DeliveryTime'];
  return {
    key: method.key,
    name: pickLocalized(method.localizedName, language) || method.name,
    description: pickLocalized(method.localizedDescription, language),
    deliveryTime: typeof deliveryTime === 'string' ? deliveryTime : '',
    price,
    freeAbove: toMoney(rate.freeAbove),
    isDefault: method.isDefault,
  };
}

/** The methods for a cart with a shipping address (commercetools refuses the question without one). */
export async function shippingMethodsMatchingCart(env: Env, cartId: string, language: Language): Promise<ShippingMethodRate[]> {
  const body = await execute(commerceApi(env).shippingMethods().matchingCart().get({ queryArgs: { cartId } }));
  return body.results.flatMap((method) => toRate(method, language) ?? []);
}
