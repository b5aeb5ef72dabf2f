// commercetools' external line-item prices, which the emulator drops on `addLineItem` (it prices every
// added line from the product, so an extra guarantee cost 0,00 €). As commercetools does:
// - `externalPrice`: priceMode ExternalPrice, the line's price is the given one (cart discounts still
//   apply; pricing-storage.ts prices the cart from it);
// - `externalTotalPrice`: priceMode ExternalTotal, price and total are the given ones;
// - an add with either is always a new line: only an add without an external price is merged into a
//   line of the same variant.
// The emulator's own handler does the rest (product lookup, variant, custom fields, the currency check of
// `setLineItemPrice`); this wraps its `addLineItem` for the carts the API serves (`cart`, `my-cart`).
import type { _Money, Cart, CartAddLineItemAction, LineItem } from '@commercetools/platform-sdk';
import type { CommercetoolsMock } from '@labdigital/commercetools-mock';

/** The emulator's update handler of a cart repository (a protected member: read by reflection). */
function cartUpdateHandler(mock: CommercetoolsMock, typeId: 'cart' | 'my-cart'): object {
  const handler: unknown = Reflect.get(mock.project().getRepository(typeId), 'actions');
  if (typeof handler !== 'object' || handler === null) throw new Error(`commercetools-mock: no update handler for ${typeId}`);
  return handler;
}

function method(handler: object, name: string): (...args: unknown[]) => unknown {
  const found: unknown = Reflect.get(handler, name);
  if (typeof found !== 'function') throw new Error(`commercetools-mock: the cart update handler has no ${name}`);
  return (...args: unknown[]) => Reflect.apply(found, handler, args);
}

function honourIn(handler: object): void {
  const addLineItem = method(handler, 'addLineItem');
  const setLineItemPrice = method(handler, 'setLineItemPrice');

  /**
   * The line in priceMode ExternalTotal with `total` as its total. The total goes through the emulator's
   * own money handling too (currency check, precise amounts): priced as one unit of a copy of the line.
   */
  const withTotal = async (context: unknown, cart: Cart, line: LineItem, total: _Money): Promise<LineItem> => {
    const unit: LineItem = { ...line, price: { ...line.price }, quantity: 1 };
    await setLineItemPrice(context, { ...cart, lineItems: [unit] }, { action: 'setLineItemPrice', lineItemId: unit.id, externalPrice: total });
    return { ...line, priceMode: 'ExternalTotal', totalPrice: unit.totalPrice };
  };
  Reflect.set(handler, 'addLineItem', async (context: unknown, resource: Cart, action: CartAddLineItemAction) => {
    const { externalPrice, externalTotalPrice, ...draft } = action;
    if (!externalPrice && !externalTotalPrice) return addLineItem(context, resource, action);
    // Built alone, so the emulator cannot merge it into a line of the same variant.
    const scratch: Cart = { ...resource, lineItems: [], totalPrice: { ...resource.totalPrice } };
    await addLineItem(context, scratch, draft);
    const line = scratch.lineItems[0];
    if (!line) throw new Error('commercetools-mock: addLineItem added no line');
    // The emulator's own setLineItemPrice: currency check against the cart, priceMode ExternalPrice, totals.
    await setLineItemPrice(context, scratch, {
      action: 'setLineItemPrice',
      lineItemId: line.id,
      externalPrice: externalTotalPrice?.price ?? externalPrice,
    });
    resource.lineItems.push(externalTotalPrice ? await withTotal(context, scratch, line, externalTotalPrice.totalPrice) : line);
    return undefined;
  });
}

export function honourExternalPrices(mock: CommercetoolsMock): void {
  for (const typeId of ['cart', 'my-cart'] as const) honourIn(cartUpdateHandler(mock, typeId));
}
