// Bindings of the worker (wrangler.toml). Everything here is configuration, parsed once per request
// where it is used; secrets come from `wrangler secret put` in staging and production.
export interface Env {
  ASSETS: Fetcher;
  CACHE: KVNamespace;
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
}
