// The worker's variables that point at the local stack, in one place for every way the worker runs locally:
// `npm start` (scripts/start.ts), the worker tests (vitest.config.ts) and the bench (bench/run.ts). The
// stand-ins listen on ports chosen per run, so wrangler.toml's fixed 127.0.0.1:818x URLs hold only for the
// default ports; a runner that left one of these out sent browsers to a port nobody listens on (the bench's
// pages logged a failed third-party script as a console error).
import { thirdPartyScripts } from './third-party-scripts.ts';

export interface LocalStackUrls {
  commerceUrl: string;
  searchUrl: string;
  servicesUrl: string;
}

export function localWorkerVars({ commerceUrl, searchUrl, servicesUrl }: LocalStackUrls): Record<string, string> {
  return {
    COMMERCE_API_URL: commerceUrl,
    COMMERCE_AUTH_URL: commerceUrl,
    SEARCH_URL: searchUrl,
    SEO_REDIRECTION_URL: `${servicesUrl}/seo-redirection`,
    CIA_URL: `${servicesUrl}/cia`,
    RECOMMENDATION_URL: `${servicesUrl}/recommendation`,
    VAT_URL: `${servicesUrl}/vat`,
    ORDERS_LINK_URL: `${servicesUrl}/my-orders`,
    ADDRESS_VALIDATION_URL: `${servicesUrl}/address-validation`,
    ADYEN_URL: `${servicesUrl}/adyen`,
    GOOGLE_ISSUER_URL: `${servicesUrl}/google`,
    FACEBOOK_AUTHORIZE_URL: `${servicesUrl}/facebook/dialog/oauth`,
    FACEBOOK_GRAPH_URL: `${servicesUrl}/facebook/graph`,
    SIGN_IN_SYNC_URL: `${servicesUrl}/identity/sign-in-sync`,
    CRM_CASE_URL: `${servicesUrl}/crm/servlet/servlet.WebToCase`,
    RETURNS_PORTAL_URL: `${servicesUrl}/returns-portal/{locale}`,
    THIRD_PARTY_SCRIPTS: JSON.stringify(thirdPartyScripts(servicesUrl)),
  };
}
