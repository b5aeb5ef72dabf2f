// The payment methods a cart may use right now: the methods Adyen offers for the market's country, the
// cart's currency and its gross total, put through the domain's rules (src/domain/payment/eligibility.ts)
// with the buyer's type read off the cart and the Google Pay switch. The payment-methods endpoint shows
// the result; placing an order accepts only a method it offers.
import type { Context } from 'hono';
import type { Cart } from '../../domain/cart/types.ts';
import { customerTypeOf } from '../../domain/checkout/checkout-state.ts';
import { eligiblePaymentMethods, type PaymentEligibility } from '../../domain/payment/eligibility.ts';
import { paymentFactsOf } from '../../domain/payment/payment-cart-facts.ts';
import { type CardIntegrationMethodId, isCardIntegrationMethod } from '../../domain/payment/payment-methods.ts';
import type { ApiEnv } from '../api/api-env.ts';

/** Adyen's method types the shop knows; another one (a method switched on in Adyen first) is left out, and said so. */
function knownCardMethods(types: readonly string[]): CardIntegrationMethodId[] {
  const unknown = types.filter((type) => !isCardIntegrationMethod(type));
  if (unknown.length > 0) console.warn('Adyen offers payment methods the shop does not know; not shown', unknown);
  return types.filter(isCardIntegrationMethod);
}

export async function paymentMethodsFor(c: Context<ApiEnv>, cart: Cart, adyenTypes: readonly string[] = []): Promise<PaymentEligibility> {
  const market = c.get('market');
  return eligiblePaymentMethods({
    country: market.country.code,
    currency: cart.currency,
    customerType: customerTypeOf(cart.billingAddress),
    cart: paymentFactsOf(cart),
    adyenMethods: knownCardMethods(adyenTypes),
    googlePayEnabled: c.env.GOOGLE_PAY_ENABLED === 'true',
  });
}
