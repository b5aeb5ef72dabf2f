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
import type { Money } from '../../domain/money/money.ts';
import type { ApiEnv } from '../api/api-env.ts';
import { type AdyenAmount, adyenPaymentMethods } from '../services/payments/adyen.ts';
import { logWarn } from '../services/observability/log.ts';

/** Adyen counts every currency the shop sells in with two minor digits (Adyen's currency table). */
const ADYEN_MINOR_DIGITS = 2;
const adyenAmountOf = (money: Money): AdyenAmount => ({
  currency: money.currencyCode,
  value: Math.round(money.centAmount * 10 ** (ADYEN_MINOR_DIGITS - money.fractionDigits)),
});

/** Adyen's method types the shop knows; another one (a method switched on in Adyen first) is left out, and said so. */
function knownCardMethods(types: readonly string[]): CardIntegrationMethodId[] {
  const unknown = types.filter((type) => !isCardIntegrationMethod(type));
  if (unknown.length > 0) logWarn('Adyen offers payment methods the shop does not know; not shown', unknown);
  return types.filter(isCardIntegrationMethod);
}

export async function paymentMethodsFor(c: Context<ApiEnv>, cart: Cart): Promise<PaymentEligibility> {
  const market = c.get('market');
  // An Adyen outage answers [] (logged by the adapter): cash and bank transfer are still offered.
  const adyenTypes = await adyenPaymentMethods(c.env, {
    countryCode: market.country.code,
    amount: adyenAmountOf(cart.totals.gross),
    shopperLocale: market.locale,
  });
  return eligiblePaymentMethods({
    country: market.country.code,
    currency: cart.currency,
    customerType: customerTypeOf(cart.billingAddress),
    cart: paymentFactsOf(cart),
    adyenMethods: knownCardMethods(adyenTypes),
    googlePayEnabled: c.env.GOOGLE_PAY_ENABLED === 'true',
  });
}
