// The app's cart actions → commercetools cart update actions, for one burst against the cart as it is.
// Rules that need the cart live here: quantity 0 removes, a removed line takes its guarantees along,
// a coupon is removed only if the cart has it, adds are capped at what stock and the maximum allow.
import type { Cart as CtCart, CartUpdateAction } from '@commercetools/platform-sdk';
import type { CartAction } from '../../../domain/cart/actions.ts';
import { MAX_QUANTITY_PER_PRODUCT } from '../../../domain/cart/actions.ts';

export interface BurstContext {
  /** Units on stock per SKU of every added product. */
  stock: ReadonlyMap<string, number>;
  /** Extra-guarantee rate (percent) per guarantee SKU. */
  guaranteeRates: ReadonlyMap<string, number>;
}

const parentOf = (cart: CtCart, lineId: string) => cart.lineItems.find((line) => line.id === lineId);
const parentSkuOf = (line: CtCart['lineItems'][number]): unknown => line.custom?.fields['parentSku'];

function removeWithGuarantees(cart: CtCart, lineItemId: string): CartUpdateAction[] {
  const line = parentOf(cart, lineItemId);
  if (!line) return [];
  const guarantees = cart.lineItems.filter((candidate) => parentSkuOf(candidate) === line.variant.sku);
  return [line, ...guarantees].map((item) => ({ action: 'removeLineItem', lineItemId: item.id }));
}

function inCart(cart: CtCart, sku: string, added: ReadonlyMap<string, number>): number {
  return cart.lineItems.filter((line) => line.variant.sku === sku && !parentSkuOf(line)).reduce((sum, line) => sum + line.quantity, 0)
    + (added.get(sku) ?? 0);
}

export function toUpdateActions(cart: CtCart, actions: readonly CartAction[], context: BurstContext): CartUpdateAction[] {
  const updates: CartUpdateAction[] = [];
  const added = new Map<string, number>();
  for (const action of actions) {
    switch (action.action) {
      case 'addLineItem': {
        if (action.parentSku) {
          const parent = cart.lineItems.find((line) => line.variant.sku === action.parentSku && !parentSkuOf(line));
          const rate = context.guaranteeRates.get(action.sku);
          const already = cart.lineItems.some((line) => parentSkuOf(line) === action.parentSku && line.variant.sku === action.sku);
          if (!parent || rate === undefined || already) break;
          const unit = parent.price.discounted?.value ?? parent.price.value;
          updates.push({
            action: 'addLineItem', sku: action.sku, quantity: 1,
            externalPrice: { currencyCode: unit.currencyCode, centAmount: Math.round((unit.centAmount * rate) / 100) },
            custom: { type: { typeId: 'type', key: 'line-item-custom' }, fields: { parentSku: action.parentSku } },
          });
          break;
        }
        const have = inCart(cart, action.sku, added);
        const stock = context.stock.get(action.sku) ?? 0;
        const quantity = Math.min(action.quantity, MAX_QUANTITY_PER_PRODUCT - have, stock - have);
        if (quantity <= 0) break;
        added.set(action.sku, (added.get(action.sku) ?? 0) + quantity);
        updates.push({ action: 'addLineItem', sku: action.sku, quantity });
        break;
      }
      case 'changeLineItemQuantity': {
        const line = parentOf(cart, action.lineItemId);
        if (!line) break;
        if (action.quantity === 0) {
          updates.push(...removeWithGuarantees(cart, action.lineItemId));
          break;
        }
        const stock = context.stock.get(line.variant.sku ?? '');
        const cap = Math.min(MAX_QUANTITY_PER_PRODUCT, stock ?? MAX_QUANTITY_PER_PRODUCT);
        updates.push({ action: 'changeLineItemQuantity', lineItemId: action.lineItemId, quantity: Math.max(1, Math.min(action.quantity, cap)) });
        break;
      }
      case 'removeLineItem':
        updates.push(...removeWithGuarantees(cart, action.lineItemId));
        break;
      case 'addDiscountCode':
        updates.push({ action: 'addDiscountCode', code: action.code });
        break;
      case 'removeDiscountCode': {
        const wanted = action.code.trim().toLowerCase();
        const found = (cart.discountCodes ?? []).find((entry) => entry.discountCode.obj?.code?.toLowerCase() === wanted);
        if (found) updates.push({ action: 'removeDiscountCode', discountCode: { typeId: 'discount-code', id: found.discountCode.id } });
        break;
      }
      case 'setShippingMethod':
        updates.push({ action: 'setShippingMethod', shippingMethod: { typeId: 'shipping-method', key: action.key } });
        break;
      case 'setCustomerEmail':
        updates.push({ action: 'setCustomerEmail', email: action.email });
        break;
      case 'setCustomType':
        updates.push({ action: 'setCustomType', type: { typeId: 'type', key: 'cart-custom' }, fields: { ...action.fields } });
        break;
      case 'setShippingAddress':
        updates.push({ action: 'setShippingAddress', address: action.address });
        break;
      case 'setBillingAddress':
        updates.push({ action: 'setBillingAddress', address: action.address });
        break;
      case 'addPayment':
        updates.push({ action: 'addPayment', payment: { typeId: 'payment', id: action.paymentId } });
        break;
      case 'recalculate':
        updates.push({ action: 'recalculate', updateProductData: false });
        break;
    }
  }
  return updates;
}

/** SKUs whose stock the burst needs: added products and products whose quantity changes. */
export function skusToCheck(cart: CtCart | null, actions: readonly CartAction[]): string[] {
  const skus = new Set<string>();
  for (const action of actions) {
    if (action.action === 'addLineItem' && !action.parentSku) skus.add(action.sku);
    if (action.action === 'changeLineItemQuantity') {
      const sku = cart?.lineItems.find((line) => line.id === action.lineItemId)?.variant.sku;
      if (sku) skus.add(sku);
    }
  }
  return [...skus];
}
