// Rate limit per client IP (or e-mail address) and action (src/domain/security/rate-limits.ts) with Cloudflare's Rate
// Limiting binding; locally Miniflare implements the same binding. A request over the limit is a 429
// with Retry-After (the binding does not say when its window ends: one whole period is the upper bound)
// and a message in the shopper's language. As middleware it runs before the body is read, so every
// attempt counts; where only the body says what is attempted (a new cart, coupon codes), the endpoint
// asks refuseOverLimit itself.
import type { Context, MiddlewareHandler } from 'hono';
import { normalisedEmail, RATE_LIMITS, rateLimitKey, type RateLimitedAction } from '../../domain/security/rate-limits.ts';
import { refuse } from '../api/refuse.ts';
import type { Env } from '../env.ts';
import { logWarn } from '../services/observability/log.ts';

/**
 * Counts `attempts` of the action for the requester's IP; the 429 refusal when that goes over the
 * limit, else null. Each attempt is counted, even those of a request that is refused.
 */
export async function refuseOverLimit(c: Context<{ Bindings: Env }>, action: RateLimitedAction, attempts = 1): Promise<Response | null> {
  if (attempts <= 0) return null;
  // Without Cloudflare in front (local dev, tests) there may be no CF-Connecting-IP: one shared key.
  return refuseOverLimitByKey(c, action, rateLimitKey(action, c.req.header('cf-connecting-ip')), attempts);
}

/**
 * Counts one attempt of an action limited per e-mail address (`login-email`, `password-reset-email`, `verification-email`),
 * whichever IP asks. The key holds a SHA-256 of the normalised address, never the address itself.
 */
export async function refuseOverLimitForEmail(
  c: Context<{ Bindings: Env }>,
  action: 'login-email' | 'password-reset-email' | 'verification-email',
  email: string,
): Promise<Response | null> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(normalisedEmail(email)));
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return refuseOverLimitByKey(c, action, `${action}:${hex}`, 1);
}

/**
 * Counts one attempt of the action for the requester's IP and tells whether it went over the limit, for
 * actions answered the same either way (a consent link redirects as usual, it only sends nothing more).
 */
export async function isOverLimit(c: Context<{ Bindings: Env }>, action: RateLimitedAction): Promise<boolean> {
  const rule = RATE_LIMITS[action];
  const { success } = await c.env[rule.binding].limit({ key: rateLimitKey(action, c.req.header('cf-connecting-ip')) });
  if (!success) logWarn(`rate limit: ${action} over ${rule.limit} per ${rule.periodSeconds} s for one client`);
  return !success;
}

async function refuseOverLimitByKey(
  c: Context<{ Bindings: Env }>,
  action: RateLimitedAction,
  key: string,
  attempts: number,
): Promise<Response | null> {
  const rule = RATE_LIMITS[action];
  const outcomes = await Promise.all(Array.from({ length: attempts }, () => c.env[rule.binding].limit({ key })));
  if (outcomes.every((outcome) => outcome.success)) return null;
  logWarn(`rate limit: ${action} over ${rule.limit} per ${rule.periodSeconds} s for one client`);
  return refuse(c, 'rateLimit.message', 429, { error: 'rate-limited', retryAfterSeconds: rule.periodSeconds });
}

export function rateLimit(action: RateLimitedAction): MiddlewareHandler<{ Bindings: Env }> {
  return async function rateLimitMiddleware(c, next) {
    const refused = await refuseOverLimit(c, action);
    if (refused) return refused;
    await next();
  };
}
