// What the checkout reads back from the cart: the customer type, whether the shipping address is the
// billing one, and the step reached. The cart is the single record (every tab reads it), so these are
// derived from it rather than kept beside it.
import type { CartAddress } from '../cart/types.ts';
import { ADDRESS_FIELDS } from './address-fields.ts';
import type { CustomerType } from './customer-type.ts';

export type ShippingAddressType = 'same-as-billing' | 'different-from-billing';
/** Steps 2 and 3 (shipping and billing addresses) are one page; payment comes once they are stored. */
export type CheckoutStep = 'addresses' | 'payment';

/**
 * A private customer's company, department and VAT ID are cleared before they are stored, so a stored
 * one means a company. (A company that gave neither reads back as private: nothing it typed is lost.)
 */
export function customerTypeOf(billing: CartAddress | undefined): CustomerType {
  return billing?.company || billing?.department || billing?.vatId ? 'company' : 'private';
}

/** Every field of an address but the VAT ID, which is kept on the billing address only. */
const COMPARED_FIELDS = [...ADDRESS_FIELDS, 'country'] as const;

type ComparedAddress = Partial<Pick<CartAddress, (typeof COMPARED_FIELDS)[number]>>;

/** The same address: every field but the VAT ID alike (a missing field is an empty one). */
export const sameAddress = (a: ComparedAddress, b: ComparedAddress): boolean =>
  COMPARED_FIELDS.every((field) => (a[field] ?? '') === (b[field] ?? ''));

export function shippingAddressTypeOf(billing: CartAddress | undefined, shipping: CartAddress | undefined): ShippingAddressType {
  if (!billing || !shipping) return 'same-as-billing';
  return sameAddress(billing, shipping) ? 'same-as-billing' : 'different-from-billing';
}

export function checkoutStepOf(cart: { customerEmail: string | null; billingAddress?: CartAddress; shippingAddress?: CartAddress }): CheckoutStep {
  return cart.customerEmail && cart.billingAddress && cart.shippingAddress ? 'payment' : 'addresses';
}
