// The language switch of a multi-language country in the machine's Chromium (issue 17): on a CH category
// page the header's FR and the footer's IT lead to the same category in French and Italian, under their
// own slugs, and the page then speaks that language. (The product page's switch: navigation.spec.ts.)
import { expect, test } from './shopper.ts';
import { openHydrated, originOf } from './checkout-helpers.ts';

const CH = originOf('ch');
/** Gastronomy › Cooking equipment in German, French and Italian (kv-seed/commerce/categories.json). */
const COOKING = {
  de: { path: '/c/kochgerate', name: 'Kochgeräte' },
  fr: { path: '/fr/c/appareils-de-cuisson', name: 'Appareils de cuisson' },
  it: { path: '/it/c/apparecchi-di-cottura', name: 'Apparecchi di cottura' },
} as const;

test.use({ viewport: { width: 1280, height: 900 } });

test('a CH category: the header’s FR and the footer’s IT keep the shopper on the category', async ({ page }) => {
  await openHydrated(page, COOKING.de.path, CH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COOKING.de.name);

  await page.getByRole('banner').getByRole('link', { name: 'FR', exact: true }).click();
  await expect(page).toHaveURL(`${CH}${COOKING.fr.path}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COOKING.fr.name);

  await page.getByRole('contentinfo').getByRole('link', { name: 'IT', exact: true }).click();
  await expect(page).toHaveURL(`${CH}${COOKING.it.path}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COOKING.it.name);
});
