// `POST /api/events/recommendation` {recommendation, action, path}: the browser's beacon when a shopper
// opens or adds a recommended product; the worker sends the customer-data recommendation event (spec part
// 2 §7.4) with the locale's recommendation id and the analytics cookie, in the background, and answers 204.
// Same-origin (the app's write policy) and rate-limited with the cart's writes, which a shopper's clicks
// on a page never come near.
import { getCookie } from 'hono/cookie';
import { RecommendationBeaconSchema, recommendationIdFor } from '../../domain/customer-data/recommendation-event.ts';
import { COOKIE_NAMES } from '../../domain/markets/market-cookies.ts';
import { jsonApi } from '../api/json-api.ts';
import { jsonBody } from '../api/json-body.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { sendCustomerDataEvent } from '../services/customer-data/events.ts';

export const MAX_EVENT_BODY_BYTES = 1024;

export const eventsApi = jsonApi({ unavailable: 'api.error.unavailable' });

const beaconBody = jsonBody(RecommendationBeaconSchema, {
  maxBytes: MAX_EVENT_BODY_BYTES,
  tooLarge: 'api.error.too-large',
  malformed: 'api.error.bad-request',
  invalid: () => 'api.error.bad-request',
});

eventsApi.post('/recommendation', rateLimit('cart-write'), beaconBody, (c) => {
  const { recommendation, action, path } = c.req.valid('json');
  const { locale } = c.get('market');
  c.executionCtx.waitUntil(
    sendCustomerDataEvent(c.env, 'recommendation', {
      locale,
      cookie: getCookie(c, COOKIE_NAMES.analyticsId) ?? null,
      path,
      recommendation_id: recommendationIdFor(recommendation, locale),
      recommendation_name: recommendation,
      action,
    }),
  );
  return c.body(null, 204);
});
