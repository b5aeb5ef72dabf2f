// Newsletter double opt-in links (spec part 1 §2): `…/exConsents/confirm?hash=…` and
// `…/exConsents/manageSubscriptions`. The hash is base64 (standard or URL-safe) of a JSON object; its
// `redirect_to` is where the shopper lands, behind the market's language prefix, if it is a path on
// this site. Everything else lands on the market's home. Nothing here can fail: bad input → home.
import * as v from 'valibot';
import type { Market } from '../markets/market.ts';
import { hrefFor } from './route-table.ts';
import { safeSitePath } from './safe-path.ts';

export const CONSENT_CONFIRM = /\/exconsents\/confirm\/?$/i;
export const CONSENT_MANAGE = /\/exconsents\/managesubscriptions\/?$/i;
/** Far more than any real hash; bounds the work a crafted URL can cause. */
export const MAX_CONSENT_HASH_LENGTH = 8192;

const ConsentHashSchema = v.looseObject({
  redirect_to: v.optional(v.unknown()),
  email_token: v.optional(v.pipe(v.string(), v.maxLength(1024))),
  consents: v.optional(v.record(v.pipe(v.string(), v.maxLength(64)), v.boolean())),
});
export type ConsentHash = v.InferOutput<typeof ConsentHashSchema>;

export interface ConsentOutcome {
  /** 308 like every URL redirect; 307 when a consent was sent, so no browser caches the link's answer. */
  status: 307 | 308;
  location: string;
  /** The decoded hash, when there was a valid one: the newsletter consent event to send. */
  consent: ConsentHash | null;
}

export function decodeConsentHash(hash: string): ConsentHash | null {
  if (hash.length === 0 || hash.length > MAX_CONSENT_HASH_LENGTH) return null;
  const base64 = hash.replace(/-/g, '+').replace(/_/g, '/').replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) return null;
  try {
    const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (char) => char.charCodeAt(0));
    const json: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    if (Array.isArray(json)) return null;
    const parsed = v.safeParse(ConsentHashSchema, json);
    return parsed.success ? parsed.output : null;
  } catch {
    // Not base64, not UTF-8 or not JSON: an invalid link, answered with the home page like no hash.
    return null;
  }
}

function withQuery(path: string, search: URLSearchParams): string {
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** The redirect for a consent link, or null when the path is not one. */
export function consentRedirect(url: URL, market: Market): ConsentOutcome | null {
  const home = hrefFor(market, { name: 'home' });
  if (CONSENT_MANAGE.test(url.pathname)) return { status: 308, location: withQuery(home, url.searchParams), consent: null };
  if (!CONSENT_CONFIRM.test(url.pathname)) return null;
  const hash = url.searchParams.get('hash');
  if (hash === null) return { status: 308, location: withQuery(home, url.searchParams), consent: null };
  const consent = decodeConsentHash(hash);
  const target = safeSitePath(consent?.redirect_to);
  const location = target === null ? home : target === '/' ? home : `${market.prefix}${target}`;
  return { status: consent ? 307 : 308, location, consent };
}
