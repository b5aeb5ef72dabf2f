import { defineConfig } from '@playwright/test';

// Browser tests drive the machine's Chromium (Playwright's own browser download cannot work here)
// against `wrangler dev` and the local stack, started by `scripts/start.ts` on their own ports.
// Both can be moved (e.g. to run two checkouts' browser tests side by side): BROWSER_TEST_PORT for the
// worker, BROWSER_TEST_STACK_PORT for the first of the three stand-ins' ports.
export const BROWSER_TEST_PORT = Number(process.env.BROWSER_TEST_PORT ?? 8799);
/** The first of the stand-ins' ports: commerce, search, services (tests read the services stand-in's records). */
export const STACK_PORT = Number(process.env.BROWSER_TEST_STACK_PORT ?? 18281);

export default defineConfig({
  testDir: 'tests/browser',
  timeout: 60_000,
  retries: 0,
  workers: 1,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
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
  webServer: {
    command: `node scripts/start.ts --port ${BROWSER_TEST_PORT} --commerce-port ${STACK_PORT} --search-port ${STACK_PORT + 1} --services-port ${STACK_PORT + 2} --exit-with-stdin --max-seconds 900`,
    url: `http://127.0.0.1:${BROWSER_TEST_PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
