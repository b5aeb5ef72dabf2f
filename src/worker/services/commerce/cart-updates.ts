// The app's cart actions → commercetools cart update actions, for one burst against the cart as it is.
// The rules are the domain's (quantity limits, "a removed line takes its guarantees along", the guarantee
// price, coupons found by code); this file only applies them to the platform's line items.
import type { BaseAddress, CartUpdateAction, Cart as CtCart, LineItem } from '@commercetools/platform-sdk';
import type { CartAction } from '../../../domain/cart/actions.ts';
import { couponCodeOf } from '../../../domain/cart/coupons.ts';
import { hasGuarantee } from '../../../domain/cart/guarantee.ts';
import { guaranteePrice, isUsableRate } from '../../../domain/cart/guarantee-price.ts';
import { isGuaranteeLine } from '../../../domain/cart/guarantee-skus.ts';
import { linesRemovedWith } from '../../../domain/cart/line-removal.ts';
import { MAX_QUANTITY_PER_PRODUCT, availableToAdd, clampQuantity, quantityInCart } from '../../../domain/cart/quantity.ts';
import { lineRefOf, unitPriceOf } from './cart-mapping.ts';
import { billingDraft, keptVatCheck, keptVatCheckUpdates, rememberedVatCheck, vatResultUpdates, withVatId } from './cart-vat.ts';

type CartAddressAction = Extract<CartAction, { action: 'setBillingAddress' }>;

export interface BurstContext {
  /** Units on stock per SKU of every added product. */
  stock: ReadonlyMap<string, number>;
  /** Extra-guarantee rate (percent) per guarantee SKU. */
  guaranteeRates: ReadonlyMap<string, number>;
  /** The SKUs of the added products commerce has (a product gone or never there is not added). */
  products: ReadonlySet<string>;
}

/** Why an added product's line was left out of the burst whole; the shopper is told in their language. */
export type AddRefusal = 'unknown-sku' | 'out-of-stock' | 'max-quantity';

export interface RefusedAdd {
  /** The shopper's action itself (the caller finds its queue entry by identity). */
  action: CartAction;
  reason: AddRefusal;
}

export interface UpdatePlan {
  updates: CartUpdateAction[];
  /** Adds that put nothing into the cart; an add cut down to what is left is not among them. */
  refused: RefusedAdd[];
}

const lineById = (cart: CtCart, lineId: string): LineItem | undefined => cart.lineItems.find((line) => line.id === lineId);

function removeWithGuarantees(cart: CtCart, lineItemId: string): CartUpdateAction[] {
  return linesRemovedWith(cart.lineItems.map(lineRefOf), lineItemId).map((line) => ({ action: 'removeLineItem', lineItemId: line.id }));
}

/**
 * The guarantee line for `parentSku`, priced by the domain's rule from the parent line's unit price and
 * sent as the line's external price; nothing when the parent is not in the cart, the guarantee has no
 * usable rate, or the product already has a guarantee (one per product, as the offer says).
 */
function addGuarantee(cart: CtCart, sku: string, parentSku: string, rate: number | undefined): CartUpdateAction | null {
  const parent = cart.lineItems.find((line) => line.variant.sku === parentSku && !isGuaranteeLine(lineRefOf(line)));
  const unitPrice = parent ? unitPriceOf(parent) : null;
  if (!unitPrice || rate === undefined || !isUsableRate(rate) || hasGuarantee({ lines: cart.lineItems.map(lineRefOf) }, parentSku)) return null;
  const price = guaranteePrice(unitPrice, rate);
  return {
    action: 'addLineItem',
    sku,
    quantity: 1,
    externalPrice: { currencyCode: price.currencyCode, centAmount: price.centAmount },
    custom: { type: { typeId: 'type', key: 'line-item-custom' }, fields: { parentSku } },
  };
}

/** The VAT ID travels in the address's `fax` field (spec part 1 §3: "fax, reused to carry the VAT ID"). */
function toCommerceAddress({ vatId, ...address }: CartAddressAction['address']): BaseAddress {
  return vatId === undefined ? address : { ...address, fax: vatId };
}

export function toUpdateActions(cart: CtCart, actions: readonly CartAction[], context: BurstContext): UpdatePlan {
  const updates: CartUpdateAction[] = [];
  const refused: RefusedAdd[] = [];
  const added = new Map<string, number>();
  const lines = { lines: cart.lineItems.map(lineRefOf) };
  // The VAT check the billing address carries as the burst goes on (a new billing address may drop it).
  let vatCheck = rememberedVatCheck(cart.billingAddress);
  let billing = billingDraft(cart);
  for (const action of actions) {
    switch (action.action) {
      case 'addLineItem': {
        if (!context.products.has(action.sku)) {
          refused.push({ action, reason: 'unknown-sku' });
          break;
        }
        if (action.parentSku) {
          const guarantee = addGuarantee(cart, action.sku, action.parentSku, context.guaranteeRates.get(action.sku));
          if (guarantee) updates.push(guarantee);
          break;
        }
        const inCart = quantityInCart(lines, action.sku) + (added.get(action.sku) ?? 0);
        const stock = context.stock.get(action.sku) ?? 0;
        const quantity = Math.min(action.quantity, availableToAdd({ inCart, stock }));
        if (quantity <= 0) {
          refused.push({ action, reason: stock > inCart ? 'max-quantity' : 'out-of-stock' });
          break;
        }
        added.set(action.sku, (added.get(action.sku) ?? 0) + quantity);
        updates.push({ action: 'addLineItem', sku: action.sku, quantity });
        break;
      }
      case 'changeLineItemQuantity': {
        const line = lineById(cart, action.lineItemId);
        if (!line) break;
        if (action.quantity === 0) {
          updates.push(...removeWithGuarantees(cart, action.lineItemId));
          break;
        }
        // Without a known stock the per-product maximum is the only cap.
        const stock = context.stock.get(line.variant.sku ?? '') ?? MAX_QUANTITY_PER_PRODUCT;
        updates.push({ action: 'changeLineItemQuantity', lineItemId: action.lineItemId, quantity: clampQuantity(action.quantity, stock).quantity });
        break;
      }
      case 'removeLineItem':
        updates.push(...removeWithGuarantees(cart, action.lineItemId));
        break;
      case 'addDiscountCode':
        updates.push({ action: 'addDiscountCode', code: couponCodeOf(action.code) });
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
        updates.push({ action: 'setShippingAddress', address: toCommerceAddress(action.address) });
        break;
      case 'setBillingAddress':
        vatCheck = keptVatCheck(vatCheck, action.address);
        billing = toCommerceAddress(action.address);
        updates.push({ action: 'setBillingAddress', address: billing }, ...keptVatCheckUpdates(vatCheck));
        break;
      case 'setVatResult':
        vatCheck = action.vatId && action.status ? { vatId: action.vatId, status: action.status } : null;
        updates.push(...vatResultUpdates(billing, action, cart.country ?? ''));
        billing = withVatId(billing, action.vatId, cart.country ?? '');
        break;
      case 'addPayment':
        updates.push({ action: 'addPayment', payment: { typeId: 'payment', id: action.paymentId } });
        break;
      case 'recalculate':
        updates.push({ action: 'recalculate', updateProductData: false });
        break;
    }
  }
  return { updates, refused };
}

/** SKUs the burst adds (products and guarantees): each must be a product commerce has. */
export const addedSkus = (actions: readonly CartAction[]): string[] => [
  ...new Set(actions.flatMap((action) => (action.action === 'addLineItem' ? [action.sku] : []))),
];

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
