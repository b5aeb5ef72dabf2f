// Checkout steps 4 and 5 in the machine's Chromium, through the real worker and the stand-ins (issue 14):
// a Slovak guest fills the addresses form, pays by card on the Adyen stand-in's shopper page and sees
// the thank-you page (order number, paid, no cart badge; GA4 purchase once); a refused card leads to the
// payment-error page, whose 'Try again' leads to a second attempt that succeeds; a German bank transfer
// shows the bank details; Czech cash on delivery shows its fee; a second tab on the same cart sees the
// cart cleared by the order. axe finds no serious or critical violation on payment and thank-you.
import { expect, type Page, test, expectHydrated } from './shopper.ts';
import {
  addProduct,
  cartReadyToPay,
  expectNoBlockingViolation,
  fillBilling,
  LIVE,
  openAddresses,
  openHydrated,
  originOf,
  pushed,
  SK_ORIGIN,
} from './checkout-helpers.ts';

const PAYMENT = '/checkout/payment';
/** The stand-in's shopper page and the payment return take a few round trips. */
const JOURNEY = { timeout: 15_000 };

/** The payment page with its methods loaded (they arrive after hydration). */
async function openPayment(page: Page, origin: string, legend: string): Promise<void> {
  await openHydrated(page, PAYMENT, origin);
  await expect(page.getByRole('group', { name: legend }).getByRole('radio').first()).toBeVisible();
}

/** Places the order by card and completes it on the stand-in's page with `outcome` ('Authorise', 'Refuse'). */
async function payByCard(page: Page, outcome: 'Authorise' | 'Refuse'): Promise<void> {
  await expect(page.getByRole('radio', { name: 'Platobná karta' })).toBeChecked();
  await page.getByRole('button', { name: 'Objednať s povinnosťou platby' }).click();
  await page.getByRole('button', { name: outcome }).click(JOURNEY);
}

async function expectThankYou(page: Page, origin: string, status: string): Promise<string> {
  await expect(page).toHaveURL(new RegExp(`^${origin}/checkout/thank-you\\?order=`), JOURNEY);
  await expectHydrated(page);
  await expect(page.getByTestId('order-status')).toHaveText(status);
  const number = (await page.getByTestId('order-number').textContent()) ?? '';
  expect(number).not.toBe('');
  return number;
}

test('a Slovak guest pays by card on the provider page and sees the thank-you page; the purchase counts once', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await addProduct(page);
  await openAddresses(page);
  await fillBilling(page, '811 01');
  // The first submit stores the addresses and shows the shipping methods; the second goes on to payment.
  const submit = page.getByRole('button', { name: 'Pokračovať na platbu' });
  await submit.click();
  await expect(page.getByRole('group', { name: 'Spôsob dopravy' }).getByRole('radio', { checked: true })).toBeVisible();
  await submit.click();
  await expect(page).toHaveURL(`${SK_ORIGIN}${PAYMENT}`);
  await expect(page.getByRole('group', { name: 'Spôsob platby' }).getByRole('radio').first()).toBeVisible();
  await expect(page.getByText('Hlavná 12, 811 01 Bratislava')).toBeVisible();
  await expectNoBlockingViolation(page, 'the payment page');

  await payByCard(page, 'Authorise');
  const number = await expectThankYou(page, SK_ORIGIN, 'Zaplatené');
  await expect(page.getByRole('heading', { level: 1, name: 'Ďakujeme za Vašu objednávku' })).toBeVisible();
  await expect(page.getByText('Potvrdenie objednávky sme poslali na jana@example.sk.')).toBeVisible();
  // The header shows no cart on this page (spec part 1 §2).
  await expect(page.getByRole('link', { name: /^Košík/ })).toHaveCount(0);
  expect(await pushed(page, 'purchase')).toBe(1);
  await expectNoBlockingViolation(page, 'the thank-you page');

  // A reload shows the same order and does not count the sale again.
  await page.reload();
  await expectHydrated(page);
  await expect(page.getByTestId('order-number')).toHaveText(number);
  expect(await pushed(page, 'purchase')).toBe(0);
  expect(errors).toEqual([]);
});

test("another browser cannot open the order's thank-you page", async ({ browser, page }) => {
  await cartReadyToPay(page, 'sk');
  await openPayment(page, SK_ORIGIN, 'Spôsob platby');
  await page.getByRole('radio', { name: 'Bankový prevod (platba vopred)' }).check();
  await page.getByRole('button', { name: 'Objednať s povinnosťou platby' }).click();
  await expectThankYou(page, SK_ORIGIN, 'Spracováva sa');
  const stranger = await browser.newContext();
  const response = await (await stranger.newPage()).goto(page.url());
  expect(response?.status()).toBe(404);
  await stranger.close();
});

test('a refused card leads to the payment-error page; trying again succeeds', async ({ page }) => {
  await cartReadyToPay(page, 'sk');
  await openPayment(page, SK_ORIGIN, 'Spôsob platby');
  await payByCard(page, 'Refuse');
  await expect(page).toHaveURL(new RegExp(`^${SK_ORIGIN}/adyen-payment-error`), JOURNEY);
  await expect(page.getByRole('heading', { level: 1, name: 'Platba sa nepodarila' })).toBeVisible();
  await expect(page.getByTestId('payment-error-message')).not.toBeEmpty();
  // The cart is still there: the header counts it, and 'Try again' leads back to payment.
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.getByRole('link', { name: 'Skúsiť znova' }).click();
  await expect(page).toHaveURL(`${SK_ORIGIN}${PAYMENT}`);
  await expect(page.getByRole('group', { name: 'Spôsob platby' }).getByRole('radio').first()).toBeVisible();
  await payByCard(page, 'Authorise');
  await expectThankYou(page, SK_ORIGIN, 'Zaplatené');
});

test('a bank transfer in Germany shows the bank details with the order number as reference', async ({ page }) => {
  const origin = originOf('de');
  await cartReadyToPay(page, 'de');
  await openPayment(page, origin, 'Zahlungsart');
  await page.getByRole('radio', { name: 'Vorkasse per Überweisung' }).check();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  const number = await expectThankYou(page, origin, 'In Bearbeitung');
  const details = page.getByRole('region', { name: 'Bankverbindung für Ihre Überweisung' });
  await expect(details).toBeVisible();
  for (const label of ['Betrag', 'Kontoinhaber', 'Bank', 'IBAN', 'BIC/SWIFT', 'Verwendungszweck']) {
    await expect(details.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
  }
  await expect(details.getByRole('definition').last()).toHaveText(number);
  await expect(details.getByRole('definition').filter({ hasText: /^[A-Z]{2}\d{2}[A-Z0-9 ]{10,}$/ })).toHaveCount(1);
});

test('cash on delivery in Czechia shows its fee and leads to the thank-you page', async ({ page }) => {
  const origin = originOf('cz');
  await cartReadyToPay(page, 'cz');
  await openPayment(page, origin, 'Způsob platby');
  const cod = page.getByRole('radio', { name: /^Dobírka/ });
  await expect(cod).toBeVisible();
  // The fee is part of the method's name for a screen reader, as it is beside it on screen.
  await expect(cod).toHaveAccessibleName(/^Dobírka \+ poplatek \d[\d\s ]*(,\d+)?\s?Kč$/);
  await cod.check();
  // What the order will cost with the fee is said before ordering, and it is what the order costs.
  const withFee = page.getByTestId('total-with-fee');
  await expect(withFee).toHaveText(/^Celkem s poplatkem za dobírku: .+\sKč$/);
  const total = ((await withFee.textContent()) ?? '').replace('Celkem s poplatkem za dobírku: ', '');
  await page.getByRole('button', { name: 'Objednat s povinností platby' }).click();
  await expectThankYou(page, origin, 'Dobírka');
  await expect(page.getByTestId('order-total')).toHaveText(total);
  await expect(page.getByText(/Zaplaťte .+\sKč v hotovosti kurýrovi/)).toBeVisible();
});

test('a second tab on the same cart sees the cart cleared by the order', async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  await cartReadyToPay(a, 'sk');
  await openPayment(a, SK_ORIGIN, 'Spôsob platby');
  await openPayment(b, SK_ORIGIN, 'Spôsob platby');
  await expect(b.getByTestId('cart-count')).toHaveText('1');

  await a.getByRole('radio', { name: 'Bankový prevod (platba vopred)' }).check();
  await a.getByRole('button', { name: 'Objednať s povinnosťou platby' }).click();
  await expectThankYou(a, SK_ORIGIN, 'Spracováva sa');

  await expect(b.getByTestId('cart-count')).toBeHidden(LIVE);
  await expect(b.getByText('Váš košík je prázdny alebo mu vypršala platnosť.', { exact: false })).toBeVisible(LIVE);
  await expect(b.getByRole('button', { name: 'Objednať s povinnosťou platby' })).toBeHidden();
});
