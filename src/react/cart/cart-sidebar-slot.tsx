// The cart sidebar is a chunk of its own: no page shows it at first paint, so its code (lines, quantity
// actions) is loaded only once the shopper heads for it — hovering, focusing or pressing the cart icon or
// an add-to-cart button — and at the latest when it opens. Until then nothing is rendered in its place,
// on the server as in the browser, so hydration is not affected.
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useCallback } from 'react';
import { OrderingClosed, useOrderingOpen } from '../components/ordering-closed.tsx';
import { cartSidebarOpenAtom } from '../state/atoms.ts';

const CartSidebar = lazy(() => import('./cart-sidebar.tsx').then((module) => ({ default: module.CartSidebar })));

/** Set on the first sign of intent; rendering the lazy sidebar then starts loading its chunk. */
const cartSidebarWantedAtom = atom(false);

export function CartSidebarSlot() {
  const wanted = useAtomValue(cartSidebarWantedAtom);
  const open = useAtomValue(cartSidebarOpenAtom);
  const orderingOpen = useOrderingOpen();
  if (!wanted && !open) return null;
  // Where checkout is closed the sidebar leads to customer service. The notice is handed in from here so
  // it sits in the frame's chunk, which the product page (the other place it shows) loads anyway.
  return (
    <Suspense fallback={null}>
      <CartSidebar closedNotice={orderingOpen ? null : <OrderingClosed />} />
    </Suspense>
  );
}

/** Props for a control that opens the sidebar: its chunk starts loading before the click lands. */
export function useCartSidebarIntent() {
  const setWanted = useSetAtom(cartSidebarWantedAtom);
  const want = useCallback(() => setWanted(true), [setWanted]);
  return { onPointerEnter: want, onPointerDown: want, onFocus: want };
}
