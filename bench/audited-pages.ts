// The five pages whose accessibility, SEO and lab performance we watch (bench and `npm test`): home, a
// category, a product, a search and the cart, in the default market (SK) on `sk.localhost`, so the page's
// canonical and alternate links name the host the browser asked for. Whether a page may be indexed comes
// from our robots rule, not from this list.
import { marketFor } from '../src/domain/markets/resolve-market.ts';
import { matchRoute, routeRules } from '../src/domain/routes/route-table.ts';
import { robotsFor } from '../src/domain/seo/robots.ts';
import { newCartCookie } from './cart-cookie.ts';
import { CLIENT_IP_BLOCKS, clientIpSource } from './client-ips.ts';
import type { BrowserCookie } from './lighthouse.ts';

/** Demo catalogue (kv-seed/commerce): a product in stock, its SKU put in the cart page's cart. */
const PRODUCT_PATH = '/p/narezovy-stroj-250-mm-10010001';
export const CART_SKU = 'EX10010001';

export const AUDITED_PAGES = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/c/gastronomia' },
  { name: 'product', path: PRODUCT_PATH },
  { name: 'search', path: '/search?query=stroj' },
  // Needs a cart with a line: without one the checkout guard sends the shopper home.
  { name: 'cart', path: '/checkout/cart', needsCart: true },
] as const;
export type AuditedPage = (typeof AUDITED_PAGES)[number];

const SK = marketFor('SK');

/** What our robots rule (src/domain/seo/robots.ts) tells search engines about the page. */
export function robotsDirectiveOf(page: AuditedPage): string {
  const url = new URL(page.path, 'http://sk.localhost');
  const route = matchRoute(url.pathname, SK);
  if (!route) throw new Error(`${page.path} is not a page of the route table`);
  return robotsFor(url, routeRules(route).indexable);
}

/** The shop as the browser reaches it in the SK market. */
export const shopOrigin = (port: number): string => `http://sk.localhost:${port}`;

const nextClientIp = clientIpSource(CLIENT_IP_BLOCKS.auditedPages);

/**
 * A new cart with one line, as the `__Host-cart_id=…` cookie pair, made by a shopper of its own. Made from Node
 * through 127.0.0.1 (Node does not resolve `*.localhost`); without a host country the market is the
 * default, SK, the pages' market.
 */
export const cartCookie = (port: number): Promise<string> => newCartCookie(`http://127.0.0.1:${port}`, CART_SKU, nextClientIp());

/**
 * The cart page's cart in the audit browser's jar, for the page at `url`. Not a Cookie header: the page's
 * own fetches carry the jar's cookies (the market's, set by the page's first answer) instead of it, so the
 * cart page would load an empty cart after hydration.
 */
export async function cartBrowserCookie(port: number, url: string): Promise<BrowserCookie> {
  const [name = '', value = ''] = (await cartCookie(port)).split(/=(.*)/s);
  return { name, value, url, secure: true };
}
