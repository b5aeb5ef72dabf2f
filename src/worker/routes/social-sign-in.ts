// Social sign-in (contract "social"), mounted under /auth:
//   GET /auth/{google|facebook}/start?return=   → 302 to the provider, the state, nonce (Google) and PKCE
//                                                 verifier kept in a signed, short-lived httpOnly cookie
//   GET /auth/{google|facebook}/callback        → the state checked against that cookie, the code exchanged
//                                                 and validated (services/identity), the sign-in sync's
//                                                 customer token made the session (startSession), then
//                                                 on to the return path or /my-account (signed-in-hop.ts:
//                                                 a same-site step, not a 303, so the Strict cookie goes along)
// A tampered or expired state, a cancelled consent, a replayed code or a wrong nonce is a 400 page in the
// shopper's language and changes nothing; a provider or sync that does not answer is a 503 page.
import { type Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as oauth from 'oauth4webapi';
import { isSocialProvider, safeReturnPath, type SocialProvider } from '../../domain/account/social-sign-in.ts';
import { hrefFor } from '../../domain/routes/route-table.ts';
import { RATE_LIMITS } from '../../domain/security/rate-limits.ts';
import { RETRY_AFTER_SECONDS } from '../../domain/security/retry-after.ts';
import type { Env } from '../env.ts';
import { pageRequest } from '../pages/page-request.ts';
import { pageOfKind } from '../pages/page-registry.ts';
import { showPage } from '../pages/show-page.ts';
import { facebook } from '../services/identity/facebook.ts';
import { google } from '../services/identity/google.ts';
import { type ProviderAdapter, SocialSignInFailure } from '../services/identity/provider-sign-in.ts';
import { signInSync } from '../services/identity/sign-in-sync.ts';
import { signInFacts } from '../services/commerce/customer-sign-in.ts';
import { openSocialState, SOCIAL_STATE_COOKIE, SOCIAL_STATE_COOKIE_ATTRIBUTES, sealSocialState } from '../services/identity/social-state.ts';
import { startSession } from '../session/session.ts';
import { signedInHop } from './signed-in-hop.ts';
import { takeCartAlongToSocialSignIn } from './sign-in-cart.ts';
import { isOverLimit } from '../middleware/rate-limit.ts';
import { logError, logWarn } from '../services/observability/log.ts';

type SocialContext = Context<{ Bindings: Env }>;

const ADAPTERS: Readonly<Record<SocialProvider, ProviderAdapter>> = { google, facebook };

const callbackUri = (c: SocialContext, provider: SocialProvider) => new URL(`/auth/${provider}/callback`, c.req.url).href;

/** The failure page: 400 when the sign-in was refused or tampered with, 503 when a service did not answer. */
function failurePage(c: SocialContext, failure: SocialSignInFailure): Promise<Response> {
  if (failure.kind === 'unavailable') logError('social sign-in unavailable', failure.message, failure.cause);
  else logWarn('social sign-in refused', failure.message);
  return failureResponse(c, failure.kind === 'refused' ? 400 : 503, RETRY_AFTER_SECONDS);
}

/**
 * Over the social sign-in rate limit (logged by isOverLimit): the same page as a 429 that says when to try
 * again, since the refused request is a navigation, not an API call. Nothing is started or spent.
 */
function overLimitPage(c: SocialContext): Promise<Response> {
  return failureResponse(c, 429, RATE_LIMITS['social-sign-in'].periodSeconds);
}

async function failureResponse(c: SocialContext, status: 400 | 429 | 503, retryAfterSeconds: number): Promise<Response> {
  const request = pageRequest(c);
  const categories = await request.services.categories().catch((error: unknown) => {
    logWarn('sign-in failure page without its category bar', error);
    return [];
  });
  const page = pageOfKind('social-sign-in-failed');
  const response = await showPage(c, request, { page, data: { kind: 'social-sign-in-failed' }, categories, status, noStore: true });
  if (status !== 400) response.headers.set('retry-after', String(retryAfterSeconds));
  return response;
}

export const socialSignIn = new Hono<{ Bindings: Env }>();

socialSignIn.get('/:provider/start', async (c) => {
  const provider = c.req.param('provider');
  if (!isSocialProvider(provider)) return c.notFound();
  if (await isOverLimit(c, 'social-sign-in')) return overLimitPage(c);
  const fallback = hrefFor(c.get('market'), { name: 'myAccount' });
  const codeVerifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const nonce = provider === 'google' ? oauth.generateRandomNonce() : undefined;
  try {
    const url = await ADAPTERS[provider].authorizationUrl(c.env, {
      redirectUri: callbackUri(c, provider),
      state,
      nonce,
      codeChallenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
    });
    const returnPath = safeReturnPath(c.req.query('return'), fallback);
    const sealed = await sealSocialState(c.env.SOCIAL_STATE_SECRET, { provider, state, nonce, codeVerifier, returnPath });
    setCookie(c, SOCIAL_STATE_COOKIE, sealed, SOCIAL_STATE_COOKIE_ATTRIBUTES);
    c.header('cache-control', 'private, no-store');
    return c.redirect(url.href, 302);
  } catch (error) {
    if (error instanceof SocialSignInFailure) return failurePage(c, error);
    throw error;
  }
});

socialSignIn.get('/:provider/callback', async (c) => {
  const provider = c.req.param('provider');
  if (!isSocialProvider(provider)) return c.notFound();
  // Before the state cookie is spent: a shopper refused here can go back and finish the same sign-in.
  if (await isOverLimit(c, 'social-sign-in')) return overLimitPage(c);
  const started = await openSocialState(c.env.SOCIAL_STATE_SECRET, getCookie(c, SOCIAL_STATE_COOKIE), provider);
  const callbackUrl = new URL(c.req.url);
  // The state the provider returns must be the one this browser's cookie holds (CSRF and mix-up defence).
  if (!started || callbackUrl.searchParams.get('state') !== started.state) {
    return failurePage(c, new SocialSignInFailure('refused', `${provider} callback without this browser's state`));
  }
  // One attempt per started sign-in: the state is spent whatever happens next.
  deleteCookie(c, SOCIAL_STATE_COOKIE, { path: '/', secure: true });
  try {
    const signIn = await ADAPTERS[provider].complete(c.env, callbackUrl, {
      redirectUri: callbackUri(c, provider),
      state: started.state,
      nonce: started.nonce,
      codeVerifier: started.codeVerifier,
    });
    const token = await signInSync(c.env, signIn);
    // The group is the cohort tier (`customer_group` cookie); the browser's cart becomes the customer's.
    const { customerGroupKey } = await signInFacts(c.env, c.get('market').storeKey, token.customerId);
    await takeCartAlongToSocialSignIn(c, token.customerId);
    startSession(c, { ...token, customerGroupKey });
    return signedInHop(c, started.returnPath);
  } catch (error) {
    if (error instanceof SocialSignInFailure) return failurePage(c, error);
    throw error;
  }
});
