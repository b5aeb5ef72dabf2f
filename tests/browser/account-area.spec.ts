// The account area in Chromium: a customer (made in the commerce stand-in) signs in through the API, edits
// the profile (an error shown at its field with what was typed kept; a save that lasts a reload), sets the
// newsletter consents, sees the loyalty card's code, opens 'my orders' in a new window; axe finds no
// serious or critical WCAG 2 A/AA violation on any account page, on a desktop and a phone screen.
import { expect, type Page, test } from './shopper.ts';
import { registeredCustomer, signIn } from './account-helpers.ts';
import { expectNoBlockingViolation, openHydrated, originOf } from './checkout-helpers.ts';

const DE = originOf('de');

test.beforeEach(async ({ page }) => {
  await signIn(page, await registeredCustomer(), DE);
});

test('the profile keeps what was typed when a field is refused and saves the rest for good', async ({ page }) => {
  await openHydrated(page, '/my-account/my-profile', DE);
  await page.getByLabel('Vorname').fill('<b>Greta</b>');
  await page.getByRole('radio', { name: 'Unternehmen' }).check();
  await page.getByLabel('USt-IdNr.').fill('123 456 789');
  await page.getByRole('button', { name: 'Änderungen speichern' }).click();

  await expect(page.getByText('Namen dürfen die Zeichen < und > nicht enthalten.')).toBeVisible();
  await expect(page.getByLabel('Vorname')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Vorname')).toBeFocused();
  await expect(page.getByLabel('Vorname')).toHaveValue('<b>Greta</b>');
  await expect(page.getByLabel('USt-IdNr.')).toHaveValue('123 456 789');

  await page.getByLabel('Vorname').fill('Margarete');
  await page.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ihre Angaben wurden gespeichert.' })).toBeVisible();
  await expect(page.getByLabel('USt-IdNr.')).toHaveValue('DE123456789');

  await openHydrated(page, '/my-account/my-profile', DE);
  await expect(page.getByLabel('Vorname')).toHaveValue('Margarete');
  await expect(page.getByRole('radio', { name: 'Unternehmen' })).toBeChecked();
  await expect(page.getByLabel('USt-IdNr.')).toHaveValue('DE123456789');
  await openHydrated(page, '/my-account', DE);
  await expect(page.getByText('Hallo Margarete, willkommen in Ihrem Konto.')).toBeVisible();
});

test('the newsletter consents are kept', async ({ page }) => {
  await openHydrated(page, '/my-account/my-newsletter', DE);
  await page.getByLabel('E-Mail-Newsletter').check();
  await page.getByLabel('Telefonanrufe').check();
  await page.getByRole('button', { name: 'Einstellungen speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ihre Einstellungen wurden gespeichert.' })).toBeVisible();
  await openHydrated(page, '/my-account/my-newsletter', DE);
  await expect(page.getByLabel('E-Mail-Newsletter')).toBeChecked();
  await expect(page.getByLabel('SMS')).not.toBeChecked();
  await expect(page.getByLabel('Telefonanrufe')).toBeChecked();
});

test('the loyalty card shows its number and a code the browser draws', async ({ page }) => {
  await openHydrated(page, '/my-account/loyalty-card', DE);
  const number = (await page.getByTestId('loyalty-card-number').textContent()) ?? '';
  expect(number).toMatch(/^29\d\d \d{4} \d{5}$/);
  const code = page.getByRole('img', { name: `Scan-Code der Kartennummer ${number}` });
  await expect(code).toBeVisible();
  expect(await code.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await page.reload();
  await expect(page.getByTestId('loyalty-card-number')).toHaveText(number);
});

test("'my orders' opens the orders service's page with a token in a new window", async ({ page, context }) => {
  await openHydrated(page, '/my-account', DE);
  const [orders] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Meine Bestellungen anzeigen' }).click()]);
  await expect(orders).toHaveURL(/\/my-orders\/orders\?token=[0-9a-f-]{36}$/);
  await expect(orders.getByRole('heading', { name: 'My orders' })).toBeVisible();
  await expect(page).toHaveURL(`${DE}/my-account`);
});

test("'my orders' says so on the page when the orders service fails, and opens no window", async ({ page, context }) => {
  // The orders stand-in fails for addresses starting with "orders-down".
  await signIn(page, await registeredCustomer('orders-down'), DE);
  await openHydrated(page, '/my-account', DE);
  const opened: Page[] = [];
  context.on('page', (other) => opened.push(other));
  await page.getByRole('button', { name: 'Meine Bestellungen anzeigen' }).click();
  await expect(page.getByText('Ihre Bestellungen können gerade nicht angezeigt werden. Bitte versuchen Sie es später erneut.')).toBeVisible();
  await expect.poll(() => opened.filter((other) => !other.isClosed()).length).toBe(0);
});

for (const screen of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const) {
  test(`every account page passes axe on a ${screen.name}`, async ({ page }) => {
    await page.setViewportSize(screen);
    for (const path of ['/my-account', '/my-account/my-profile', '/my-account/my-newsletter', '/my-account/loyalty-card']) {
      await openHydrated(page, path, DE);
      await expectNoBlockingViolation(page, `${path} on a ${screen.name}`);
    }
    // An error shown at its field is part of the page too.
    await openHydrated(page, '/my-account/my-profile', DE);
    await page.getByLabel('E-Mail').fill('no address');
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
    await expectNoBlockingViolation(page, `profile errors on a ${screen.name}`);
  });
}
