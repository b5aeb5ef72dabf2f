// Cookie names and attributes of spec part 1 §3 and part 2 §9 "General". The worker writes them with
// Hono's cookie helper; this file only says what to write.
import type { Market } from './market.ts';

export const MARKET_COOKIE_NAMES = {
  country: 'country',
  locale: 'locale',
  currency: 'currency',
  store: 'store',
} as const;
export type MarketCookieName = (typeof MARKET_COOKIE_NAMES)[keyof typeof MARKET_COOKIE_NAMES];

/** The market cookies' max age; the customer-group cookie lasts as long (spec part 2 §6 "A customer-group cookie lasts one year"). */
export const ONE_YEAR_SECONDS = 31_536_000;

export const MARKET_COOKIE_ATTRIBUTES = {
  maxAge: ONE_YEAR_SECONDS,
  path: '/',
  sameSite: 'Lax',
} as const;

export interface MarketCookie {
  name: MarketCookieName;
  value: string;
  maxAge: number;
  path: '/';
  sameSite: 'Lax';
}

/** The four market cookies for a resolved market, in the casing `resolveMarket` reads back. */
export const marketCookieValues = (market: Market): MarketCookie[] => [
  { name: MARKET_COOKIE_NAMES.country, value: market.country.code, ...MARKET_COOKIE_ATTRIBUTES },
  { name: MARKET_COOKIE_NAMES.locale, value: market.locale, ...MARKET_COOKIE_ATTRIBUTES },
  { name: MARKET_COOKIE_NAMES.currency, value: market.currency, ...MARKET_COOKIE_ATTRIBUTES },
  { name: MARKET_COOKIE_NAMES.store, value: market.storeKey, ...MARKET_COOKIE_ATTRIBUTES },
];

/**
 * The spec names only `utm_source` and `customer_id`; the other names are ours, in the same
 * snake_case, because the spec says what the cookies hold but not what they are called. The session and
 * cart cookies carry the `__Host-` prefix: the browser then only takes them Secure, on Path=/ and without
 * a Domain, so no sibling subdomain or plain-http page can plant or overwrite them.
 */
export const COOKIE_NAMES = {
  deviceFingerprint: 'device_fingerprint',
  shippingAddressType: 'shipping_address_type',
  clientType: 'client_type',
  analyticsId: 'analytics_id',
  searchId: 'search_id',
  commerceToken: '__Host-commerce_token',
  /** The customer's commerce refresh token; its cookie is the session's idle timer (domain/account/session-policy.ts). */
  commerceRefresh: '__Host-commerce_refresh',
  utmSource: 'utm_source',
  customerId: 'customer_id',
  customerGroup: 'customer_group',
  /** The id of the shopper's cart (its Durable Object and commercetools cart share it). */
  cartId: '__Host-cart_id',
  /** Signed list of the order numbers this browser placed: who may see a thank-you page (checkout/order-access.ts). */
  orderAccess: 'order_access',
} as const;

/**
 * The commerce tokens must never reach scripts or other sites. The access token's max age is the token's
 * expiry, the refresh token's the idle window (it slides with every request of the session).
 */
export const COMMERCE_TOKEN_COOKIE_ATTRIBUTES = {
  httpOnly: true,
  secure: true,
  sameSite: 'Strict',
  path: '/',
} as const;

/** `customer_id`: scripts read it ("auth says logged in"); it expires with the idle window. */
export const CUSTOMER_ID_COOKIE_ATTRIBUTES = { secure: true, sameSite: 'Lax', path: '/' } as const;

/** `customer_group`: the customer's cohort tier key, one year (spec part 2 §6). */
export const CUSTOMER_GROUP_COOKIE_ATTRIBUTES = { secure: true, sameSite: 'Lax', path: '/', maxAge: ONE_YEAR_SECONDS } as const;

/** The cart id: httpOnly, Lax (a link from a mail into the cart keeps it), 30 days. */
export const CART_COOKIE_ATTRIBUTES = { httpOnly: true, secure: true, sameSite: 'Lax', path: '/', maxAge: 30 * 86_400 } as const;

/** Deleting a cookie takes the attributes that let the browser accept it (`__Host-` needs Secure and Path=/). */
export const COOKIE_DELETION_ATTRIBUTES = { path: '/', secure: true } as const;
