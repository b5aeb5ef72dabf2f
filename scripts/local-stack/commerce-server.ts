// The commercetools-API-compatible server of the local stack: @labdigital/commercetools-mock on
// 127.0.0.1, auth (`/oauth/token`, `/oauth/{project}/anonymous/token`, …) and API on the same URL.
// Any client id/secret gets a token. Carts are priced by PricingStorage (see pricing-storage.ts), with
// the external line prices the emulator drops (external-prices.ts), tax mode changes and external line
// totals (tax-mode.ts), discount codes checked as the platform checks them (discount-codes.ts); token
// lifetimes, revocation and introspection as commercetools has them (token-lifecycle.ts,
// token-revocation.ts, token-introspection.ts), product projection queries that name their products read only
// those (product-candidates.ts) and pages by id only their page (id-paged-storage.ts), review statistics read
// the product's own reviews (review-statistics.ts), tokens of the project's external OAuth server are honoured
// (identity-external-oauth.ts) with their cart merge (external-auth-cart-merge.ts), and a customer draft's
// group is kept (customer-group-drafts.ts); shipping methods matching a cart honour `active`,
// predicates and the default (matching-cart-route.ts); orders from carts check the cart's version and
// state (order-from-cart.ts); `/me` answers for the token's customer only (me-scope.ts) and the in-store
// `/login` merges the anonymous cart (in-store-login.ts); customers' e-mail addresses and numbers stay
// unique (customer-uniqueness.ts); reviews keep key and uniqueness value unique and keep their customer
// (review-drafts.ts); tests switch faults on (fault-switch.ts).
import type { InventoryEntryDraft, ProductDraft, ReviewDraft } from '@commercetools/platform-sdk';
import { CommercetoolsMock } from '@labdigital/commercetools-mock';
import { keepCustomerFieldsUnique } from './customer-uniqueness.ts';
import { honourExternalPrices } from './external-prices.ts';
import { honourDiscountCodes } from './discount-codes.ts';
import { addInStoreLogin } from './in-store-login.ts';
import { scopeMeToToken } from './me-scope.ts';
import { addFaultSwitch } from './fault-switch.ts';
import { addCustomerCredentials } from './customer-credentials.ts';
import { checkOrderCreation } from './order-from-cart.ts';
import { answerMatchingCart } from './matching-cart-route.ts';
import { PricingStorage } from './pricing-storage.ts';
import { narrowCartLineLookups, narrowProductProjectionQueries } from './product-candidates.ts';
import { indexReviewStatistics } from './review-statistics.ts';
import { fixProjectionPriceSelection } from './projection-prices.ts';
import { addRequestStats } from './request-stats.ts';
import { checkReviewCreation } from './review-drafts.ts';
import { addTaxModeActions } from './tax-mode.ts';
import { addTokenIntrospection } from './token-introspection.ts';
import { honourExternalOAuth } from './identity-external-oauth.ts';
import { keepDraftCustomerGroups } from './customer-group-drafts.ts';
import { addExternalAuthCartMerge } from './external-auth-cart-merge.ts';
import { COMMERCETOOLS_TOKEN_LIFETIMES, type TokenLifetimes } from './token-ledger.ts';
import { enforceTokenLifetimes } from './token-lifecycle.ts';
import { addTokenRevocation } from './token-revocation.ts';

export const DEFAULT_PROJECT_KEY = 'exquip';

/** The seed's bulk resources, created in process (seed-commerce.ts): products, inventory and reviews. */
export type BulkResource = 'products' | 'inventory' | 'reviews';

export interface CommerceServer {
  url: string;
  projectKey: string;
  /**
   * Creates one draft with the emulator's own repository, as its POST handler does, without the HTTP round
   * trip: a thousand products over HTTP spent most of the local stack's start serialising, parsing and
   * cloning responses nobody reads. Only for seed data of these resources, which none of our hooks on the
   * HTTP routes (reviews: key uniqueness, customer) need to see.
   */
  createInProcess: (resource: BulkResource, draft: Record<string, unknown>) => Promise<void>;
  close: () => Promise<void>;
}

export interface CommerceServerOptions {
  /** 0 picks a free port. */
  port: number;
  host?: '127.0.0.1';
  projectKey?: string;
  /** Customer token lifetimes; commercetools' by default (48 h access, 200 days refresh). */
  tokenLifetimes?: TokenLifetimes;
}

export const startCommerceServer = async ({
  port,
  host = '127.0.0.1',
  projectKey = DEFAULT_PROJECT_KEY,
  tokenLifetimes = COMMERCETOOLS_TOKEN_LIFETIMES,
}: CommerceServerOptions): Promise<CommerceServer> => {
  const hostAndPort = `http://${host}:${port}`;
  const storage = new PricingStorage();
  const mock = new CommercetoolsMock({
    enableAuthentication: true,
    validateCredentials: false,
    defaultProjectKey: projectKey,
    silent: true,
    apiHost: hostAndPort,
    authHost: hostAndPort,
    storage,
  });
  fixProjectionPriceSelection(mock.app);
  narrowProductProjectionQueries(mock, storage, projectKey);
  narrowCartLineLookups(mock, storage);
  indexReviewStatistics(mock, storage, projectKey);
  honourExternalPrices(mock);
  addCustomerCredentials(mock, storage);
  addTaxModeActions(mock);
  honourDiscountCodes(mock, storage);
  const tokens = enforceTokenLifetimes(mock, tokenLifetimes);
  addTokenIntrospection(mock, tokens);
  addTokenRevocation(mock, tokens);
  honourExternalOAuth(mock, storage, projectKey, tokens);
  keepDraftCustomerGroups(mock, storage);
  scopeMeToToken(mock);
  addInStoreLogin(mock, storage, tokens);
  addExternalAuthCartMerge(mock, storage);
  addRequestStats(mock);
  addFaultSwitch(mock);
  answerMatchingCart(mock, storage);
  checkOrderCreation(mock, storage);
  keepCustomerFieldsUnique(mock, storage);
  checkReviewCreation(mock, storage);
  await mock.app.listen({ port, host });
  const address = mock.app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const project = mock.project(projectKey);
  const context = { projectKey };
  return {
    url: `http://${host}:${actualPort}`,
    projectKey,
    // The drafts are our seed files' JSON, the shape the HTTP handler hands the repository too.
    createInProcess: async (resource, draft) => {
      if (resource === 'products') await project.getRepository('product').create(context, draft as unknown as ProductDraft);
      else if (resource === 'inventory') await project.getRepository('inventory-entry').create(context, draft as unknown as InventoryEntryDraft);
      else await project.getRepository('review').create(context, draft as unknown as ReviewDraft);
    },
    close: async () => {
      await mock.app.close();
    },
  };
};
