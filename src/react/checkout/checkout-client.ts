// HTTP side of the checkout page: the endpoints of `/api/checkout` (same origin, JSON, the cart id in its
// httpOnly cookie). Every answer becomes a CheckoutResult; a refusal carries the server's message in the
// shopper's language and, for a wrong form, the message per field.
import { type CheckoutState, parseCheckoutState, parseRefusal, type ShippingMethodKey } from './checkout-schema.ts';

const CHECKOUT_PATH = '/api/checkout';

export type CheckoutResult =
  | { ok: true; state: CheckoutState }
  | { ok: false; status: number; error: string; message: string | null; fields: Readonly<Record<string, string>> };

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    console.warn('checkout answer is not JSON', response.status, error);
    return null;
  }
}

async function request(method: 'GET' | 'PUT', path: string, body?: unknown): Promise<CheckoutResult> {
  try {
    const response = await fetch(`${CHECKOUT_PATH}${path}`, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await readJson(response);
    if (response.ok) {
      const state = parseCheckoutState(json);
      return state ? { ok: true, state } : { ok: false, status: response.status, error: 'malformed', message: null, fields: {} };
    }
    const refusal = parseRefusal(json);
    return {
      ok: false,
      status: response.status,
      error: refusal?.error ?? 'failed',
      message: refusal?.message ?? null,
      fields: refusal?.fields ?? {},
    };
  } catch (error) {
    console.warn('checkout request failed', method, path, error);
    return { ok: false, status: 0, error: 'network', message: null, fields: {} };
  }
}

export const fetchCheckout = (): Promise<CheckoutResult> => request('GET', '');
export const putAddresses = (body: unknown): Promise<CheckoutResult> => request('PUT', '/addresses', body);
export const putShippingMethod = (key: ShippingMethodKey): Promise<CheckoutResult> => request('PUT', '/shipping-method', { key });
export const putVat = (vatId: string | null): Promise<CheckoutResult> => request('PUT', '/vat', { vatId });
