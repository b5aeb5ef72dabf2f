// Bindings of the worker (wrangler.toml). Everything here is configuration, parsed once per request
// where it is used; secrets come from `wrangler secret put` in staging and production.
export interface Env {
  ASSETS: Fetcher;
  CACHE: KVNamespace;
  /** CMS content pages and SEO redirects, keys from src/domain/content/kv-keys.ts (seeded from kv-seed/content). */
  CONTENT: KVNamespace;
  COMMERCE_API_URL: string;
  COMMERCE_AUTH_URL: string;
  COMMERCE_PROJECT_KEY: string;
  COMMERCE_CLIENT_ID: string;
  COMMERCE_CLIENT_SECRET: string;
  SEARCH_URL: string;
  SEARCH_APP_ID: string;
  SEARCH_API_KEY: string;
  /** JSON object host → country code, e.g. {"www.exquip.de":"DE"}. */
  MARKET_HOSTS: string;
  /**
   * The SEO-redirection service: `GET {SEO_REDIRECTION_URL}?sourceUrl={absolute URL}` answers
   * `{ redirectionCode, targetURL }` or 404. An empty string means the service is not configured.
   */
  SEO_REDIRECTION_URL: string;
  /** Base URL of the customer-data service; events go to `POST {CIA_URL}/{event}`, e.g. http://127.0.0.1:8183/cia. */
  CIA_URL: string;
  /**
   * The recommendation service (spec part 2 §7.5): `POST {RECOMMENDATION_URL}` with
   * `{ cookie, typeId, domainId, languageAndCountry, sourceSku }`. An empty string switches recommendations off.
   */
  RECOMMENDATION_URL: string;
  /**
   * The VAT service (spec part 2 §7.5, path `vat`): `GET {VAT_URL}/validate?UstId_1={seller}&UstId_2={buyer}`
   * answers XML with an ErrorCode, e.g. http://127.0.0.1:8183/vat.
   */
  VAT_URL: string;
  /** Rate Limiting bindings, one per action (src/domain/security/rate-limits.ts names them and their limits). */
  LOGIN_RATE_LIMITER: RateLimit;
  REGISTRATION_RATE_LIMITER: RateLimit;
  PASSWORD_RESET_RATE_LIMITER: RateLimit;
  VAT_CHECK_RATE_LIMITER: RateLimit;
  CART_CREATION_RATE_LIMITER: RateLimit;
  CART_WRITE_RATE_LIMITER: RateLimit;
  COUPON_CODE_RATE_LIMITER: RateLimit;
  /** One cart-session Durable Object per cart id (src/durable-objects/cart-session.ts). */
  CART_SESSION: DurableObjectNamespace<import('../durable-objects/cart-session.ts').CartSession>;
}
