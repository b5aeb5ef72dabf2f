// Routing as a shopper meets it in Chromium: footer links to CMS pages, the 404 page with ways on, and
// the reload after a failed chunk (at most once per 60 s).
import { expect, test } from './shopper.ts';
import { BROWSER_TEST_PORT } from '../../playwright.config.ts';

const de = `http://de.localhost:${BROWSER_TEST_PORT}`;

test('the footer leads to the return policy, a CMS page in German', async ({ page }) => {
  await page.goto(`${de}/`);
  await page.locator('footer').getByRole('link', { name: 'Rückgabe' }).first().click();
  await expect(page).toHaveURL(`${de}/return-policy`);
  await expect(page.locator('main h1')).toContainText('Rückgabe');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${de}/return-policy`);
});

test('an unknown page offers the departments and the own brands', async ({ page }) => {
  const response = await page.goto(`${de}/diese-seite-gibt-es-nicht`);
  expect(response?.status()).toBe(404);
  await expect(page.locator('main h1')).toHaveText('Diese Seite wurde nicht gefunden');
  await page.locator('main').getByRole('link', { name: 'Polarfrost' }).click();
  await expect(page).toHaveURL(`${de}/polarfrost`);
  await expect(page.locator('main h1')).toHaveText('Polarfrost');
  await expect(page.locator('main .card').first()).toBeVisible();
});

test('a failed chunk reloads the page once, not again within 60 seconds', async ({ page }) => {
  await page.goto(`${de}/`);
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
  const failChunk = () =>
    page.evaluate(() => {
      const reason = new TypeError('Failed to fetch dynamically imported module: /assets/chunk-gone.js');
      window.dispatchEvent(new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason }));
    });
  await Promise.all([page.waitForEvent('load'), failChunk()]);
  expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).toBe('reload');
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');

  let reloaded = false;
  page.on('load', () => {
    reloaded = true;
  });
  await failChunk();
  await page.waitForTimeout(1_000);
  expect(reloaded).toBe(false);
});
