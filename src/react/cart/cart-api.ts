// HTTP side of the cart client: read the shopper's cart and send bursts of actions to the worker
// (same origin, JSON). The cart id lives in an httpOnly cookie, so requests carry credentials.
import type { CartAction } from '../../domain/cart/actions.ts';
import type { CartState } from '../../domain/cart/types.ts';
import { inPageLanguage, type PageLanguage } from '../http/page-language.ts';
import { parseCartState, parseErrorBody } from './cart-schema.ts';

export const CART_PATH = '/api/cart';
export const CART_ACTIONS_PATH = '/api/cart/actions';
export const CART_SOCKET_PATH = '/api/cart/ws';
export const GUARANTEES_PATH = '/api/cart/guarantees';

let ownTabId: string | null = null;

/**
 * This page's id, sent with its actions and named by its socket: the cart's object echoes pending actions
 * to every other tab, not to the one that shows them itself. Not a secret, so no secure context is needed.
 */
function tabId(): string {
  ownTabId ??= Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return ownTabId;
}

export type CartResult =
  | { ok: true; state: CartState }
  /**
   * `error` is a `CartErrorKey` (or `network`); `message` is already in the shopper's language;
   * `state` is the cart as it stands when the server sent one along with the error.
   */
  | { ok: false; status: number; error: string; message: string | null; state?: CartState };

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

async function toResult(response: Response): Promise<CartResult> {
  const body = await readJson(response);
  if (response.ok) {
    const state = parseCartState(body);
    if (state) return { ok: true, state };
    return { ok: false, status: response.status, error: 'malformed', message: null };
  }
  const refused = parseErrorBody(body);
  const failure: CartResult = { ok: false, status: response.status, error: refused?.error ?? 'failed', message: refused?.message ?? null };
  const state = parseCartState(body);
  return state ? { ...failure, state } : failure;
}

const networkFailure = (error: unknown): CartResult => {
  console.warn('cart request failed', error);
  return { ok: false, status: 0, error: 'network', message: null };
};

/** The shopper's cart (`cart: null` when there is none), its lines in the page's language. */
export async function fetchCart(page: PageLanguage, signal?: AbortSignal): Promise<CartResult> {
  try {
    const response = await fetch(inPageLanguage(CART_PATH, page), { credentials: 'same-origin', headers: { accept: 'application/json' }, signal });
    return await toResult(response);
  } catch (error) {
    return networkFailure(error);
  }
}

/** Sends one burst of actions; resolves with the cart after the burst reached the commerce platform. */
export async function postCartActions(actions: readonly CartAction[], page: PageLanguage): Promise<CartResult> {
  try {
    const response = await fetch(inPageLanguage(CART_ACTIONS_PATH, page), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ actions, tab: tabId() }),
    });
    return await toResult(response);
  } catch (error) {
    return networkFailure(error);
  }
}

/** ws: on http pages, wss: on https, same host; the updates come in the page's language, pending ones from other tabs only. */
export function cartSocketUrl(location: Pick<Location, 'protocol' | 'host'>, cartId: string, page: PageLanguage): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${inPageLanguage(`${CART_SOCKET_PATH}?cartId=${encodeURIComponent(cartId)}&tab=${tabId()}`, page)}`;
}
