// The Hono app: middleware in the order of design.md, then the page routes; one error handler.
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { apiFailure, apiMethodNotAllowed, isApiRequest, unmatchedApi } from './api/api-errors.ts';
import type { Env } from './env.ts';
import { htmlCache } from './html-cache/html-cache.ts';
import { consentLinks } from './middleware/consent-links.ts';
import { market } from './middleware/market.ts';
import { pathGuard } from './middleware/path-guard.ts';
import { redirects } from './middleware/redirects.ts';
import { sameOriginWrites } from './middleware/same-origin-writes.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { requestLog } from './middleware/request-log.ts';
import { renderError } from './routes/error-page.ts';
import { accountApi } from './routes/account-api.ts';
import { cartApi } from './routes/cart-api.ts';
import { clientErrorsApi } from './routes/client-errors-api.ts';
import { eventsApi } from './routes/events-api.ts';
import { healthApi } from './routes/health-api.ts';
import { checkoutApi } from './routes/checkout-api.ts';
import { contactApi } from './routes/contact-api.ts';
import { pages } from './routes/pages.ts';
import { paymentNotifications } from './routes/payment-notifications.ts';
import { paymentReturn } from './routes/payment-return.ts';
import { productsApi } from './routes/products-api.ts';
import { reviewsApi } from './routes/reviews-api.ts';
import { searchApi } from './routes/search-api.ts';
import { socialSignIn } from './routes/social-sign-in.ts';
import { seoFiles } from './routes/seo-files.ts';
import { newsletterApi } from './routes/newsletter-api.ts';
import { vatApi } from './routes/vat-api.ts';

export const app = new Hono<{ Bindings: Env }>();

// First, so every line written for a request carries its id, and its own line sees the final answer.
app.use(requestLog());
app.use(securityHeaders());
app.use(market());
// Shared pages from the HTML cache, before the rest: a hit needs only its nonce and market (the key), and
// an entry exists only for a URL that went through every middleware below to a 200 page; whatever is not
// a stored page (APIs, redirects, a miss) goes on, and a page rendered below is stored on its way back.
app.use(htmlCache(async (request, env, executionCtx) => app.fetch(request, env, executionCtx)));
app.use(sameOriginWrites());
app.use(pathGuard());
app.use(consentLinks());
app.use(redirects());
// Every JSON API under /api, each a sub-app with the shared policy (src/worker/api); whatever matches
// none of their endpoints is a localized JSON 404, or 405 where the path takes other methods.
const api = new Hono<{ Bindings: Env }>();
api.use(apiMethodNotAllowed(api));
api.route('/cart', cartApi);
api.route('/checkout', checkoutApi);
api.route('/search', searchApi);
api.route('/account', accountApi);
api.route('/vat', vatApi);
api.route('/reviews', reviewsApi);
api.route('/products', productsApi);
api.route('/events', eventsApi);
api.route('/contact', contactApi);
api.route('/newsletter', newsletterApi);
api.route('/payments/adyen/notifications', paymentNotifications);
api.route('/health', healthApi);
api.route('/client-errors', clientErrorsApi);
api.all('*', unmatchedApi);
app.route('/api', api);
app.route('/checkout/payment-return', paymentReturn);
app.route('/auth', socialSignIn);
app.route('/', seoFiles);
// Pages only (every route above answered already).
app.route('/', pages);
// Pages answer GET and HEAD only: another method on a page path is a 405, never a server error.
app.notFound(async (c) => {
  const readable = c.req.method === 'GET' || c.req.method === 'HEAD';
  const response = await renderError(new HTTPException(readable ? 404 : 405, { message: 'unmatched route' }), c);
  if (!readable) response.headers.set('allow', 'GET, HEAD');
  return response;
});
// An error before any API's own handler (a middleware, an impossible /api path) is still JSON there.
const apiFailureOutsideApis = apiFailure('api.error.unavailable');
app.onError((error, c) => (isApiRequest(c) ? apiFailureOutsideApis(error, c) : renderError(error, c)));
