// The page frame as a shopper meets it in Chromium, at desktop and phone width: every footer link lands
// on a page (order tracking and my account included, never a silent trip home), 'Contact us' opens the
// form, phone and e-mail are links where the market has them, the payment methods are the market's, and
// the banners above the header (campaign, promo, app version) show when they should and lead on.
import { expect, type Page, test } from './shopper.ts';
import { BROWSER_TEST_PORT } from '../../playwright.config.ts';
import { registeredCustomer, signIn } from './account-helpers.ts';
import { collectProblems } from './page-problems.ts';

const origin = (country: string) => `http://${country}.localhost:${BROWSER_TEST_PORT}`;
const sk = origin('sk');
const chFr = `${origin('ch')}/fr`;
const SCREENS = [
  { width: 1280, height: 900 },
  { width: 375, height: 740 },
] as const;

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');

/** The footer scrolled into view, with its code loaded (it hydrates on idle or when it comes near). */
async function footerInView(page: Page) {
  const footer = page.locator('footer.footer');
  await footer.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  return footer;
}

for (const [market, home] of [
  ['SK', sk],
  ['CH/fr', chFr],
] as const) {
  test(`every footer link of ${market} lands on a page for a guest`, async ({ page }) => {
    await page.goto(`${home}/`);
    const links = await page.locator('footer.footer a[href]').evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        href: anchor.getAttribute('href') ?? '',
        target: anchor.getAttribute('target'),
        rel: anchor.getAttribute('rel'),
      })),
    );
    expect(links.length).toBeGreaterThan(30);
    const internal = links.filter((link) => link.href.startsWith('/'));
    // Asked from the page (the test runner cannot resolve *.localhost): status and address after redirects.
    // One after another, as a shopper clicks them (all at once would only measure this machine's two cores).
    const answers = await page.evaluate(
      async (hrefs) => {
        const found: { href: string; status: number; landed: string }[] = [];
        for (const href of hrefs) {
          const response = await fetch(href, { headers: { accept: 'text/html' } });
          await response.text();
          const landed = new URL(response.url);
          found.push({ href, status: response.status, landed: `${landed.pathname}${landed.search}` });
        }
        return found;
      },
      internal.map((link) => link.href),
    );
    for (const answer of answers) {
      expect(answer.status, answer.href).toBe(200);
      // No silent trip home: a link either lands where it points or, for a guest, on sign-in.
      if (answer.landed !== answer.href) expect(answer.landed, answer.href).toMatch(/\/login$/);
    }
    // Whatever leaves the shop opens in a new tab, without access to this one.
    for (const link of links.filter((entry) => !entry.href.startsWith('/') && !/^(tel|mailto):/.test(entry.href))) {
      expect(link.href, link.href).toMatch(/^https?:\/\//);
      expect(link.target, link.href).toBe('_blank');
      expect(link.rel, link.href).toContain('noopener');
    }
    const prefix = market === 'SK' ? '' : '/fr';
    const hrefs = internal.map((link) => link.href);
    expect(hrefs).toContain(`${prefix}/parcel-tracking`);
    expect(hrefs).toContain(`${prefix}/login`);
    expect(hrefs).not.toContain(`${prefix}/my-account`);
  });
}

for (const screen of SCREENS) {
  test.describe(`at ${screen.width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(screen);
    });

    test("'Contact us' opens the contact form", async ({ page }) => {
      const problems = collectProblems(page);
      await page.goto(`${sk}/`);
      await hydrated(page);
      const footer = await footerInView(page);
      await footer.getByRole('button', { name: 'Kontaktujte nás' }).click();
      await expect(page.getByTestId('contact-form')).toBeVisible();
      expect(problems.filter((problem) => /hydrat/i.test(problem))).toEqual([]);
    });

    test('phone and e-mail are links where the market has them', async ({ page }) => {
      await page.goto(`${sk}/`);
      const footer = await footerInView(page);
      await expect(footer.getByRole('link', { name: '+421 2 3300 4455' })).toHaveAttribute('href', 'tel:+421233004455');
      await expect(footer.getByRole('link', { name: 'service@exquip.sk' })).toHaveAttribute('href', 'mailto:service@exquip.sk');
      await expect(footer).toContainText('Po–Pi 8:00–17:00');
      // Greece has no phone line: only the e-mail.
      await page.goto(`${origin('gr')}/`);
      const greek = await footerInView(page);
      await expect(greek.locator('a[href^="tel:"]')).toHaveCount(0);
      await expect(greek.getByRole('link', { name: 'service@exquip.gr' })).toBeVisible();
    });

    test('the payment methods are those of the market', async ({ page }) => {
      const methods = async (url: string) => {
        await page.goto(url);
        await footerInView(page);
        return page
          .getByTestId('payment-methods')
          .locator('li')
          .evaluateAll((items) => items.map((item) => item.getAttribute('data-method')));
      };
      const nl = await methods(`${origin('nl')}/`);
      const ch = await methods(`${chFr}/`);
      expect(nl).toContain('ideal');
      expect(nl).not.toContain('bank-transfer');
      expect(nl).not.toContain('twint');
      expect(ch).toContain('twint');
      expect(ch).toContain('bank-transfer');
      expect(ch).not.toContain('ideal');
      await expect(page.getByTestId('payment-methods')).toContainText('Virement bancaire');
    });

    test('the app-version banner shows only with its flag', async ({ page }) => {
      await page.goto(`${sk}/`);
      await expect(page.getByTestId('app-version-banner')).toHaveCount(0);
      await page.goto(`${sk}/?app-version=true`);
      await expect(page.getByTestId('app-version-banner')).toHaveText('Verzia aplikácie: local');
    });

    test('the campaign banner leads to the campaign listing, the promo banner to its page', async ({ page }) => {
      await page.goto(`${chFr}/`);
      const banners = page.getByRole('region', { name: 'Annonces' });
      await banners.getByRole('link', { name: 'Black Friday : découvrez toutes les offres' }).click();
      await expect(page).toHaveURL(`${chFr}/search?tags=campaign%3Ablack_friday`);
      await expect(page.locator('main h1')).toContainText('Black Friday');
      await expect(page.locator('main .card').first()).toBeVisible();
      await page
        .getByRole('region', { name: 'Annonces' })
        .getByRole('link', { name: /Garantie Premium/ })
        .click();
      await expect(page).toHaveURL(`${chFr}/premium-guarantee`);
      await expect(page.locator('main h1')).toBeVisible();
    });
  });
}

test("'My account' leads a signed-in customer to the account, without a hydration mismatch", async ({ page }) => {
  const problems = collectProblems(page);
  await signIn(page, await registeredCustomer('footer'), sk);
  await page.goto(`${sk}/`);
  await hydrated(page);
  const footer = await footerInView(page);
  const account = footer.getByRole('link', { name: 'Môj účet' });
  await expect(account).toHaveAttribute('href', '/my-account');
  await account.click();
  await expect(page).toHaveURL(`${sk}/my-account`);
  expect(problems.filter((problem) => /hydrat|did not match/i.test(problem))).toEqual([]);
});
