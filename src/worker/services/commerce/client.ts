// The commercetools API client. Built once per isolate per configuration (clients are stateless apart
// from the access token, which lives in KV so every isolate shares one token instead of fetching its own).
import { ClientBuilder, type TokenCache, type TokenStore } from '@commercetools/ts-client';
import { createApiBuilderFromCtpClient, type ByProjectKeyRequestBuilder } from '@commercetools/platform-sdk';
import * as v from 'valibot';
import type { Env } from '../../env.ts';
import { timedFetch } from '../observability/request-context.ts';

const TokenStoreSchema = v.object({
  token: v.string(),
  expirationTime: v.number(),
  refreshToken: v.optional(v.string()),
});

/**
 * One key per API client: when the client is rotated (README, "Rotating a secret"), a region on the new
 * client never picks up the old client's token, which stops working once the old client is deleted.
 */
const tokenKey = (clientId: string) => `commerce:token:client-credentials:${clientId}`;

/**
 * Token cache in KV; a token is kept until a minute before it expires. The isolate also keeps the token
 * it last read or wrote while it is valid for that long, so a commerce call costs no KV read for it (a
 * burst of the cart's object makes up to three calls after its debounce: issue 18).
 */
function kvTokenCache(kv: KVNamespace, key: string): TokenCache {
  let held: TokenStore | undefined;
  const usable = (token: TokenStore | undefined) => (token && token.expirationTime - 60_000 > Date.now() ? token : undefined);
  return {
    async get() {
      if (usable(held)) return held;
      const stored = v.safeParse(TokenStoreSchema, await kv.get(key, 'json'));
      held = stored.success ? stored.output : undefined;
      return held;
    },
    async set(cache: TokenStore) {
      held = cache;
      const ttl = Math.floor((cache.expirationTime - Date.now()) / 1000) - 60;
      // KV refuses TTLs under 60 s; a token that short-lived is simply not cached.
      if (ttl >= 60) await kv.put(key, JSON.stringify(cache), { expirationTtl: ttl });
    },
  };
}

/** A commercetools project's API, for callers outside this service that hand it back to its functions. */
export type CommerceApi = ByProjectKeyRequestBuilder;

const clients = new Map<string, ByProjectKeyRequestBuilder>();

export function commerceApi(env: Env): ByProjectKeyRequestBuilder {
  const cacheKey = `${env.COMMERCE_API_URL}|${env.COMMERCE_PROJECT_KEY}|${env.COMMERCE_CLIENT_ID}`;
  const existing = clients.get(cacheKey);
  if (existing) return existing;
  const client = new ClientBuilder()
    .withProjectKey(env.COMMERCE_PROJECT_KEY)
    .withClientCredentialsFlow({
      host: env.COMMERCE_AUTH_URL,
      projectKey: env.COMMERCE_PROJECT_KEY,
      credentials: { clientId: env.COMMERCE_CLIENT_ID, clientSecret: env.COMMERCE_CLIENT_SECRET },
      tokenCache: kvTokenCache(env.CACHE, tokenKey(env.COMMERCE_CLIENT_ID)),
      httpClient: timedFetch('commerce-auth'),
    })
    .withHttpMiddleware({ host: env.COMMERCE_API_URL, httpClient: timedFetch('commerce'), timeout: 10_000 })
    .build();
  const api = createApiBuilderFromCtpClient(client).withProjectKey({ projectKey: env.COMMERCE_PROJECT_KEY });
  clients.set(cacheKey, api);
  return api;
}
