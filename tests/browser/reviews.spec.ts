// Product reviews in the machine's Chromium (issue 15): the product page shows the first ten reviews as
// the server rendered them, 'show more' adds five at a time and the order can change; a customer who
// bought the product (an order placed through the API with their e-mail) writes a review, which is then
// at the top of the list; axe finds no serious or critical violation in the reviews section.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './shopper.ts';
import { openHydrated, originOf } from './checkout-helpers.ts';

interface SeedReview {
  target: { key: string };
}
interface SeedProduct {
  key: string;
  slug: Record<string, string>;
}
const seed = <T>(file: string): T[] => JSON.parse(readFileSync(new URL(`../../kv-seed/commerce/${file}`, import.meta.url), 'utf8'));
const reviewCount = new Map<string, number>();
for (const review of seed<SeedReview>('reviews.json')) reviewCount.set(review.target.key, (reviewCount.get(review.target.key) ?? 0) + 1);
const products = seed<SeedProduct>('products.json');
const slugOf = (key: string): string => `/p/${products.find((product) => product.key === key)?.slug['sk'] ?? ''}`;

/** The product with the most reviews (more than ten and five), and one with a few for the purchase. */
const [busyKey = '', busyCount = 0] = [...reviewCount].sort((a, b) => b[1] - a[1])[0] ?? [];
const [boughtKey = ''] = [...reviewCount].filter(([key, count]) => key.startsWith('ex1004') && count >= 2 && count <= 6)[0] ?? [];

const SK = originOf('sk');
const COMMERCE = `http://127.0.0.1:${Number(process.env.BROWSER_TEST_STACK_PORT ?? 18281)}`;
const reviews = (page: Page) => page.getByTestId('reviews').getByTestId('review');

/** The product page with its reviews' chunk hydrated (it follows the page's own hydration). */
async function openProduct(page: Page, key: string): Promise<void> {
  await openHydrated(page, slugOf(key), SK);
  await expect(page.getByTestId('reviews')).toHaveAttribute('data-hydrated', 'true');
}

/** A customer made in the commerce stand-in (e-mail confirmed), as registration and confirmation would leave it. */
async function createCustomer(email: string, password: string): Promise<void> {
  const auth = await fetch(`${COMMERCE}/oauth/token?grant_type=client_credentials`, {
    method: 'POST',
    headers: { authorization: `Basic ${btoa('t:t')}` },
  });
  const { access_token } = (await auth.json()) as { access_token: string };
  const created = await fetch(`${COMMERCE}/exquip/customers`, {
    method: 'POST',
    headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, firstName: 'Jana', lastName: 'Nováková', isEmailVerified: true }),
  });
  expect(created.status).toBe(201);
}

async function expectAxeClean(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include('[data-testid="reviews"]').withTags(['wcag2a', 'wcag2aa']).analyze();
  const blocking = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(
    blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
}

test('the product page shows the first ten reviews; show more adds five; most recent first on request', async ({ page }) => {
  expect(busyCount).toBeGreaterThan(15);
  await openProduct(page, busyKey);
  const section = page.getByTestId('reviews');
  await expect(section.getByRole('heading', { name: 'Hodnotenia zákazníkov' })).toBeVisible();
  await expect(reviews(page)).toHaveCount(10);
  await expect(section.getByText(`(${busyCount} hodnotení)`)).toBeVisible();
  // The stars beside the product's name lead here.
  await expect(page.getByRole('link', { name: `(${busyCount} hodnotení)` }).first()).toHaveAttribute('href', '#reviews');

  await section.getByRole('button', { name: 'Zobraziť ďalšie hodnotenia' }).click();
  await expect(reviews(page)).toHaveCount(15);
  await section.getByRole('button', { name: 'Zobraziť ďalšie hodnotenia' }).click();
  await expect(reviews(page)).toHaveCount(busyCount);
  await expect(section.getByRole('button', { name: 'Zobraziť ďalšie hodnotenia' })).toHaveCount(0);

  await section.getByLabel('Zoradiť hodnotenia').selectOption({ label: 'Najnovšie' });
  await expect(section.getByRole('list').last()).toHaveAttribute('aria-busy', 'false');
  const dates = await section.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  expect(dates).toHaveLength(busyCount);
  expect(dates).toEqual([...dates].sort().reverse());
});

test('a signed-out shopper is asked to sign in; a purchaser writes a review that then leads the list', async ({ page }) => {
  await openProduct(page, boughtKey);
  const section = page.getByTestId('reviews');
  await section.getByRole('button', { name: 'Napísať hodnotenie' }).click();
  await expect(section.getByRole('link', { name: 'Prihláste sa a ohodnoťte tento produkt' })).toBeVisible();

  const email = `jana.${Date.now()}@example.sk`;
  const password = 'Heslo123456789';
  await createCustomer(email, password);
  const statuses = await page.evaluate(
    async ({ email, password, sku }) => {
      const json = { 'content-type': 'application/json' };
      const login = await fetch('/api/account/login', { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });
      const added = await fetch('/api/cart/actions', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ actions: [{ action: 'addLineItem', sku, quantity: 1 }] }),
      });
      const billing = {
        salutation: 'Ms',
        firstName: 'Jana',
        lastName: 'Nováková',
        streetName: 'Hlavná',
        streetNumber: '12',
        postalCode: '811 01',
        city: 'Bratislava',
        phone: '+421 905 123 456',
        country: 'SK',
      };
      const stored = await fetch('/api/checkout/addresses', {
        method: 'PUT',
        headers: json,
        body: JSON.stringify({ email, customerType: 'private', billing, shipping: 'same-as-billing' }),
      });
      const order = await fetch('/api/checkout/order', { method: 'POST', headers: json, body: JSON.stringify({ paymentMethod: 'bank-transfer' }) });
      return [login.status, added.status, stored.status, order.status];
    },
    { email, password, sku: boughtKey.toUpperCase() },
  );
  expect(statuses).toEqual([200, 200, 200, 200]);

  await openProduct(page, boughtKey);
  await section.getByRole('button', { name: 'Napísať hodnotenie' }).click();
  const form = section.getByRole('form', { name: 'Napísať hodnotenie' });
  await expect(form).toBeVisible();
  // Consent to show the name starts unticked outside Czechia.
  await expect(form.getByLabel('Zobraziť pri hodnotení moje krstné meno a iniciálu priezviska')).not.toBeChecked();
  await form.getByRole('button', { name: 'Odoslať hodnotenie' }).click();
  await expect(form.getByRole('alert')).toHaveText('Vyberte, prosím, hodnotenie od 1 do 5 hviezdičiek.');
  await expectAxeClean(page, 'the review form with its error');

  // The stars are the radio buttons' labels (the buttons themselves are hidden).
  await form.locator('label', { hasText: '4 hviezdičky' }).click();
  await expect(form.getByRole('radio', { name: '4 hviezdičky' })).toBeChecked();
  await form.getByLabel('Nadpis (nepovinné)').fill('Spoľahlivý <b>pomocník</b>');
  await form.getByLabel('Vaša recenzia (nepovinné)').fill('Funguje bez problémov.');
  await form.getByLabel('Zobraziť pri hodnotení moje krstné meno a iniciálu priezviska').check();
  await form.getByRole('button', { name: 'Odoslať hodnotenie' }).click();
  await expect(section.getByRole('status')).toHaveText('Ďakujeme! Vaše hodnotenie bolo pridané.');
  const first = reviews(page).first();
  await expect(first.getByRole('heading', { name: 'Spoľahlivý <b>pomocník</b>' })).toBeVisible();
  await expect(first.getByText('Jana N.')).toBeVisible();
  await expect(first.getByRole('img', { name: 'Hodnotenie 4 z 5' })).toBeVisible();

  // A second review of the same purchase is refused with the spec's message.
  await openProduct(page, boughtKey);
  await section.getByRole('button', { name: 'Napísať hodnotenie' }).click();
  await form.locator('label', { hasText: '5 hviezdičiek' }).click();
  await form.getByRole('button', { name: 'Odoslať hodnotenie' }).click();
  await expect(form.getByRole('alert')).toHaveText('Tento kúpený produkt ste už ohodnotili.');
});

test('axe finds no serious or critical violation in the reviews section and the sign-in invitation', async ({ page }) => {
  await openProduct(page, busyKey);
  await expectAxeClean(page, 'reviews');
  await page.getByTestId('reviews').getByRole('button', { name: 'Napísať hodnotenie' }).click();
  await expect(page.getByTestId('reviews').getByRole('link', { name: 'Prihláste sa a ohodnoťte tento produkt' })).toBeVisible();
  await expectAxeClean(page, 'sign-in invitation');
});
