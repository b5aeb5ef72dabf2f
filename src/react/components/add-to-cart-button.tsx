// Add to cart on the product page (spec part 1 §4 "Add-to-cart button", §5 "Quantity"): quantity
// selector plus button; 'Out of stock' and disabled when nothing can be added. The adding itself
// (useAddToCart) is shared with the floating bar, so both add the same way: the live stock and what is
// already in the cart limit the quantity; success opens the cart sidebar and is tracked, failure shows
// the 'cart-adding-problem' notification (spec part 2 §8).
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import type { Product } from '../../domain/catalogue/types.ts';
import { availableToAdd, quantityInCart } from '../../domain/cart/quantity.ts';
import { cartStockAtom } from '../cart/cart-atoms.ts';
import { useCartSidebarIntent } from '../cart/cart-sidebar-slot.tsx';
import { useCart } from '../cart/use-cart.ts';
import { useT } from '../i18n/i18n.tsx';
import { cartSidebarOpenAtom } from '../state/atoms.ts';
import { CART_ADDING_PROBLEM_ID, useNotify } from './notify.ts';
import { QuantitySelector } from './quantity-selector.tsx';

/**
 * The analytics helpers are only needed once something was added, so they are fetched then (the cart
 * sidebar, which opens at the same moment, has usually brought them already).
 */
async function trackAdd(product: Product, quantity: number, stock: number, categories: readonly string[]): Promise<void> {
  try {
    const { productItem, track } = await import('../analytics/data-layer.ts');
    track('add_to_cart', [productItem(product, quantity, stock, categories)]);
  } catch (error) {
    console.warn('add_to_cart not tracked: the analytics code could not be loaded', error);
  }
}

export interface AddToCart {
  /** Adds `quantity` units; true when the cart took them. */
  add: (quantity: number) => Promise<boolean>;
  busy: boolean;
  /** How many more units can go in the cart (0 also when the product has no price). */
  available: number;
  outOfStock: boolean;
}

export function useAddToCart(product: Product, stock: number, categories: readonly string[]): AddToCart {
  const t = useT();
  const notify = useNotify();
  const { cart, dispatch } = useCart();
  const liveStock = useAtomValue(cartStockAtom)[product.sku] ?? stock;
  const openSidebar = useSetAtom(cartSidebarOpenAtom);
  const [busy, setBusy] = useState(false);
  const inCart = quantityInCart(cart, product.sku);
  const available = product.price ? availableToAdd({ inCart, stock: liveStock }) : 0;
  const outOfStock = !product.price || liveStock <= 0;

  const add = async (quantity: number): Promise<boolean> => {
    setBusy(true);
    const result = await dispatch([{ action: 'addLineItem', sku: product.sku, quantity }]);
    setBusy(false);
    if (result.ok) {
      void trackAdd(product, quantity, liveStock, categories);
      openSidebar(true);
    } else {
      notify({ id: CART_ADDING_PROBLEM_ID, message: t('cart.addingProblem') });
    }
    return result.ok;
  };
  return { add, busy, available, outOfStock };
}

export function AddToCartButton({
  product,
  stock,
  categories,
}: {
  product: Product;
  /** Stock from the page data; the live cart's stock for this SKU wins once known. */
  stock: number;
  /** Names of the product's category trail, for analytics. */
  categories: readonly string[];
}) {
  const t = useT();
  const { add, busy, available, outOfStock } = useAddToCart(product, stock, categories);
  // A successful add opens the sidebar: its chunk loads while the add is on its way.
  const sidebarIntent = useCartSidebarIntent();
  const [quantity, setQuantity] = useState(1);
  const chosen = Math.min(quantity, Math.max(1, available));

  if (outOfStock) {
    return (
      <button type="button" className="button button--primary button--wide add-to-cart" disabled data-sku={product.sku}>
        {t('product.outOfStock')}
      </button>
    );
  }
  return (
    <div className="add-to-cart-box">
      <QuantitySelector
        value={chosen}
        max={Math.max(1, available)}
        onChange={setQuantity}
        label={t('quantity.labelFor', { name: product.name })}
        disabled={available === 0}
      />
      <button
        type="button"
        className="button button--primary button--wide add-to-cart"
        data-sku={product.sku}
        disabled={available === 0 || busy}
        aria-busy={busy}
        {...sidebarIntent}
        onClick={() => void add(chosen).then((added) => added && setQuantity(1))}>
        {t('product.addToCart')}
      </button>
      {available === 0 && <p className="add-to-cart-box__note">{t('quantity.max')}</p>}
    </div>
  );
}
