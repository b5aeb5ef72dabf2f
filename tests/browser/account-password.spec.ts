// The password change on my profile in Chromium (spec part 1 §4: it signs out, then in again with the new
// password): the customer stays signed in, the next profile save is not a version conflict, and after
// signing out only the new password signs in. A wrong current password, a rule the server refuses and a
// repeat that differs are each shown at their field; a double click sends one change.
import { expect, type Page, test } from './shopper.ts';
import { loginStatus, PASSWORD, registeredCustomer, signIn } from './account-helpers.ts';
import { expectNoBlockingViolation, openHydrated, originOf } from './checkout-helpers.ts';

const DE = originOf('de');
const NEW_PASSWORD = 'Renewed789012';
const RULE = 'Mindestens 12 Zeichen, darunter mindestens ein Buchstabe und eine Ziffer.';

let email = '';
test.beforeEach(async ({ page }) => {
  email = await registeredCustomer('password');
  await signIn(page, email, DE);
  await openHydrated(page, '/my-account/my-profile', DE);
});

const current = (page: Page) => page.getByLabel('Aktuelles Passwort');
const fresh = (page: Page) => page.getByLabel('Neues Passwort', { exact: true });
const again = (page: Page) => page.getByLabel('Neues Passwort wiederholen');
const submit = (page: Page) => page.getByRole('button', { name: 'Passwort ändern' });
const status = (page: Page) => page.getByRole('region', { name: 'Passwort ändern' }).getByRole('status');

/** Counts the password changes the page sends. */
function changesSent(page: Page): () => number {
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/account/password') sent += 1;
  });
  return () => sent;
}

test('the customer changes the password, stays signed in, and afterwards only the new password signs in', async ({ page }) => {
  // The rule is there before anything is typed, and read with the field.
  await expect(page.getByText(RULE)).toBeVisible();
  await expect(fresh(page)).toHaveAccessibleDescription(RULE);

  const sent = changesSent(page);
  await current(page).fill(PASSWORD);
  await fresh(page).fill(NEW_PASSWORD);
  await again(page).fill(NEW_PASSWORD);
  await submit(page).dblclick();

  await expect(status(page)).toHaveText('Ihr Passwort wurde geändert. Sie bleiben angemeldet.');
  expect(sent()).toBe(1);
  for (const field of [current(page), fresh(page), again(page)]) await expect(field).toHaveValue('');

  // Still signed in, and the change moved the customer's version on: the profile saves without a conflict.
  await page.getByLabel('Vorname').fill('Margarete');
  await page.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByText('Ihre Angaben wurden gespeichert.')).toBeVisible();
  await openHydrated(page, '/my-account/my-profile', DE);
  await expect(page.getByLabel('Vorname')).toHaveValue('Margarete');

  const signedOut = await page.evaluate(async () => (await fetch('/api/account/logout', { method: 'POST' })).status);
  expect(signedOut).toBe(200);
  // Signed out: the account pages send the shopper away.
  await page.goto(`${DE}/my-account/my-profile`);
  await expect(page).not.toHaveURL(/my-account/);

  expect(await loginStatus(page, email, PASSWORD)).toBe(401);
  expect(await loginStatus(page, email, NEW_PASSWORD)).toBe(200);
  await openHydrated(page, '/my-account/my-profile', DE);
  await expect(page.getByLabel('Vorname')).toHaveValue('Margarete');
});

test('a wrong current password is shown at its field, and the password stays as it was', async ({ page }) => {
  await current(page).fill('NotMyPassword1');
  await fresh(page).fill(NEW_PASSWORD);
  await again(page).fill(NEW_PASSWORD);
  await submit(page).click();

  await expect(page.getByText('Das aktuelle Passwort ist nicht korrekt.')).toBeVisible();
  await expect(current(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(current(page)).toHaveAccessibleDescription('Das aktuelle Passwort ist nicht korrekt.');
  await expect(current(page)).toBeFocused();
  await expect(status(page)).toHaveText('Bitte prüfen Sie die markierten Felder.');
  await expect(fresh(page)).toHaveValue(NEW_PASSWORD);
  await expectNoBlockingViolation(page, 'a wrong current password');

  await page.evaluate(async () => fetch('/api/account/logout', { method: 'POST' }));
  expect(await loginStatus(page, email, NEW_PASSWORD)).toBe(401);
  expect(await loginStatus(page, email, PASSWORD)).toBe(200);
});

test('a new password against the rule is refused at its field; a repeat that differs is caught before sending', async ({ page }) => {
  const sent = changesSent(page);
  await current(page).fill(PASSWORD);
  await fresh(page).fill('short1');
  await again(page).fill('short1');
  await submit(page).click();
  await expect(fresh(page)).toHaveAccessibleDescription(`${RULE} Das Passwort muss mindestens 12 Zeichen lang sein.`);
  await expect(fresh(page)).toBeFocused();
  expect(sent()).toBe(1);

  await fresh(page).fill(NEW_PASSWORD);
  await again(page).fill('Renewed789013');
  await submit(page).click();
  await expect(page.getByText('Die beiden neuen Passwörter stimmen nicht überein.')).toBeVisible();
  await expect(again(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(again(page)).toBeFocused();
  await expect(fresh(page)).not.toHaveAttribute('aria-invalid');
  expect(sent()).toBe(1);
});
