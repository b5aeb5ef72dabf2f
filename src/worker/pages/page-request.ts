// One page request as the page pipeline sees it: where it is (market, URL), how to hand work past the
// response (waitUntil), and the worker's side of the pages' port (PageServices). Made once per request
// and kept on the request's context, so the error page a failing page turns into shares its reads.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { COOKIE_NAMES } from '../../domain/markets/market-cookies.ts';
import type { CategoryNode } from '../../domain/catalogue/types.ts';
import type { PageServices } from '../../react/pages/page-services.ts';
import type { Env } from '../env.ts';
import { loadFrame, type LoaderContext } from '../loaders/frame.ts';
import { loadFrameData } from '../loaders/frame-data.ts';
import type { FrameData } from '../../domain/content/frame.ts';
import { facetFilter, listingSearch } from '../loaders/listing.ts';
import { seoFor } from '../loaders/seo.ts';
import { contentPageIn } from '../../domain/seo/written-in.ts';
import { cachedCategoryDirectory } from '../services/catalogue/category-directory.ts';
import { cachedContentDirectory } from '../services/content/content-directory.ts';
import { getContentPage } from '../services/content/content-pages.ts';
import { sendCheckoutEvent } from '../services/customer-data/checkout-event.ts';
import { customerReviews } from '../services/commerce/reviews.ts';
import { searchCards } from '../services/search/listing.ts';
import { accountConsents, accountProfile, loyaltyCard } from './account-pages.ts';
import { currentSession } from '../session/session.ts';
import { sendPageView } from '../html-cache/page-view.ts';
import { productDeferred } from './product-deferred.ts';
import { productOffer } from './product-offer.ts';
import { signedInAddressBook } from './signed-in-address-book.ts';
import { thankYouOrder } from './thank-you-order.ts';
import { logWarn } from '../services/observability/log.ts';

export interface PageRequest {
  context: LoaderContext;
  services: PageServices;
  /** The frame's other data (contact, banners, Trustpilot), started with the page's reads; never rejects. */
  frameData: Promise<FrameData>;
  /** Called by the render once the page's shell is rendered (its head is about to leave). */
  shellRendered: () => void;
}

declare module 'hono' {
  interface ContextVariableMap {
    pageRequest: PageRequest | undefined;
  }
}

export function pageRequest(c: Context<{ Bindings: Env }>): PageRequest {
  const made = c.get('pageRequest');
  if (made) return made;
  const context: LoaderContext = {
    env: c.env,
    market: c.get('market'),
    url: new URL(c.req.url),
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
  };
  const { env, market, waitUntil } = context;
  let shellRendered: () => void = () => undefined;
  const shell = new Promise<void>((resolve) => {
    shellRendered = resolve;
  });
  // Every page shows the category bar: its tree is read at once, alongside the page's own data, and
  // only once however often the page asks for it. The failure is the page's (it awaits the tree);
  // it is logged here once, also when the page fails for another reason first.
  const frame: Promise<CategoryNode[]> = loadFrame(context);
  frame.catch((error: unknown) => logWarn('category tree unavailable', error));
  const services: PageServices = {
    categories: () => frame,
    categoryDirectory: () =>
      cachedCategoryDirectory(env, waitUntil).catch((error: unknown) => {
        logWarn('category directory unavailable: page without hreflang alternates', error);
        return [];
      }),
    listing: ({ filter, facets }) => listingSearch(context, { filters: filter && facetFilter(filter.attribute, filter.value), facets }),
    productCards: (query) => searchCards(env, market, query, waitUntil),
    product: (slug) => productOffer(context, frame, slug),
    productExtras: (product, trail) =>
      productDeferred(
        context,
        product,
        trail,
        { customerId: getCookie(c, COOKIE_NAMES.customerId), customerGroup: getCookie(c, COOKIE_NAMES.customerGroup) },
        shell,
      ),
    myReviews: async () => {
      const session = await currentSession(c);
      return session ? customerReviews(env, session.customerId, market.language) : null;
    },
    contentPage: (slug) => getContentPage(env, market.language, slug),
    contentPageIn: (slug) =>
      cachedContentDirectory(env, waitUntil).then(
        (directory) => contentPageIn(slug, directory[slug] ?? []),
        (error: unknown) => {
          logWarn('content directory unavailable: page without hreflang alternates', error);
          return contentPageIn(slug, []);
        },
      ),
    seo: (input) => seoFor(context, input),
    // The page's guard has found the cart; its e-mail, if any, reaches the service with step 3.
    checkoutStepReached: (step, email) => sendCheckoutEvent(c, { cartId: getCookie(c, COOKIE_NAMES.cartId) ?? null, step, email: email ?? null }),
    productViewed: (sku) => sendPageView(c, { event: 'view-item', sku }),
    categoryViewed: (slug, additionalProps) => sendPageView(c, { event: 'view-category', slug, additionalProps }),
    thankYouOrder: (order) => thankYouOrder(c, order),
    accountProfile: () => accountProfile(c),
    accountConsents: () => accountConsents(c),
    loyaltyCard: () => loyaltyCard(c),
    addressBook: () => signedInAddressBook(c),
  };
  const request: PageRequest = { context, services, frameData: loadFrameData(context), shellRendered };
  c.set('pageRequest', request);
  return request;
}
