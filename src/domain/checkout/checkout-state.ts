// What the checkout reads back from the cart: the customer type, whether the shipping address is the
// billing one, and the step reached. The cart is the single record (every tab reads it), so these are
// derived from it rather than kept beside it.
import type { CartAddress } from '../cart/types.ts';
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
const COMPARED_FIELDS: readonly (keyof CartAddress)[] = [
  'salutation',
  'firstName',
  'lastName',
  'company',
  'department',
  'streetName',
  'streetNumber',
  'additionalStreetInfo',
  'postalCode',
  'city',
  'country',
  'phone',
];

export function shippingAddressTypeOf(billing: CartAddress | undefined, shipping: CartAddress | undefined): ShippingAddressType {
  if (!billing || !shipping) return 'same-as-billing';
  const same = COMPARED_FIELDS.every((field) => (billing[field] ?? '') === (shipping[field] ?? ''));
  return same ? 'same-as-billing' : 'different-from-billing';
}

export function checkoutStepOf(cart: { customerEmail: string | null; billingAddress?: CartAddress; shippingAddress?: CartAddress }): CheckoutStep {
  return cart.customerEmail && cart.billingAddress && cart.shippingAddress ? 'payment' : 'addresses';
}
