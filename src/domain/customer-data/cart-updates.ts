// The cart-update events of one cart request (spec part 2 §7.4 {locale, cookie, action, cart_id, sku,
// recommendation_id}): one per action that puts a SKU into the cart or takes one out of it. A quantity
// change of a line that stays is neither; a change to 0 removes the line. Lines are named by id in
// removals, so the SKU comes from the cart as it was before the request.
import type { CartAction } from '../cart/actions.ts';

export interface CartSkuUpdate {
  action: 'add' | 'remove';
  sku: string;
}

export function cartSkuUpdates(actions: readonly CartAction[], linesBefore: readonly { id: string; sku: string }[]): CartSkuUpdate[] {
  const skuOfLine = new Map(linesBefore.map((line) => [line.id, line.sku]));
  return actions.flatMap((action): CartSkuUpdate[] => {
    if (action.action === 'addLineItem') return [{ action: 'add', sku: action.sku }];
    const removed =
      action.action === 'removeLineItem' || (action.action === 'changeLineItemQuantity' && action.quantity === 0)
        ? skuOfLine.get(action.lineItemId)
        : undefined;
    return removed === undefined ? [] : [{ action: 'remove', sku: removed }];
  });
}
