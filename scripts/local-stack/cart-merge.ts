// commercetools' MergeWithExistingCustomerCart (customer sign-in with `anonymousCart`): the anonymous
// cart's line items are copied into the customer's active cart that was modified most recently. A line of
// the same product and variant as a line already there is not added: that line gets the larger of both
// quantities (and the anonymous line's custom fields are lost). Custom line items are not copied. Lines
// priced from outside (ExternalPrice / ExternalTotal: the extra guarantee) are always their own line on
// commercetools' addLineItem, so they are copied as lines of their own with their price and custom fields.
// Pure: the update actions for the customer's cart; in-store-login.ts sends them.
import type { Cart, CartUpdateAction, LineItem } from '@commercetools/platform-sdk';

type MergeLine = Pick<LineItem, 'id' | 'productId' | 'quantity' | 'priceMode' | 'custom' | 'price' | 'totalPrice'> & {
  variant: Pick<LineItem['variant'], 'id'>;
};

const sameVariant = (a: MergeLine, b: MergeLine) => a.productId === b.productId && a.variant.id === b.variant.id;

function copyOf(line: MergeLine): CartUpdateAction {
  const custom = line.custom ? { custom: { type: { typeId: 'type' as const, id: line.custom.type.id }, fields: line.custom.fields } } : {};
  const price =
    line.priceMode === 'ExternalTotal'
      ? { externalTotalPrice: { price: line.price.value, totalPrice: line.totalPrice } }
      : line.priceMode === 'ExternalPrice'
        ? { externalPrice: line.price.value }
        : {};
  return { action: 'addLineItem', productId: line.productId, variantId: line.variant.id, quantity: line.quantity, ...custom, ...price };
}

/** The update actions that merge the anonymous cart's lines into the customer's cart. */
export function mergeLineActions(anonymous: readonly MergeLine[], customer: readonly MergeLine[]): CartUpdateAction[] {
  const actions: CartUpdateAction[] = [];
  /** Quantities of the customer's lines as the actions so far leave them. */
  const quantities = new Map(customer.map((line) => [line.id, line.quantity]));
  for (const line of anonymous) {
    const match =
      line.priceMode === 'Platform' ? customer.find((existing) => existing.priceMode === 'Platform' && sameVariant(existing, line)) : undefined;
    if (!match) {
      actions.push(copyOf(line));
      continue;
    }
    const current = quantities.get(match.id) ?? match.quantity;
    if (line.quantity > current) {
      quantities.set(match.id, line.quantity);
      actions.push({ action: 'changeLineItemQuantity', lineItemId: match.id, quantity: line.quantity });
    }
  }
  return actions;
}

/** The customer's active cart a merge goes into: the one modified most recently. */
export function mostRecentlyModified<T extends Pick<Cart, 'lastModifiedAt'>>(carts: readonly T[]): T | undefined {
  return [...carts].sort((a, b) => b.lastModifiedAt.localeCompare(a.lastModifiedAt))[0];
}
