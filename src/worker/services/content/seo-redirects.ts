// SEO redirects (301) for addresses no page answers: first the table seeded into the CONTENT KV
// namespace, then the `seo-redirection` middleware service when it is configured (query `sourceUrl`,
// answer `redirectionCode` and `targetURL`). Only asked on the way to a 404, so pages pay nothing. The
// service's answers, "no redirect" included, are cached in the Cache API (policy `seo-redirect`): the
// paths are anyone's to invent, so they never reach KV, and a crawler walking dead links does not ask
// the service every time. A service that fails is not an answer: nothing is cached, no redirect is made.
import * as v from 'valibot';
import { isStorableKey, seoRedirectKey } from '../../../domain/content/kv-keys.ts';
import { SeoRedirectEntrySchema } from '../../../domain/content/seo-redirect.ts';
import type { Market } from '../../../domain/markets/market.ts';
import { safeSitePath } from '../../../domain/routes/safe-path.ts';
import type { Env } from '../../env.ts';
import { digestOf } from '../cache/cache-key.ts';
import { cacheContext, cached, type WaitUntil } from '../cache/read-through.ts';
import { timedFetch } from '../observability/request-context.ts';
import { logError, logWarn } from '../observability/log.ts';

export interface SeoRedirect {
  status: 301 | 302 | 307 | 308;
  location: string;
}

const SERVICE_TIMEOUT_MS = 1_500;
const REDIRECT_CODES = [301, 302, 307, 308] as const;
const ServiceAnswerSchema = v.object({ redirectionCode: v.number(), targetURL: v.string() });
const SeoRedirectSchema = v.object({ status: v.picklist(REDIRECT_CODES), location: v.string() });

function withQuery(target: string, url: URL): string {
  return url.search && !target.includes('?') ? `${target}${url.search}` : target;
}

async function fromTable(env: Env, market: Market, url: URL): Promise<SeoRedirect | null> {
  const key = seoRedirectKey(market.country.code, url.pathname);
  if (!isStorableKey(key)) return null;
  const stored: unknown = await env.CONTENT.get(key, 'json');
  if (stored === null) return null;
  const parsed = v.safeParse(SeoRedirectEntrySchema, stored);
  if (!parsed.success) {
    logError('SEO redirect entry is malformed', url.pathname);
    return null;
  }
  return { status: parsed.output.status, location: withQuery(parsed.output.target, url) };
}

/** The service's redirect for the path (the query added later), null when it has none; throws when it fails. */
async function askService(serviceUrl: string, url: URL): Promise<SeoRedirect | null> {
  const request = new URL(serviceUrl);
  request.searchParams.set('sourceUrl', `${url.origin}${url.pathname}`);
  const response = await timedFetch('seo-redirects')(request, { signal: AbortSignal.timeout(SERVICE_TIMEOUT_MS) });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`seo-redirection answered ${response.status}`);
  const parsed = v.safeParse(ServiceAnswerSchema, await response.json());
  if (!parsed.success) throw new Error(`seo-redirection answer is malformed: ${v.summarize(parsed.issues)}`);
  // The target must stay on this site: an absolute URL of this host is reduced to its path.
  const target = parsed.output.targetURL.startsWith(url.origin) ? parsed.output.targetURL.slice(url.origin.length) || '/' : parsed.output.targetURL;
  const location = safeSitePath(target);
  if (location === null) {
    logWarn('seo-redirection target refused', parsed.output.targetURL);
    return null;
  }
  const status = REDIRECT_CODES.find((code) => code === parsed.output.redirectionCode) ?? 301;
  return { status, location };
}

async function fromService(env: Env, market: Market, url: URL, waitUntil: WaitUntil): Promise<SeoRedirect | null> {
  const serviceUrl = env.SEO_REDIRECTION_URL;
  if (!serviceUrl) return null;
  try {
    const redirect = await cached(cacheContext(env, waitUntil), {
      key: { kind: 'seo-redirect', scope: market.country.code, id: await digestOf(`${url.origin}${url.pathname}`) },
      schema: v.nullable(SeoRedirectSchema),
      load: () => askService(serviceUrl, url),
    });
    return redirect && { status: redirect.status, location: withQuery(redirect.location, url) };
  } catch (error) {
    logWarn('seo-redirection unavailable', error);
    return null;
  }
}

export async function findSeoRedirect(env: Env, market: Market, url: URL, waitUntil: WaitUntil): Promise<SeoRedirect | null> {
  return (await fromTable(env, market, url)) ?? fromService(env, market, url, waitUntil);
}
