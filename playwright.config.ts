import { defineConfig } from '@playwright/test';

// Browser tests drive the machine's Chromium (Playwright's own browser download cannot work here)
// against `wrangler dev` and the local stack, started by `scripts/start.ts` on their own ports.
export const BROWSER_TEST_PORT = 8799;

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
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    command: `node scripts/start.ts --port ${BROWSER_TEST_PORT} --commerce-port 18281 --search-port 18282 --services-port 18283 --exit-with-stdin --max-seconds 900`,
    url: `http://127.0.0.1:${BROWSER_TEST_PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
