import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { localWorkerVars } from './scripts/local-stack/worker-vars.ts';

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
              // The test runner inside workerd gets its modules and results over a WebSocket, and workerd
              // refuses a message over 1 MiB ("Message is too large" ended the test worker once the seed
              // held 3 MB of products in 21 languages). This local-only flag raises that limit to 128 MiB.
              compatibilityFlags: ['nodejs_compat', 'increase_websocket_message_size'],
              bindings: localWorkerVars({
                commerceUrl: inject<string>('commerceUrl'),
                searchUrl: inject<string>('searchUrl'),
                servicesUrl: inject<string>('servicesUrl'),
              }),
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
