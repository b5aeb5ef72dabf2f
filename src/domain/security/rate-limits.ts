// Rate limits per client IP on everything a stranger can repeat cheaply: login, registration, password
// reset, VAT checks, and the cart's writes (creating a cart, sending actions, trying coupon codes).
// One Cloudflare Rate Limiting binding per action; its limit and period live in wrangler.toml, so this
// table and the bindings must agree (rate-limits.test.ts compares them).

export const RATE_LIMITED_ACTIONS = ['login', 'registration', 'password-reset', 'vat-check', 'cart-creation', 'cart-write', 'coupon-code'] as const;
export type RateLimitedAction = (typeof RATE_LIMITED_ACTIONS)[number];

/** The binding's period must be 10 or 60 seconds. */
export type RateLimitPeriod = 10 | 60;

export interface RateLimitRule {
  /** Requests one client IP may make per period; the next one is refused with 429. */
  limit: number;
  periodSeconds: RateLimitPeriod;
  /** Name of the Rate Limiting binding in wrangler.toml (every environment). */
  binding:
    | 'LOGIN_RATE_LIMITER'
    | 'REGISTRATION_RATE_LIMITER'
    | 'PASSWORD_RESET_RATE_LIMITER'
    | 'VAT_CHECK_RATE_LIMITER'
    | 'CART_CREATION_RATE_LIMITER'
    | 'CART_WRITE_RATE_LIMITER'
    | 'COUPON_CODE_RATE_LIMITER';
}

export const RATE_LIMITS: Readonly<Record<RateLimitedAction, RateLimitRule>> = {
  login: { limit: 10, periodSeconds: 60, binding: 'LOGIN_RATE_LIMITER' },
  registration: { limit: 5, periodSeconds: 60, binding: 'REGISTRATION_RATE_LIMITER' },
  'password-reset': { limit: 5, periodSeconds: 60, binding: 'PASSWORD_RESET_RATE_LIMITER' },
  'vat-check': { limit: 20, periodSeconds: 60, binding: 'VAT_CHECK_RATE_LIMITER' },
  // A shopper starts one cart per market and browser and keeps it 30 days (its cookie); even one who
  // clears cookies or switches markets again and again stays far below ten a minute.
  'cart-creation': { limit: 10, periodSeconds: 60, binding: 'CART_CREATION_RATE_LIMITER' },
  // Every POST /api/cart/actions and DELETE /api/cart: each click on a quantity button or "add to
  // cart" is one request; two a second for a whole minute is more than hands do.
  'cart-write': { limit: 120, periodSeconds: 60, binding: 'CART_WRITE_RATE_LIMITER' },
  // Counted per code tried (a request may carry several): a shopper types the one or two codes they
  // have, a few times over at most; a guesser gets ten tries a minute.
  'coupon-code': { limit: 10, periodSeconds: 60, binding: 'COUPON_CODE_RATE_LIMITER' },
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
