// Cart state of one page: definitions only; values live in the per-render jotai store of <App>.
import { atom } from 'jotai';
import type { CartAction } from '../../domain/cart/actions.ts';
import type { Cart, CartState } from '../../domain/cart/types.ts';
import { applyActions } from './optimistic.ts';

/** The last CartState the server sent (HTTP, websocket or another tab); null until the first load. */
export const serverCartStateAtom = atom<CartState | null>(null);

/** A burst of actions sent but not answered yet (told apart by identity), with the cart version it was sent against. */
export interface PendingBatch {
  baseVersion: number | null;
  actions: readonly CartAction[];
}
export const pendingBatchesAtom = atom<readonly PendingBatch[]>([]);

/** What the page shows: the server state with the pending actions applied optimistically. */
export const cartStateAtom = atom<CartState | null>((get) => {
  const server = get(serverCartStateAtom);
  if (!server) return null;
  return get(pendingBatchesAtom).reduce((state, batch) => applyActions(state, batch.actions), server);
});

export const cartAtom = atom<Cart | null>((get) => get(cartStateAtom)?.cart ?? null);
export const cartStockAtom = atom<Readonly<Record<string, number>>>((get) => get(cartStateAtom)?.stock ?? {});

/** Units in the cart, for the header badge. */
export const cartItemCountAtom = atom((get) => get(cartAtom)?.itemCount ?? 0);

/** Channel to the shop's other tabs in this browser, set up by <CartLive> after hydration. */
export const cartChannelAtom = atom<BroadcastChannel | null>(null);
