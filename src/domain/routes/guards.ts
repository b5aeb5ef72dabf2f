// The page guards of spec part 1 §2 as pure decisions; the worker gathers the facts (is checkout open
// in this market, is the visitor logged in, what is in the cart) only when a route asks for them.
import type { CartRequirement, FixedRoute, RouteRef } from './route-table.ts';

/** What the checkout guard needs to know about the shopper's cart. */
export interface CartFacts {
  lineItemCount: number;
  hasShippingInfo: boolean;
  hasShippingAddress: boolean;
}

export type GuardOutcome = { to: RouteRef; warn?: string } | null;

const HOME: RouteRef = { name: 'home' };

export function checkoutClosed(rules: FixedRoute, checkoutDisabled: boolean): GuardOutcome {
  return rules.checkout && checkoutDisabled ? { to: HOME } : null;
}

export function accessGuard(rules: FixedRoute, loggedIn: boolean): GuardOutcome {
  if (rules.access === 'logged-in-only' && !loggedIn) return { to: HOME, warn: 'logged-in-only page without a login' };
  if (rules.access === 'guest-only' && loggedIn) return { to: HOME };
  return null;
}

/** No cart or no line items → home; a cart without shipping info or address → addresses, unless there. */
export function cartGuard(requirement: CartRequirement, cart: CartFacts | null, current: RouteRef): GuardOutcome {
  if (requirement === 'none') return null;
  if (!cart || cart.lineItemCount === 0) return { to: HOME };
  if (requirement === 'shipping' && current.name !== 'addresses' && !(cart.hasShippingInfo && cart.hasShippingAddress)) {
    return { to: { name: 'addresses' } };
  }
  return null;
}
