// Registration and password reset (spec part 2 §7.1 customerSignMeUp, customerResetPassword), each
// rate-limited per client IP. A password-reset request is answered the same way whether or not the
// e-mail belongs to an account.
import { Hono } from 'hono';
import { PasswordResetRequestSchema, RegistrationSchema } from '../../domain/account/credentials.ts';
import type { ApiEnv } from '../api/api-env.ts';
import { localized } from '../api/localized.ts';
import { refuse } from '../api/refuse.ts';
import { rateLimit, refuseOverLimitForEmail } from '../middleware/rate-limit.ts';
import { customerTokenFor } from '../services/commerce/customer-token.ts';
import { createPasswordResetToken, signUpCustomer } from '../services/commerce/customers.ts';
import { sendCustomerDataEvent } from '../services/customer-data/events.ts';
import { startSession } from '../session/session.ts';
import { accountBody } from './account-body.ts';

export const accountCredentialRoutes = new Hono<ApiEnv>();

accountCredentialRoutes.post('/register', rateLimit('registration'), accountBody(RegistrationSchema), async (c) => {
  const body = c.req.valid('json');
  const { storeKey, locale } = c.get('market');
  const signedUp = await signUpCustomer(c.env, { storeKey, locale, ...body });
  if (!signedUp.ok) return refuse(c, 'account.error.email-taken', 409);
  const token = await customerTokenFor(c.env, { storeKey, email: body.email, password: body.password });
  if (!token) {
    console.error('registration: the new customer cannot sign in', storeKey);
    return refuse(c, 'account.error.registration-failed', 502);
  }
  startSession(c, token);
  return c.json({ customer: signedUp.customer }, 201);
});

accountCredentialRoutes.post('/password-reset', rateLimit('password-reset'), accountBody(PasswordResetRequestSchema), async (c) => {
  const { storeKey, locale } = c.get('market');
  const { email } = c.req.valid('json');
  const overLimit = await refuseOverLimitForEmail(c, 'password-reset-email', email);
  if (overLimit) return overLimit;
  const token = await createPasswordResetToken(c.env, storeKey, email);
  // The reset-password service mails the link; nothing is sent for an unknown e-mail, and the answer
  // does not say which it was.
  if (token) c.executionCtx.waitUntil(sendCustomerDataEvent(c.env, 'reset-password', { email, locale, token }));
  return c.json({ message: localized(c, 'account.passwordReset.requested') }, 202);
});
