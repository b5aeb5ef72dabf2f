// Rate limits per client IP (issue: "rate limits per client IP on login, registration, password reset
// and VAT checks"). One Cloudflare Rate Limiting binding per action; its limit and period live in
// wrangler.toml, so this table and the bindings must agree (rate-limits.test.ts compares them).

export const RATE_LIMITED_ACTIONS = ['login', 'registration', 'password-reset', 'vat-check'] as const;
export type RateLimitedAction = (typeof RATE_LIMITED_ACTIONS)[number];

/** The binding's period must be 10 or 60 seconds. */
export type RateLimitPeriod = 10 | 60;

export interface RateLimitRule {
  /** Requests one client IP may make per period; the next one is refused with 429. */
  limit: number;
  periodSeconds: RateLimitPeriod;
  /** Name of the Rate Limiting binding in wrangler.toml (every environment). */
  binding: 'LOGIN_RATE_LIMITER' | 'REGISTRATION_RATE_LIMITER' | 'PASSWORD_RESET_RATE_LIMITER' | 'VAT_CHECK_RATE_LIMITER';
}

export const RATE_LIMITS: Readonly<Record<RateLimitedAction, RateLimitRule>> = {
  login: { limit: 10, periodSeconds: 60, binding: 'LOGIN_RATE_LIMITER' },
  registration: { limit: 5, periodSeconds: 60, binding: 'REGISTRATION_RATE_LIMITER' },
  'password-reset': { limit: 5, periodSeconds: 60, binding: 'PASSWORD_RESET_RATE_LIMITER' },
  'vat-check': { limit: 20, periodSeconds: 60, binding: 'VAT_CHECK_RATE_LIMITER' },
};

/**
 * Requests without a client IP (local development without Cloudflare in front, tests that send no
 * `CF-Connecting-IP`) all share this one key, so they are limited together rather than not at all.
 */
export const UNKNOWN_CLIENT_IP = 'unknown';

/** `{action}:{client IP}`; the IP as Cloudflare reports it in `CF-Connecting-IP`. */
export function rateLimitKey(action: RateLimitedAction, clientIp: string | null | undefined): string {
  const ip = clientIp?.trim();
  return `${action}:${ip ? ip.toLowerCase() : UNKNOWN_CLIENT_IP}`;
}
