// The cart as components use it: the state to show and `dispatch(actions)`, which shows the likely
// result at once, sends the burst, and then takes whatever the server answers (or rolls back to the
// last server state when it refuses).
// The HTTP client (with the response parsing, and so valibot) is a chunk of its own: no page needs it to
// hydrate. <CartLive> loads it right after hydration; a request made before that waits for it.
import { useAtomValue, useStore } from 'jotai';
import { useCallback } from 'react';
import type { CartAction } from '../../domain/cart/actions.ts';
import { pendingState } from '../../domain/cart/pending-cart.ts';
import type { Cart, CartState } from '../../domain/cart/types.ts';
import type { PageLanguage } from '../http/page-language.ts';
import { useMarket } from '../market-context.tsx';
import type { CartResult } from './cart-api.ts';
import { cartChannelAtom, cartStateAtom, pendingBatchesAtom, serverCartStateAtom, type PendingBatch } from './cart-atoms.ts';
import { supersedes } from './optimistic.ts';

type Store = ReturnType<typeof useStore>;
type CartApi = typeof import('./cart-api.ts');

/** What a request answers when the client's chunk cannot be loaded (as when the network is down). */
const CLIENT_MISSING: CartResult = { ok: false, status: 0, error: 'network', message: null };

async function cartApi(): Promise<CartApi | null> {
  try {
    return await import('./cart-api.ts');
  } catch (error) {
    // After a deploy the page reloads itself (chunk-reload.ts, through <CartLive>'s own load).
    console.warn('cart client could not be loaded', error);
    return null;
  }
}

/** Applying these twice counts twice (an add); quantity changes and removals set an absolute state. */
const countsTwice = (batch: PendingBatch): boolean => batch.actions.some((action) => action.action === 'addLineItem');

/**
 * Takes a CartState from the server (any channel). A pending add sent against an older version is
 * dropped, since the newer cart may already hold it; the other pending batches stay until their own
 * answer, so a burst of quantity clicks does not flicker back.
 */
export function acceptCartState(store: Store, incoming: CartState): void {
  if (!supersedes(store.get(serverCartStateAtom), incoming)) return;
  store.set(serverCartStateAtom, incoming);
  const version = incoming.cart?.version ?? null;
  store.set(pendingBatchesAtom, (batches) =>
    batches.filter((batch) => !countsTwice(batch) || (version !== null && batch.baseVersion !== null && batch.baseVersion >= version)),
  );
}

/** Stock numbers of an `updated stock` message, merged into the current state. */
export function acceptStock(store: Store, stock: Readonly<Record<string, number>>): void {
  const current = store.get(serverCartStateAtom);
  store.set(serverCartStateAtom, { cart: current?.cart ?? null, stock: { ...current?.stock, ...stock } });
}

/** Reloads the cart from the server (after a reconnect, a failed update or a page restored from cache). */
export async function reloadCart(store: Store, page: PageLanguage): Promise<void> {
  const api = await cartApi();
  const result = api ? await api.fetchCart(page) : CLIENT_MISSING;
  if (result.ok) acceptCartState(store, result.state);
}

/** What a tab tells the shop's other tabs: the cart it got, and the language its lines are in. */
export interface CartChannelMessage {
  language: string;
  state: CartState;
}

export interface UseCart {
  /** null until the cart has loaded after hydration. */
  state: CartState | null;
  cart: Cart | null;
  loaded: boolean;
  dispatch: (actions: readonly CartAction[]) => Promise<CartResult>;
}

export function useCart(): UseCart {
  const store = useStore();
  const market = useMarket();
  const state = useAtomValue(cartStateAtom);
  const dispatch = useCallback(
    async (actions: readonly CartAction[]): Promise<CartResult> => {
      const batch: PendingBatch = {
        baseVersion: store.get(serverCartStateAtom)?.cart?.version ?? null,
        actions,
        predict: (current) => pendingState(current, actions),
      };
      store.set(pendingBatchesAtom, (batches) => [...batches, batch]);
      const api = await cartApi();
      const result = api ? await api.postCartActions(actions, market) : CLIENT_MISSING;
      store.set(pendingBatchesAtom, (batches) => batches.filter((item) => item !== batch));
      if (result.ok) {
        acceptCartState(store, result.state);
        // Tabs of this browser that have no cart yet (so no socket) learn about it this way; the lines are
        // in this tab's language, so a tab of another language asks for them in its own (cart-live.tsx).
        store.get(cartChannelAtom)?.postMessage({ language: market.language, state: result.state } satisfies CartChannelMessage);
      } else if (result.state) {
        acceptCartState(store, result.state);
      } else if (result.status >= 500 || result.status === 0) {
        // Spec part 2 §4: other cart update errors reload the cart.
        void reloadCart(store, market);
      }
      return result;
    },
    [store, market],
  );
  return { state, cart: state?.cart ?? null, loaded: state !== null, dispatch };
}
