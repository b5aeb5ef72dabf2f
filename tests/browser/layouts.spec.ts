// The page's layouts in the machine's Chromium, on a desktop and a phone screen: the newsletter block
// subscribes a guest (and is absent when signed in and in the checkout), the floating add-to-cart bar appears once the main
// button has scrolled away, adds to the cart and disappears again, the anchor navigation marks the section
// being read, and the extra-guarantee and complementary-products sidebars open from the cart sidebar with
// no serious accessibility violation.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, expectHydrated } from './shopper.ts';
import { BROWSER_TEST_PORT, STACK_PORT } from '../../playwright.config.ts';
import { registeredCustomer, signIn } from './account-helpers.ts';

const SK = `http://sk.localhost:${BROWSER_TEST_PORT}`;
const DE = `http://de.localhost:${BROWSER_TEST_PORT}`;
const SERVICES = `http://127.0.0.1:${STACK_PORT + 2}`;
/** The seed's slicer (EX10010001): in stock, with technical details, reviews, complementary products and extra guarantees in DE. */
const SLICER = '/p/aufschnittmaschine-250-mm-10010001';
const BLOCKING = new Set(['serious', 'critical', 'unknown']);

const SCREENS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;

async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expectHydrated(page);
}

async function blockingViolations(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? 'unknown'))
    .map((violation) => `${violation.id}: ${violation.help}`);
}

for (const screen of SCREENS) {
  test.describe(`on a ${screen.name}`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } });

    test('a guest subscribes to the newsletter; the consent is required in SK', async ({ page }) => {
      await openHydrated(page, `${SK}/`);
      const block = page.getByTestId('newsletter-block');
      await expect(block).toBeVisible({ timeout: 10_000 });
      const email = `newsletter-${crypto.randomUUID()}@example.sk`;
      await block.getByRole('textbox', { name: 'E-mailová adresa' }).fill(email);
      await block.getByRole('button', { name: 'Prihlásiť sa' }).click();
      await expect(block.getByText('Vyjadrite, prosím, súhlas so zasielaním newslettera.')).toBeVisible();
      await block.getByRole('checkbox').check();
      await block.getByRole('button', { name: 'Prihlásiť sa' }).click();
      await expect(block.getByRole('status')).toHaveText('Ďakujeme! Skontrolujte si, prosím, schránku a potvrďte odber.');
      await expect
        .poll(async () =>
          ((await (await fetch(`${SERVICES}/__received?event=newsletter-doi`)).json()) as { email?: string }[]).filter(
            (body) => body.email === email,
          ),
        )
        .toEqual([{ locale: 'sk-SK', email, user_id: null }]);
    });

    test('a signed-in customer sees no newsletter block', async ({ page }) => {
      const email = await registeredCustomer('newsletter');
      await signIn(page, email, SK);
      await openHydrated(page, `${SK}/`);
      // The block would have come by now (1.5 s after mount, at once below the fold).
      await page.waitForTimeout(3000);
      await expect(page.getByTestId('newsletter-block')).toHaveCount(0);
      await expect(page.locator('footer')).toBeVisible();
    });

    test('the checkout offers no newsletter sign-up beside its own e-mail field', async ({ page }) => {
      await openHydrated(page, `${DE}${SLICER}`);
      await page.locator('.product__buy').getByRole('button', { name: 'In den Warenkorb' }).click();
      await expect(page.getByTestId('cart-count')).toHaveText('1');
      await openHydrated(page, `${DE}/checkout/cart`);
      await page.mouse.wheel(0, 2000);
      // The block would have come by now (1.5 s after mount, at once once scrolled).
      await page.waitForTimeout(3000);
      await expect(page.getByTestId('newsletter-block')).toHaveCount(0);
      await expect(page.locator('footer')).toBeVisible();
    });

    test('the floating bar appears past the main button, adds to the cart and goes when the button is back', async ({ page }) => {
      await openHydrated(page, `${DE}${SLICER}`);
      const bar = page.getByTestId('floating-add-to-cart');
      await expect(bar).toHaveCount(0);
      await page.locator('#description').scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 600);
      await expect(bar).toBeVisible();
      await expect(bar.getByText('Aufschnittmaschine 250 mm')).toBeVisible();
      await bar.getByRole('button', { name: 'In den Warenkorb' }).click();
      await expect(page.getByTestId('cart-count')).toHaveText('1');
      await expect(page.getByTestId('cart-sidebar')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('cart-sidebar')).toBeHidden();
      // The bar never covers the footer's last line: at the very bottom the footer ends above the bar.
      // Blocks that come in on scroll (newsletter, recommendations) can lengthen the page after the
      // first jump, so the shopper scrolls to the bottom again until it stays the bottom.
      await expect
        .poll(async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await page.waitForTimeout(100);
          const footerBottom = await page.locator('footer').evaluate((footer) => footer.getBoundingClientRect().bottom);
          const barTop = await bar.evaluate((element) => element.getBoundingClientRect().top);
          return footerBottom - barTop;
        })
        .toBeLessThanOrEqual(1);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(bar).toHaveCount(0);
    });

    test('the anchor navigation links the sections and marks the one being read', async ({ page }) => {
      await openHydrated(page, `${DE}${SLICER}`);
      const nav = page.getByRole('navigation', { name: 'Auf dieser Seite' });
      await expect(nav.getByRole('link')).toHaveText(['Beschreibung', 'Technische Daten', 'Kundenbewertungen']);
      await nav.getByRole('link', { name: 'Technische Daten' }).click();
      await expect(page).toHaveURL(/#tech-details$/);
      await expect(nav.getByRole('link', { name: 'Technische Daten' })).toHaveAttribute('aria-current', 'location');
      await page.locator('#reviews').evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
      await expect(nav.getByRole('link', { name: 'Kundenbewertungen' })).toHaveAttribute('aria-current', 'location');
      await expect(nav.locator('[aria-current]')).toHaveCount(1);
      // The bar stays in view while reading (sticky).
      await expect(nav).toBeInViewport();
    });

    test('the guarantee and complementary sidebars open from the cart sidebar, pass axe and lead back to the cart', async ({ page }) => {
      await openHydrated(page, `${DE}${SLICER}`);
      await expect(page.getByTestId('complementary')).toBeVisible();
      await page.locator('.product__buy').getByRole('button', { name: 'In den Warenkorb' }).click();
      const cart = page.getByTestId('cart-sidebar');
      await expect(cart.getByTestId('cart-line')).toHaveCount(1);

      await cart.getByRole('button', { name: 'Passt gut dazu' }).click();
      const complementary = page.getByTestId('complementary-sidebar');
      await expect(complementary).toBeVisible();
      await expect(cart).toBeHidden();
      await expect(complementary.getByRole('heading', { name: 'Passt gut zu diesem Produkt' })).toBeVisible();
      expect(await complementary.locator('.card').count()).toBeGreaterThanOrEqual(2);
      expect(await blockingViolations(page, '[data-testid="complementary-sidebar"]')).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(complementary).toBeHidden();

      await page.locator('.header__cart').click();
      await cart.getByRole('button', { name: 'Garantie verlängern' }).click();
      const guarantee = page.getByTestId('guarantee-sidebar');
      await expect(guarantee).toBeVisible();
      // Focus is inside the open sidebar (the rest of the page is inert).
      expect(await guarantee.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      expect(await blockingViolations(page, '[data-testid="guarantee-sidebar"]')).toEqual([]);
      await guarantee.getByRole('button', { name: /Garantieverlängerung 1 Jahr/ }).click();
      // Added: back in the cart, the guarantee under its product, no offer left.
      await expect(guarantee).toBeHidden();
      await expect(cart).toBeVisible();
      await expect(cart.locator('[data-testid="cart-line"][data-sku="4100010"]')).toBeVisible();
      await expect(cart.getByRole('button', { name: 'Garantie verlängern' })).toHaveCount(0);
    });
  });
}
