// Social sign-in (spec part 1 §6: two external providers, scopes profile and email; part 2 §7.5 and §9:
// the sign-in sync asks for a session of 86400 s). What the worker's identity service and route share.
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const isSocialProvider = (value: string): value is SocialProvider => (SOCIAL_PROVIDERS as readonly string[]).includes(value);

/** Scopes asked of each provider: Google is OpenID Connect (`openid` for the ID token), Facebook takes a comma list. */
export const SOCIAL_SCOPES: Readonly<Record<SocialProvider, string>> = {
  google: 'openid profile email',
  facebook: 'public_profile,email',
};

/** Spec part 2 §9 "Session ttl for social sign-in sync 86400 s". */
export const SOCIAL_SESSION_TTL_SECONDS = 86_400;

/** How long a started sign-in may take at the provider before its state cookie expires (ours: ten minutes). */
export const SOCIAL_STATE_TTL_SECONDS = 600;

const MAX_RETURN_PATH_LENGTH = 2048;
const PROBE_ORIGIN = 'https://shop.invalid';

/**
 * Where to send the shopper after signing in: `wanted` when it is a path of this site (no scheme, no
 * `//host`, no backslash or control character that a browser would read as another host), else `fallback`.
 */
export function safeReturnPath(wanted: string | null | undefined, fallback: string): string {
  if (!wanted || wanted.length > MAX_RETURN_PATH_LENGTH || !wanted.startsWith('/') || wanted.startsWith('//')) return fallback;
  if (/[\\\u0000-\u001f\u007f]/.test(wanted)) return fallback;
  if (!URL.canParse(wanted, PROBE_ORIGIN)) return fallback;
  const url = new URL(wanted, PROBE_ORIGIN);
  return url.origin === PROBE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : fallback;
}
