// The account API (JSON): log in, register, request a password reset, each rate-limited per client IP.
// Login and registration end signed in: the customer's commerce token goes into its cookie (httpOnly,
// Secure, SameSite=Strict, expiring with the token), which the guards read back (session.ts).
// Bad input is a 400 in the shopper's language; a password-reset request is answered the same way
// whether or not the e-mail belongs to an account.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { setCookie } from 'hono/cookie';
import * as v from 'valibot';
import {
  accountErrorKey, LoginSchema, PasswordResetRequestSchema, RegistrationSchema, type AccountErrorKey,
} from '../../domain/account/credentials.ts';
import { COMMERCE_TOKEN_COOKIE_ATTRIBUTES, COOKIE_NAMES } from '../../domain/markets/market-cookies.ts';
import type { Env } from '../env.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { customerTokenFor, type CustomerToken } from '../services/commerce/customer-token.ts';
import { createPasswordResetToken, customerProfile, signUpCustomer } from '../services/commerce/customers.ts';
import { sendCustomerDataEvent } from '../services/customer-data/events.ts';
import { jsonBody, jsonFailure, localized } from './api-response.ts';

export const MAX_ACCOUNT_BODY_BYTES = 4 * 1024;

type AccountContext = Context<{ Bindings: Env }>;

export const accountApi = new Hono<{ Bindings: Env }>();

const refuse = (c: AccountContext, key: AccountErrorKey, status: 400 | 401 | 409 | 413 | 502) =>
  c.json({ error: key, message: localized(c, `account.error.${key}`) }, status);

const limitBody = bodyLimit({ maxSize: MAX_ACCOUNT_BODY_BYTES, onError: (c) => refuse(c, 'too-large', 413) });

async function parseBody<T extends v.GenericSchema>(c: AccountContext, schema: T) {
  return v.safeParse(schema, await jsonBody(c));
}

function keepCommerceToken(c: AccountContext, token: CustomerToken): void {
  setCookie(c, COOKIE_NAMES.commerceToken, token.accessToken, { ...COMMERCE_TOKEN_COOKIE_ATTRIBUTES, maxAge: token.expiresIn });
}

accountApi.onError(jsonFailure('account.error.unavailable'));
accountApi.use(async function noStore(c, next) {
  await next();
  c.header('cache-control', 'no-store');
});

accountApi.post('/login', rateLimit('login'), limitBody, async (c) => {
  const body = await parseBody(c, LoginSchema);
  if (!body.success) return refuse(c, accountErrorKey(body.issues), 400);
  const { storeKey } = c.get('market');
  const token = await customerTokenFor(c.env, { storeKey, ...body.output });
  if (!token) return refuse(c, 'login-failed', 401);
  const customer = await customerProfile(c.env, storeKey, token.customerId);
  keepCommerceToken(c, token);
  return c.json({ customer });
});

accountApi.post('/register', rateLimit('registration'), limitBody, async (c) => {
  const body = await parseBody(c, RegistrationSchema);
  if (!body.success) return refuse(c, accountErrorKey(body.issues), 400);
  const { storeKey, locale } = c.get('market');
  const signedUp = await signUpCustomer(c.env, { storeKey, locale, ...body.output });
  if (!signedUp.ok) return refuse(c, 'email-taken', 409);
  const token = await customerTokenFor(c.env, { storeKey, email: body.output.email, password: body.output.password });
  if (!token) {
    console.error('registration: the new customer cannot sign in', storeKey);
    return refuse(c, 'registration-failed', 502);
  }
  keepCommerceToken(c, token);
  return c.json({ customer: signedUp.customer }, 201);
});

accountApi.post('/password-reset', rateLimit('password-reset'), limitBody, async (c) => {
  const body = await parseBody(c, PasswordResetRequestSchema);
  if (!body.success) return refuse(c, accountErrorKey(body.issues), 400);
  const { storeKey, locale } = c.get('market');
  const { email } = body.output;
  const token = await createPasswordResetToken(c.env, storeKey, email);
  // The reset-password service mails the link; nothing is sent for an unknown e-mail, and the answer
  // does not say which it was.
  if (token) c.executionCtx.waitUntil(sendCustomerDataEvent(c.env, 'reset-password', { email, locale, token }));
  return c.json({ message: localized(c, 'account.passwordReset.requested') }, 202);
});
