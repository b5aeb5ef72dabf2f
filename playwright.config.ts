import { defineConfig } from '@playwright/test';
import { CONSENT_COOKIE } from './scripts/local-stack/third-party-stand-ins.ts';
import { COUNTRY_CODES } from './src/domain/markets/countries.ts';

// Browser tests drive the machine's Chromium (Playwright's own browser download cannot work here)
// against `wrangler dev` and the local stack, started by `scripts/start.ts` on their own ports.
// Both can be moved (e.g. to run two checkouts' browser tests side by side): BROWSER_TEST_PORT for the
// worker, BROWSER_TEST_STACK_PORT for the first of the three stand-ins' ports.
export const BROWSER_TEST_PORT = Number(process.env.BROWSER_TEST_PORT ?? 8799);
/** The first of the stand-ins' ports: commerce, search, services (tests read the services stand-in's records). */
export const STACK_PORT = Number(process.env.BROWSER_TEST_STACK_PORT ?? 18281);

/**
 * Every spec's browser is a returning shopper who has answered the consent manager (its stand-in's cookie on
 * every market host), so its banner, fixed over the bottom of the viewport, covers nothing a test clicks.
 * tests/browser/widgets.spec.ts starts without it, as a first visit.
 */
const CONSENT_GIVEN = {
  cookies: ['127.0.0.1', 'localhost', ...COUNTRY_CODES.map((code) => `${code.toLowerCase()}.localhost`)].map((domain) => ({
    name: CONSENT_COOKIE,
    value: 'rejected',
    domain,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  })),
  origins: [],
};

export default defineConfig({
  testDir: 'tests/browser',
  timeout: 60_000,
  retries: 0,
  workers: 1,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    storageState: CONSENT_GIVEN,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // The shop stops with Playwright (stdin) and, as a backstop, after 30 minutes: the whole suite takes
  // 15–16 minutes on the 2-core machine, and a 15-minute backstop had stopped it under the last tests.
  webServer: {
    command: `node scripts/start.ts --port ${BROWSER_TEST_PORT} --commerce-port ${STACK_PORT} --search-port ${STACK_PORT + 1} --services-port ${STACK_PORT + 2} --exit-with-stdin --max-seconds 1800`,
    url: `http://127.0.0.1:${BROWSER_TEST_PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
