// `POST /api/newsletter` `{ email, consent }`: the newsletter block's sign-up (spec part 1 §2 "Layouts").
// The address gets a double opt-in mail: the customer-data service is told `newsletter-doi` and records
// the `consent` (spec part 2 §7.4), both through waitUntil so the shopper never waits for it. The answer
// is 202 with "check your inbox" whether or not the address is known (nothing to learn about others'
// subscriptions). Bad input is a 400 with a message per field, in the page's language (`?language=` for a
// country's second language, since API paths carry no language prefix).
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  checkNewsletterSignup,
  NewsletterBodySchema,
  type NewsletterField,
  type NewsletterFieldError,
} from '../../domain/content/newsletter-signup.ts';
import { COOKIE_NAMES } from '../../domain/markets/market-cookies.ts';
import type { ApiEnv } from '../api/api-env.ts';
import { jsonApi } from '../api/json-api.ts';
import { pageLanguage } from '../api/page-language.ts';
import { jsonBody } from '../api/json-body.ts';
import { localized } from '../api/localized.ts';
import { refuse } from '../api/refuse.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { digestOf } from '../services/cache/cache-key.ts';
import { sendCustomerDataEvent } from '../services/customer-data/events.ts';
import { currentSession } from '../session/session.ts';

/** An e-mail address and a flag: a kilobyte is plenty. */
export const MAX_NEWSLETTER_BODY_BYTES = 1024;

export const newsletterApi = jsonApi({ unavailable: 'newsletter.error.unavailable' });

newsletterApi.use(pageLanguage());

const newsletterBody = jsonBody(NewsletterBodySchema, {
  maxBytes: MAX_NEWSLETTER_BODY_BYTES,
  tooLarge: 'newsletter.error.too-large',
  malformed: 'newsletter.error.malformed',
  invalid: () => 'newsletter.error.malformed',
});

const refuseFields = (c: Context<ApiEnv>, fields: Partial<Record<NewsletterField, NewsletterFieldError>>) =>
  refuse(c, 'newsletter.error.invalid-input', 400, {
    body: { fields: Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, localized(c, `newsletter.error.${key}`)])) },
  });

newsletterApi.post('/', rateLimit('newsletter'), newsletterBody, async (c) => {
  const market = c.get('market');
  const signup = checkNewsletterSignup(c.req.valid('json'), market.country.code);
  if (!signup.ok) return refuseFields(c, signup.fields);
  const session = await currentSession(c);
  const userId = session?.customerId ?? null;
  // The consent event names the subscriber by a SHA-256 of the address, as the account's consents do.
  const emailToken = await digestOf(signup.email);
  c.executionCtx.waitUntil(
    Promise.all([
      sendCustomerDataEvent(c.env, 'newsletter-doi', { locale: market.locale, email: signup.email, user_id: userId }),
      sendCustomerDataEvent(c.env, 'consent', {
        locale: market.locale,
        consents: { newsletter: signup.consent },
        cookie: getCookie(c, COOKIE_NAMES.analyticsId) ?? null,
        additional_props: { source: 'newsletter-block' },
        gdpr_phone: null,
        email_token: emailToken,
        user_id: userId,
      }),
    ]),
  );
  return c.json({ message: localized(c, 'newsletter.sent') }, 202);
});
