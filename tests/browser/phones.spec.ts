// On a phone (375 px): no word of the longest German and Hungarian product names overflows the header,
// footer, product cards or product page headings; the controls a thumb uses are at least 44 px; every
// sidebar and modal closes with Escape and keeps the focus inside while open; a search without hits
// suggests departments, brands and tips without empty filter headings or a '0 – 0' price range.
import { expect, test, type Page, expectHydrated } from './shopper.ts';
import { BROWSER_TEST_PORT } from '../../playwright.config.ts';

const origin = (country: string) => `http://${country}.localhost:${BROWSER_TEST_PORT}`;
const PHONE = { width: 375, height: 812 };

/** The longest names of the demo catalogue in each language (longest overall, longest single word). */
const LONG_NAMES = [
  { country: 'de', slug: 'biologisches-mikroskop-40-1000x-b-ware-20050011', query: 'Mikroskop' },
  { country: 'de', slug: 'heisswasser-hochdruckreiniger-200-bar-10060006', query: 'Hochdruckreiniger' },
  { country: 'hu', slug: 'biologiai-mikroszkop-40-1000x-b-termek-20050011', query: 'mikroszkóp' },
  { country: 'hu', slug: 'jegkockakeszito-40-kg-24-h-b-termek-20010016', query: 'Jégkockakészítő' },
];

async function hydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expectHydrated(page);
}

/** Elements under the selectors whose content is wider than their box (scroll containers by design excepted). */
function overflowing(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const style = getComputedStyle(element);
      // Inline boxes have no client width; visually hidden labels are 1 px on purpose; scrollers scroll; a
      // rating's star fill shows the part of five stars the rating reaches.
      if (element.clientWidth <= 1 || style.display === 'none' || ['auto', 'scroll'].includes(style.overflowX)) continue;
      if (element.classList.contains('rating__fill')) continue;
      if (element.scrollWidth > element.clientWidth + 1) {
        found.push(
          `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} "${(element.textContent ?? '').trim().slice(0, 50)}" ${element.scrollWidth} > ${element.clientWidth}`,
        );
      }
    }
    return found;
  }, selector);
}

/** Visible elements under the selector smaller than 44 × 44 px. */
function smallTargets(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.width < 44 - 0.5 || box.height < 44 - 0.5) {
        found.push(
          `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} "${(element.textContent ?? '').trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return found;
  }, selector);
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  for (const { country, slug, query } of LONG_NAMES) {
    test(`the long ${country} name of ${slug} fits its product page, its card, the header and the footer`, async ({ page }) => {
      await hydrated(page, `${origin(country)}/p/${slug}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      expect(await overflowing(page, 'header.header, header.header *, footer, footer *, main h1, main h2, main h3, .card, .card *')).toEqual([]);

      await hydrated(page, `${origin(country)}/search?query=${encodeURIComponent(query)}`);
      await expect(page.locator('.card').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      expect(await overflowing(page, '.card, .card *, main h1')).toEqual([]);
    });
  }

  test('header icons, footer links, filter chips, pagination and quantity buttons are at least 44 px', async ({ page }) => {
    await hydrated(page, `${origin('de')}/p/heisswasser-hochdruckreiniger-200-bar-10060006`);
    expect(await smallTargets(page, '.header__action, .logo, footer a, footer button, .quantity__step')).toEqual([]);

    await hydrated(page, `${origin('de')}/c/gastronomie?hitsPerPage=12`);
    await expect(page.locator('a.ais-Pagination-link').first()).toBeVisible();
    expect(await smallTargets(page, '.ais-Pagination-link')).toEqual([]);

    await hydrated(page, `${origin('de')}/c/gastronomie?brand=Gastrova`);
    await expect(page.locator('.refinements .chip').first()).toBeVisible();
    expect(await smallTargets(page, '.refinements .chip, .refinements .link-button')).toEqual([]);

    await hydrated(page, `${origin('de')}/search?query=xyzzyqq`);
    expect(await smallTargets(page, '.zero-results .chip')).toEqual([]);
  });

  test('the cart sidebar and the filter panel close with Escape and keep the focus inside while open', async ({ page }) => {
    await hydrated(page, `${origin('de')}/c/gastronomie`);

    await page.locator('.header__cart').click();
    const sidebar = page.getByTestId('cart-sidebar');
    await expect(sidebar).toBeVisible();
    // A native modal <dialog>: Tab cycles through it and the browser's own controls, never the page behind.
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      expect(await sidebar.evaluate((element) => element.contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();

    const filterButton = page.locator('.listing-toolbar__filters');
    await filterButton.click();
    const panel = page.getByRole('dialog');
    await expect(panel).toBeVisible();
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press(step % 7 === 6 ? 'Shift+Tab' : 'Tab');
      expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(filterButton).toBeFocused();
  });

  test('on the product page the section links show that they scroll sideways and keep the active one in view; volume tiers stay short', async ({
    page,
  }) => {
    await hydrated(page, `${origin('ch')}/fr/p/trancheuse-250-mm-10010001`);
    const list = page.getByRole('navigation', { name: 'Sur cette page' }).getByRole('list');
    const fades = () =>
      list.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          scrolls: element.scrollWidth > element.clientWidth,
          start: Number.parseFloat(style.getPropertyValue('--section-nav-fade-start')),
          end: Number.parseFloat(style.getPropertyValue('--section-nav-fade-end')),
        };
      });
    // More to the right: that edge fades out; nothing to the left yet.
    expect(await fades()).toEqual({ scrolls: true, start: 0, end: 48 });
    // Reading the reviews, the last link is the active one and has been scrolled fully into the list's view.
    await page.locator('#reviews').evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
    const reviews = list.getByRole('link', { name: 'Avis clients' });
    await expect(reviews).toHaveAttribute('aria-current', 'location');
    await expect
      .poll(async () => {
        const [item, box] = await Promise.all([reviews.boundingBox(), list.boundingBox()]);
        return item && box ? item.x >= box.x && item.x + item.width <= box.x + box.width : false;
      })
      .toBe(true);
    await expect.poll(async () => (await fades()).start).toBe(48);

    // The volume tiers: the price and the saving each on one line, the quantity on at most two.
    const lines = await page
      .locator('.tiers__tier')
      .evaluateAll((tiers) =>
        tiers.map((tier) =>
          [...tier.children].map((part) => Math.round(part.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(part).lineHeight))),
        ),
      );
    expect(lines.length).toBeGreaterThan(0);
    for (const [quantity, price, save] of lines) {
      expect(quantity).toBeLessThanOrEqual(2);
      expect([price, save]).toEqual([1, 1]);
    }
  });

  test('a search without hits suggests departments, own brands and tips, with no empty filters', async ({ page }) => {
    await hydrated(page, `${origin('hu')}/search?query=xyzzyqq`);
    const suggestions = page.getByTestId('zero-results');
    await expect(suggestions.getByRole('heading', { name: 'Keresési tippek' })).toBeVisible();
    await expect(suggestions.getByRole('navigation', { name: 'Böngésszen osztályaink között' }).getByRole('link')).not.toHaveCount(0);
    await expect(suggestions.getByRole('navigation', { name: 'Saját márkáink' }).getByRole('link', { name: 'Gastrova' })).toBeVisible();
    await expect(page.locator('.filter-group:visible')).toHaveCount(0);
    await expect(page.locator('.price-filter:visible')).toHaveCount(0);
    await expect(page.locator('.listing-toolbar__filters')).toBeHidden();
    await expect(page.locator('body')).not.toContainText(/\b0\s*[–-]\s*0\b/);

    await suggestions.getByRole('link', { name: 'Ügyfélszolgálatunk szívesen segít', exact: false }).click();
    await expect(page.getByTestId('contact-form')).toBeVisible();
  });
});

test('a content page links to the contact form, the returns portal and the account', async ({ page }) => {
  await hydrated(page, `${origin('de')}/return-policy`);
  const portal = page.getByRole('link', { name: 'Retourenportal öffnen' });
  await expect(portal).toHaveAttribute('href', /\/returns-portal\/de-DE$/);
  // A guest's account link goes to sign-in (the account's guard would send a guest home), as in the footer.
  await expect(page.getByRole('link', { name: 'Zu meinem Konto' })).toHaveAttribute('href', '/login');
  await page.getByRole('link', { name: 'Kundenservice kontaktieren' }).click();
  await expect(page.getByTestId('contact-form')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('contact-form')).toBeHidden();
});
