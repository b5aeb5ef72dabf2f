// The page's JavaScript starts once the page's first content is on screen (src/worker/render/start-after-paint.ts):
// the HTML, the stylesheet and the pictures are not slowed by it on a slow connection. The page must still
// hydrate, with no console problem and no CSP violation, and a first visitor's consent manager must start
// with it (once, with the page's nonce) so its banner shows at once.
import { expect, type Page, test, expectHydrated } from './shopper.ts';
import { BROWSER_TEST_PORT } from '../../playwright.config.ts';
import { collectProblems } from './page-problems.ts';

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

const PAGES = [
  { origin: `http://sk.localhost:${BROWSER_TEST_PORT}`, path: '/c/gastronomia' },
  { origin: `http://de.localhost:${BROWSER_TEST_PORT}`, path: '/p/aufschnittmaschine-250-mm-10010001' },
];

/** When the page's first content was painted and when each of its own scripts was requested (ms since navigation). */
const startTimes = (page: Page) =>
  page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
      .map((entry) => entry.startTime),
  }));

for (const { origin, path } of PAGES) {
  test.describe(`${origin}${path}`, () => {
    // A first visit: no consent cookie (the other specs start as a shopper who has answered, playwright.config.ts).
    test.use({ storageState: { cookies: [], origins: [] } });

    test('asks for its scripts only after its first content is painted, then hydrates and shows the consent banner', async ({ page }) => {
      await page.addInitScript(() => {
        window.__cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) =>
          window.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      const problems = collectProblems(page);
      await page.goto(`${origin}${path}`);
      await expectHydrated(page);
      await expect(page.getByTestId('consent-banner')).toBeVisible();

      const { firstContentfulPaint, scripts } = await startTimes(page);
      expect(firstContentfulPaint).not.toBeNull();
      expect(scripts.length).toBeGreaterThan(0);
      expect(Math.min(...scripts)).toBeGreaterThanOrEqual(firstContentfulPaint ?? Number.POSITIVE_INFINITY);

      const consent = await page.evaluate(() => {
        const pageNonce = document.querySelector<HTMLScriptElement>('script[nonce]:not([data-third-party])')?.nonce ?? '';
        const scripts = [...document.querySelectorAll<HTMLScriptElement>('script[data-third-party="consentManager"]')];
        return { pageNonce, count: scripts.length, nonces: scripts.map((script) => script.nonce) };
      });
      expect(consent.count).toBe(1);
      expect(consent.nonces).toEqual([consent.pageNonce]);
      expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
      expect(problems).toEqual([]);
    });
  });
}
