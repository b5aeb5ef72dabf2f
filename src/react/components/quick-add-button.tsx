// Quick add to cart on a listing or slider card (spec part 2 §9): one piece through the same cart path as
// the product page's button (optimistic dispatch, 'cart-adding-problem' notification, cart sidebar opens).
// Not rendered where the market restricts it (AT, DE) or when the card is out of stock (domain quick-add.ts).
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import type { ProductCard } from '../../domain/catalogue/product-card.ts';
import { quickAddOffered } from '../../domain/catalogue/quick-add.ts';
import { useCartSidebarIntent } from '../cart/cart-sidebar-slot.tsx';
import { useCart } from '../cart/use-cart.ts';
import { useT } from '../i18n/i18n.tsx';
import { useMarket } from '../market-context.tsx';
import { cartSidebarOpenAtom } from '../state/atoms.ts';
import { CART_ADDING_PROBLEM_ID } from './add-to-cart-button.tsx';
import { useNotify } from './notifications.tsx';

export function QuickAddButton({ card }: { card: ProductCard }) {
  const t = useT();
  const market = useMarket();
  const notify = useNotify();
  const { dispatch } = useCart();
  const openSidebar = useSetAtom(cartSidebarOpenAtom);
  const sidebarIntent = useCartSidebarIntent();
  const [busy, setBusy] = useState(false);
  if (!quickAddOffered(market.country.code, card)) return null;

  const add = async () => {
    setBusy(true);
    const result = await dispatch([{ action: 'addLineItem', sku: card.sku, quantity: 1 }]);
    setBusy(false);
    if (result.ok) openSidebar(true);
    else notify({ id: CART_ADDING_PROBLEM_ID, message: t('cart.addingProblem') });
  };

  return (
    <button
      type="button"
      className="button button--primary card__quick-add"
      data-testid="quick-add"
      data-sku={card.sku}
      aria-label={t('quickAdd.label', { name: card.name })}
      disabled={busy}
      aria-busy={busy}
      {...sidebarIntent}
      onClick={() => void add()}>
      {t('quickAdd.button')}
    </button>
  );
}
