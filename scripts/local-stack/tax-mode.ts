// Two commercetools cart update actions the emulator lacks, which the net invoice needs (spec part 1 §3
// Cart taxMode; the shop switches a company's cart to net prices after a valid VAT ID):
// - `changeTaxMode`: Platform ⇄ External. Switching to External drops the platform's tax rates (the
//   caller sets external ones with `setLineItemTaxRate` / `setShippingMethodTaxRate`, which the emulator
//   has); switching back to Platform lets pricing-storage.ts tax every item from its tax category again.
// - `setLineItemTotalPrice`: with `externalTotalPrice` the line gets priceMode ExternalTotal, its unit
//   price and total the given ones; without, the line goes back to priceMode Platform and the price the
//   product has for the cart's currency and country (price-selection.ts, the rule commercetools uses).
// Registered on the emulator's cart update handlers (`cart`, `my-cart`) like external-prices.ts.
import type { _Money, Cart, CartChangeTaxModeAction, CartSetLineItemTotalPriceAction, LineItem } from '@commercetools/platform-sdk';
import type { CommercetoolsMock } from '@labdigital/commercetools-mock';
import { money } from './cart-totals.ts';
import { selectPrice } from './price-selection.ts';

/** The emulator does not export its error class: a refused action answers 500 here, where commercetools answers 400. */
class InvalidOperation extends Error {}

function cartUpdateHandler(mock: CommercetoolsMock, typeId: 'cart' | 'my-cart'): object {
  const handler: unknown = Reflect.get(mock.project().getRepository(typeId), 'actions');
  if (typeof handler !== 'object' || handler === null) throw new Error(`commercetools-mock: no update handler for ${typeId}`);
  return handler;
}

const lineOf = (cart: Cart, lineItemId: string | undefined, lineItemKey: string | undefined): LineItem => {
  const line = cart.lineItems.find((candidate) => (lineItemId && candidate.id === lineItemId) || (lineItemKey && candidate.key === lineItemKey));
  if (!line) throw new InvalidOperation(`A line item with ${lineItemId ? `ID '${lineItemId}'` : `key '${lineItemKey}'`} not found.`);
  return line;
};

const centPrecision = (cart: Cart, value: _Money) => {
  if (value.currencyCode !== cart.totalPrice.currencyCode) {
    throw new InvalidOperation(`Currency mismatch. Expected '${cart.totalPrice.currencyCode}' but got '${value.currencyCode}'.`);
  }
  if (value.centAmount === undefined) throw new InvalidOperation('An external total price needs a centAmount.');
  return money(value.currencyCode, value.centAmount, cart.totalPrice.fractionDigits);
};

export function changeTaxMode(cart: Cart, { taxMode }: CartChangeTaxModeAction): void {
  Object.assign(cart, { taxMode });
  if (taxMode === 'Platform') return;
  for (const line of cart.lineItems) Object.assign(line, { taxRate: undefined, taxedPrice: undefined });
  if (cart.shippingInfo) Object.assign(cart.shippingInfo, { taxRate: undefined, taxedPrice: undefined });
}

export function setLineItemTotalPrice(cart: Cart, { lineItemId, lineItemKey, externalTotalPrice }: CartSetLineItemTotalPriceAction): void {
  const line = lineOf(cart, lineItemId, lineItemKey);
  if (externalTotalPrice) {
    const unit = centPrecision(cart, externalTotalPrice.price);
    Object.assign(line, {
      priceMode: 'ExternalTotal',
      price: { ...line.price, value: unit, discounted: undefined },
      totalPrice: centPrecision(cart, externalTotalPrice.totalPrice),
    });
    return;
  }
  if (line.priceMode !== 'ExternalTotal') return;
  const price = selectPrice(line.variant.prices, {
    currency: cart.totalPrice.currencyCode,
    ...(cart.country ? { country: cart.country } : {}),
    ...(line.distributionChannel ? { channel: line.distributionChannel.id } : {}),
    ...(cart.customerGroup ? { customerGroup: cart.customerGroup.id } : {}),
  });
  if (!price)
    throw new InvalidOperation(`No valid price found for ${line.productId} for country ${cart.country} and currency ${cart.totalPrice.currencyCode}`);
  // The total follows from the price when the cart is stored (pricing-storage.ts).
  Object.assign(line, { priceMode: 'Platform', price });
}

export function addTaxModeActions(mock: CommercetoolsMock): void {
  for (const typeId of ['cart', 'my-cart'] as const) {
    const handler = cartUpdateHandler(mock, typeId);
    Reflect.set(handler, 'changeTaxMode', (_context: unknown, cart: Cart, action: CartChangeTaxModeAction) => changeTaxMode(cart, action));
    Reflect.set(handler, 'setLineItemTotalPrice', (_context: unknown, cart: Cart, action: CartSetLineItemTotalPriceAction) =>
      setLineItemTotalPrice(cart, action),
    );
  }
}
