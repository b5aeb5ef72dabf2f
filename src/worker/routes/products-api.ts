// `GET /api/products/recommendations?sku=` (JSON): the similar products of a product page, chosen for the
// shopper's analytics cookie (spec part 2 §7.5 "Recommendation"), as `{ cards }` of what is on stock in the
// market, at most RECOMMENDATIONS_LIMIT. The product page is shared by every anonymous shopper of a market
// (src/domain/html/shared-html.ts), so the browser asks for its personal part here once the page is idle
// (src/react/product/recommendations-slot.tsx). The market comes from the host, a second language from
// `?language=`. The SKU is a query parameter, as in the reviews API: paths are made lower case
// (redirects.ts), SKUs are upper case. A missing SKU or one of another form is a 400, one the shop does
// not know a 404, both in the shop's JSON error shape; a failing service is an empty list (spec §8
// "Recommendation failure: logged, returns null"). The answer follows the cookie, so it is personal:
// `private, no-store`, as every API's by default. Limited per client IP (rate-limits.ts): a 429 leaves the
// page without its recommendations, as a failing service does.
import { getCookie } from 'hono/cookie';
import * as v from 'valibot';
import { isProductSku } from '../../domain/catalogue/sku.ts';
import { COOKIE_NAMES } from '../../domain/markets/market-cookies.ts';
import { jsonApi } from '../api/json-api.ts';
import { pageLanguage } from '../api/page-language.ts';
import { refuse } from '../api/refuse.ts';
import type { LoaderContext } from '../loaders/frame.ts';
import { loadRecommendations } from '../loaders/product-extras.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { cachedProductBySku } from '../services/catalogue/product-cache.ts';

export const productsApi = jsonApi({ unavailable: 'api.error.unavailable' });

productsApi.use(pageLanguage());

const QuerySchema = v.object({ language: v.optional(v.string()), sku: v.pipe(v.string(), v.check(isProductSku)) });

productsApi.get('/recommendations', rateLimit('recommendations'), async (c) => {
  const query = v.safeParse(QuerySchema, c.req.query());
  if (!query.success) return refuse(c, 'api.error.bad-request', 400);
  const { sku } = query.output;
  const context: LoaderContext = {
    env: c.env,
    market: c.get('market'),
    url: new URL(c.req.url),
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
  };
  // The product cache the page itself was rendered from: no commerce call for a product just viewed.
  const product = await cachedProductBySku(c.env, context.market, sku, context.waitUntil);
  if (!product) return refuse(c, 'recommendations.error.unknown-product', 404);
  const cards = await loadRecommendations(context, product.sku, getCookie(c, COOKIE_NAMES.analyticsId));
  return c.json({ cards });
});
