// The header of issue 16 in the machine's Chromium, on a desktop (1280 px) and a phone (375 px): the menu
// button's navigation sidebar (the tree, a category link, every way it closes), the contact dropdown
// (desktop), the category bar (arrows on desktop, two rows on phones, the product's department children),
// the language switch to the same product in French (CH), the cart badge beside its label, and axe on the
// open sidebar and dropdown.
import { expect, test, type Page, expectHydrated } from './shopper.ts';
import { expectNoBlockingViolation, openHydrated, originOf, PARCEL_SKU } from './checkout-helpers.ts';

const CH = originOf('ch');
/** A product of Gastronomy › Cooking appliances, in German and French (kv-seed/commerce/products.json). */
const PRODUCT_DE = '/p/induktionskochfeld-3500-w-10010013';
const PRODUCT_FR = '/fr/p/plaque-a-induction-3500-w-10010013';
/** Swiss German texts (src/locales/de.json) and the seeded category names. */
const DE = { menu: 'Menü', close: 'Menü schließen', back: 'Zurück', gastronomy: 'Gastronomie', cooking: 'Kochgeräte', contact: 'Kontakt' };
const FIRST_LEVEL = 7;
const SCREENS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;

const sidebar = (page: Page) => page.getByTestId('navigation');
const menuButton = (page: Page) => page.getByRole('button', { name: DE.menu, exact: true });

async function openMenu(page: Page): Promise<void> {
  await menuButton(page).click();
  await expect(sidebar(page)).toBeVisible();
}

for (const screen of SCREENS) {
  test.describe(`on a ${screen.name}`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } });

    test('the menu shows the whole tree, drills into a department and navigates to a category', async ({ page }) => {
      await openHydrated(page, '/', CH);
      await openMenu(page);
      const tree = sidebar(page).getByRole('navigation');
      await expect(tree.getByRole('button')).toHaveCount(FIRST_LEVEL);
      await expect(tree.getByRole('link', { name: 'Sale' })).toBeVisible();
      await tree.getByRole('button', { name: DE.gastronomy }).click();
      // Drilled in: 'Back' has the focus, the department's own page and its subtree are links.
      await expect(sidebar(page).getByRole('button', { name: DE.back })).toBeFocused();
      await expect(tree.getByRole('link', { name: `Alles in ${DE.gastronomy}` })).toHaveAttribute('href', '/c/gastronomie');
      await expect(tree.getByRole('link', { name: 'Kontaktgrills' })).toBeVisible();
      await sidebar(page).getByRole('button', { name: DE.back }).click();
      await expect(tree.getByRole('button', { name: DE.gastronomy })).toBeFocused();
      await tree.getByRole('button', { name: DE.gastronomy }).click();
      await tree.getByRole('link', { name: DE.cooking, exact: true }).click();
      await expect(page).toHaveURL(`${CH}/c/kochgerate`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(DE.cooking);
      await expect(sidebar(page)).toHaveCount(0);
    });

    test('the menu closes with Escape, the backdrop, its close button, and gives the focus back', async ({ page }) => {
      await openHydrated(page, '/', CH);
      await openMenu(page);
      await page.keyboard.press('Escape');
      await expect(sidebar(page)).toBeHidden();
      await expect(menuButton(page)).toBeFocused();
      await openMenu(page);
      // The backdrop: right of the drawer (at most 26rem wide; on a phone the drawer is the whole width minus nothing).
      const box = await sidebar(page).locator('.drawer__panel').boundingBox();
      if (box && box.x + box.width < screen.width - 10) {
        await page.mouse.click(screen.width - 5, screen.height / 2);
        await expect(sidebar(page)).toBeHidden();
        await openMenu(page);
      }
      await sidebar(page).getByRole('button', { name: DE.close }).click();
      await expect(sidebar(page)).toBeHidden();
    });

    test('the menu closes on the spec triggers: search bar, logo, contact, account', async ({ page }) => {
      await openHydrated(page, '/c/garten', CH);
      // Search bar: the menu closes and the header's search field has the focus.
      await openMenu(page);
      await sidebar(page).getByRole('button', { name: 'Wonach suchen Sie?' }).click();
      await expect(sidebar(page)).toBeHidden();
      await expect(page.getByRole('combobox', { name: 'Websuche' })).toBeFocused();
      // Contact: the menu closes and the contact form opens.
      await openMenu(page);
      await sidebar(page).getByRole('button', { name: 'Kundenservice' }).click();
      await expect(page.getByTestId('contact-form')).toBeVisible();
      await expect(sidebar(page)).toBeHidden();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('contact-form')).toHaveCount(0);
      // Logo: home, menu closed.
      await openMenu(page);
      await sidebar(page).getByRole('link', { name: 'Exquip' }).click();
      await expect(page).toHaveURL(`${CH}/`);
      await expectHydrated(page);
      await expect(sidebar(page)).toHaveCount(0);
      // Account: a guest goes to sign-in, menu closed.
      await openMenu(page);
      const account = sidebar(page).getByRole('link', { name: 'Mein Konto' });
      const href = await account.getAttribute('href');
      expect(href).not.toBe('/my-account');
      await account.click();
      await expect(page).toHaveURL(`${CH}${href}`);
      await expect(sidebar(page)).toHaveCount(0);
    });

    test('axe finds no serious violation with the menu open', async ({ page }) => {
      await openHydrated(page, '/', CH);
      await openMenu(page);
      await expectNoBlockingViolation(page, 'navigation sidebar open');
      await sidebar(page).getByRole('button', { name: DE.gastronomy }).click();
      await expectNoBlockingViolation(page, 'navigation sidebar drilled into a department');
    });

    test('on a product page the bar shows the department’s children without the sale entry; FR leads to the same product', async ({ page }) => {
      await openHydrated(page, PRODUCT_DE, CH);
      const bar = page.getByRole('navigation', { name: 'Kategorien' });
      await expect(bar.getByRole('link')).toHaveText(['Speisenzubereitung', DE.cooking, 'Bar & Getränke']);
      await expect(bar.getByRole('link', { name: DE.cooking })).toHaveAttribute('aria-current', 'true');
      const title = await page.getByRole('heading', { level: 1 }).textContent();
      if (screen.name === 'desktop') {
        await page.locator('.header').getByRole('link', { name: 'FR', exact: true }).click();
      } else {
        // Phones carry the languages in the menu; switching closes it.
        await openMenu(page);
        await sidebar(page).getByRole('link', { name: 'FR', exact: true }).click();
      }
      await expect(page).toHaveURL(`${CH}${PRODUCT_FR}`);
      await expect(page.locator('html')).toHaveAttribute('lang', /^fr/);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(title ?? '');
      await expect(page.getByText('10010013').first()).toBeVisible();
      // Back: the German link of the French page leads to the German product.
      await expect(page.locator('a[hreflang="de"]').first()).toHaveAttribute('href', PRODUCT_DE);
    });

    test('the cart badge never covers a visible label (1, 12, 999+)', async ({ page }) => {
      await openHydrated(page, '/');
      const status = await page.evaluate(async (sku) => {
        const response = await fetch('/api/cart/actions', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ actions: [{ action: 'addLineItem', sku, quantity: 1 }] }),
        });
        return response.status;
      }, PARCEL_SKU);
      expect(status).toBe(200);
      await openHydrated(page, '/');
      const badge = page.getByTestId('cart-count');
      await expect(badge).toHaveText('1');
      // 12 and 999+ are written into the badge: the layout, not the cart, is under test here.
      for (const count of ['1', '12', '999+']) {
        await badge.evaluate((element, text) => {
          element.textContent = text;
        }, count);
        const boxes = await page.locator('.header__cart').evaluate((cart) => {
          const rect = (element: Element | null) => {
            if (!element) return null;
            const { left, right, top, bottom, width } = element.getBoundingClientRect();
            return { left, right, top, bottom, width };
          };
          return { badge: rect(cart.querySelector('.badge')), label: rect(cart.querySelector('.header__action-label')) };
        });
        expect(boxes.badge?.width, `badge ${count}`).toBeGreaterThan(0);
        const label = boxes.label;
        const badgeBox = boxes.badge;
        if (!label || !badgeBox) throw new Error('cart icon without badge or label');
        // A label narrower than 2 px is the visually hidden one (phones): nothing to cover.
        if (label.width > 2) {
          const overlaps = badgeBox.left < label.right && label.left < badgeBox.right && badgeBox.top < label.bottom && label.top < badgeBox.bottom;
          expect(overlaps, `badge ${count} over the label`).toBe(false);
        }
        expect(badgeBox.right, `badge ${count} inside the screen`).toBeLessThanOrEqual(screen.width);
      }
    });
  });
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the contact dropdown offers reasons that open the form, and the phone where the market has one', async ({ page }) => {
    await openHydrated(page, '/', CH);
    const toggle = page.locator('.contact-menu summary');
    await expect(toggle).toHaveText(DE.contact);
    await toggle.click();
    const panel = page.locator('.contact-menu__panel');
    await expect(panel.getByRole('button')).toHaveText([
      'Frage zu einer Bestellung',
      'Wo ist meine Sendung?',
      'Rücksendungen',
      'Verkauf und Beratung',
    ]);
    const contact = await page.evaluate(
      () => (window as { __APP_DATA__?: { frame: { contact: { phone: string | null } | null } } }).__APP_DATA__?.frame.contact,
    );
    if (contact?.phone) await expect(panel.locator('a[href^="tel:"]')).toHaveText(contact.phone);
    else await expect(panel.locator('a[href^="tel:"]')).toHaveCount(0);
    await expectNoBlockingViolation(page, 'contact dropdown open');
    // Escape closes it and the focus returns to its button; a click outside closes it.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(panel).toBeHidden();
    // A reason opens the contact form.
    await toggle.click();
    await panel.getByRole('button', { name: 'Wo ist meine Sendung?' }).click();
    await expect(page.getByTestId('contact-form')).toBeVisible();
    await expect(panel).toBeHidden();
  });

  test('the category bar fits at 1280 px; narrower, its arrows scroll by a page and stop at the ends', async ({ page }) => {
    await openHydrated(page, '/', CH);
    const bar = page.locator('.category-bar');
    const previous = page.getByRole('button', { name: 'Vorherige Kategorien' });
    const next = page.getByRole('button', { name: 'Weitere Kategorien' });
    // All eight entries fit: the arrows keep their room but are hidden.
    await expect(bar).toHaveAttribute('data-fits', '');
    await expect(previous).toBeHidden();
    // A bar 520 px wide (a longer category list would do the same): the arrows work.
    await page.addStyleTag({ content: '.category-bar__inner { max-width: 520px; }' });
    await page.setViewportSize({ width: 1279, height: 900 });
    await expect(bar).not.toHaveAttribute('data-fits', '');
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    const list = page.locator('.category-bar__list');
    const firstBox = await list.locator('li').first().boundingBox();
    await next.click();
    await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
    await expect(previous).toBeEnabled();
    for (let step = 0; step < 10 && (await next.isEnabled()); step += 1) {
      await next.click();
      await page.waitForTimeout(400);
    }
    await expect(next).toBeDisabled();
    await expect(list.getByRole('link', { name: 'Sale' })).toBeInViewport();
    await previous.click();
    await expect(next).toBeEnabled();
    // Nothing moved vertically while the arrows worked (no layout shift).
    expect((await list.locator('li').first().boundingBox())?.y).toBe(firstBox?.y);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the category bar has two rows that scroll sideways and fade while there is more', async ({ page }) => {
    await openHydrated(page, '/', CH);
    const items = page.locator('.category-bar__list li');
    const [first, second] = [await items.nth(0).boundingBox(), await items.nth(1).boundingBox()];
    expect(first?.x).toBe(second?.x);
    expect(second?.y ?? 0).toBeGreaterThan(first?.y ?? 0);
    const list = page.locator('.category-bar__list');
    expect(await list.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await expect(list).toHaveCSS('mask-image', /gradient/);
    await expect(page.locator('.category-bar__arrow').first()).toBeHidden();
    await list.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect(list).toHaveCSS('mask-image', 'none');
    // No contact dropdown on phones: the form is reached through the menu.
    await expect(page.locator('.contact-menu')).toBeHidden();
  });
});
