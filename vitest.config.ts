import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { thirdPartyScripts } from './scripts/local-stack/third-party-scripts.ts';

// Same alias as wrangler.toml: the SDK's "browser" build reads `window` unguarded and throws in workerd.
const commercetoolsClient = fileURLToPath(new URL('./node_modules/@commercetools/ts-client/dist/commercetools-ts-client.esm.js', import.meta.url));

// Projects: `unit` runs the pure domain, locale and tooling tests in Node; `worker` runs the real app
// inside workerd against the local commerce, search and third-party stand-ins started by its global setup.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/domain/**/*.test.ts',
            'src/indexer/**/*.test.ts',
            'src/react/**/*.test.ts',
            'src/locales/**/*.test.ts',
            'scripts/**/*.test.ts',
            'kv-seed/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        plugins: [
          cloudflareTest(({ inject }) => ({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                COMMERCE_API_URL: inject<string>('commerceUrl'),
                COMMERCE_AUTH_URL: inject<string>('commerceUrl'),
                SEARCH_URL: inject<string>('searchUrl'),
                SEO_REDIRECTION_URL: `${inject<string>('servicesUrl')}/seo-redirection`,
                CIA_URL: `${inject<string>('servicesUrl')}/cia`,
                RECOMMENDATION_URL: `${inject<string>('servicesUrl')}/recommendation`,
                VAT_URL: `${inject<string>('servicesUrl')}/vat`,
                ORDERS_LINK_URL: `${inject<string>('servicesUrl')}/my-orders`,
                ADDRESS_VALIDATION_URL: `${inject<string>('servicesUrl')}/address-validation`,
                ADYEN_URL: `${inject<string>('servicesUrl')}/adyen`,
                GOOGLE_ISSUER_URL: `${inject<string>('servicesUrl')}/google`,
                FACEBOOK_AUTHORIZE_URL: `${inject<string>('servicesUrl')}/facebook/dialog/oauth`,
                FACEBOOK_GRAPH_URL: `${inject<string>('servicesUrl')}/facebook/graph`,
                SIGN_IN_SYNC_URL: `${inject<string>('servicesUrl')}/identity/sign-in-sync`,
                CRM_CASE_URL: `${inject<string>('servicesUrl')}/crm/servlet/servlet.WebToCase`,
                RETURNS_PORTAL_URL: `${inject<string>('servicesUrl')}/returns-portal/{locale}`,
                THIRD_PARTY_SCRIPTS: JSON.stringify(thirdPartyScripts(`${inject<string>('servicesUrl')}`)),
              },
            },
          })),
        ],
        resolve: { alias: { '@commercetools/ts-client': commercetoolsClient }, mainFields: ['module', 'main'] },
        test: {
          name: 'worker',
          include: ['tests/worker/**/*.test.ts', 'src/worker/**/*.test.ts'],
          globalSetup: ['tests/worker/global-setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
