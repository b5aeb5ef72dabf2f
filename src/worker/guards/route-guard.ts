// Runs the guards a route asks for (src/domain/routes/guards.ts), gathering each fact only when needed:
// no commerce call for a public page, no cart read outside checkout.
import type { Context } from 'hono';
import { countryRules } from '../../domain/markets/country-rules.ts';
import { accessGuard, cartGuard, checkoutClosed, type GuardOutcome } from '../../domain/routes/guards.ts';
import { routeRules, type RouteRef } from '../../domain/routes/route-table.ts';
import type { Env } from '../env.ts';
import { getCartFacts } from '../services/commerce/carts.ts';
import { sessionCartId } from '../cart/request-cart.ts';
import { currentSession } from '../session/session.ts';
import { logWarn } from '../services/observability/log.ts';

export async function guardRoute(c: Context<{ Bindings: Env }>, route: RouteRef): Promise<GuardOutcome> {
  const market = c.get('market');
  const rules = routeRules(route);
  const closed = checkoutClosed(rules, countryRules(market.country.code).checkoutDisabled);
  if (closed) return closed;
  if (rules.access !== 'public') {
    const outcome = accessGuard(rules, (await currentSession(c)) !== null);
    if (outcome?.warn) logWarn(`guard: ${outcome.warn}`, new URL(c.req.url).pathname);
    if (outcome) return outcome;
  }
  if (rules.cart === 'none') return null;
  const cart = await getCartFacts(c.env, (await sessionCartId(c)) ?? undefined, market.storeKey);
  return cartGuard(rules.cart, cart, route);
}
