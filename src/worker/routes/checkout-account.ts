// The checkout of a signed-in customer (issue 15): the saved addresses of the market's country to choose
// from, the start of a cart without addresses (e-mail, names, default billing and shipping address; the
// domain's checkoutPrefill), and addresses typed in checkout kept in the account when the customer asks.
// A guest gets none of it, and a customer whose account cannot be read checks out like a guest (logged).
import type { Context } from 'hono';
import type { AddressKind } from '../../domain/account/saved-address.ts';
import type { CheckoutAddresses } from '../../domain/checkout/address-schema.ts';
import { clearPrivateCustomerFields } from '../../domain/checkout/customer-type.ts';
import { type CheckoutCustomer, type CheckoutPrefill, checkoutPrefill, savedAddressesIn } from '../../domain/checkout/saved-address-prefill.ts';
import type { CartAddress } from '../../domain/cart/types.ts';
import type { ApiEnv } from '../api/api-env.ts';
import { checkoutCustomer, type CustomerRef, keepCheckoutAddresses } from '../services/commerce/customer-addresses.ts';
import { currentSession } from '../session/session.ts';
import { logWarn } from '../services/observability/log.ts';

type CheckoutContext = Context<ApiEnv>;

async function signedInCustomer(c: CheckoutContext): Promise<CustomerRef | null> {
  const session = await currentSession(c);
  return session ? { env: c.env, storeKey: c.get('market').storeKey, customerId: session.customerId } : null;
}

async function customerOf(c: CheckoutContext): Promise<CheckoutCustomer | null> {
  const ref = await signedInCustomer(c);
  if (!ref) return null;
  try {
    return await checkoutCustomer(ref);
  } catch (error) {
    logWarn('saved addresses unavailable: the customer checks out without them', error);
    return null;
  }
}

interface CartAddresses {
  customerEmail: string | null;
  billingAddress?: CartAddress | undefined;
  shippingAddress?: CartAddress | undefined;
}

export interface CheckoutAccount {
  /** The saved addresses of the market's country; null for a guest. */
  account: {
    billing: ReturnType<typeof savedAddressesIn>['billing'];
    shipping: ReturnType<typeof savedAddressesIn>['shipping'];
    defaultBillingAddressId: string | null;
    defaultShippingAddressId: string | null;
  } | null;
  prefill: CheckoutPrefill;
}

export async function checkoutAccount(c: CheckoutContext, cart: CartAddresses): Promise<CheckoutAccount> {
  const customer = await customerOf(c);
  if (!customer) return { account: null, prefill: {} };
  const country = c.get('market').country.code;
  const { book } = customer;
  return {
    account: {
      ...savedAddressesIn(book, country),
      defaultBillingAddressId: book.defaultBillingAddressId,
      defaultShippingAddressId: book.defaultShippingAddressId,
    },
    prefill: checkoutPrefill(cart, customer, country),
  };
}

/**
 * Keeps the addresses the customer asked to keep (spec part 1 §6: saving only when authenticated): a
 * guest's wish is ignored, as a guest has no account to keep them in. Each box keeps its own address
 * in its own list — the billing address as a billing one, a separate shipping address as a shipping
 * one (shipping to the billing address has no box) — stored as the cart stores them (a private
 * customer's company fields cleared). Never fails the checkout: a failure is logged and the account
 * simply does not list the address.
 */
export async function keepTypedAddresses(c: CheckoutContext, input: CheckoutAddresses): Promise<void> {
  const wish = input.saveToAccount;
  if (!wish?.billing && !wish?.shipping) return;
  const ref = await signedInCustomer(c);
  if (!ref) return;
  const { billing, shipping } = clearPrivateCustomerFields(input);
  const kept: { kind: AddressKind; address: CheckoutAddresses['billing'] }[] = [];
  if (wish.billing) kept.push({ kind: 'billing', address: billing });
  if (wish.shipping && shipping !== 'same-as-billing') kept.push({ kind: 'shipping', address: shipping });
  try {
    await keepCheckoutAddresses(ref, kept);
  } catch (error) {
    logWarn('checkout addresses not kept in the account', error);
  }
}
