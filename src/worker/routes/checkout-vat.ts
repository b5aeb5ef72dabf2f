// `PUT /api/checkout/vat` `{ vatId: string | null }` (issue 13): the buyer's VAT ID normalised for the
// market's country and checked with the VAT service (the adapter `POST /api/vat/check` uses), stored with
// its outcome on the cart's billing address through the cart's Durable Object, so every tab sees it; a
// valid ID switches the cart to net prices where the store allows it (domain: pricesAreNet). The same ID
// is not checked twice on a cart, except after a timeout (the manual retry). Null or '' clears the ID and
// goes back to gross. Refused: where the store does not validate VAT IDs, and IDs under 2 characters.
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import type { CartAction } from '../../domain/cart/actions.ts';
import type { Cart } from '../../domain/cart/types.ts';
import { needsVatCheck, pricesAreNet } from '../../domain/vat/net-prices.ts';
import { sellerVatId } from '../../domain/vat/seller-vat-ids.ts';
import { MAX_VAT_ID_INPUT_LENGTH, normaliseVatId } from '../../domain/vat/vat-id.ts';
import type { ApiEnv } from '../api/api-env.ts';
import { jsonBody } from '../api/json-body.ts';
import { refuse } from '../api/refuse.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { cachedStoreSettings } from '../services/catalogue/store-settings.ts';
import { checkVatId } from '../services/vat/vat-check.ts';
import { metaFor, stubFor } from '../cart/request-cart.ts';
import { logWarn } from '../services/observability/log.ts';

const MAX_CHECKOUT_VAT_BODY_BYTES = 1024;

const CheckoutVatSchema = v.object({
  vatId: v.nullable(v.pipe(v.string('too-short'), v.maxLength(MAX_VAT_ID_INPUT_LENGTH, 'too-long'))),
});

const vatBody = jsonBody(CheckoutVatSchema, {
  maxBytes: MAX_CHECKOUT_VAT_BODY_BYTES,
  tooLarge: 'vat.error.too-large',
  malformed: 'vat.error.malformed',
  invalid: (issues) => {
    const message = issues[0]?.message;
    return message === 'too-short' || message === 'too-long' ? `vat.error.${message}` : 'vat.error.malformed';
  },
});

/** What the checkout API lends this route: the shopper's cart and the state it answers with. */
export interface CheckoutVatDeps {
  activeCart: (c: Context<ApiEnv>) => Promise<{ cartId: string; state: { cart: Cart } } | null>;
  checkoutState: (c: Context<ApiEnv>, cart: Cart) => Promise<unknown>;
}

export function registerCheckoutVat(app: Hono<ApiEnv>, { activeCart, checkoutState }: CheckoutVatDeps): void {
  app.put('/vat', rateLimit('vat-check'), vatBody, async (c) => {
    const market = c.get('market');
    const settings = await cachedStoreSettings(c.env, market, (promise) => c.executionCtx.waitUntil(promise));
    if (!settings.vatValidationEnabled) return refuse(c, 'vat.error.not-available', 400);
    const typed = c.req.valid('json').vatId?.trim() ?? '';
    const vatId = typed === '' ? null : normaliseVatId(market.country.code, typed);
    if (vatId && !vatId.ok) return refuse(c, `vat.error.${vatId.error}`, 400);
    const active = await activeCart(c);
    if (!active) return refuse(c, 'checkout.error.no-cart', 409);

    let action: Extract<CartAction, { action: 'setVatResult' }>;
    if (vatId === null) {
      action = { action: 'setVatResult', vatId: null, status: null, netPrices: false };
    } else {
      const remembered = active.state.cart.vatCheck ?? null;
      const status =
        remembered && !needsVatCheck(remembered, vatId.vatId)
          ? remembered.status
          : await checkVatId(c.env, sellerVatId(market.country.code), vatId.vatId);
      // A VAT ID makes the buyer a company (checkout-state.ts customerTypeOf).
      const netPrices = pricesAreNet({ customerType: 'company', status, changeTaxRateEnabled: settings.changeTaxRateEnabled });
      action = { action: 'setVatResult', vatId: vatId.vatId, status, netPrices };
    }
    const result = await stubFor(c.env, active.cartId).enqueue(metaFor(market, active.cartId), [action]);
    if (result.error || !result.state.cart) {
      logWarn('checkout VAT result not stored', result.error ?? 'cart cleared');
      return refuse(
        c,
        result.error === 'rejected' ? 'checkout.error.rejected' : 'checkout.error.unavailable',
        result.error === 'rejected' ? 400 : 503,
      );
    }
    return c.json(await checkoutState(c, result.state.cart));
  });
}
