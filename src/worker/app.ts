// The Hono app: middleware in the order of design.md, then the page routes; one error handler.
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Env } from './env.ts';
import { consentLinks } from './middleware/consent-links.ts';
import { market } from './middleware/market.ts';
import { pathGuard } from './middleware/path-guard.ts';
import { redirects } from './middleware/redirects.ts';
import { sameOriginWrites } from './middleware/same-origin-writes.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { renderError } from './routes/error-page.ts';
import { accountApi } from './routes/account-api.ts';
import { cartApi } from './routes/cart-api.ts';
import { pages } from './routes/pages.ts';
import { searchApi } from './routes/search-api.ts';
import { seoFiles } from './routes/seo-files.ts';
import { vatApi } from './routes/vat-api.ts';

export const app = new Hono<{ Bindings: Env }>();

app.use(securityHeaders());
app.use(market());
app.use(sameOriginWrites());
app.use(pathGuard());
app.use(consentLinks());
app.use(redirects());
app.route('/api/cart', cartApi);
app.route('/api/search', searchApi);
app.route('/api/account', accountApi);
app.route('/api/vat', vatApi);
app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404));
app.route('/', seoFiles);
app.route('/', pages);
// Pages answer GET and HEAD only: another method on a page path is a 405, never a server error.
app.notFound(async (c) => {
  const readable = c.req.method === 'GET' || c.req.method === 'HEAD';
  const response = await renderError(new HTTPException(readable ? 404 : 405, { message: 'unmatched route' }), c);
  if (!readable) response.headers.set('allow', 'GET, HEAD');
  return response;
});
app.onError((error, c) => renderError(error, c));
