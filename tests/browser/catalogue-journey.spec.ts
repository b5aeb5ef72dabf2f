// A shopper's first journey, home → category → product, in two markets, in the machine's Chromium.
// Checks language, currency and price formatting, and that the page hydrates without warnings.
import { expect, test, expectHydrated } from './shopper.ts';
import { BROWSER_TEST_PORT } from '../../playwright.config.ts';
import { collectProblems } from './page-problems.ts';

const markets = [
  { country: 'sk', language: 'sk', locale: 'sk-SK', inStock: 'Na sklade' },
  { country: 'de', language: 'de', locale: 'de-DE', inStock: 'Auf Lager' },
] as const;

const euroAmount = /^\d{1,3}([\s\u00a0\u202f.]\d{3})*,\d{2}\s€$/;

for (const market of markets) {
  test(`${market.country}: home → category → product in ${market.locale}`, async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto(`http://${market.country}.localhost:${BROWSER_TEST_PORT}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', market.language);

    const department = page.locator('.category-bar a').first();
    const departmentName = (await department.textContent())?.trim() ?? '';
    await department.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(departmentName);
    const cardPrices = await page.getByTestId('price').allTextContents();
    expect(cardPrices.length).toBeGreaterThan(0);
    for (const price of cardPrices) expect(price.trim()).toMatch(euroAmount);

    const firstCard = page.locator('.card').first();
    const productName = (await firstCard.locator('.card__name').textContent())?.trim() ?? '';
    const cardPrice = (await firstCard.getByTestId('price').textContent())?.trim();
    await firstCard.locator('.card__link').click();
    await expect(page).toHaveURL(/\/p\/[a-z0-9-]+-\d{8}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);
    await expect(page.getByTestId('price').first()).toHaveText(cardPrice ?? '');
    await expect(page.getByTestId('availability')).toContainText(market.inStock.split(' ')[0]!);

    // The gallery reacts to clicks only once React has hydrated the server-rendered page.
    const thumbnails = page.locator('.gallery__thumb');
    if ((await thumbnails.count()) > 1) {
      await expectHydrated(page);
      await thumbnails.nth(1).click();
      await expect(thumbnails.nth(1)).toHaveAttribute('aria-pressed', 'true');
    }
    expect(problems).toEqual([]);
  });
}
