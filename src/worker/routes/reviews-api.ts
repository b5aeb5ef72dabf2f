// The reviews API (JSON, `/api/reviews`): a product's reviews page by page, and writing one.
// - `GET /?sku=&sort=top|recent&offset=&limit=` → `{ offset, count, total, results, statistics }`, the same
//   for everyone, so browsers and the edge may keep it a minute.
// - `POST /` `{ sku, rating, title?, text?, consent }` (signed in) → 201 `{ review }`; 403 `not-purchased`
//   when the customer has no order with the SKU; 409 `already-reviewed` for a second review (commercetools
//   refuses the review's key, one per customer and SKU); 400 for bad input; 503 when commerce fails.
// Both take `?language=` (a second language of the country, e.g. `fr` in CH): API paths carry no language
// prefix, and reviews are shown (translated), written and refused in the page's language.
import * as v from 'valibot';
import { isProductSku } from '../../domain/catalogue/sku.ts';
import { MAX_REVIEW_BODY_BYTES, ReviewDraftSchema, reviewErrorKey } from '../../domain/reviews/review-draft.ts';
import { DEFAULT_REVIEW_SORT, MAX_REVIEW_PAGE, REVIEW_PAGE_SIZE, REVIEW_SORTS, reviewerName } from '../../domain/reviews/review-rules.ts';
import { jsonApi } from '../api/json-api.ts';
import { pageLanguage } from '../api/page-language.ts';
import { jsonBody } from '../api/json-body.ts';
import { refuse } from '../api/refuse.ts';
import { customerProfile } from '../services/commerce/customers.ts';
import { hasPurchased, productReviewPage, writeReview } from '../services/commerce/reviews.ts';
import { requireSession } from '../session/session.ts';
import { rateLimit } from '../middleware/rate-limit.ts';

export const reviewsApi = jsonApi({ unavailable: 'reviews.error.unavailable' });

reviewsApi.use(pageLanguage());

const count = (fallback: number, max: number) =>
  v.optional(v.pipe(v.string(), v.regex(/^\d{1,4}$/), v.transform(Number), v.maxValue(max)), String(fallback));

const ListQuerySchema = v.object({
  language: v.optional(v.string()),
  sku: v.pipe(v.string(), v.check(isProductSku)),
  sort: v.optional(v.picklist(REVIEW_SORTS), DEFAULT_REVIEW_SORT),
  offset: count(0, 10_000),
  limit: count(REVIEW_PAGE_SIZE, MAX_REVIEW_PAGE),
});

/** A minute: a new review shows up for others within it (its author sees it at once). */
const PUBLIC_MINUTE = 'public, max-age=60';

reviewsApi.get('/', async (c) => {
  const query = v.safeParse(ListQuerySchema, c.req.query());
  if (!query.success) return refuse(c, 'reviews.error.malformed', 400);
  const market = c.get('market');
  const { sku, sort, offset, limit } = query.output;
  const page = await productReviewPage(c.env, { sku, sort, offset, limit, language: market.language });
  if (!page) return refuse(c, 'reviews.error.unknown-product', 404);
  c.header('cache-control', PUBLIC_MINUTE);
  return c.json(page);
});

const reviewBody = jsonBody(ReviewDraftSchema, {
  maxBytes: MAX_REVIEW_BODY_BYTES,
  tooLarge: 'reviews.error.too-large',
  malformed: 'reviews.error.malformed',
  invalid: (issues) => `reviews.error.${reviewErrorKey(issues)}`,
});

reviewsApi.post('/', rateLimit('review-write'), reviewBody, async (c) => {
  const session = await requireSession(c);
  if (session instanceof Response) return session;
  const market = c.get('market');
  const draft = c.req.valid('json');
  const customer = await customerProfile(c.env, market.storeKey, session.customerId);
  if (!(await hasPurchased(c.env, { customerId: session.customerId, email: customer.email }, draft.sku))) {
    return refuse(c, 'reviews.error.not-purchased', 403);
  }
  const written = await writeReview(
    c.env,
    {
      customerId: session.customerId,
      sku: draft.sku,
      rating: draft.rating,
      title: draft.title,
      text: draft.text,
      authorName: reviewerName(customer.firstName, customer.lastName, draft.consent),
      locale: market.locale,
    },
    market.language,
  );
  if (!written.ok && written.reason === 'already-reviewed') return refuse(c, 'reviews.error.already-reviewed', 409);
  if (!written.ok) return refuse(c, 'reviews.error.unknown-product', 404);
  return c.json({ review: written.review }, 201);
});
