// The cart side of a card's quick add (lazy chunk, loaded on intent by quick-add-button.tsx): it renders
// nothing and adds one piece whenever the trigger asks, through the same cart path as the product page's
// button (optimistic dispatch, 'cart-adding-problem' notification, the cart sidebar opens). Opening it is
// left to the sidebar's slot: importing the slot here would be a cycle through the sidebar's own cards.
// The trigger button stays the same element throughout, so focus and a click in progress are never lost.
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { ProductCard } from '../../domain/catalogue/product-card.ts';
import { useCart } from '../cart/use-cart.ts';
import { useT } from '../i18n/i18n.tsx';
import { cartSidebarOpenAtom } from '../state/atoms.ts';
import { CART_ADDING_PROBLEM_ID, useNotify } from './notify.ts';

export default function QuickAddAction({ card, pending, onDone }: { card: ProductCard; pending: boolean; onDone: () => void }) {
  const t = useT();
  const notify = useNotify();
  const { dispatch } = useCart();
  const openSidebar = useSetAtom(cartSidebarOpenAtom);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per request of the trigger; the other values are stable per card
  useEffect(() => {
    if (!pending) return;
    let current = true;
    void dispatch([{ action: 'addLineItem', sku: card.sku, quantity: 1 }]).then((result) => {
      if (!current) return;
      if (result.ok) openSidebar(true);
      else notify({ id: CART_ADDING_PROBLEM_ID, message: t('cart.addingProblem') });
      onDone();
    });
    return () => {
      current = false;
    };
  }, [pending]);
  return null;
}
