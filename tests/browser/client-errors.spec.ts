// Client error reporting in the browser (issue 19): the inline script at the top of the page decides once
// per session whether it reports (5 %; a test forces either by the sessionStorage key), and a sampled
// session's uncaught error and unhandled rejection reach POST /api/client-errors as beacons naming the
// page by its path only; a session not sampled sends nothing. When the page's content fails in the
// browser, the frame stays and the content gives way to the localized "please reload" message, reported as
// `boundary`. The same script reloads the page when a chunk fails to load, in every session. It is the
// page's first script and the browser's render has none: hydration is undisturbed.
//   SHOTS_DIR=/tmp/shots … keeps screenshots of that message at 1280 and 375 px in Slovak and German.
import type { Request } from '@playwright/test';
import { BROWSER_TEST_PORT } from '../../playwright.config.ts';
import { CLIENT_ERRORS_PATH } from '../../src/domain/operations/client-error-report.ts';
import de from '../../src/locales/de.json' with { type: 'json' };
import sk from '../../src/locales/sk.json' with { type: 'json' };
import { SAMPLE_KEY } from '../../src/react/error-reporting/session-sample.ts';
import { collectProblems } from './page-problems.ts';
import { expect, type Page, test, expectHydrated } from './shopper.ts';

const SK = `http://sk.localhost:${BROWSER_TEST_PORT}`;
const DE = `http://de.localhost:${BROWSER_TEST_PORT}`;
const SK_SLICER = '/p/narezovy-stroj-250-mm-10010001';
const DE_SLICER = '/p/aufschnittmaschine-250-mm-10010001';
/** A query a shopper's link may carry: it must never leave the browser in a report. */
const PERSONAL_QUERY = '?utm_source=mail&email=jana.novakova%40example.org#reviews';

/** Forces this browser session's sampling decision, as a session that made it earlier would have stored it. */
const sampleSession = (page: Page, sampled: boolean) =>
  page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [SAMPLE_KEY, sampled ? '1' : '0'] as const);

const isReport = (request: Request) => new URL(request.url()).pathname === CLIENT_ERRORS_PATH && request.method() === 'POST';

/** Every report the page sends from now on, parsed. */
function reportsOf(page: Page): Record<string, unknown>[] {
  const reports: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (isReport(request)) reports.push(JSON.parse(request.postData() ?? 'null'));
  });
  return reports;
}

/** Throws outside any handler of the page's own, as a failing timer or event handler does. */
const throwUncaught = (page: Page, message: string) =>
  page.evaluate((text) => {
    setTimeout(() => {
      throw new TypeError(text);
    });
  }, message);

const rejectUnhandled = (page: Page, message: string) =>
  page.evaluate((text) => {
    void Promise.reject(new Error(text));
  }, message);

test('a sampled session reports an uncaught error and an unhandled rejection, naming the page by its path only', async ({ page }) => {
  await sampleSession(page, true);
  const problems = collectProblems(page);
  const reports = reportsOf(page);
  await page.goto(`${SK}${SK_SLICER}${PERSONAL_QUERY}`);
  await expectHydrated(page);

  const accepted = page.waitForResponse((response) => isReport(response.request()) && response.status() === 204);
  await throwUncaught(page, 'uncaught on purpose');
  await accepted;
  await rejectUnhandled(page, 'rejected on purpose');
  await expect.poll(() => reports.length).toBe(2);

  const [error, rejection] = reports;
  expect(error).toMatchObject({
    kind: 'error',
    message: 'TypeError: uncaught on purpose',
    page: SK_SLICER,
    pageKind: 'product',
    clientVersion: 'local',
  });
  expect(rejection).toMatchObject({ kind: 'rejection', message: 'Error: rejected on purpose', page: SK_SLICER });
  expect(JSON.stringify(reports)).not.toMatch(/jana|utm_source|email=|#reviews/);
  // The inline script is the page's first and the browser renders none: hydration met no mismatch.
  expect(problems.filter((problem) => !/on purpose/.test(problem))).toEqual([]);
});

test('a session not sampled sends nothing', async ({ page }) => {
  await sampleSession(page, false);
  const reports = reportsOf(page);
  await page.goto(`${DE}${DE_SLICER}${PERSONAL_QUERY}`);
  await expectHydrated(page);
  await throwUncaught(page, 'uncaught on purpose');
  await rejectUnhandled(page, 'rejected on purpose');
  // The reports of a sampled session leave at once (above): a second is far more than they take.
  await page.waitForTimeout(1_000);
  expect(reports).toEqual([]);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), SAMPLE_KEY)).toBe('0');
});

test('a chunk that fails to load (after a deploy) reloads the page, reported first in a sampled session', async ({ page }) => {
  await sampleSession(page, true);
  const reports = reportsOf(page);
  await page.goto(`${SK}${SK_SLICER}`);
  await expectHydrated(page);
  const reloaded = page.waitForEvent('load');
  // A lazy part whose file the deploy replaced, imported with nobody to catch its failure.
  await page.evaluate((file) => {
    void import(file);
  }, '/assets/chunk-replaced-by-a-deploy.js');
  await reloaded;
  await expect.poll(() => reports.map((report) => report['kind'])).toContain('chunk-reload');
  expect(reports.find((report) => report['kind'] === 'chunk-reload')).toMatchObject({
    message: expect.stringMatching(/dynamically imported module/),
    page: SK_SLICER,
    pageKind: 'product',
  });
});

/**
 * The product page with its data broken the way a bug would break it: the server rendered the page in
 * full, and the browser's render of its content then fails (its technical details are not a list). The
 * page data is changed as the start script assigns it, before anything reads it.
 */
const breakProductContent = (page: Page) =>
  page.addInitScript(() => {
    Object.defineProperty(window, '__APP_DATA__', {
      configurable: true,
      set(data: { page: { product: { techDetails: unknown } } }) {
        data.page.product.techDetails = null;
        Object.defineProperty(window, '__APP_DATA__', { value: data, writable: true, configurable: true });
      },
    });
  });

for (const { origin, path, messages, language } of [
  { origin: SK, path: SK_SLICER, messages: sk, language: 'sk' },
  { origin: DE, path: DE_SLICER, messages: de, language: 'de' },
]) {
  for (const width of [1280, 375]) {
    test(`${language}, ${width} px: a failing page keeps its frame, asks to reload in the shopper’s language and reports it`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 812 });
      await sampleSession(page, true);
      await breakProductContent(page);
      const reports = reportsOf(page);
      await page.goto(`${origin}${path}`);
      const message = page.getByRole('alert').filter({ hasText: messages['pageFailed.text'] });
      await expect(message).toBeVisible({ timeout: 15_000 });
      await expect(message.getByRole('button', { name: messages['pageFailed.reload'] })).toBeVisible();
      // The frame is still there, and the content's own heading is gone.
      await expect(page.locator('header').first()).toBeVisible();
      await expect(page.locator('footer').first()).toBeAttached();
      await expect(page.locator('main h1')).toHaveCount(0);
      await expect.poll(() => reports.map((report) => report['kind'])).toContain('boundary');
      expect(reports.find((report) => report['kind'] === 'boundary')).toMatchObject({ page: path, pageKind: 'product', clientVersion: 'local' });
      const shots = process.env['SHOTS_DIR'];
      if (shots) {
        await message.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${shots}/page-failed-${language}-${width}.png` });
      }
    });
  }
}
