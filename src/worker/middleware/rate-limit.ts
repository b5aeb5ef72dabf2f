// Rate limit per client IP and action (src/domain/security/rate-limits.ts) with Cloudflare's Rate
// Limiting binding; locally Miniflare implements the same binding. A request over the limit is a 429
// with Retry-After (the binding does not say when its window ends: one whole period is the upper bound)
// and a message in the shopper's language. It runs before the body is read, so every attempt counts.
import type { MiddlewareHandler } from 'hono';
import { RATE_LIMITS, rateLimitKey, type RateLimitedAction } from '../../domain/security/rate-limits.ts';
import type { Env } from '../env.ts';
import { localized } from '../routes/api-response.ts';

export function rateLimit(action: RateLimitedAction): MiddlewareHandler<{ Bindings: Env }> {
  const rule = RATE_LIMITS[action];
  return async function rateLimitMiddleware(c, next) {
    // Without Cloudflare in front (local dev, tests) there is no CF-Connecting-IP: one shared key.
    const key = rateLimitKey(action, c.req.header('cf-connecting-ip'));
    const { success } = await c.env[rule.binding].limit({ key });
    if (!success) {
      console.warn(`rate limit: ${action} over ${rule.limit} per ${rule.periodSeconds} s for one client`);
      c.header('retry-after', String(rule.periodSeconds));
      return c.json({ error: 'rate-limited', message: localized(c, 'rateLimit.message') }, 429);
    }
    await next();
  };
}
