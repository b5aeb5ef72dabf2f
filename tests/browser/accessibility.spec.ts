// Accessibility of the five watched pages as axe-core sees them in Chromium (WCAG 2.x A and AA rules), on
// a desktop and a phone screen: no violation a screen-reader or low-vision shopper would be stopped by
// (impact serious or critical). Moderate and minor findings are printed, not failed. On phones also
// WCAG's reflow criterion, which axe does not check: at 320 CSS px nothing needs sideways scrolling.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, expectHydrated } from './shopper.ts';
import { BROWSER_TEST_PORT } from '../../playwright.config.ts';
import { AUDITED_PAGES, cartCookie, shopOrigin, type AuditedPage } from '../../bench/audited-pages.ts';

const ORIGIN = shopOrigin(BROWSER_TEST_PORT);
const SCREENS = [
  { name: 'desktop', width: 1280, height: 900 },
  // Phones hide the labels of the header icons and the filter column: other names, other headings.
  { name: 'phone', width: 375, height: 812 },
] as const;
// A violation without a stated impact counts as blocking rather than slipping through.
const BLOCKING = new Set(['serious', 'critical', 'unknown']);
/** Parts that arrive after hydration and belong to the page: the cart's guarantee offers (their own request). */
const LATE_PARTS: Partial<Record<AuditedPage['name'], string>> = { cart: '[data-testid="guarantee-offer"]' };

async function settle(page: Page, target: AuditedPage): Promise<void> {
  await expectHydrated(page);
  const late = LATE_PARTS[target.name];
  if (late) await expect(page.locator(late).first()).toBeVisible();
  // A listing that is (re)loading shows its hits faded; axe would judge the faded colours.
  const hits = page.locator('.listing__hits');
  if ((await hits.count()) > 0) await expect(hits).toHaveAttribute('aria-busy', 'false');
}

for (const target of AUDITED_PAGES) {
  for (const screen of SCREENS) {
    test(`${target.name} on a ${screen.name}: no serious or critical WCAG 2 A/AA violation${screen.name === 'phone' ? ', no sideways scrolling at 320 px' : ''}`, async ({
      page,
    }) => {
      if ('needsCart' in target) {
        // A `__Host-` cookie must come Secure from the shop's own origin (Chromium counts *.localhost as
        // secure); DevTools' cookie API refuses Secure cookies for an http URL, so the page sets it.
        const cookie = await cartCookie(BROWSER_TEST_PORT);
        await page.goto(`${ORIGIN}/robots.txt`);
        await page.evaluate((line) => {
          // biome-ignore lint/suspicious/noDocumentCookie: a test sets one ready-made cookie line in the browser
          document.cookie = `${line}; Path=/; Secure; SameSite=Lax`;
        }, cookie);
      }
      await page.setViewportSize(screen);
      // 'load', not 'networkidle': the cart keeps a websocket open.
      const response = await page.goto(`${ORIGIN}${target.path}`, { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(`${ORIGIN}${target.path}`);
      await settle(page, target);

      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      const summary = (impacts: (impact: string) => boolean) =>
        violations
          .filter((violation) => impacts(violation.impact ?? 'unknown'))
          .map(
            (violation) =>
              `[${violation.impact}] ${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          );
      const minor = summary((impact) => !BLOCKING.has(impact));
      if (minor.length > 0) console.log(`${target.name} (${screen.name}), not failing:\n  ${minor.join('\n  ')}`);
      expect(summary((impact) => BLOCKING.has(impact))).toEqual([]);

      if (screen.name === 'phone') {
        await page.setViewportSize({ width: 320, height: 640 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, 'CSS pixels the page scrolls sideways at 320 px').toBe(0);
      }
    });
  }
}

// Switzerland has three languages: the header and the footer both offer them, each a navigation landmark,
// and a screen reader's landmark list must tell the two apart (axe's landmark-unique, a best practice).
for (const screen of SCREENS) {
  for (const { path, header, footer } of [
    { path: '/', header: 'Sprache', footer: 'Sprache des Shops' },
    { path: '/fr/', header: 'Langue', footer: 'Langue de la boutique' },
  ]) {
    test(`ch.localhost${path} on a ${screen.name}: the header's and the footer's language navigations have names of their own`, async ({ page }) => {
      await page.setViewportSize(screen);
      await page.goto(`http://ch.localhost:${BROWSER_TEST_PORT}${path}`);
      await expectHydrated(page);
      await expect(page.getByRole('contentinfo').getByRole('navigation', { name: footer, exact: true })).toHaveCount(1);
      if (screen.name === 'desktop') await expect(page.getByRole('banner').getByRole('navigation', { name: header, exact: true })).toHaveCount(1);
      const { violations } = await new AxeBuilder({ page }).withRules(['landmark-unique']).analyze();
      expect(violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
    });
  }
}
