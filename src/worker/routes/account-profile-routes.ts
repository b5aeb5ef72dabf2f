// The signed-in customer's profile, newsletter consents, loyalty card and orders link (issue 15, contract
// "account-area"). Each endpoint asks for the session first, so a request without one is 401 whatever
// its body; the customer is always the session's own (the id its token names), never one from the request.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import * as v from 'valibot';
import { consentEventConsents, ConsentsSchema } from '../../domain/account/consents.ts';
import { normalisedEmail } from '../../domain/security/rate-limits.ts';
import { COOKIE_NAMES } from '../../domain/markets/market-cookies.ts';
import { checkProfileUpdate, type ProfileErrorKey, type ProfileField } from '../../domain/account/profile-update.ts';
import type { ApiEnv } from '../api/api-env.ts';
import { localized } from '../api/localized.ts';
import type { MessageKey } from '../api/message-key.ts';
import { refuse } from '../api/refuse.ts';
import { digestOf } from '../services/cache/cache-key.ts';
import { storeConsents, readConsents } from '../services/commerce/customer-consents.ts';
import { readProfile, updateProfile } from '../services/commerce/customer-profile.ts';
import { loyaltyCardNumber } from '../services/commerce/loyalty-card-number.ts';
import { sendCustomerDataEvent } from '../services/customer-data/events.ts';
import { ordersLink } from '../services/orders-link/orders-link.ts';
import { requireSession } from '../session/session.ts';
import { accountBody } from './account-body.ts';
import { rateLimit } from '../middleware/rate-limit.ts';

export const accountProfileRoutes = new Hono<ApiEnv>();

/** The message shown at a refused profile field. */
const FIELD_MESSAGES: Readonly<Record<ProfileErrorKey, MessageKey>> = {
  malformed: 'account.error.malformed',
  'invalid-email': 'account.error.invalid-email',
  'invalid-name': 'account.error.invalid-name',
  'name-characters': 'account.error.name-characters',
  'vat-id-too-short': 'vat.error.too-short',
  'vat-id-too-long': 'vat.error.too-long',
  'invalid-customer-type': 'account.error.invalid-customer-type',
  'email-in-use': 'account.error.email-in-use',
};

const refuseFields = (c: Context<ApiEnv>, fields: Partial<Record<ProfileField, ProfileErrorKey>>) =>
  refuse(c, 'account.error.invalid-input', 400, {
    body: { fields: Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, localized(c, FIELD_MESSAGES[key])])) },
  });

// Any JSON object: the fields are checked one by one (checkProfileUpdate), so each error is named at its field.
const profileBody = accountBody(v.record(v.string(), v.unknown()));
const consentsBody = accountBody(ConsentsSchema);

/** A request without a session is refused before its body is read (401, not a 400 about the body). */
const sessionFirst: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const session = await requireSession(c);
  if (session instanceof Response) return session;
  await next();
};

accountProfileRoutes.get('/profile', async (c) => {
  const session = await requireSession(c);
  if (session instanceof Response) return session;
  return c.json({ customer: await readProfile(c.env, c.get('market').storeKey, session.customerId) });
});

accountProfileRoutes.put('/profile', rateLimit('account-write'), sessionFirst, profileBody, async (c) => {
  const session = await requireSession(c);
  if (session instanceof Response) return session;
  const market = c.get('market');
  const checked = checkProfileUpdate(c.req.valid('json'), market.country.code);
  if (!checked.ok) return refuseFields(c, checked.fields);
  const result = await updateProfile(c.env, market.storeKey, session.customerId, checked.version, checked.changes);
  if (result.ok) {
    // A changed customer is news for the customer-data service (spec part 2 §7.4 customer-update).
    if (result.customer.version !== checked.version) {
      const event = { locale: market.locale, cookie: getCookie(c, COOKIE_NAMES.analyticsId) ?? null, user_id: session.customerId };
      c.executionCtx.waitUntil(sendCustomerDataEvent(c.env, 'customer-update', event));
    }
    return c.json({ customer: result.customer });
  }
  if (result.reason === 'version-conflict') return refuse(c, 'account.error.version-conflict', 409, { body: { customer: result.customer } });
  return refuseFields(c, { email: 'email-in-use' });
});

accountProfileRoutes.get('/newsletter', async (c) => {
  const session = await requireSession(c);
  if (session instanceof Response) return session;
  return c.json({ consents: await readConsents(c.env, c.get('market').storeKey, session.customerId) });
});

/** Stores the three consents and tells the customer-data service (spec part 2 §7.4 customer-consent). */
accountProfileRoutes.put('/newsletter', rateLimit('account-write'), sessionFirst, consentsBody, async (c) => {
  const session = await requireSession(c);
  if (session instanceof Response) return session;
  const market = c.get('market');
  const stored = await storeConsents(c.env, market.storeKey, session.customerId, c.req.valid('json'));
  // The event names the customer by a SHA-256 of the normalised e-mail, never by the address itself.
  const emailToken = await digestOf(normalisedEmail(stored.email));
  c.executionCtx.waitUntil(
    sendCustomerDataEvent(c.env, 'customer-consent', {
      locale: market.locale,
      consents: consentEventConsents(stored.consents),
      email_token: emailToken,
    }),
  );
  return c.json({ consents: stored.consents });
});

accountProfileRoutes.get('/loyalty-card', async (c) => {
  const session = await requireSession(c);
  if (session instanceof Response) return session;
  return c.json({ cardNumber: await loyaltyCardNumber(c.env, c.get('market').storeKey, session.customerId) });
});

/** The address of the customer's orders with a token (opened in a new window); a failure is logged by the adapter. */
accountProfileRoutes.get('/orders-link', async (c) => {
  const session = await requireSession(c);
  if (session instanceof Response) return session;
  const { email } = await readProfile(c.env, c.get('market').storeKey, session.customerId);
  const url = await ordersLink(c.env, email);
  return url ? c.json({ url }) : refuse(c, 'account.error.orders-link-unavailable', 502);
});
