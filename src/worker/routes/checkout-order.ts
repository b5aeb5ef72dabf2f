// `POST /api/checkout/order` `{ paymentMethod }` (issue 14): places the shopper's order with the chosen
// method through the cart's Durable Object, which does it once per cart (a double click, a second tab or a
// retried request all get the same order number). Card-integration methods go through Adyen
// (checkout/card-payment.ts): `{ redirect }` to Adyen's page, or the order at once when Adyen authorised or
// accepted the payment straight away. Answers `{ orderNumber, next }` (the thank-you page),
// grants this browser the right to see that order (a signed cookie) and drops the ordered cart's cookie.
// Refusals are `{ error, message }` with the codes of src/domain/checkout/order-errors.ts. Registered on
// the checkout API by `registerCheckoutOrder` with the API's own cart lookup (no import cycle).
import type { Context, Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import * as v from 'valibot';
import type { Cart } from '../../domain/cart/types.ts';
import type { OrderErrorCode } from '../../domain/checkout/order-errors.ts';
import { COOKIE_DELETION_ATTRIBUTES, COOKIE_NAMES } from '../../domain/markets/market-cookies.ts';
import type { OfferedMethod } from '../../domain/payment/eligibility.ts';
import { kindOf, type OwnMethodId, PAYMENT_METHOD_IDS, type PaymentMethodId } from '../../domain/payment/payment-methods.ts';
import { hrefFor } from '../../domain/routes/route-table.ts';
import type { PlacedOrderRef } from '../../durable-objects/order-placement.ts';
import type { ApiEnv } from '../api/api-env.ts';
import { jsonBody } from '../api/json-body.ts';
import { refuse } from '../api/refuse.ts';
import { payWithProvider } from '../checkout/card-payment.ts';
import { grantOrderAccess } from '../checkout/order-access.ts';
import { paymentMethodsFor } from '../checkout/payment-methods.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import type { PaymentChoice } from '../services/commerce/order-placement.ts';
import { getStorePaymentSettings } from '../services/commerce/store-payment-settings.ts';
import { sendCheckoutEvent } from '../services/customer-data/checkout-event.ts';
import { AdyenError } from '../services/payments/adyen.ts';
import { metaFor, sessionCartId, stubFor } from '../cart/request-cart.ts';
import { logError } from '../services/observability/log.ts';

type CheckoutContext = Context<ApiEnv>;

interface OrderRouteDeps {
  activeCart: (c: CheckoutContext) => Promise<{ cartId: string; state: { cart: Cart } } | null>;
}

const orderBody = jsonBody(v.object({ paymentMethod: v.picklist(PAYMENT_METHOD_IDS) }), {
  maxBytes: 1024,
  tooLarge: 'checkout.error.too-large',
  malformed: 'checkout.error.malformed',
  invalid: () => 'checkout.error.method-not-available',
});

/** The English names the Payment carries (`paymentMethodInfo.name.en`) for the shop's own methods. */
const OWN_METHOD_NAMES = { cod: 'Cash on delivery', 'bank-transfer': 'Bank transfer' } as const;

/** The state of the cart, not the request, is wrong: 409; the request cannot be met as it is: 400. */
const CONFLICTS: ReadonlySet<OrderErrorCode> = new Set(['no-cart', 'out-of-stock', 'price-changed', 'creating-order-failed']);

function placedAnswer(c: CheckoutContext, placed: PlacedOrderRef) {
  return { orderNumber: placed.orderNumber, next: hrefFor(c.get('market'), { name: 'thankYou' }, { order: placed.orderNumber }) };
}

/** The method as the cart may use it now (paymentMethodsFor: the domain's rules over Adyen's offer), or null. */
async function offeredMethod(c: CheckoutContext, cart: Cart, id: PaymentMethodId): Promise<OfferedMethod | null> {
  const { methods } = await paymentMethodsFor(c, cart);
  return methods.find((method) => method.id === id) ?? null;
}

async function choiceFor(c: CheckoutContext, method: OwnMethodId, offered: OfferedMethod): Promise<PaymentChoice> {
  const name = OWN_METHOD_NAMES[method];
  if (method === 'bank-transfer' || !offered.fee) return { method, paymentInterface: method, name, codFee: null };
  const { codFeeTitle } = await getStorePaymentSettings(c.env, c.get('market').storeKey);
  return { method, paymentInterface: method, name, codFee: { amount: offered.fee, title: codFeeTitle } };
}

const isOwnMethod = (method: PaymentMethodId): method is OwnMethodId => kindOf(method) !== 'card-integration';

export function registerCheckoutOrder(api: Hono<ApiEnv>, { activeCart }: OrderRouteDeps): void {
  api.post('/order', rateLimit('cart-write'), orderBody, async (c) => {
    const { paymentMethod } = c.req.valid('json');
    const cartId = await sessionCartId(c);
    if (!cartId) return refuse(c, 'checkout.error.no-cart', 409);
    const stub = stubFor(c.env, cartId);
    const meta = metaFor(c.get('market'), cartId);
    const settle = async (placed: PlacedOrderRef) => {
      await grantOrderAccess(c, placed.orderNumber);
      deleteCookie(c, COOKIE_NAMES.cartId, COOKIE_DELETION_ATTRIBUTES);
      return c.json(placedAnswer(c, placed));
    };
    // The cart was ordered by an earlier or concurrent request of this browser: the same order. Asked
    // again when the cart reads as empty, as a concurrent request may have placed it in between.
    const known = await stub.placedOrder();
    if (known) return settle(known);
    const active = await activeCart(c);
    if (!active) {
      const placedMeanwhile = await stub.placedOrder();
      return placedMeanwhile ? settle(placedMeanwhile) : refuse(c, 'checkout.error.no-cart', 409);
    }
    const offered = await offeredMethod(c, active.state.cart, paymentMethod);
    if (!offered) return refuse(c, 'checkout.error.method-not-available', 400);
    const result = isOwnMethod(paymentMethod)
      ? await stub.placeOrder(meta, { kind: 'own', choice: await choiceFor(c, paymentMethod, offered) })
      : await payWithProvider(c, meta, paymentMethod).catch((error: unknown) => {
          if (!(error instanceof AdyenError)) throw error;
          logError('Adyen unavailable: payment not started', cartId, error.message);
          return { unavailable: true } as const;
        });
    if ('unavailable' in result) return refuse(c, 'checkout.error.unavailable', 503);
    if ('redirect' in result) return c.json({ redirect: result.redirect });
    if ('error' in result) {
      const code: OrderErrorCode = result.error;
      return refuse(c, `checkout.error.${code}`, CONFLICTS.has(code) ? 409 : 400);
    }
    sendCheckoutEvent(c, { cartId, step: 5, email: active.state.cart.customerEmail });
    return settle(result.placed);
  });
}
