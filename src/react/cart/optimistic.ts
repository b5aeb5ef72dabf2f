// What the shopper sees between clicking and the server's answer: the last server cart with the
// pending actions applied where the outcome is obvious (line quantities and the item count). The
// server's CartState always replaces this once it arrives.
import type { CartAction } from '../../domain/cart/actions.ts';
import { isGuaranteeLine } from '../../domain/cart/guarantee-skus.ts';
import { linesRemovedWith } from '../../domain/cart/line-removal.ts';
import type { Cart, CartLine, CartState } from '../../domain/cart/types.ts';

const withQuantity = (line: CartLine, quantity: number): CartLine => ({
  ...line,
  quantity,
  totalPrice: { ...line.totalPrice, centAmount: line.unitPrice.centAmount * quantity },
});

/** Re-derives item count (product units: guarantees do not count, as on the server) and subtotal. */
function withLines(cart: Cart, lines: CartLine[]): Cart {
  const units = (list: CartLine[]) => list.filter((line) => !isGuaranteeLine(line)).reduce((sum, line) => sum + line.quantity, 0);
  const cents = (list: CartLine[]) => list.reduce((sum, line) => sum + line.totalPrice.centAmount, 0);
  const subtotal = cart.totals.subtotal;
  return {
    ...cart,
    lines,
    itemCount: Math.max(0, cart.itemCount + units(lines) - units(cart.lines)),
    totals: { ...cart.totals, subtotal: { ...subtotal, centAmount: subtotal.centAmount + cents(lines) - cents(cart.lines) } },
  };
}

/** The cart without the line and the guarantee lines that go with it: the rule the server applies. */
function withoutLine(cart: Cart, lineItemId: string): Cart {
  const removed = linesRemovedWith(cart.lines, lineItemId);
  if (removed.length === 0) return cart;
  return withLines(
    cart,
    cart.lines.filter((line) => !removed.includes(line)),
  );
}

function applyAction(cart: Cart, action: CartAction): Cart {
  switch (action.action) {
    case 'changeLineItemQuantity':
      return action.quantity === 0
        ? withoutLine(cart, action.lineItemId)
        : withLines(
            cart,
            cart.lines.map((line) => (line.id === action.lineItemId ? withQuantity(line, action.quantity) : line)),
          );
    case 'removeLineItem':
      return withoutLine(cart, action.lineItemId);
    case 'addLineItem': {
      // A guarantee line is priced by the server and adds no units: it shows when the server answers.
      if (action.parentSku) return cart;
      const existing = cart.lines.find((line) => line.sku === action.sku && !isGuaranteeLine(line));
      if (existing) {
        return withLines(
          cart,
          cart.lines.map((line) => (line === existing ? withQuantity(line, line.quantity + action.quantity) : line)),
        );
      }
      // A new line needs product data only the server has: count the units, show the line when it answers.
      return { ...cart, itemCount: cart.itemCount + action.quantity };
    }
    default:
      return cart;
  }
}

/** The cart as it will most likely look once `actions` are through. A missing cart stays missing. */
export function applyActions(state: CartState, actions: readonly CartAction[]): CartState {
  if (!state.cart) return state;
  return { ...state, cart: actions.reduce(applyAction, state.cart) };
}

/**
 * Whether `incoming` should replace `current`: responses may overtake each other, so an older version
 * of the same cart is ignored. A different cart, a cleared cart or a first cart always wins.
 */
export function supersedes(current: CartState | null, incoming: CartState): boolean {
  if (!current?.cart || !incoming.cart) return true;
  if (current.cart.id !== incoming.cart.id) return true;
  return incoming.cart.version >= current.cart.version;
}
