// Rate limits on everything a stranger can repeat cheaply: per client IP on login, registration, password
// reset, resending the e-mail confirmation, VAT checks, the cart's writes (creating a cart, sending
// actions, trying coupon codes), a customer's own account writes, reviews, social sign-in, the product
// page's recommendations (each a call to the recommendation service) and browsers' error reports (each a
// log line); per e-mail address on sign-in, password reset and the mails registration sends, so that many
// IPs cannot take turns at one account or one mailbox.
// One Cloudflare Rate Limiting binding per action; its limit and period live in wrangler.toml, so this
// table and the bindings must agree (rate-limits.test.ts compares them).

export const RATE_LIMITED_ACTIONS = [
  'login',
  'login-email',
  'registration',
  'password-reset',
  'password-reset-email',
  'verification-resend',
  'verification-email',
  'vat-check',
  'cart-creation',
  'cart-write',
  'coupon-code',
  'contact-case',
  'newsletter',
  'consent-link',
  'account-write',
  'review-write',
  'social-sign-in',
  'recommendations',
  'client-error',
] as const;
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
    | 'LOGIN_EMAIL_RATE_LIMITER'
    | 'PASSWORD_RESET_EMAIL_RATE_LIMITER'
    | 'REGISTRATION_RATE_LIMITER'
    | 'PASSWORD_RESET_RATE_LIMITER'
    | 'VERIFICATION_RESEND_RATE_LIMITER'
    | 'VERIFICATION_EMAIL_RATE_LIMITER'
    | 'VAT_CHECK_RATE_LIMITER'
    | 'CART_CREATION_RATE_LIMITER'
    | 'CART_WRITE_RATE_LIMITER'
    | 'COUPON_CODE_RATE_LIMITER'
    | 'CONTACT_CASE_RATE_LIMITER'
    | 'NEWSLETTER_RATE_LIMITER'
    | 'CONSENT_LINK_RATE_LIMITER'
    | 'ACCOUNT_WRITE_RATE_LIMITER'
    | 'REVIEW_WRITE_RATE_LIMITER'
    | 'SOCIAL_SIGN_IN_RATE_LIMITER'
    | 'RECOMMENDATIONS_RATE_LIMITER'
    | 'CLIENT_ERRORS_RATE_LIMITER';
}

export const RATE_LIMITS: Readonly<Record<RateLimitedAction, RateLimitRule>> = {
  login: { limit: 10, periodSeconds: 60, binding: 'LOGIN_RATE_LIMITER' },
  registration: { limit: 5, periodSeconds: 60, binding: 'REGISTRATION_RATE_LIMITER' },
  'password-reset': { limit: 5, periodSeconds: 60, binding: 'PASSWORD_RESET_RATE_LIMITER' },
  // Per e-mail address, whichever IPs ask: a customer who mistypes a password tries a few times; a
  // guesser spread over many IPs gets five tries a minute at one account.
  'login-email': { limit: 5, periodSeconds: 60, binding: 'LOGIN_EMAIL_RATE_LIMITER' },
  // Each request mails the owner a link: three a minute is more than anyone waiting for a mail needs.
  'password-reset-email': { limit: 3, periodSeconds: 60, binding: 'PASSWORD_RESET_EMAIL_RATE_LIMITER' },
  'verification-resend': { limit: 5, periodSeconds: 60, binding: 'VERIFICATION_RESEND_RATE_LIMITER' },
  // Registration and each resend send the address a mail (a confirmation link, or, to the owner of a
  // known address, a reset link): as for password reset, three a minute.
  'verification-email': { limit: 3, periodSeconds: 60, binding: 'VERIFICATION_EMAIL_RATE_LIMITER' },
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
  // Each customer-service case lands in a person's queue: a shopper writes one, maybe a second after a
  // typo; five a minute from one client is already more than any real conversation.
  'contact-case': { limit: 5, periodSeconds: 60, binding: 'CONTACT_CASE_RATE_LIMITER' },
  // Each subscription mails the address a confirmation (double opt-in): as for the account mails.
  newsletter: { limit: 5, periodSeconds: 60, binding: 'NEWSLETTER_RATE_LIMITER' },
  // Consent-confirmation links from mails (/exConsents/confirm): a shopper clicks one or two.
  'consent-link': { limit: 10, periodSeconds: 60, binding: 'CONSENT_LINK_RATE_LIMITER' },
  // A signed-in customer's own writes (profile, newsletter choices, password change, address book): each
  // is a commercetools update, and the password change checks the current password, so a stolen session
  // must not be able to guess it at speed. Someone tidying an address book makes a few writes a minute.
  'account-write': { limit: 30, periodSeconds: 60, binding: 'ACCOUNT_WRITE_RATE_LIMITER' },
  // Each review goes to moderation and onto product pages; a customer writes one at a time.
  'review-write': { limit: 5, periodSeconds: 60, binding: 'REVIEW_WRITE_RATE_LIMITER' },
  // Each start seals a state cookie and each callback exchanges a code at the provider and syncs the
  // customer: a shopper signs in once, maybe retries after cancelling at the provider.
  'social-sign-in': { limit: 20, periodSeconds: 60, binding: 'SOCIAL_SIGN_IN_RATE_LIMITER' },
  // A read, but each one the product cache cannot answer calls the recommendation service: every
  // product page asks once, so a shopper (or an office of buyers behind one address) browsing fast stays
  // well below two a second, and a stranger repeating it cannot make the shop hammer the service.
  recommendations: { limit: 120, periodSeconds: 60, binding: 'RECOMMENDATIONS_RATE_LIMITER' },
  // A browser's error reports (POST /api/client-errors): a page sends at most five, so thirty a minute is a
  // shopper opening six failing pages a minute, or an office behind one address; each is a log line, and a
  // stranger repeating the request must not be able to fill the logs.
  'client-error': { limit: 30, periodSeconds: 60, binding: 'CLIENT_ERRORS_RATE_LIMITER' },
};

/**
 * Requests without a client IP (local development without Cloudflare in front, tests that send no
 * `CF-Connecting-IP`) all share this one key, so they are limited together rather than not at all.
 */
export const UNKNOWN_CLIENT_IP = 'unknown';

/**
 * The part of a client IP that names one client: an IPv4 address whole, an IPv6 address by its /64
 * network, since one subscriber gets a whole /64 and can take a new address in it for every request.
 */
export function clientKeyOfIp(clientIp: string | null | undefined): string {
  const ip = clientIp?.trim().toLowerCase();
  if (!ip) return UNKNOWN_CLIENT_IP;
  if (!ip.includes(':')) return ip;
  const groups = expandIpv6(ip);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : ip;
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, an embedded IPv4 tail counted as two), or null. */
function expandIpv6(ip: string): string[] | null {
  const [head = '', tail, ...more] = ip.split('::');
  if (more.length > 0) return null;
  const toGroups = (part: string) => (part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])));
  const front = toGroups(head);
  const back = tail === undefined ? [] : toGroups(tail);
  const missing = 8 - front.length - back.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  const groups = [...front, ...Array.from({ length: missing }, () => '0'), ...back];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => group.replace(/^0+(?=.)/, ''));
}

/** `{action}:{client}`; the client is its IP as Cloudflare reports it in `CF-Connecting-IP` (IPv6 by /64). */
export function rateLimitKey(action: RateLimitedAction, clientIp: string | null | undefined): string {
  return `${action}:${clientKeyOfIp(clientIp)}`;
}

/** An e-mail address as the limit per address counts it: trimmed and lower-cased, as sign-in matches it. */
export const normalisedEmail = (email: string): string => email.trim().toLowerCase();
