// HTTP side of the checkout page: the endpoints of `/api/checkout` (same origin, JSON, the cart id in its
// httpOnly cookie). Every answer becomes a CheckoutResult; a refusal carries the server's message in the
// shopper's language and, for a wrong form, the message per field.
import { callJsonApi } from '../http/json-api.ts';
import { type CheckoutState, CheckoutStateSchema, type ShippingMethodKey } from './checkout-schema.ts';

const CHECKOUT_PATH = '/api/checkout';

export type CheckoutResult =
  | { ok: true; state: CheckoutState }
  | { ok: false; status: number; error: string; message: string | null; fields: Readonly<Record<string, string>> };

async function request(method: 'GET' | 'PUT', path: string, body?: unknown): Promise<CheckoutResult> {
  const result = await callJsonApi(`${CHECKOUT_PATH}${path}`, { method, body, answer: CheckoutStateSchema });
  return result.ok ? { ok: true, state: result.value } : result;
}

export const fetchCheckout = (): Promise<CheckoutResult> => request('GET', '');
export const putAddresses = (body: unknown): Promise<CheckoutResult> => request('PUT', '/addresses', body);
export const putShippingMethod = (key: ShippingMethodKey): Promise<CheckoutResult> => request('PUT', '/shipping-method', { key });
export const putVat = (vatId: string | null): Promise<CheckoutResult> => request('PUT', '/vat', { vatId });
