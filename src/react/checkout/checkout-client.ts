// HTTP side of the checkout page: the endpoints of `/api/checkout` (same origin, JSON, the cart id in its
// httpOnly cookie). Every answer becomes a CheckoutResult; a refusal carries the server's message in the
// shopper's language and, for a wrong form, the message per field.
import { callJsonApi } from '../http/json-api.ts';
import { inPageLanguage, type PageLanguage } from '../http/page-language.ts';
import { type CheckoutState, CheckoutStateSchema, type ShippingMethodKey } from './checkout-schema.ts';

const CHECKOUT_PATH = '/api/checkout';

export type CheckoutResult =
  | { ok: true; state: CheckoutState }
  | { ok: false; status: number; error: string; message: string | null; fields: Readonly<Record<string, string>> };

async function request(method: 'GET' | 'PUT', path: string, page: PageLanguage, body?: unknown): Promise<CheckoutResult> {
  const result = await callJsonApi(inPageLanguage(`${CHECKOUT_PATH}${path}`, page), { method, body, answer: CheckoutStateSchema });
  return result.ok ? { ok: true, state: result.value } : result;
}

// Each in the page's language: its messages and the cart's line names (http/page-language.ts).
export const fetchCheckout = (page: PageLanguage): Promise<CheckoutResult> => request('GET', '', page);
export const putAddresses = (body: unknown, page: PageLanguage): Promise<CheckoutResult> => request('PUT', '/addresses', page, body);
export const putShippingMethod = (key: ShippingMethodKey, page: PageLanguage): Promise<CheckoutResult> =>
  request('PUT', '/shipping-method', page, { key });
export const putVat = (vatId: string | null, page: PageLanguage): Promise<CheckoutResult> => request('PUT', '/vat', page, { vatId });
