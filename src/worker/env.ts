// Bindings of the worker: generated from wrangler.toml (and the secret names in worker-secrets.env) by
// `npm run types:env` into worker-configuration.d.ts, which `npm test` checks is current. Importers keep
// `import type { Env } from './env.ts'`. Everything here is configuration, parsed once per request where it
// is used; secrets come from `wrangler secret put` in staging and production.
//
// What the less obvious ones mean:
// - CONTENT: CMS content pages and SEO redirects, keys from src/domain/content/kv-keys.ts (seeded from kv-seed/content).
// - MARKET_HOSTS: JSON object host → country code, e.g. {"www.exquip.de":"DE"}.
// - SEO_REDIRECTION_URL: `GET {SEO_REDIRECTION_URL}?sourceUrl={absolute URL}` answers `{ redirectionCode, targetURL }`
//   or 404; an empty string means the service is not configured.
// - CIA_URL: base URL of the customer-data service; events go to `POST {CIA_URL}/{event}`.
// - RECOMMENDATION_URL: the recommendation service (spec part 2 §7.5), `POST {RECOMMENDATION_URL}` with
//   `{ cookie, typeId, domainId, languageAndCountry, sourceSku }`; an empty string switches recommendations off.
// - VAT_URL: the VAT service (spec part 2 §7.5, path `vat`): `GET {VAT_URL}/validate?UstId_1={seller}&UstId_2={buyer}`
//   answers XML with an ErrorCode.
// - ORDERS_LINK_URL: the orders-link service (spec part 2 §7.5, path `my-orders`): `GET {ORDERS_LINK_URL}/getUrlWithToken?email=`
//   answers the address of the customer's orders with a token (src/worker/services/orders-link).
// - ADDRESS_VALIDATION_URL / ADDRESS_VALIDATION_API_KEY: the maps service's address validation (Google
//   Address Validation API protocol), `POST {ADDRESS_VALIDATION_URL}/v1:validateAddress`, key in `X-Goog-Api-Key`.
// - ADDRESS_VALIDATION_COUNTRIES: countries ("DE,AT") whose addresses are validated besides those the domain's
//   table switches on (none: the spec has it off everywhere); empty in every environment.
// - GOOGLE_PAY_ENABLED: "true" offers Google Pay where Adyen does (spec part 1 §5); "false" in every environment.
// - ADYEN_URL / ADYEN_MERCHANT_ACCOUNT / ADYEN_API_KEY: Adyen's Checkout API, `POST {ADYEN_URL}/v71/{operation}`
//   with `X-API-Key` (src/worker/services/payments/adyen.ts); the key is a secret.
// - ADYEN_HMAC_KEY: the hex key Adyen signs its webhooks with (POST /api/payments/adyen/notifications); a secret.
// - *_RATE_LIMITER: Rate Limiting bindings, one per action (src/domain/security/rate-limits.ts names them and their limits).
// - CRM_CASE_URL / CRM_ORG_ID / CRM_RECORD_TYPE / CRM_CASE_FIELDS: the CRM's web-to-case form (spec part 2 §7.5),
//   posted by the worker as application/x-www-form-urlencoded; CRM_CASE_FIELDS is JSON, our field name → CRM field id.
// - RETURNS_PORTAL_URL: the external returns portal, `{locale}` replaced by the page's locale.
// - THIRD_PARTY_SCRIPTS: JSON name (trustpilot, consentManager, parcelTracking, survey) → the script's URL, loaded
//   by the browser through one loader (src/react/widgets); CSP lets the nonce'd loader add them ('strict-dynamic').
// - APP_VERSION: the deployed version (app-version banner, logs).
// - HTML_CACHE_FRESH_SECONDS: seconds a shared page is answered from the HTML cache as it is (src/worker/html-cache);
//   empty in every environment (the policy's minute), shortened by tests.
// - CART_SESSION: one cart-session Durable Object per cart id (src/durable-objects/cart-session.ts).

// The generated global `Env` (worker-configuration.d.ts); an alias, because a module-level `Env` would hide it.
// The regions' workers bind their environment's carts by the carts worker's name (scripts/deploy), which
// wrangler types as a namespace of unknown class beside the local one; it is CartSession in every worker.
type GeneratedEnv = Omit<Env, 'CART_SESSION'> & { CART_SESSION: Extract<Env['CART_SESSION'], DurableObjectNamespace<Rpc.DurableObjectBranded>> };

export type { GeneratedEnv as Env };
