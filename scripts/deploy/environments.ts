// What differs between the deployed environments (staging, production): their services' addresses, KV
// namespaces, rate-limit namespaces and how many requests' logs Workers observability keeps. The
// wrangler configuration's `[env.*]` sections are generated from this and from the rollout regions
// (wrangler-environments.ts); local development keeps the top-level configuration of wrangler.toml.
// Secrets are not here: `wrangler secret put` gives them to each worker (worker-secrets.env names them).
import type { DeployEnvironment } from '../../src/domain/operations/rollout-regions.ts';

export interface EnvironmentSettings {
  /** KV namespace id per binding of the top-level configuration. */
  kvNamespaces: Readonly<Record<'CACHE' | 'CONTENT', string>>;
  /** Rate-limit namespace ids are unique per account: the top-level id's last three digits on this base. */
  rateLimitNamespaceBase: number;
  /**
   * Share of requests whose logs Workers observability keeps. The rollout's health gates do not depend on
   * it: they read the status and latency of every request from the Workers analytics.
   */
  logSampling: number;
  /** Every plain variable of the top-level configuration except the market hosts (from the regions) and the secrets. */
  vars: Readonly<Record<string, string>>;
}

const CRM_FIELDS_TO_FILL = JSON.stringify(
  Object.fromEntries(
    ['subreason', 'vatId', 'productNumber', 'quantity', 'orderNumber', 'invoiceNumber', 'locale', 'country'].map((field) => [field, 'REPLACE']),
  ),
);

export const ENVIRONMENT_SETTINGS: Readonly<Record<DeployEnvironment, EnvironmentSettings>> = {
  staging: {
    kvNamespaces: { CACHE: 'REPLACE_WITH_STAGING_KV_ID', CONTENT: 'REPLACE_WITH_STAGING_CONTENT_KV_ID' },
    rateLimitNamespaceBase: 2000,
    // Staging is quiet and is where a release is looked at closely: every request's logs.
    logSampling: 1,
    vars: {
      COMMERCE_API_URL: 'https://api.europe-west1.gcp.commercetools.com',
      COMMERCE_AUTH_URL: 'https://auth.europe-west1.gcp.commercetools.com',
      COMMERCE_PROJECT_KEY: 'exquip-staging',
      COMMERCE_CLIENT_ID: 'storefront-staging',
      SEARCH_URL: 'https://STAGINGAPPID-dsn.algolia.net',
      SEARCH_APP_ID: 'STAGINGAPPID',
      SEARCH_API_KEY: 'search-only-key-staging',
      SEO_REDIRECTION_URL: 'https://seo-redirection.staging.exquip.example/seo-redirection',
      CIA_URL: 'https://cia.staging.exquip.example/cia',
      RECOMMENDATION_URL: 'https://recommendation.staging.exquip.example/recommendation',
      ORDERS_LINK_URL: 'https://orders.staging.exquip.example/my-orders',
      VAT_URL: 'https://vat.staging.exquip.example/vat',
      ADDRESS_VALIDATION_URL: 'https://addressvalidation.googleapis.com',
      ADDRESS_VALIDATION_COUNTRIES: '',
      GOOGLE_PAY_ENABLED: 'false',
      ADYEN_URL: 'https://checkout-test.adyen.com',
      ADYEN_MERCHANT_ACCOUNT: 'ExquipECOM',
      GOOGLE_ISSUER_URL: 'https://accounts.google.com',
      GOOGLE_CLIENT_ID: 'REPLACE_WITH_STAGING_GOOGLE_CLIENT_ID.apps.googleusercontent.com',
      FACEBOOK_AUTHORIZE_URL: 'https://www.facebook.com/v21.0/dialog/oauth',
      FACEBOOK_GRAPH_URL: 'https://graph.facebook.com/v21.0',
      FACEBOOK_APP_ID: 'REPLACE_WITH_STAGING_FACEBOOK_APP_ID',
      SIGN_IN_SYNC_URL: 'https://identity.staging.exquip.example/sign-in-sync',
      CRM_CASE_URL: 'https://webto.salesforce.com/servlet/servlet.WebToCase?encoding=UTF-8',
      CRM_ORG_ID: 'REPLACE_WITH_CRM_ORG_ID',
      CRM_RECORD_TYPE: 'REPLACE_WITH_CRM_RECORD_TYPE',
      CRM_CASE_FIELDS: CRM_FIELDS_TO_FILL,
      RETURNS_PORTAL_URL: 'https://returns.staging.exquip.example/{locale}',
      THIRD_PARTY_SCRIPTS: JSON.stringify({
        trustpilot: 'https://widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js',
        consentManager: 'https://consent.staging.exquip.example/cmp.js',
        parcelTracking: 'https://tracking.staging.exquip.example/tracking.js',
        survey: 'https://apis.google.com/js/platform.js',
      }),
      // The rollout uploads each version with its own (`--var APP_VERSION:…`).
      APP_VERSION: 'unset',
      HTML_CACHE_FRESH_SECONDS: '',
    },
  },
  production: {
    kvNamespaces: { CACHE: 'REPLACE_WITH_PRODUCTION_KV_ID', CONTENT: 'REPLACE_WITH_PRODUCTION_CONTENT_KV_ID' },
    rateLimitNamespaceBase: 3000,
    // One JSON line per request: a tenth of them is plenty to read a pattern, and every error is also
    // counted, unsampled, in the analytics the rollout reads.
    logSampling: 0.1,
    vars: {
      COMMERCE_API_URL: 'https://api.europe-west1.gcp.commercetools.com',
      COMMERCE_AUTH_URL: 'https://auth.europe-west1.gcp.commercetools.com',
      COMMERCE_PROJECT_KEY: 'exquip',
      COMMERCE_CLIENT_ID: 'storefront-production',
      SEARCH_URL: 'https://PRODAPPID-dsn.algolia.net',
      SEARCH_APP_ID: 'PRODAPPID',
      SEARCH_API_KEY: 'search-only-key-production',
      SEO_REDIRECTION_URL: 'https://seo-redirection.exquip.example/seo-redirection',
      CIA_URL: 'https://cia.exquip.example/cia',
      RECOMMENDATION_URL: 'https://recommendation.exquip.example/recommendation',
      ORDERS_LINK_URL: 'https://orders.exquip.example/my-orders',
      VAT_URL: 'https://vat.exquip.example/vat',
      ADDRESS_VALIDATION_URL: 'https://addressvalidation.googleapis.com',
      ADDRESS_VALIDATION_COUNTRIES: '',
      GOOGLE_PAY_ENABLED: 'false',
      // Live Checkout API: the account's own prefix (Customer Area → Developers → API URLs).
      ADYEN_URL: 'https://REPLACE_WITH_LIVE_PREFIX-checkout-live.adyenpayments.com/checkout',
      ADYEN_MERCHANT_ACCOUNT: 'ExquipECOM',
      GOOGLE_ISSUER_URL: 'https://accounts.google.com',
      GOOGLE_CLIENT_ID: 'REPLACE_WITH_PRODUCTION_GOOGLE_CLIENT_ID.apps.googleusercontent.com',
      FACEBOOK_AUTHORIZE_URL: 'https://www.facebook.com/v21.0/dialog/oauth',
      FACEBOOK_GRAPH_URL: 'https://graph.facebook.com/v21.0',
      FACEBOOK_APP_ID: 'REPLACE_WITH_PRODUCTION_FACEBOOK_APP_ID',
      SIGN_IN_SYNC_URL: 'https://identity.exquip.example/sign-in-sync',
      CRM_CASE_URL: 'https://webto.salesforce.com/servlet/servlet.WebToCase?encoding=UTF-8',
      CRM_ORG_ID: 'REPLACE_WITH_CRM_ORG_ID',
      CRM_RECORD_TYPE: 'REPLACE_WITH_CRM_RECORD_TYPE',
      CRM_CASE_FIELDS: CRM_FIELDS_TO_FILL,
      RETURNS_PORTAL_URL: 'https://returns.exquip.example/{locale}',
      THIRD_PARTY_SCRIPTS: JSON.stringify({
        trustpilot: 'https://widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js',
        consentManager: 'https://consent.exquip.example/cmp.js',
        parcelTracking: 'https://tracking.exquip.example/tracking.js',
        survey: 'https://apis.google.com/js/platform.js',
      }),
      APP_VERSION: 'unset',
      HTML_CACHE_FRESH_SECONDS: '',
    },
  },
};
