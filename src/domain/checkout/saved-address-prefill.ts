// A signed-in customer's checkout starts from the account (issue 15; spec part 1 §4 "Shipping details
// reset from the cart's address or default address; billing details set only if no first name is
// held"): what the cart holds wins; a cart without addresses starts with the default billing and the
// default shipping address, and without a default billing address with the customer's names; a cart
// without an e-mail gets the customer's. Only addresses in the market's country are offered at all:
// the shop delivers within its own country only.
import type { AddressBook, SavedAddress } from '../account/saved-address.ts';
import type { CartAddress } from '../cart/types.ts';
import { ADDRESS_FIELDS } from './address-fields.ts';
import { customerTypeOf, type ShippingAddressType, sameAddress } from './checkout-state.ts';
import type { CustomerType } from './customer-type.ts';

export interface CheckoutCustomer {
  email: string;
  firstName: string;
  lastName: string;
  book: AddressBook;
}

interface CartAddresses {
  customerEmail: string | null;
  billingAddress?: CartAddress | undefined;
  shippingAddress?: CartAddress | undefined;
}

/** What the checkout state takes from the account for a cart without addresses; nothing once the cart has them. */
export interface CheckoutPrefill {
  email?: string;
  billing?: CartAddress;
  /** 'company' when the default billing address is a company's; otherwise the remembered choice stands. */
  customerType?: CustomerType;
  shipping?: CartAddress;
  /** Only with a default shipping address: otherwise the shopper's remembered choice stands. */
  shippingAddressType?: ShippingAddressType;
}

/** The customer's saved addresses that can be used in this market: those in its country. */
export function savedAddressesIn(book: AddressBook, country: string): Pick<AddressBook, 'billing' | 'shipping'> {
  return { billing: book.billing.filter((a) => a.country === country), shipping: book.shipping.filter((a) => a.country === country) };
}

/** The address fields of a saved address, without its id and key and without empty fields (what the cart stores). */
export function cartAddressOf(saved: SavedAddress): CartAddress {
  const address: CartAddress = { country: saved.country };
  for (const field of ADDRESS_FIELDS) {
    const value = saved[field];
    if (value) address[field] = value;
  }
  return address;
}

export function checkoutPrefill(cart: CartAddresses, customer: CheckoutCustomer, country: string): CheckoutPrefill {
  if (cart.billingAddress) return {};
  const email = cart.customerEmail === null && customer.email ? { email: customer.email } : {};
  const usable = savedAddressesIn(customer.book, country);
  const defaultBilling = usable.billing.find((a) => a.id === customer.book.defaultBillingAddressId);
  const defaultShipping = usable.shipping.find((a) => a.id === customer.book.defaultShippingAddressId);
  const billing: CartAddress = defaultBilling
    ? cartAddressOf(defaultBilling)
    : { country, ...(customer.firstName ? { firstName: customer.firstName } : {}), ...(customer.lastName ? { lastName: customer.lastName } : {}) };
  const start = { ...email, billing, ...(customerTypeOf(billing) === 'company' ? { customerType: 'company' as const } : {}) };
  if (!defaultShipping) return start;
  const shipping = cartAddressOf(defaultShipping);
  return { ...start, shipping, shippingAddressType: sameAddress(billing, shipping) ? 'same-as-billing' : 'different-from-billing' };
}
