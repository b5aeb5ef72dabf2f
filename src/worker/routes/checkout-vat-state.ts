// The `vat` part of the checkout state (GET /api/checkout and every PUT): the VAT ID as stored, the
// outcome of its check, whether the cart is priced net, and the spec's texts for them in the shopper's
// language (part 2 §8). A check of another VAT ID than the billing address now carries is no result.
import type { Context } from 'hono';
import type { Cart } from '../../domain/cart/types.ts';
import { priceMessageOf } from '../../domain/vat/net-prices.ts';
import { normaliseVatId } from '../../domain/vat/vat-id.ts';
import type { VatStatus } from '../../domain/vat/vat-result.ts';
import type { ApiEnv } from '../api/api-env.ts';
import { localized } from '../api/localized.ts';
import type { MessageKey } from '../api/message-key.ts';
import { cachedStoreSettings } from '../services/catalogue/store-settings.ts';

export interface CheckoutVatState {
  vatId: string | null;
  status: 'idle' | VatStatus;
  netPrices: boolean;
  message?: string;
  hint?: string;
  priceMessage?: string;
}

/**
 * The second line under a verdict. For 'not valid' the spec has two: where the store can switch to net
 * prices ("format correction enabled", our reading) the shopper learns that a corrected ID brings a net
 * invoice; elsewhere only to correct it or go on.
 */
function hintKey(status: VatStatus, netInvoiceOffered: boolean): MessageKey | null {
  if (status === 'notValid') return netInvoiceOffered ? 'vat.hint.notValid-format' : 'vat.hint.notValid';
  if (status === 'timeout') return 'vat.hint.timeout';
  return null;
}

export async function checkoutVatState(c: Context<ApiEnv>, cart: Cart): Promise<CheckoutVatState> {
  const market = c.get('market');
  const typed = cart.billingAddress?.vatId;
  const normalised = typed ? normaliseVatId(market.country.code, typed) : null;
  const vatId = normalised?.ok ? normalised.vatId : (typed ?? null);
  const netPrices = cart.netPrices === true;
  const status = cart.vatCheck && cart.vatCheck.vatId === vatId ? cart.vatCheck.status : null;
  if (status === null) return { vatId, status: 'idle', netPrices };
  const settings = await cachedStoreSettings(c.env, market, (promise) => c.executionCtx.waitUntil(promise));
  const hint = hintKey(status, settings.changeTaxRateEnabled);
  const priceMessage = priceMessageOf(status, netPrices);
  return {
    vatId,
    status,
    netPrices,
    message: localized(c, `vat.status.${status}`),
    ...(hint ? { hint: localized(c, hint) } : {}),
    ...(priceMessage ? { priceMessage: localized(c, `vat.price.${priceMessage}`) } : {}),
  };
}
