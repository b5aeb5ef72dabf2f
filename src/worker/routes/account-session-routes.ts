// Sign-in (spec part 2 §7.1 customerSignMeIn): e-mail and password against the market's store, rate-limited
// per client IP. The customer's commerce token goes into its cookie (session.ts).
import { Hono } from 'hono';
import { LoginSchema } from '../../domain/account/credentials.ts';
import type { ApiEnv } from '../api/api-env.ts';
import { refuse } from '../api/refuse.ts';
import { rateLimit, refuseOverLimitForEmail } from '../middleware/rate-limit.ts';
import { customerTokenFor } from '../services/commerce/customer-token.ts';
import { customerProfile } from '../services/commerce/customers.ts';
import { endSession, requireSession, startSession } from '../session/session.ts';
import { accountBody } from './account-body.ts';

export const accountSessionRoutes = new Hono<ApiEnv>();

accountSessionRoutes.post('/login', rateLimit('login'), accountBody(LoginSchema), async (c) => {
  const { storeKey } = c.get('market');
  const credentials = c.req.valid('json');
  const overLimit = await refuseOverLimitForEmail(c, 'login-email', credentials.email);
  if (overLimit) return overLimit;
  const token = await customerTokenFor(c.env, { storeKey, ...credentials });
  if (!token) return refuse(c, 'account.error.login-failed', 401);
  const customer = await customerProfile(c.env, storeKey, token.customerId);
  startSession(c, token);
  return c.json({ customer });
});

/** The signed-in customer's name and e-mail (the header's account menu), or 401. */
accountSessionRoutes.get('/me', async (c) => {
  const session = await requireSession(c);
  if (session instanceof Response) return session;
  return c.json({ customer: await customerProfile(c.env, c.get('market').storeKey, session.customerId) });
});

accountSessionRoutes.post('/logout', async (c) => {
  await endSession(c);
  return c.json({ signedOut: true });
});
