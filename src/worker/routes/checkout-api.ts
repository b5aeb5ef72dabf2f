// The checkout API, first slice (issue 13): `GET /api/checkout` reads the checkout state off the cart,
// `PUT /api/checkout/addresses` checks the e-mail, customer type and addresses against the domain's rules
// (src/domain/checkout) and stores them on the cart through its Durable Object — the single writer — so
// every open tab sees them. A wrong body is a 400 naming every failed field in the shopper's language;
// markets where checkout is closed get a 403, a shopper without a cart a 409.
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import * as v from 'valibot';
import type { CartAction } from '../../domain/cart/actions.ts';
import type { CartState } from '../../domain/cart/types.ts';
import { type CheckoutAddresses, checkCheckoutAddresses } from '../../domain/checkout/address-schema.ts';
import { CHECKOUT_CHOICE_MAX_AGE_SECONDS, checkoutChoicesOf } from '../../domain/checkout/checkout-cookies.ts';
import { followedByAddress } from '../../domain/checkout/address-summary.ts';
import { checkoutStepOf, customerTypeOf, shippingAddressTypeOf } from '../../domain/checkout/checkout-state.ts';
import { clearPrivateCustomerFields } from '../../domain/checkout/customer-type.ts';
import { CHECKOUT_DISABLED } from '../../domain/markets/country-rules.ts';
import { COOKIE_NAMES } from '../../domain/markets/market-cookies.ts';
import type { ApiEnv } from '../api/api-env.ts';
import { jsonApi } from '../api/json-api.ts';
import { jsonBody } from '../api/json-body.ts';
import { pageLanguage } from '../api/page-language.ts';
import { localized } from '../api/localized.ts';
import type { MessageKey } from '../api/message-key.ts';
import { refuse } from '../api/refuse.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { sendCheckoutEvent } from '../services/customer-data/checkout-event.ts';
import { metaFor, sessionCartId, stubFor } from '../cart/request-cart.ts';
import { checkoutAccount, keepTypedAddresses } from './checkout-account.ts';
import { addressFieldsToFix } from './checkout-address-validation.ts';
import { registerCheckoutOrder } from './checkout-order.ts';
import { registerPaymentMethods } from './checkout-payment-methods.ts';
import { addShippingMethodRoute, shippingState } from './checkout-shipping.ts';
import { registerCheckoutVat } from './checkout-vat.ts';
import { checkoutVatState } from './checkout-vat-state.ts';
import { logWarn } from '../services/observability/log.ts';

/** Two full addresses are about 2 KB; the limit leaves room, a 10 KB field still gets its field error. */
export const MAX_CHECKOUT_BODY_BYTES = 16 * 1024;

/** Spec part 2 §8: this field's message is followed by the shipping address it is about. */
const SHIPPING_POSTAL_CODE = 'shipping.postalCode';

type CheckoutContext = Context<ApiEnv>;
type ActiveCart = { cartId: string; state: CartState & { cart: NonNullable<CartState['cart']> } };

export const checkoutApi = jsonApi({ unavailable: 'checkout.error.unavailable' });
// The checkout's messages and the cart's line names in the language of the page that asks.
checkoutApi.use(pageLanguage());

checkoutApi.use(async function checkoutOpen(c, next) {
  if (CHECKOUT_DISABLED[c.get('market').country.code]) return refuse(c, 'checkout.error.closed', 403);
  await next();
});

// The shape is the domain's to check, field by field, against the market's country: here only size and JSON.
const addressesBody = jsonBody(v.unknown(), {
  maxBytes: MAX_CHECKOUT_BODY_BYTES,
  tooLarge: 'checkout.error.too-large',
  malformed: 'checkout.error.malformed',
  invalid: () => 'checkout.error.malformed',
});

/** The shopper's cart in this market's store, with something in it; null when there is none. */
async function activeCart(c: CheckoutContext): Promise<ActiveCart | null> {
  const cartId = await sessionCartId(c);
  if (!cartId) return null;
  const market = c.get('market');
  const state = await stubFor(c.env, cartId).state(metaFor(market, cartId));
  const { cart } = state;
  if (!cart || cart.storeKey !== market.storeKey || cart.lines.length === 0) return null;
  return { cartId, state: { ...state, cart } };
}

async function checkoutState(c: CheckoutContext, cart: NonNullable<CartState['cart']>) {
  const [shipping, vat, { account, prefill }] = await Promise.all([shippingState(c, cart), checkoutVatState(c, cart), checkoutAccount(c, cart)]);
  const state = {
    cart,
    email: cart.customerEmail,
    customerType: customerTypeOf(cart.billingAddress),
    billing: cart.billingAddress ?? null,
    shipping: cart.shippingAddress ?? null,
    shippingAddressType: shippingAddressTypeOf(cart.billingAddress, cart.shippingAddress),
    ...shipping,
    vat,
    step: checkoutStepOf(cart),
    account,
  };
  // A cart without addresses starts with the choices of the shopper's last checkout, then with what a
  // signed-in customer's account holds (checkout-account.ts).
  return cart.billingAddress ? state : { ...state, ...rememberedChoices(c), ...prefill };
}

type StoredAddress = Extract<CartAction, { action: 'setBillingAddress' }>['address'];

/** An optional field left empty is not stored (the cart action's fields are non-empty when given). */
function stored(address: CheckoutAddresses['billing'], vatId?: string): StoredAddress {
  const { country, ...fields } = address;
  const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''));
  return { ...given, country, ...(vatId ? { vatId } : {}) };
}

function cartActions(input: CheckoutAddresses): CartAction[] {
  const { email, billing, shipping, vatId } = clearPrivateCustomerFields(input);
  return [
    { action: 'setCustomerEmail', email },
    { action: 'setBillingAddress', address: stored(billing, vatId) },
    { action: 'setShippingAddress', address: stored(shipping === 'same-as-billing' ? billing : shipping) },
  ];
}

/** The customer type and shipping address type remembered from the last checkout (checkout-cookies.ts). */
const rememberedChoices = (c: CheckoutContext) =>
  checkoutChoicesOf({ customerType: getCookie(c, COOKIE_NAMES.clientType), shippingAddressType: getCookie(c, COOKIE_NAMES.shippingAddressType) });

function rememberChoices(c: CheckoutContext, input: CheckoutAddresses): void {
  const options = { path: '/', sameSite: 'Lax', secure: new URL(c.req.url).protocol === 'https:', maxAge: CHECKOUT_CHOICE_MAX_AGE_SECONDS } as const;
  setCookie(c, COOKIE_NAMES.clientType, input.customerType, options);
  setCookie(c, COOKIE_NAMES.shippingAddressType, input.shipping === 'same-as-billing' ? 'same-as-billing' : 'different-from-billing', options);
}

checkoutApi.get('/', async (c) => {
  const active = await activeCart(c);
  if (!active) return refuse(c, 'checkout.error.no-cart', 409);
  return c.json(await checkoutState(c, active.state.cart));
});

checkoutApi.put('/addresses', rateLimit('cart-write'), addressesBody, async (c) => {
  const body = c.req.valid('json');
  const checked = checkCheckoutAddresses(body, c.get('market').country.code);
  if (!checked.ok) {
    const message = (path: string, key: MessageKey) =>
      path === SHIPPING_POSTAL_CODE
        ? followedByAddress(localized(c, key), v.is(v.object({ shipping: v.unknown() }), body) ? body.shipping : null)
        : localized(c, key);
    const fields = Object.fromEntries(Object.entries(checked.fields).flatMap(([path, key]) => (key ? [[path, message(path, key)]] : [])));
    return refuse(c, 'checkout.error.invalid-address', 400, { body: { fields } });
  }
  const toFix = await addressFieldsToFix(c, checked.value);
  if (toFix) return refuse(c, 'checkout.error.invalid-address', 400, { body: { fields: toFix } });
  const active = await activeCart(c);
  if (!active) return refuse(c, 'checkout.error.no-cart', 409);
  const result = await stubFor(c.env, active.cartId).enqueue(metaFor(c.get('market'), active.cartId), cartActions(checked.value));
  if (result.error || !result.state.cart) {
    logWarn('checkout addresses not stored', result.error ?? 'cart cleared');
    return refuse(c, result.error === 'rejected' ? 'checkout.error.rejected' : 'checkout.error.unavailable', result.error === 'rejected' ? 400 : 503);
  }
  rememberChoices(c, checked.value);
  await keepTypedAddresses(c, checked.value);
  sendCheckoutEvent(c, { cartId: active.cartId, step: 3, email: checked.value.email });
  return c.json(await checkoutState(c, result.state.cart));
});

addShippingMethodRoute(checkoutApi, { activeCart, stateOf: checkoutState });
registerCheckoutVat(checkoutApi, { activeCart, checkoutState });
registerCheckoutOrder(checkoutApi, { activeCart });
registerPaymentMethods(checkoutApi, { activeCart });
