// The account API (JSON): log in, register, request a password reset, each rate-limited per client IP.
// Login and registration end signed in: the customer's commerce token goes into its cookie (httpOnly,
// Secure, SameSite=Strict, expiring with the token), which the guards read back (session.ts).
// Bad input is a 400 in the shopper's language; a password-reset request is answered the same way
// whether or not the e-mail belongs to an account; commerce down is a 503 with Retry-After.
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type * as v from 'valibot';
import { accountErrorKey, LoginSchema, PasswordResetRequestSchema, RegistrationSchema } from '../../domain/account/credentials.ts';
import { COMMERCE_TOKEN_COOKIE_ATTRIBUTES, COOKIE_NAMES } from '../../domain/markets/market-cookies.ts';
import { jsonApi } from '../api/json-api.ts';
import { jsonBody } from '../api/json-body.ts';
import { localized } from '../api/localized.ts';
import { refuse } from '../api/refuse.ts';
import type { Env } from '../env.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { customerTokenFor, type CustomerToken } from '../services/commerce/customer-token.ts';
import { createPasswordResetToken, customerProfile, signUpCustomer } from '../services/commerce/customers.ts';
import { sendCustomerDataEvent } from '../services/customer-data/events.ts';

export const MAX_ACCOUNT_BODY_BYTES = 4 * 1024;

export const accountApi = jsonApi({ unavailable: 'account.error.unavailable' });

/** Every account form's body: the same size, the same refusals (the schemas' issues name the key). */
const accountBody = <S extends v.GenericSchema>(schema: S) =>
  jsonBody(schema, {
    maxBytes: MAX_ACCOUNT_BODY_BYTES,
    tooLarge: 'account.error.too-large',
    malformed: 'account.error.malformed',
    invalid: (issues) => `account.error.${accountErrorKey(issues)}`,
  });

function keepCommerceToken(c: Context<{ Bindings: Env }>, token: CustomerToken): void {
  setCookie(c, COOKIE_NAMES.commerceToken, token.accessToken, { ...COMMERCE_TOKEN_COOKIE_ATTRIBUTES, maxAge: token.expiresIn });
}

accountApi.post('/login', rateLimit('login'), accountBody(LoginSchema), async (c) => {
  const { storeKey } = c.get('market');
  const token = await customerTokenFor(c.env, { storeKey, ...c.req.valid('json') });
  if (!token) return refuse(c, 'account.error.login-failed', 401);
  const customer = await customerProfile(c.env, storeKey, token.customerId);
  keepCommerceToken(c, token);
  return c.json({ customer });
});

accountApi.post('/register', rateLimit('registration'), accountBody(RegistrationSchema), async (c) => {
  const body = c.req.valid('json');
  const { storeKey, locale } = c.get('market');
  const signedUp = await signUpCustomer(c.env, { storeKey, locale, ...body });
  if (!signedUp.ok) return refuse(c, 'account.error.email-taken', 409);
  const token = await customerTokenFor(c.env, { storeKey, email: body.email, password: body.password });
  if (!token) {
    console.error('registration: the new customer cannot sign in', storeKey);
    return refuse(c, 'account.error.registration-failed', 502);
  }
  keepCommerceToken(c, token);
  return c.json({ customer: signedUp.customer }, 201);
});

accountApi.post('/password-reset', rateLimit('password-reset'), accountBody(PasswordResetRequestSchema), async (c) => {
  const { storeKey, locale } = c.get('market');
  const { email } = c.req.valid('json');
  const token = await createPasswordResetToken(c.env, storeKey, email);
  // The reset-password service mails the link; nothing is sent for an unknown e-mail, and the answer
  // does not say which it was.
  if (token) c.executionCtx.waitUntil(sendCustomerDataEvent(c.env, 'reset-password', { email, locale, token }));
  return c.json({ message: localized(c, 'account.passwordReset.requested') }, 202);
});
