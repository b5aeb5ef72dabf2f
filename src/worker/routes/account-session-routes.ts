// Sign-in (spec part 2 §7.1 customerSignMeIn), sign-out and who is signed in. Sign-in is rate-limited per
// client IP and per e-mail address, opens a new session every time (session.ts revokes tokens the
// browser sent along), refuses a customer whose e-mail address is not confirmed yet (only after a correct
// password, so the answer reveals nothing to someone without it) and takes the browser's cart along
// (sign-in-cart.ts). Sign-out revokes both tokens and deletes the session's cookies; a form post (the
// no-script confirm button of /log-out) is answered with a redirect home.
import { Hono } from 'hono';
import { LoginSchema } from '../../domain/account/credentials.ts';
import { hrefFor } from '../../domain/routes/route-table.ts';
import type { ApiEnv } from '../api/api-env.ts';
import { refuse } from '../api/refuse.ts';
import { rateLimit, refuseOverLimitForEmail } from '../middleware/rate-limit.ts';
import { signInFacts } from '../services/commerce/customer-sign-in.ts';
import { customerTokenFor } from '../services/commerce/customer-token.ts';
import { customerProfile } from '../services/commerce/customers.ts';
import { revokeToken } from '../services/commerce/token-revocation.ts';
import { endSession, requireSession, startSession } from '../session/session.ts';
import { accountBody } from './account-body.ts';
import { signInTakingCart } from './sign-in-cart.ts';
import { logError } from '../services/observability/log.ts';

export const accountSessionRoutes = new Hono<ApiEnv>();

accountSessionRoutes.post('/login', rateLimit('login'), accountBody(LoginSchema), async (c) => {
  const { storeKey } = c.get('market');
  const credentials = c.req.valid('json');
  const overLimit = await refuseOverLimitForEmail(c, 'login-email', credentials.email);
  if (overLimit) return overLimit;
  const token = await customerTokenFor(c.env, { storeKey, ...credentials });
  if (!token) return refuse(c, 'account.error.login-failed', 401);
  const retireNewTokens = () =>
    Promise.all([revokeToken(c.env, token.accessToken, 'access_token'), revokeToken(c.env, token.refreshToken, 'refresh_token')]);
  try {
    const facts = await signInFacts(c.env, storeKey, token.customerId);
    if (!facts.isEmailVerified) {
      await retireNewTokens();
      return refuse(c, 'account.error.email-not-verified', 403);
    }
    const cartId = await signInTakingCart(c, token.customerId, { storeKey, ...credentials });
    const customer = await customerProfile(c.env, storeKey, token.customerId);
    startSession(c, { ...token, customerGroupKey: facts.customerGroupKey });
    return c.json({ customer, cartId });
  } catch (error) {
    // The sign-in failed half-way (commerce unreachable): tokens nobody will hold are not left valid.
    logError('sign-in failed after the password flow; its new tokens are revoked', error);
    await retireNewTokens();
    throw error;
  }
});

/** The signed-in customer's name and e-mail (the header's account menu), or 401. */
accountSessionRoutes.get('/me', async (c) => {
  const session = await requireSession(c);
  if (session instanceof Response) return session;
  return c.json({ customer: await customerProfile(c.env, c.get('market').storeKey, session.customerId) });
});

accountSessionRoutes.post('/logout', async (c) => {
  await endSession(c);
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
    return c.redirect(hrefFor(c.get('market'), { name: 'home' }), 303);
  }
  return c.json({ signedOut: true });
});
