// The third-party widgets and the loading bar as a shopper meets them in Chromium, at 1280 and 375 px:
// the Trustpilot strip (only in its languages, filled in after idle without moving the page), every
// outside script with the page's nonce and no CSP violation, the parcel-tracking script only on its page,
// the consent banner, and the loading bar on a slow page load but not on a fast one.
import { expect, expectHydrated, type Page, test } from './shopper.ts';
import { BROWSER_TEST_PORT } from '../../playwright.config.ts';
import { collectProblems } from './page-problems.ts';

const de = `http://de.localhost:${BROWSER_TEST_PORT}`;
const sk = `http://sk.localhost:${BROWSER_TEST_PORT}`;

declare global {
  interface Window {
    __layoutShift: number;
    __cspViolations: string[];
    __loadingBarWatch: MutationObserver;
  }
}

/** Before any page script: sum the layout shifts not caused by input, and record CSP violations. */
async function watchPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__layoutShift = 0;
    window.__cspViolations = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) window.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    // A first visit: no consent cookie (the other specs start as a shopper who has answered, playwright.config.ts).
    test.use({ viewport: { width, height: width === 375 ? 740 : 900 }, storageState: { cookies: [], origins: [] } });

    test('the Trustpilot strip fills in after idle in German without moving the page; every outside script carries the nonce', async ({ page }) => {
      await watchPage(page);
      const problems = collectProblems(page);
      await page.goto(`${de}/`);
      const strip = page.getByTestId('trustpilot-strip');
      await expect(strip).toBeVisible();
      await expectHydrated(page);
      // The stand-in of Trustpilot's script replaces the link with the rating line.
      await expect(strip.getByTestId('trustpilot-rating')).toContainText('4,7 von 5');
      await expect(page.getByTestId('consent-banner')).toBeVisible();
      const box = await strip.boundingBox();
      expect(box?.height).toBe(33);
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => window.__layoutShift)).toBeLessThanOrEqual(0.02);

      const scripts = await page.evaluate(() => {
        const pageNonce = document.querySelector<HTMLScriptElement>('script[nonce]:not([data-third-party])')?.nonce ?? '';
        return {
          pageNonce,
          thirdParty: [...document.querySelectorAll<HTMLScriptElement>('script[data-third-party]')].map((script) => ({
            name: script.dataset['thirdParty'],
            nonce: script.nonce,
          })),
        };
      });
      expect(scripts.pageNonce).not.toBe('');
      expect(scripts.thirdParty.map((script) => script.name).sort()).toEqual(['consentManager', 'trustpilot']);
      for (const script of scripts.thirdParty) expect(script.nonce).toBe(scripts.pageNonce);
      expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
      // Filled in after hydration, the widget's new content is no hydration mismatch.
      expect(problems).toEqual([]);
    });

    test('Slovak pages have no Trustpilot strip and load no Trustpilot script', async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/third-party/')) scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(`${sk}/`);
      await expectHydrated(page);
      await expect(page.getByTestId('consent-banner')).toBeVisible();
      await expect(page.getByTestId('trustpilot-strip')).toHaveCount(0);
      expect(scripts).toEqual(['/third-party/consent-manager.js']);
    });

    test('the parcel-tracking page loads the carrier script, with its id for the language; other pages do not', async ({ page }) => {
      await watchPage(page);
      const tracking: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/third-party/parcel-tracking.js')) tracking.push(page.url());
      });
      await page.goto(`${de}/`);
      await expectHydrated(page);
      await expect(page.getByTestId('consent-banner')).toBeVisible();
      expect(tracking).toEqual([]);

      await page.goto(`http://ch.localhost:${BROWSER_TEST_PORT}/fr/parcel-tracking`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suivi de colis');
      const form = page.getByTestId('parcel-tracking-form');
      await expect(form).toBeVisible();
      await expect(page.getByTestId('parcel-tracking-account')).toContainText('exquip-tracking-fr-ch');
      await form.getByLabel('Numéro de suivi').fill('EXQ123456789');
      await form.getByRole('button', { name: 'Suivre le colis' }).click();
      await expect(form.getByRole('status')).toContainText('EXQ123456789');
      expect(tracking).toHaveLength(1);
      expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
    });

    test('the consent banner asks once: the choice is kept in a cookie', async ({ page, context }) => {
      await page.goto(`${de}/`);
      const banner = page.getByTestId('consent-banner');
      await expect(banner.getByRole('heading', { name: 'Cookie-Einstellungen' })).toBeVisible();
      await banner.getByRole('button', { name: 'Nur notwendige' }).click();
      await expect(banner).toHaveCount(0);
      expect((await context.cookies()).find((cookie) => cookie.name === 'exquip_consent')?.value).toBe('rejected');
      await page.reload();
      await expectHydrated(page);
      await expect(page.getByTestId('trustpilot-strip').getByTestId('trustpilot-rating')).toBeVisible();
      await expect(page.getByTestId('consent-banner')).toHaveCount(0);
    });

    test('a modal opened while the consent banner shows lies over it, so the banner is out of reach with the rest of the page', async ({ page }) => {
      /** What a click at the middle of the banner's accept button would reach: the banner, or what lies above it. */
      const onTopOfAccept = () =>
        page
          .getByTestId('consent-banner')
          .getByRole('button', { name: 'Prijať všetky' })
          .evaluate((button) => {
            const { left, top, width, height } = button.getBoundingClientRect();
            const hit = document.elementFromPoint(left + width / 2, top + height / 2);
            return hit?.closest('[data-testid="consent-banner"]') ? 'banner' : (hit?.closest('dialog, [popover]')?.id ?? hit?.tagName ?? 'nothing');
          });
      await page.goto(`${sk}/c/gastronomia?contact=returns`);
      await expectHydrated(page);
      await expect(page.getByTestId('consent-banner')).toBeVisible();
      // The contact form (a modal <dialog>): its backdrop lies over the banner as over the rest of the page.
      const form = page.getByRole('dialog', { name: 'Kontaktujte nás' });
      await expect(form).toBeVisible();
      expect(await onTopOfAccept()).not.toBe('banner');
      await page.keyboard.press('Escape');
      await expect(form).toBeHidden();
      expect(await onTopOfAccept()).toBe('banner');
      if (width === 375) {
        // The phone's filter panel covers the whole screen, the banner included, down to its 'show results' button.
        await page.locator('.listing-toolbar__filters').click();
        const panel = page.getByRole('dialog', { name: 'Filtre' });
        await expect(panel).toBeVisible();
        expect(await onTopOfAccept()).toBe('listing-filters');
        await panel.getByRole('button', { name: /Zobraziť \d+ produkt/ }).click();
        await expect(panel).toHaveCount(0);
        expect(await onTopOfAccept()).toBe('banner');
      }
    });

    test('the loading bar shows on a slow page load and not on a fast one', async ({ page }) => {
      // What the bar of the page being left did, noted by that page in the tab's session storage (it outlives
      // the page; a message to the test runner sent while the page unloads can be lost) and read on the next.
      type Report = { afterMs: number; state: string; label: string };
      const reportsOfLeftPage = async (): Promise<Report[]> =>
        page.evaluate(() => {
          const reports = JSON.parse(sessionStorage.getItem('loading-bar-reports') ?? '[]') as Report[];
          sessionStorage.removeItem('loading-bar-reports');
          return reports;
        });
      const leaveByLogo = async () => {
        await expect(page.locator('#loading-bar')).toBeAttached();
        // The page's own wait (the carrier's form, drawn with the bar) is over: the bar now stands for the
        // page load alone, so its 200 ms count from the click. (Overlapping waits: loading-waits.test.ts.)
        await expect(page.getByTestId('parcel-tracking-form')).toBeVisible();
        await page.evaluate(() => {
          const bar = document.getElementById('loading-bar');
          if (!bar) throw new Error('no loading bar');
          const clickedAt = performance.now();
          // Held by the window: an observer nothing refers to may be collected before the bar changes.
          window.__loadingBarWatch = new MutationObserver(() => {
            if (bar.hidden) return;
            const reports = JSON.parse(sessionStorage.getItem('loading-bar-reports') ?? '[]') as unknown[];
            reports.push({ afterMs: performance.now() - clickedAt, state: bar.dataset['state'] ?? '', label: bar.getAttribute('aria-label') ?? '' });
            sessionStorage.setItem('loading-bar-reports', JSON.stringify(reports));
          });
          window.__loadingBarWatch.observe(bar, { attributes: true });
          (document.querySelector<HTMLAnchorElement>('header a.logo') ?? document.querySelector<HTMLAnchorElement>('a.logo'))?.click();
        });
      };

      // Fast: the next page answers at once (a prepared copy), so no bar flashes up. On a busy machine the
      // browser itself may take longer than 200 ms to swap pages, and then the bar rightly shows: what must
      // never happen is a bar before 200 ms.
      await page.goto(`${de}/parcel-tracking`);
      await expectHydrated(page);
      const home = await page.evaluate(() => fetch('/').then((response) => response.text()));
      await page.route(`${de}/`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: home }));
      await leaveByLogo();
      await page.waitForURL(`${de}/`);
      await expectHydrated(page);
      expect((await reportsOfLeftPage()).filter((report) => report.afterMs < 200)).toEqual([]);
      await page.unroute(`${de}/`);

      // Slow: the next page takes 2 s; after 200 ms the bar shows until the page is left.
      await page.goto(`${de}/parcel-tracking`);
      await expectHydrated(page);
      await page.route(`${de}/`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        await route.continue();
      });
      await leaveByLogo();
      await page.waitForURL(`${de}/`);
      await expectHydrated(page);
      const shown = await reportsOfLeftPage();
      expect(shown).toHaveLength(1);
      expect(shown[0]).toMatchObject({ state: 'running', label: 'Seite wird geladen' });
      expect(shown[0]?.afterMs).toBeGreaterThanOrEqual(200);
      expect(shown[0]?.afterMs).toBeLessThan(1_000);
      await expect(page.getByRole('progressbar', { name: 'Seite wird geladen', includeHidden: true })).toBeHidden();
    });
  });
}
