// The customer-data events of a shopper looking around (spec part 2 §7.4): view-item, view-category and
// cart-update. Each is handed to waitUntil, so the page or API answer never waits for it; who the shopper
// is (e-mail, customer id) is worked out there too, from the commerce token's introspection alone (never
// a refresh: cookies set after the answer would be lost) and never from anything the request body says.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { CartSkuUpdate } from '../../../domain/customer-data/cart-updates.ts';
import { isShopperPageView } from '../../../domain/customer-data/page-view.ts';
import { COOKIE_NAMES } from '../../../domain/markets/market-cookies.ts';
import type { Env } from '../../env.ts';
import { readProfile } from '../commerce/customer-profile.ts';
import { activeCustomerToken } from '../commerce/session.ts';
import { sendCustomerDataEvent } from './events.ts';
import { logWarn } from '../observability/log.ts';

type EventContext = Context<{ Bindings: Env }>;

interface Shopper {
  email: string | null;
  /** The customer id; '' for a guest, as in the checkout event. */
  user_id: string;
}

const GUEST: Shopper = { email: null, user_id: '' };

async function signedInShopper(c: EventContext): Promise<Shopper> {
  const active = await activeCustomerToken(c.env, getCookie(c, COOKIE_NAMES.commerceToken));
  if (!active) return GUEST;
  try {
    const profile = await readProfile(c.env, c.get('market').storeKey, active.customerId);
    return { email: profile.email, user_id: active.customerId };
  } catch (error) {
    logWarn('customer-data event without the e-mail: the profile could not be read', error);
    return { email: null, user_id: active.customerId };
  }
}

const analyticsCookie = (c: EventContext) => getCookie(c, COOKIE_NAMES.analyticsId) ?? null;

/** True when the request is a shopper's view of the page (not a crawler, HEAD or prefetch). */
const isShopperView = (c: EventContext) =>
  isShopperPageView({ method: c.req.method, userAgent: c.req.header('user-agent'), header: (name) => c.req.header(name) });

export function sendViewItem(c: EventContext, sku: string): void {
  if (!isShopperView(c)) return;
  const { locale } = c.get('market');
  const cookie = analyticsCookie(c);
  c.executionCtx.waitUntil(signedInShopper(c).then((shopper) => sendCustomerDataEvent(c.env, 'view-item', { locale, sku, cookie, ...shopper })));
}

export function sendViewCategory(c: EventContext, slug: string, additionalProps: Record<string, unknown>): void {
  if (!isShopperView(c)) return;
  const { locale } = c.get('market');
  const cookie = analyticsCookie(c);
  c.executionCtx.waitUntil(
    signedInShopper(c).then((shopper) =>
      sendCustomerDataEvent(c.env, 'view-category', { locale, slug, cookie, additional_props: additionalProps, ...shopper }),
    ),
  );
}

/** One cart-update event per line added or removed; `recommendationId` when the shopper added from a recommendation. */
export function sendCartUpdates(c: EventContext, cartId: string, updates: readonly CartSkuUpdate[], recommendationId: string | null): void {
  if (updates.length === 0) return;
  const { locale } = c.get('market');
  const cookie = analyticsCookie(c);
  c.executionCtx.waitUntil(
    Promise.all(
      updates.map(({ action, sku }) =>
        sendCustomerDataEvent(c.env, 'cart-update', { locale, cookie, action, cart_id: cartId, sku, recommendation_id: recommendationId }),
      ),
    ),
  );
}
