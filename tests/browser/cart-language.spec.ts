// Cart lines in the shopper's language (issue 17), in the machine's Chromium: two tabs of one browser on
// one Swiss cart, one browsing German and one French, each show the lines and their product links in
// their own language, after an add in one and a quantity change in the other.
import { expect, test, type Page, expectHydrated } from './shopper.ts';
import { BROWSER_TEST_PORT } from '../../playwright.config.ts';

const ORIGIN = `http://ch.localhost:${BROWSER_TEST_PORT}`;
/** One seed product (kv-seed/commerce) on its German and French pages. */
const GERMAN = { path: '/p/aufschnittmaschine-250-mm-10010001', name: 'Aufschnittmaschine 250 mm' };
const FRENCH = { path: '/fr/p/trancheuse-250-mm-10010001', name: 'Trancheuse 250 mm' };
/** Tabs must agree "within a second"; a few seconds leave room for a slow machine. */
const LIVE = { timeout: 5000 };

async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(`${ORIGIN}${path}`);
  await expectHydrated(page);
}

test('a German and a French tab of one Swiss cart each show its lines in their own language', async ({ context }) => {
  const german = await context.newPage();
  const french = await context.newPage();
  const errors: string[] = [];
  for (const page of [german, french]) page.on('pageerror', (error) => errors.push(error.message));
  // The French tab is open before the cart exists: it hears of it from the German tab.
  await openHydrated(french, FRENCH.path);
  await openHydrated(german, GERMAN.path);

  await german.locator('.product__buy').getByRole('button', { name: 'In den Warenkorb' }).click();
  const germanSidebar = german.getByTestId('cart-sidebar');
  await expect(germanSidebar.getByRole('link', { name: GERMAN.name })).toHaveAttribute('href', GERMAN.path);

  await expect(french.getByTestId('cart-count')).toHaveText('1', LIVE);
  await french.locator('.header__cart').click();
  const frenchSidebar = french.getByTestId('cart-sidebar');
  await expect(frenchSidebar.getByRole('link', { name: FRENCH.name })).toHaveAttribute('href', FRENCH.path);

  // The French tab changes the quantity: the German tab follows over the websocket, still in German.
  await frenchSidebar.getByRole('button', { name: 'Augmenter la quantité' }).click();
  await expect(german.getByTestId('cart-count')).toHaveText('2', LIVE);
  await expect(germanSidebar.getByRole('spinbutton', { name: 'Menge' })).toHaveValue('2', LIVE);
  await expect(germanSidebar.getByRole('link', { name: GERMAN.name })).toBeVisible();
  await expect(frenchSidebar.getByRole('link', { name: FRENCH.name })).toBeVisible();

  // The French cart page shows the line in French.
  await openHydrated(french, '/fr/checkout/cart');
  await expect(french.locator('main').getByRole('link', { name: FRENCH.name })).toBeVisible(LIVE);
  await expect(french.locator('main').getByText(GERMAN.name)).toHaveCount(0);
  expect(errors).toEqual([]);
});
