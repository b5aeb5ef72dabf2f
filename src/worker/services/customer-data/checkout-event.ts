// The customer-data `checkout` event (spec part 2 §7.4: {locale, cart_id, step, cookie, email, user_id})
// for a checkout step the shopper reached: step 2 when the addresses page is served, step 3 when the
// addresses are stored. Handed to waitUntil: the shopper never waits for it, a failure is only logged.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { COOKIE_NAMES } from '../../../domain/markets/market-cookies.ts';
import type { Env } from '../../env.ts';
import { sendCustomerDataEvent } from './events.ts';

interface CheckoutStepReached {
  cartId: string | null;
  /** Checkout step number of spec part 1 §2 (cart 1, shipping 2, billing 3, payment 4, thank you 5). */
  step: number;
  email: string | null;
}

export function sendCheckoutEvent(c: Context<{ Bindings: Env }>, { cartId, step, email }: CheckoutStepReached): void {
  c.executionCtx.waitUntil(
    sendCustomerDataEvent(c.env, 'checkout', {
      locale: c.get('market').locale,
      cart_id: cartId,
      step,
      cookie: getCookie(c, COOKIE_NAMES.analyticsId) ?? null,
      email,
      // Guests have no customer id: the spec's user_id stays empty for them.
      user_id: getCookie(c, COOKIE_NAMES.customerId) ?? '',
    }),
  );
}
