// The cart as it will most likely look once actions not yet confirmed are through: line quantities, item
// count and subtotal where the outcome is obvious. One rule for the tab that sends the actions (it shows
// them at once) and for the cart's Durable Object, which shows every other tab of the cart the actions it
// has queued before commercetools has them (the "pending" echo). The confirmed cart always replaces it.
// An added product whose stock the state knows adds no more than the quantity rules allow (quantity.ts).
import type { CartAction } from './actions.ts';
import { isGuaranteeLine } from './guarantee-skus.ts';
import { linesRemovedWith } from './line-removal.ts';
import { availableToAdd, quantityInCart } from './quantity.ts';
import type { Cart, CartLine, CartState } from './types.ts';

/**
 * What the worker knew of a product not yet in the cart when its line was added (its product cache),
 * enough to show the new line before commercetools prices it.
 */
export type LinePreview = Pick<CartLine, 'productId' | 'name' | 'slug' | 'image' | 'unitPrice' | 'brand' | 'isVirtual'>;

/** Previews by SKU. */
export type LinePreviews = ReadonlyMap<string, LinePreview>;

const NO_PREVIEWS: LinePreviews = new Map();

/** The id of a line that exists only in a pending view: never a line id commercetools gives (those are UUIDs). */
export const pendingLineId = (sku: string): string => `pending-${sku}`;

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

/** A line of a product the cart does not hold yet, marked pending (it has no line id of its own yet). */
function newLine(cart: Cart, sku: string, quantity: number, preview: LinePreview | undefined): Cart {
  // A price in another currency than the cart's cannot be right: the units are counted, the line waits.
  if (!preview || preview.unitPrice.currencyCode !== cart.currency) return { ...cart, itemCount: cart.itemCount + quantity };
  const unit = preview.unitPrice;
  const line: CartLine = {
    ...preview,
    id: pendingLineId(sku),
    sku,
    quantity,
    totalPrice: { ...unit, centAmount: unit.centAmount * quantity },
    parentSku: null,
    pending: true,
  };
  return withLines(cart, [...cart.lines, line]);
}

/** Units of an add that the cart will likely take: all of them unless the product's stock is known. */
function addable(cart: Cart, sku: string, requested: number, stock: Readonly<Record<string, number>>): number {
  const known = stock[sku];
  return known === undefined ? requested : Math.min(requested, availableToAdd({ inCart: quantityInCart(cart, sku), stock: known }));
}

function applyAction(cart: Cart, action: CartAction, previews: LinePreviews, stock: Readonly<Record<string, number>>): Cart {
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
      const quantity = addable(cart, action.sku, action.quantity, stock);
      if (quantity <= 0) return cart;
      const existing = cart.lines.find((line) => line.sku === action.sku && !isGuaranteeLine(line));
      if (existing) {
        return withLines(
          cart,
          cart.lines.map((line) => (line === existing ? withQuantity(line, line.quantity + quantity) : line)),
        );
      }
      return newLine(cart, action.sku, quantity, previews.get(action.sku));
    }
    default:
      // Coupons, addresses, shipping: only the platform knows their outcome.
      return cart;
  }
}

/** Whether the action changes what a pending view shows (lines, units); the others wait for the platform. */
export const isPredicted = (action: CartAction): boolean =>
  action.action === 'changeLineItemQuantity' || action.action === 'removeLineItem' || (action.action === 'addLineItem' && !action.parentSku);

/**
 * The cart as it will most likely look once `actions` are through. A new product's line shows when a
 * preview of it is known, else only its units are counted. A missing cart stays missing.
 */
export function pendingState(state: CartState, actions: readonly CartAction[], previews: LinePreviews = NO_PREVIEWS): CartState {
  if (!state.cart) return state;
  return { ...state, cart: actions.reduce((cart, action) => applyAction(cart, action, previews, state.stock), state.cart) };
}
