// The checkout's two remembered choices (spec part 1 §3 "Cookies", §4, §6): the customer type and the
// shipping address type, written when the addresses are stored and read back as the defaults of a cart
// that has no addresses yet. Our reading of "stored per checkout": 30 days, like the cart cookie, so a
// shopper's next checkout in that time starts with the same choices; a session cookie would forget them
// whenever the browser closes, which is the common case on phones.
import * as v from 'valibot';
import type { ShippingAddressType } from './checkout-state.ts';
import { CUSTOMER_TYPES, type CustomerType } from './customer-type.ts';

export const CHECKOUT_CHOICE_MAX_AGE_SECONDS = 30 * 86_400;

const SHIPPING_ADDRESS_TYPES = ['same-as-billing', 'different-from-billing'] as const satisfies readonly ShippingAddressType[];

const CustomerTypeCookie = v.picklist(CUSTOMER_TYPES);
const ShippingAddressTypeCookie = v.picklist(SHIPPING_ADDRESS_TYPES);

export interface CheckoutChoices {
  customerType: CustomerType;
  shippingAddressType: ShippingAddressType;
}

/** The choices the cookies hold; a missing or unknown value falls back to the spec's defaults (private, same as billing). */
export function checkoutChoicesOf(cookies: { customerType: string | undefined; shippingAddressType: string | undefined }): CheckoutChoices {
  const customerType = v.safeParse(CustomerTypeCookie, cookies.customerType);
  const shippingAddressType = v.safeParse(ShippingAddressTypeCookie, cookies.shippingAddressType);
  return {
    customerType: customerType.success ? customerType.output : 'private',
    shippingAddressType: shippingAddressType.success ? shippingAddressType.output : 'same-as-billing',
  };
}
