// Which cart a tab keeps when answers cross: the server's CartState always replaces what the tab showed
// (its own pending actions, or another tab's pending echo: domain/cart/pending-cart.ts), unless it is older.
import type { CartState } from '../../domain/cart/types.ts';

/**
 * Whether `incoming` should replace `current`: responses may overtake each other, so an older version
 * of the same cart is ignored. A different cart, a cleared cart or a first cart always wins.
 */
export function supersedes(current: CartState | null, incoming: CartState): boolean {
  if (!current?.cart || !incoming.cart) return true;
  if (current.cart.id !== incoming.cart.id) return true;
  return incoming.cart.version >= current.cart.version;
}
