// The live cart in the machine's Chromium: two tabs of one browser (same cookies) agree without a
// reload, the sidebar opens on add and closes on Escape and on leaving the page, the cart page shows
// the line with its totals, an extra guarantee costs its price and counts in the total, and a product
// without stock cannot be added; a line shows its unit price and discounts; coupons say why they are refused;
// and where checkout is closed, nothing offers a cart. Another tab shows a change before commercetools has it
// (the cart object's pending echo), and takes it back when the write fails.
import * as v from 'valibot';
import { clientIp, expect, test, type Page, expectHydrated } from './shopper.ts';
import { BROWSER_TEST_PORT, STACK_PORT } from '../../playwright.config.ts';

const ORIGIN = `http://de.localhost:${BROWSER_TEST_PORT}`;
/** Seed products (kv-seed/commerce): one with stock, one with none. */
const IN_STOCK = '/p/aufschnittmaschine-250-mm-10010001';
const OUT_OF_STOCK = '/p/kontaktgrill-3600-w-10010010';
/** Tabs must agree "within a second"; a few seconds leave room for a slow machine. */
const LIVE = { timeout: 5000 };

async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(`${ORIGIN}${path}`);
  await expectHydrated(page);
}

function collectPageErrors(pages: Page[]): string[] {
  const errors: string[] = [];
  for (const page of pages) page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('two tabs of one browser share the live cart', async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  const errors = collectPageErrors([a, b]);
  // B is already open on another page, before the cart exists.
  await openHydrated(b, '/');
  await expect(b.getByTestId('cart-count')).toHaveCount(0);

  await openHydrated(a, IN_STOCK);
  await a.getByRole('button', { name: 'In den Warenkorb' }).click();
  const sidebarA = a.getByTestId('cart-sidebar');
  await expect(sidebarA).toBeVisible();
  await expect(sidebarA.getByTestId('cart-line')).toHaveCount(1);
  await expect(a.getByTestId('cart-count')).toHaveText('1');

  // B follows without a reload: badge and the line in its sidebar.
  await expect(b.getByTestId('cart-count')).toHaveText('1', LIVE);
  await b.locator('.header__cart').click();
  const sidebarB = b.getByTestId('cart-sidebar');
  await expect(sidebarB).toBeVisible();
  await expect(sidebarB.getByTestId('cart-line')).toHaveCount(1);
  await expect(sidebarB.getByRole('link', { name: 'Aufschnittmaschine 250 mm' })).toBeVisible();

  // B changes the quantity; A follows.
  await sidebarB.getByRole('button', { name: 'Menge erhöhen' }).click();
  await expect(b.getByTestId('cart-count')).toHaveText('2');
  await expect(a.getByTestId('cart-count')).toHaveText('2', LIVE);
  await expect(sidebarA.getByRole('spinbutton', { name: 'Menge' })).toHaveValue('2', LIVE);

  // Escape closes the sidebar; the cart page shows the line, totals and the free-shipping hint.
  await a.keyboard.press('Escape');
  await expect(sidebarA).toBeHidden();
  await openHydrated(a, '/checkout/cart');
  await expect(a.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible();
  await expect(a.locator('main').getByTestId('cart-line')).toHaveCount(1, LIVE);
  await expect(a.getByTestId('cart-total')).toHaveText(/€/);
  await expect(a.getByTestId('free-shipping')).toBeVisible();
  await expect(a.getByTestId('cart-sidebar')).toBeHidden();

  // Removing the line on the cart page empties B's cart too.
  await a.getByRole('button', { name: /Aufschnittmaschine 250 mm aus dem Warenkorb entfernen/ }).click();
  await expect(a.getByText('Ihr Warenkorb ist leer')).toBeVisible(LIVE);
  await expect(b.getByTestId('cart-count')).toHaveCount(0, LIVE);
  expect(errors).toEqual([]);
});

test('a second device on the same cart follows over the websocket', async ({ browser }) => {
  // Separate browser contexts share no BroadcastChannel: only the cart's websocket connects them.
  // One shopper with two devices: the same address for both (a context of its own has no test's header).
  const shopper = { extraHTTPHeaders: { 'cf-connecting-ip': clientIp() } };
  const laptop = await browser.newContext(shopper);
  const phone = await browser.newContext(shopper);
  const a = await laptop.newPage();
  await openHydrated(a, IN_STOCK);
  await a.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(a.getByTestId('cart-count')).toHaveText('1');
  const cartCookie = (await laptop.cookies(ORIGIN)).find((cookie) => cookie.name === '__Host-cart_id');
  expect(cartCookie).toBeDefined();
  await phone.addCookies(cartCookie ? [cartCookie] : []);

  const b = await phone.newPage();
  await openHydrated(b, '/');
  await expect(b.getByTestId('cart-count')).toHaveText('1');
  await b.locator('.header__cart').click();
  await b.getByTestId('cart-sidebar').getByRole('button', { name: 'Menge erhöhen' }).click();
  await expect(b.getByTestId('cart-count')).toHaveText('2');
  await expect(a.getByTestId('cart-count')).toHaveText('2', LIVE);
  await expect(a.getByTestId('cart-sidebar').getByRole('spinbutton', { name: 'Menge' })).toHaveValue('2', LIVE);
  await laptop.close();
  await phone.close();
});

test('a product without stock shows a disabled out-of-stock button', async ({ page }) => {
  await openHydrated(page, OUT_OF_STOCK);
  const button = page.getByRole('button', { name: 'Nicht vorrätig' });
  await expect(button).toBeVisible();
  await expect(button).toBeDisabled();
  await expect(page.getByRole('button', { name: 'In den Warenkorb' })).toHaveCount(0);
});

test('the quantity selector caps at the stock and says so', async ({ page }) => {
  await openHydrated(page, IN_STOCK);
  const input = page.getByRole('spinbutton', { name: 'Menge' });
  await input.fill('5000');
  await input.press('Enter');
  await expect(page.getByText('Sie haben die maximale Menge erreicht')).toBeVisible();
  const capped = Number(await input.inputValue());
  expect(capped).toBeGreaterThan(1);
  expect(capped).toBeLessThanOrEqual(1000);
  await page.getByRole('button', { name: 'Menge verringern' }).click();
  await expect(input).toHaveValue(String(capped - 1));
});

test('a failed add shows the dismissible cart-adding-problem notification for 3 s', async ({ page }) => {
  await openHydrated(page, IN_STOCK);
  await page.route('**/api/cart/actions', (route) => route.fulfill({ status: 502, json: { error: 'failed', message: 'x' } }));
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  const notification = page.locator('[data-notification-id="cart-adding-problem"]');
  await expect(notification).toContainText('Beim Hinzufügen des Produkts zum Warenkorb ist ein Problem aufgetreten.');
  await expect(page.getByTestId('cart-sidebar')).toBeHidden();
  await expect(notification).toBeHidden({ timeout: 4500 });

  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(notification).toBeVisible();
  await notification.getByRole('button', { name: 'Schließen' }).click();
  await expect(notification).toBeHidden();
});

test('the header cart icon opens the sidebar, empty without a cart', async ({ page }) => {
  await openHydrated(page, '/');
  await page.locator('.header__cart').click();
  const sidebar = page.getByTestId('cart-sidebar');
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByText('Ihr Warenkorb ist leer')).toBeVisible();
  await sidebar.getByRole('button', { name: 'Warenkorb schließen' }).click();
  await expect(sidebar).toBeHidden();
});

test('an extra guarantee added on the cart page costs 8 % of the product and the total includes it', async ({ page }) => {
  const errors = collectPageErrors([page]);
  await openHydrated(page, IN_STOCK);
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await openHydrated(page, '/checkout/cart');
  const total = page.getByTestId('cart-total');
  // 288,99 € (free shipping above 59 €); the one-year guarantee is 8 % of it: 23,12 €.
  await expect(total).toHaveText(/^288,99\s€$/, LIVE);
  const oneYear = page.getByTestId('guarantee-offer').getByRole('button', { name: /Garantieverlängerung 1 Jahr/ });
  await expect(oneYear).toContainText(/23,12\s€/);
  await oneYear.click();

  const guarantee = page.locator('main [data-testid="cart-line"][data-sku="4100010"]');
  await expect(guarantee).toBeVisible(LIVE);
  await expect(guarantee.getByTestId('line-total')).toHaveText(/^23,12\s€$/);
  await expect(page.getByTestId('cart-subtotal')).toHaveText(/^312,11\s€$/);
  await expect(total).toHaveText(/^312,11\s€$/);
  // One guarantee per product: the offer is gone; the badge counts products, not guarantees.
  await expect(page.getByTestId('guarantee-offer')).toHaveCount(0);
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // A reload shows the same: the price lives in the cart, not only in the page.
  await openHydrated(page, '/checkout/cart');
  await expect(page.locator('main [data-testid="cart-line"][data-sku="4100010"]').getByTestId('line-total')).toHaveText(/^23,12\s€$/, LIVE);
  await expect(total).toHaveText(/^312,11\s€$/);
  expect(errors).toEqual([]);
});

test('a line of 7 shows its unit price, quantity and the volume discount it receives before its total', async ({ page }) => {
  const errors = collectPageErrors([page]);
  await openHydrated(page, IN_STOCK);
  const input = page.getByRole('spinbutton', { name: 'Menge' });
  await input.fill('7');
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('7');
  await openHydrated(page, '/checkout/cart');
  const line = page.locator('main [data-testid="cart-line"][data-sku="EX10010001"]');
  // 7 × 288,99 € with 10 % from 5 items: 28,90 € off each unit, 202,30 € off the line.
  await expect(line.getByTestId('line-unit')).toContainText(/^7 × 288,99\s€/, LIVE);
  await expect(line.getByTestId('line-discount')).toHaveText(/^Mengenrabatt −10\s% −202,30\s€$/);
  await expect(line.getByTestId('line-total')).toHaveText(/^1\.820,63\s€$/);
  expect(errors).toEqual([]);
});

test('coupons: a refused code says why at the field, a good one lowers the total and can be removed', async ({ page }) => {
  await openHydrated(page, IN_STOCK);
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await openHydrated(page, '/checkout/cart');
  const total = page.getByTestId('cart-total');
  await expect(total).toHaveText(/^288,99\s€$/, LIVE);
  const field = page.getByRole('textbox', { name: 'Gutscheincode' });
  await field.fill('summer15');
  await page.getByRole('button', { name: 'Einlösen' }).click();
  await expect(page.getByRole('alert')).toHaveText('Dieser Gutscheincode ist abgelaufen.');
  await expect(field).toHaveValue('summer15');

  await field.fill('welcome10');
  await page.getByRole('button', { name: 'Einlösen' }).click();
  await expect(total).toHaveText(/^260,09\s€$/, LIVE);
  await expect(page.getByTestId('line-discount')).toHaveText(/^Gutschein −10\s% −28,90\s€$/);
  await page.getByRole('button', { name: 'Gutschein WELCOME10 entfernen' }).click();
  await expect(total).toHaveText(/^288,99\s€$/, LIVE);
});

test('where checkout is closed (Ireland) the product page and the sidebar explain how to order instead', async ({ page }) => {
  const errors = collectPageErrors([page]);
  await page.goto(`http://ie.localhost:${BROWSER_TEST_PORT}/p/meat-slicer-250-mm-10010001`);
  await expectHydrated(page);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  const notice = page.locator('main .ordering-closed');
  await expect(notice).toContainText('Online ordering is not available in this country.');
  await expect(notice.getByRole('link', { name: 'Contact our customer service to order' })).toHaveAttribute('href', '/help-centre');
  await page.locator('.header__cart').click();
  const sidebar = page.getByTestId('cart-sidebar');
  await expect(sidebar.locator('.ordering-closed')).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Go to cart' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

/** The commerce stand-in itself: its fault switch and the cart as commercetools holds it. */
const COMMERCE = `http://127.0.0.1:${STACK_PORT}`;

async function slowOrFailCartUpdates(cartId: string, fault: { delayNext?: number; delayMs?: number; failNext?: number }): Promise<void> {
  const response = await fetch(`${COMMERCE}/__faults/cart-updates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cartId, ...fault }),
  });
  expect(response.status).toBe(200);
}

const TokenSchema = v.object({ access_token: v.string() });
const CommerceCartSchema = v.object({ lineItems: v.array(v.object({ quantity: v.number() })) });

async function unitsInCommerce(cartId: string): Promise<number> {
  const tokenResponse = await fetch(`${COMMERCE}/oauth/token?grant_type=client_credentials`, {
    method: 'POST',
    headers: { authorization: `Basic ${btoa('t:t')}` },
  });
  const token = v.parse(TokenSchema, await tokenResponse.json());
  const cartResponse = await fetch(`${COMMERCE}/exquip/carts/${cartId}`, { headers: { authorization: `Bearer ${token.access_token}` } });
  return v.parse(CommerceCartSchema, await cartResponse.json()).lineItems.reduce((sum, line) => sum + line.quantity, 0);
}

test('another tab shows a change before commercetools confirms it, and takes back one that fails', async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  const errors = collectPageErrors([a, b]);
  await openHydrated(a, IN_STOCK);
  await a.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(a.getByTestId('cart-count')).toHaveText('1');
  await openHydrated(b, '/');
  await expect(b.getByTestId('cart-count')).toHaveText('1', LIVE);
  const cartId = (await context.cookies(ORIGIN)).find((cookie) => cookie.name === '__Host-cart_id')?.value ?? '';
  expect(cartId).not.toBe('');

  // commercetools answers the next update only after 8 s: whatever B shows before that is the echo.
  await slowOrFailCartUpdates(cartId, { delayNext: 1, delayMs: 8_000 });
  const sidebarA = a.getByTestId('cart-sidebar');
  await sidebarA.getByRole('button', { name: 'Menge erhöhen' }).click();
  await expect(a.getByTestId('cart-count')).toHaveText('2');
  await expect(b.getByTestId('cart-count')).toHaveText('2', LIVE);
  expect(await unitsInCommerce(cartId)).toBe(1);
  await b.locator('.header__cart').click();
  await expect(b.getByTestId('cart-sidebar').getByTestId('line-unit')).toHaveText(/^2 ×/);
  // Then the confirmed cart, in both.
  await expect.poll(() => unitsInCommerce(cartId), { timeout: 15_000 }).toBe(2);
  await expect(b.getByTestId('cart-sidebar').getByRole('spinbutton', { name: 'Menge' })).toHaveValue('2', LIVE);
  await expect(a.getByTestId('cart-count')).toHaveText('2', LIVE);

  // A write that fails: B showed it pending, then takes it back and says so.
  await slowOrFailCartUpdates(cartId, { failNext: 1 });
  await sidebarA.getByRole('button', { name: 'Menge erhöhen' }).click();
  await expect(b.locator('[data-notification-id="cart-update-problem"]')).toBeVisible(LIVE);
  await expect(b.getByTestId('cart-count')).toHaveText('2');
  await expect(a.getByTestId('cart-count')).toHaveText('2', LIVE);
  expect(await unitsInCommerce(cartId)).toBe(2);
  expect(errors).toEqual([]);
});
