// Cards (issue 16): quick add to cart from listing cards (not in AT/DE), the product slider's sizes and
// buttons at 1280 and 375 px, the home page's bestsellers and the product page's complementary products as
// sliders whose cards add to the cart, the default picture for an image that fails, and axe on a page with
// a slider.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, expectHydrated } from './shopper.ts';
import { BROWSER_TEST_PORT } from '../../playwright.config.ts';

const SK = `http://sk.localhost:${BROWSER_TEST_PORT}`;
const DE = `http://de.localhost:${BROWSER_TEST_PORT}`;
/** The seed's slicer (EX10010001), which has complementary products; other languages' slugs redirect to the market's. */
const SLICER = '/p/narezovy-stroj-250-mm-10010001';

async function openHydrated(page: Page, url: string) {
  await page.goto(url);
  await expectHydrated(page);
}

/** A product page with related products: the first card of a category listing. */
async function openProductWithSlider(page: Page, testId = 'related-slider') {
  await openHydrated(page, `${SK}/c/gastronomia`);
  const href = await page.locator('.card__link').first().getAttribute('href');
  await openHydrated(page, `${SK}${href}`);
  // The recommendations' slider comes once their box nears the viewport (recommendations-slot.tsx).
  if (testId === 'product-slider') await page.getByTestId('recommendations-slot').scrollIntoViewIfNeeded();
  const slider = page.getByTestId(testId);
  await slider.scrollIntoViewIfNeeded();
  await expect(slider.locator('.slider__item').first()).toBeVisible();
  return slider;
}

test('quick add from a category card adds one piece and opens the cart', async ({ page }) => {
  await openHydrated(page, `${SK}/c/gastronomia`);
  const card = page
    .locator('.card')
    .filter({ has: page.locator('.card__quick-add') })
    .first();
  const button = card.locator('.card__quick-add');
  const name = await card.locator('.card__name').textContent();
  await expect(button).toHaveAccessibleName(new RegExp(`${name?.trim()}`));
  await button.click();
  await expect(page.getByTestId('cart-sidebar')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('no quick add on the German market', async ({ page }) => {
  await openHydrated(page, `${DE}/`);
  await expect(page.locator('.card').first()).toBeVisible();
  await expect(page.locator('.card__quick-add')).toHaveCount(0);
});

test('desktop: the slider shows three or more cards and the next button scrolls it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The recommendations: more cards than fit in one view.
  const slider = await openProductWithSlider(page, 'product-slider');
  const box = slider.locator('.slider');
  const width = (await box.boundingBox())?.width ?? 0;
  const card = (await slider.locator('.slider__item').first().boundingBox())?.width ?? 0;
  expect(card).toBe(225);
  expect(width / card).toBeGreaterThanOrEqual(3);
  const items = await slider.locator('.slider__item').count();
  expect(items * 241).toBeGreaterThan(width);
  await expect(slider.getByRole('button', { name: 'Predchádzajúce produkty' })).toBeHidden();
  await slider.getByRole('button', { name: 'Ďalšie produkty' }).click();
  await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await expect(slider.getByRole('button', { name: 'Predchádzajúce produkty' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('[data-testid="product-slider"]').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
});

test('phone: the slider shows one and a half cards and no buttons', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const slider = await openProductWithSlider(page);
  const width = (await slider.locator('.slider').boundingBox())?.width ?? 0;
  const card = (await slider.locator('.slider__item').first().boundingBox())?.width ?? 0;
  expect((width + 0.5 * 20) / (card + 20)).toBeCloseTo(1.5, 1);
  await expect(slider.getByRole('button', { name: 'Ďalšie produkty' })).toBeHidden();
});

test('home: the bestsellers are a slider that scrolls with its buttons, shifts nothing, and quick add fills the cart', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // Every layout shift from the start, with the elements that moved.
  await page.addInitScript(() => {
    const shifted: string[] = [];
    Object.assign(window, { shifted });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { sources?: { node?: Node | null }[] })[]) {
        for (const source of entry.sources ?? []) {
          const node = source.node instanceof Element ? source.node : source.node?.parentElement;
          if (node) shifted.push(node.closest('section')?.getAttribute('aria-labelledby') ?? node.tagName);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await openHydrated(page, `${SK}/`);
  const slider = page.getByTestId('bestsellers-slider');
  await expect(slider.getByRole('group', { name: 'Bestsellery' })).toBeVisible();
  await slider.scrollIntoViewIfNeeded();
  const box = slider.locator('.slider');
  expect((await slider.locator('.slider__item').first().boundingBox())?.width).toBe(225);
  await expect(slider.getByRole('button', { name: 'Predchádzajúce produkty' })).toBeHidden();
  await slider.getByRole('button', { name: 'Ďalšie produkty' }).click();
  await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await expect(slider.getByRole('button', { name: 'Predchádzajúce produkty' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { shifted: string[] }).shifted)).not.toContain('bestsellers');

  const card = slider
    .locator('.card')
    .filter({ has: page.locator('.card__quick-add') })
    .first();
  await card.locator('.card__quick-add').click();
  await expect(page.getByTestId('cart-sidebar')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('product page: the complementary products are a slider whose cards add to the cart, except in Germany', async ({ page }) => {
  await openHydrated(page, `${SK}${SLICER}`);
  const slider = page.getByTestId('complementary-slider');
  await slider.scrollIntoViewIfNeeded();
  const card = slider.locator('.card').first();
  const name = (await card.locator('.card__name').textContent())?.trim() ?? '';
  await card.getByRole('button', { name: new RegExp(name) }).click();
  const cart = page.getByTestId('cart-sidebar');
  await expect(cart).toBeVisible();
  await expect(cart.getByTestId('cart-line')).toHaveCount(1);
  await expect(cart.getByTestId('cart-line')).toContainText(name);
  // The same cards in the complementary sidebar opened from the cart: a quick add there leads back to the cart.
  await page.keyboard.press('Escape');
  await expect(cart).toBeHidden();
  await page.locator('.product__buy .add-to-cart').click();
  await expect(cart.getByTestId('cart-line')).toHaveCount(2);
  await cart.getByRole('button', { name: 'Hodí sa k tomu' }).click();
  const sidebar = page.getByTestId('complementary-sidebar');
  await sidebar.locator('.card').nth(1).locator('.card__quick-add').click();
  await expect(sidebar).toBeHidden();
  await expect(cart.getByTestId('cart-line')).toHaveCount(3);

  await openHydrated(page, `${DE}${SLICER}`);
  await expect(page.getByTestId('complementary-slider').locator('.card').first()).toBeVisible();
  await expect(page.getByTestId('complementary-slider').locator('.card__quick-add')).toHaveCount(0);
});

test('a card whose image fails shows the default picture', async ({ page }) => {
  await page.route('**/images/products/**', (route) => route.fulfill({ status: 404, body: '' }));
  await openHydrated(page, `${SK}/c/gastronomia`);
  const image = page.locator('.card__image').first();
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('src', '/images/default-product.svg');
});
