// The cart page's lines and summary arrive after hydration (the server renders the page frame only). While
// they load, the page holds the place of a one-line cart's layout, summary box at its size, so the footer
// already stands where the loaded cart puts it, or below the first screen both times: otherwise every cart
// view moves the footer when the cart arrives (a layout shift, what Lighthouse counted as the cart's CLS).
import { addProduct, openHydrated } from './checkout-helpers.ts';
import { expect, test, type Page } from './shopper.ts';

const CART_PAGE = '/checkout/cart';
const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 412, height: 823 },
];

const footerTop = (page: Page): Promise<number> => page.locator('footer.footer').evaluate((footer) => footer.getBoundingClientRect().top);

for (const viewport of VIEWPORTS) {
  test(`the footer of the cart page does not move when the cart arrives (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await addProduct(page);

    // The cart held back, over HTTP and the live socket: the page as the server and hydration leave it.
    await page.route(
      (url) => url.pathname === '/api/cart',
      () => undefined,
    );
    await page.routeWebSocket(/\/api\/cart\/ws/, () => undefined);
    await openHydrated(page, CART_PAGE);
    await expect(page.getByTestId('cart-pending')).toBeVisible();
    await expect(page.getByTestId('cart-pending').getByRole('status')).toHaveText('Načítava sa…');
    const pending = await footerTop(page);

    await page.unrouteAll();
    await openHydrated(page, CART_PAGE);
    await expect(page.locator('.cart-summary').getByRole('link', { name: 'Pokračovať k pokladni' })).toBeVisible();
    await expect(page.getByTestId('cart-pending')).toHaveCount(0);
    const loaded = await footerTop(page);

    const bothBelowFirstScreen = pending >= viewport.height && loaded >= viewport.height;
    expect(bothBelowFirstScreen || Math.abs(loaded - pending) <= 2, `footer at ${pending} px while the cart loads, ${loaded} px loaded`).toBe(true);
  });
}
