// A listing hydrated from the server's InstantSearch results, refined in the browser: the URL follows
// every refinement in readable parameters, back restores the previous state, and the phone's filter
// panel opens and closes.
import { expect, test, type Page, expectHydrated } from './shopper.ts';
import { BROWSER_TEST_PORT } from '../../playwright.config.ts';
import { collectProblems } from './page-problems.ts';

const ORIGIN = `http://sk.localhost:${BROWSER_TEST_PORT}`;

const count = (page: Page) => page.locator('.listing-toolbar__count');

test('refining a search updates the hits and a readable URL; back restores it', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto(`${ORIGIN}/search?query=stroj`);
  await expectHydrated(page);
  // Four named products and 27 of the full catalogue's model lines (kv-seed/README.md).
  await expect(count(page)).toHaveText('31 produktov');

  await page.getByLabel('Gastrova').check();
  await expect(count(page)).toHaveText('2 produkty');
  await expect(page).toHaveURL(`${ORIGIN}/search?query=stroj&brand=Gastrova`);
  for (const brand of await page.locator('.card__brand').allTextContents()) expect(brand.trim().toLowerCase()).toBe('gastrova');

  await page.getByLabel('Zoradiť podľa').selectOption({ label: 'Cena: od najvyššej' });
  await expect(page).toHaveURL(`${ORIGIN}/search?query=stroj&brand=Gastrova&sort=price_desc`);

  await page.goBack();
  await expect(page).toHaveURL(`${ORIGIN}/search?query=stroj&brand=Gastrova`);
  await page.goBack();
  await expect(count(page)).toHaveText('31 produktov');
  expect(problems).toEqual([]);
});

test('on a phone the filters open in a panel that closes with Escape', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${ORIGIN}/c/gastronomia`);
  await expectHydrated(page);
  const brand = page.getByLabel('Polarfrost');
  await expect(brand).toBeHidden();
  await page.getByRole('button', { name: 'Filtre' }).click();
  await expect(page.getByRole('dialog', { name: 'Filtre' })).toBeVisible();
  await brand.check();
  await expect(page.getByRole('button', { name: 'Zobraziť 5 produktov' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(count(page)).toHaveText('5 produktov');
  await expect(page).toHaveURL(`${ORIGIN}/c/gastronomia?brand=Polarfrost`);
});

test('a listing at rest stays settled: no searches after hydration, results not greyed out', async ({ page }) => {
  const searches: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/search') searches.push(request.url());
  });
  await page.goto(`${ORIGIN}/c/gastronomia`);
  await expectHydrated(page);
  // The server's results are the hydrated state; an unstable widget option used to make InstantSearch
  // search again on every render, endlessly, with the hits shown faded as "loading" meanwhile.
  await page.waitForTimeout(1_000);
  expect(searches).toEqual([]);
  await expect(page.locator('.listing__hits')).toHaveAttribute('aria-busy', 'false');
});
