// Which rendered pages one shopper's view may answer for another's (the worker's HTML cache,
// src/worker/html-cache). A page is shared only when nothing in its HTML depends on who asks: the
// catalogue and content pages render the same for every anonymous shopper of a market, and whatever is
// personal on them (cart badge, account menu, consent, the product page's recommendations, which follow
// the analytics id) is filled in by the browser from the cart object and the APIs. A request carrying a
// sign-in or a tier is answered by its own render.
import { COOKIE_NAMES } from '../markets/market-cookies.ts';

/** Page kinds whose HTML is the same for every anonymous shopper of a market, path and query. */
export const SHARED_PAGE_KINDS: ReadonlySet<string> = new Set(['home', 'category', 'product', 'search', 'brand', 'content']);

/** Cookies that make any page personal: a session (signed in, or its remnants) and the customer's tier. */
const SESSION_COOKIES = [COOKIE_NAMES.commerceToken, COOKIE_NAMES.commerceRefresh, COOKIE_NAMES.customerId, COOKIE_NAMES.customerGroup];

/** True when a request with these cookie names may be answered with (or store) a shared page. */
export const isAnonymousRequest = (cookieNames: ReadonlySet<string>): boolean => !SESSION_COOKIES.some((name) => cookieNames.has(name));

/** True when a page of `kind`, asked for with these cookie names, is the shared one. */
export const isSharedFor = (kind: string, cookieNames: ReadonlySet<string>): boolean =>
  SHARED_PAGE_KINDS.has(kind) && isAnonymousRequest(cookieNames);
