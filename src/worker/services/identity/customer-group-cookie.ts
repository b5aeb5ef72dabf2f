// The `customer_group` cookie (contract: the key of the customer's group, one year, readable by the page)
// written when a customer signs in with a provider; absent when the customer has no group. It only
// decides what the LT product pages display (domain/account/cohort-tier.ts): nothing is sold by it.
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { COOKIE_NAMES, ONE_YEAR_SECONDS } from '../../../domain/markets/market-cookies.ts';
import type { Env } from '../../env.ts';
import { customerGroupKeyOf } from '../commerce/customer-groups.ts';

export async function keepCustomerGroup(c: Context<{ Bindings: Env }>, customerId: string): Promise<void> {
  let group: string | null;
  try {
    group = await customerGroupKeyOf(c.env, customerId);
  } catch (error) {
    // The sign-in stands; the shopper only sees regular prices until the next sign-in.
    console.warn('customer group unavailable at social sign-in', error);
    group = null;
  }
  if (group) setCookie(c, COOKIE_NAMES.customerGroup, group, { secure: true, sameSite: 'Lax', path: '/', maxAge: ONE_YEAR_SECONDS });
  else deleteCookie(c, COOKIE_NAMES.customerGroup, { path: '/', secure: true });
}
