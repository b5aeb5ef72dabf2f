// The route table of spec part 1 §2: one entry per page. The worker's router matches request paths
// against it and every link React renders is built from it (`hrefFor`), so a path exists in one place.
// Paths here carry no language prefix; `hrefFor` adds the market's, and the market middleware strips it.
import { NATIVE_ROUTING } from '../markets/country-rules.ts';
import type { Market } from '../markets/market.ts';
import { NATIVE_PREFIXES, SHORT_PREFIXES, type NativePrefixes } from './native-prefixes.ts';

/** Who may see a page: the guards of spec part 1 §2. */
export type Access = 'public' | 'guest-only' | 'logged-in-only';
/**
 * What the checkout guard asks of the cart: `items` (a cart with line items, else home), `shipping`
 * (also shipping info and a shipping address, else the addresses step), or nothing.
 */
export type CartRequirement = 'none' | 'items' | 'shipping';

export interface FixedRoute {
  path: string;
  access: Access;
  cart: CartRequirement;
  /** Part of checkout: closed (→ home) in the markets where checkout is disabled. */
  checkout: boolean;
  /** Checkout step number of spec part 1 §2 (cart 1, shipping 2, billing 3, payment 4, thank you 5). */
  steps?: readonly number[];
  /** Worth a search engine's index (still subject to the query-parameter rule). */
  indexable: boolean;
}

const page = (path: string, options: Partial<Omit<FixedRoute, 'path'>> = {}): FixedRoute => ({
  path,
  access: 'public',
  cart: 'none',
  checkout: false,
  indexable: false,
  ...options,
});
const account = (path: string) => page(path, { access: 'logged-in-only' });
const guest = (path: string) => page(path, { access: 'guest-only' });
const checkout = (path: string, options: Partial<Omit<FixedRoute, 'path'>> = {}) => page(path, { checkout: true, cart: 'items', ...options });

export const FIXED_ROUTES = {
  home: page('/', { indexable: true }),
  search: page('/search', { indexable: true }),
  login: guest('/login'),
  createAccount: guest('/create-account'),
  passwordReset: guest('/password-reset'),
  passwordResetChangePassword: guest('/password-reset/change-password'),
  passwordResetCheckEmail: guest('/password-reset/check-email'),
  checkout: checkout('/checkout'),
  checkoutLogin: checkout('/checkout/login', { access: 'guest-only' }),
  checkoutCreateAccount: checkout('/checkout/create-account', { access: 'guest-only' }),
  checkoutPasswordReset: checkout('/checkout/password-reset', { access: 'guest-only' }),
  cart: checkout('/checkout/cart', { steps: [1] }),
  addresses: checkout('/checkout/addresses', { cart: 'shipping', steps: [2, 3] }),
  payment: checkout('/checkout/payment', { cart: 'shipping', steps: [4] }),
  // The cart is gone once the order exists; the page reads the order named in `?order=`.
  thankYou: checkout('/checkout/thank-you', { cart: 'none', steps: [5] }),
  paymentError: page('/adyen-payment-error'),
  myAccount: account('/my-account'),
  myProfile: account('/my-account/my-profile'),
  shippingDetails: account('/my-account/shipping-details'),
  billingDetails: account('/my-account/billing-details'),
  myNewsletter: account('/my-account/my-newsletter'),
  myReviews: account('/my-account/my-reviews'),
  loyaltyCard: account('/my-account/loyalty-card'),
  logOut: page('/log-out'),
  // Where a guest follows a parcel (footer 'Order tracking'): the carrier's tracking widget.
  parcelTracking: page('/parcel-tracking', { indexable: true }),
} as const satisfies Record<string, FixedRoute>;
export type FixedRouteName = keyof typeof FIXED_ROUTES;

/** A page and its parameters: what a link points to and what the router found. */
export type RouteRef =
  | { name: FixedRouteName }
  | { name: 'category'; slug: string }
  | { name: 'product'; slug: string }
  | { name: 'content'; slug: string };
export type RouteName = RouteRef['name'];

/** Category, content and brand slugs: lower-case words joined by single dashes. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A product slug ends with a dash and an eight-digit product number. */
export const PRODUCT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*-\d{8}$/;

/** The market's category and product prefixes: native words where native routing is on. */
export function catalogPrefixes(market: Pick<Market, 'country' | 'language'>): NativePrefixes {
  return NATIVE_ROUTING[market.country.code] ? NATIVE_PREFIXES[market.language] : SHORT_PREFIXES;
}

const FIXED_BY_PATH: ReadonlyMap<string, FixedRouteName> = new Map(
  (Object.keys(FIXED_ROUTES) as FixedRouteName[]).map((name) => [FIXED_ROUTES[name].path, name]),
);

/** The page a path (language prefix already removed, no trailing slash rules applied) names. */
export function matchRoute(path: string, market: Pick<Market, 'country' | 'language'>): RouteRef | null {
  const trimmed = path.length > 1 ? path.replace(/\/$/, '') : path;
  const fixed = FIXED_BY_PATH.get(trimmed === '' ? '/' : trimmed);
  if (fixed) return { name: fixed };
  const segments = trimmed.split('/').slice(1);
  const [first, second] = segments;
  if (first === undefined) return null;
  const prefixes = catalogPrefixes(market);
  if (segments.length === 2 && second !== undefined) {
    if (first === prefixes.category) return SLUG.test(second) ? { name: 'category', slug: second } : null;
    if (first === prefixes.product) return PRODUCT_SLUG.test(second) ? { name: 'product', slug: second } : null;
    return null;
  }
  if (segments.length === 1 && SLUG.test(first)) return { name: 'content', slug: first };
  return null;
}

/** The path of a page without the language prefix. */
export function routePath(ref: RouteRef, market: Pick<Market, 'country' | 'language'>): string {
  switch (ref.name) {
    case 'category':
      return `/${catalogPrefixes(market).category}/${ref.slug}`;
    case 'product':
      return `/${catalogPrefixes(market).product}/${ref.slug}`;
    case 'content':
      return `/${ref.slug}`;
    default:
      return FIXED_ROUTES[ref.name].path;
  }
}

/** The address of a page in a market, language prefix included; `query` is appended when not empty. */
export function hrefFor(market: Pick<Market, 'country' | 'language' | 'prefix'>, ref: RouteRef, query?: Readonly<Record<string, string>>): string {
  const path = routePath(ref, market);
  const localized = market.prefix === '' ? path : path === '/' ? market.prefix : `${market.prefix}${path}`;
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${localized}?${search}` : localized;
}

/** The fixed route's rules, or the public defaults for catalogue and content pages. */
export function routeRules(ref: RouteRef): FixedRoute {
  switch (ref.name) {
    case 'category':
    case 'product':
    case 'content':
      return page(`/${ref.name}`, { indexable: true });
    default:
      return FIXED_ROUTES[ref.name];
  }
}
