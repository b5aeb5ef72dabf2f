// Cart state of one page: definitions only; values live in the per-render jotai store of <App>.
import { atom } from 'jotai';
import type { CartAction } from '../../domain/cart/actions.ts';
import type { Cart, CartState } from '../../domain/cart/types.ts';

/** The last CartState the server sent (HTTP, websocket or another tab); null until the first load. */
export const serverCartStateAtom = atom<CartState | null>(null);

/**
 * A burst of actions sent but not answered yet (told apart by identity), with the cart version it was sent
 * against and how it changes the cart shown. The sender supplies `predict` (domain/cart/pending-cart.ts via
 * use-cart.ts), so the prediction's code loads with the code that sends actions, not at start on every page.
 */
export interface PendingBatch {
  baseVersion: number | null;
  actions: readonly CartAction[];
  predict: (state: CartState) => CartState;
}
export const pendingBatchesAtom = atom<readonly PendingBatch[]>([]);

/**
 * Other tabs' actions the cart's object has queued, as the cart will likely be once they are written (a
 * `cart pending` message); null when none are pending. The next `cart update` replaces it.
 */
export const echoCartStateAtom = atom<CartState | null>(null);

/** The echo while it was computed from the very cart this tab has; else the server's cart. */
function confirmedOrEcho(server: CartState, echo: CartState | null): CartState {
  const same = echo?.cart && server.cart && echo.cart.id === server.cart.id && echo.cart.version === server.cart.version;
  return same ? { cart: echo.cart, stock: server.stock } : server;
}

/** What the page shows: the server state, other tabs' pending actions, then this tab's own applied optimistically. */
export const cartStateAtom = atom<CartState | null>((get) => {
  const server = get(serverCartStateAtom);
  if (!server) return null;
  return get(pendingBatchesAtom).reduce((state, batch) => batch.predict(state), confirmedOrEcho(server, get(echoCartStateAtom)));
});

export const cartAtom = atom<Cart | null>((get) => get(cartStateAtom)?.cart ?? null);
export const cartStockAtom = atom<Readonly<Record<string, number>>>((get) => get(cartStateAtom)?.stock ?? {});

/** Units in the cart, for the header badge. */
export const cartItemCountAtom = atom((get) => get(cartAtom)?.itemCount ?? 0);

/** Channel to the shop's other tabs in this browser, set up by <CartLive> after hydration. */
export const cartChannelAtom = atom<BroadcastChannel | null>(null);
