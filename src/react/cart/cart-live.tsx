// Keeps the page's cart live, in the browser only: loads it once after hydration, then follows the
// cart's websocket and the shop's other tabs. Renders nothing.
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect } from 'react';
import { cartSocketUrl } from './cart-api.ts';
import { cartAtom, cartChannelAtom, echoCartStateAtom } from './cart-atoms.ts';
import { parseChannelMessage } from './cart-schema.ts';
import { openCartSocket } from './cart-socket.ts';
import { acceptCartState, acceptStock, reloadCart } from './use-cart.ts';
import { CART_UPDATE_PROBLEM_ID, useNotify } from '../components/notify.ts';
import { useT } from '../i18n/i18n.tsx';
import { useMarket } from '../market-context.tsx';
import { cartSidebarOpenAtom } from '../state/atoms.ts';

/** BroadcastChannel name shared by the shop's tabs of one origin (one market host). */
export const CART_CHANNEL = 'cart-state';

export function CartLive() {
  const store = useStore();
  const market = useMarket();
  const cartId = useAtomValue(cartAtom)?.id ?? null;
  const setSidebarOpen = useSetAtom(cartSidebarOpenAtom);
  const notify = useNotify();
  const t = useT();

  // First load, other tabs, and pages coming back from the back-forward cache.
  useEffect(() => {
    void reloadCart(store, market);
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CART_CHANNEL) : null;
    if (channel) {
      channel.onmessage = (event: MessageEvent) => {
        const message = parseChannelMessage(event.data);
        // A tab of another language of the country (CH de and fr) had the lines in its own: ask for ours.
        if (message && message.language !== market.language) void reloadCart(store, market);
        else if (message) acceptCartState(store, message.state);
      };
      store.set(cartChannelAtom, channel);
    }
    // Pages are full loads: the sidebar closes when the shopper leaves (spec: on every route change).
    const onPageHide = () => setSidebarOpen(false);
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void reloadCart(store, market);
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      store.set(cartChannelAtom, null);
      channel?.close();
    };
  }, [store, setSidebarOpen, market]);

  // One socket per cart, only while there is a cart.
  useEffect(() => {
    if (!cartId) return undefined;
    return openCartSocket({
      url: cartSocketUrl(window.location, cartId, market),
      onMessage: (message) => {
        if (message.type === 'cart update') {
          // The confirmed cart replaces any pending view; the object sends a fresh one if more is queued.
          store.set(echoCartStateAtom, null);
          acceptCartState(store, message.data);
        } else if (message.type === 'cart pending') store.set(echoCartStateAtom, message.data);
        else if (message.type === 'cart pending dropped') {
          // What another tab did did not reach the cart: what this tab showed of it is taken back, and said why.
          const why = message.error === 'rejected' || message.error === 'failed' ? t('cart.updateProblem') : t(`cart.error.${message.error}`);
          if (store.get(echoCartStateAtom)) notify({ id: CART_UPDATE_PROBLEM_ID, message: why });
          store.set(echoCartStateAtom, null);
        } else if (message.type === 'updated stock') acceptStock(store, message.data);
        else void reloadCart(store, market);
      },
      onReconnect: () => {
        store.set(echoCartStateAtom, null);
        void reloadCart(store, market);
      },
    });
  }, [cartId, store, market, notify, t]);

  return null;
}
