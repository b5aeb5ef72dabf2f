// The addresses page (checkout steps 2 and 3) in the machine's Chromium, as a guest in Slovakia: a
// product goes into the cart, the form is sent with one mistake (the postal code), the message shows at
// the field, which gets the focus and is scrolled to; fixed and sent again, the addresses are stored; a
// shipping method is picked; a second tab of the same browser, opened before, shows the same addresses
// and totals without a reload; the last submit leads to payment. On a desktop and a 375 px phone. Also:
// axe finds no serious or critical violation on the filled page and on one showing an error, and a value
// typed but not sent survives a reload.
import { expect, test, expectHydrated } from './shopper.ts';
import {
  ADDRESSES,
  addProduct,
  billing,
  expectNoBlockingViolation,
  FREIGHT_PRODUCT,
  fillBilling,
  LIVE,
  openAddresses,
  openHydrated,
  pushed,
  SK_ORIGIN as ORIGIN,
} from './checkout-helpers.ts';

const SCREENS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 740 },
] as const;

for (const screen of SCREENS) {
  test(`a guest fixes a wrong postal code, picks a shipping method and a second tab follows (${screen.name})`, async ({ context }) => {
    const a = await context.newPage();
    const b = await context.newPage();
    await a.setViewportSize(screen);
    await b.setViewportSize(screen);
    const errors: string[] = [];
    for (const page of [a, b]) page.on('pageerror', (error) => errors.push(error.message));

    await addProduct(a, FREIGHT_PRODUCT);
    await openAddresses(a);
    // B is open on the same step before anything is stored.
    await openAddresses(b);
    await expect(b.getByLabel('E-mail')).toHaveValue('');

    // One mistake: a four-digit postal code. The form stays filled; the message is at the field, which has the focus.
    await fillBilling(a, '1234');
    await a.getByRole('button', { name: 'Pokračovať na platbu' }).click();
    const postalCode = billing(a).getByLabel('PSČ');
    await expect(postalCode).toHaveAttribute('aria-invalid', 'true');
    await expect(postalCode).toHaveAccessibleDescription('PSČ vo fakturačnej adrese nie je správne.');
    await expect(billing(a).getByText('PSČ vo fakturačnej adrese nie je správne.')).toBeVisible();
    await expect(postalCode).toBeFocused();
    await expect(postalCode).toBeInViewport();
    await expect(a.getByText('Skontrolujte prosím označené polia.')).toBeVisible();
    await expect(billing(a).getByLabel('Meno', { exact: true })).toHaveValue('Jana');
    await expectNoBlockingViolation(a, 'the form showing an error');

    // Fixed and sent: the addresses are stored. The shipping methods match the shipping address, so
    // they appear now, the default (parcel) chosen, and the page stays for the shopper to see them.
    await postalCode.fill('811 01');
    await expect(postalCode).not.toHaveAttribute('aria-invalid', 'true');
    await a.getByRole('button', { name: 'Pokračovať na platbu' }).click();
    await expect(a.getByText('Vaše adresy sú uložené. Skontrolujte, prosím, spôsob dopravy a potom pokračujte na platbu.')).toBeVisible();
    const methods = a.getByRole('group', { name: 'Spôsob dopravy' });
    const parcel = methods.getByRole('radio', { name: /Doručenie balíkom/ });
    const freight = methods.getByRole('radio', { name: /Doprava špedíciou/ });
    await expect(parcel).toBeChecked();
    await expect(parcel).toBeFocused();
    await expect(a).toHaveURL(`${ORIGIN}${ADDRESSES}`);
    const parcelTotal = await a.getByTestId('cart-total').textContent();

    // The shopper picks freight: stored on the cart, the total follows.
    await freight.check();
    await expect(freight).toBeChecked();
    await expect(methods).toHaveAttribute('aria-busy', 'false');
    await expect(a.getByTestId('cart-total')).not.toHaveText(parcelTotal ?? '');

    // B shows the stored addresses, the chosen method and the same totals, without a reload.
    await expect(b.getByLabel('E-mail')).toHaveValue('jana@example.sk', LIVE);
    await expect(billing(b).getByLabel('Meno', { exact: true })).toHaveValue('Jana', LIVE);
    await expect(billing(b).getByLabel('PSČ')).toHaveValue('811 01', LIVE);
    await expect(b.getByRole('group', { name: 'Spôsob dopravy' }).getByRole('radio', { name: /Doprava špedíciou/ })).toBeChecked(LIVE);
    const total = await a.getByTestId('cart-total').textContent();
    expect(total).toMatch(/€/);
    await expect(b.getByTestId('cart-total')).toHaveText(total ?? '', LIVE);
    await expectNoBlockingViolation(a, 'the filled form');

    // With addresses and a shipping method stored, the submit leads to payment.
    await a.getByRole('button', { name: 'Pokračovať na platbu' }).click();
    await expect(a).toHaveURL(`${ORIGIN}/checkout/payment`);
    expect(errors).toEqual([]);
  });
}

test('a value typed but not sent survives a reload; begin_checkout counts the cart version once; nothing scrolls sideways at 320 px', async ({
  page,
}) => {
  await addProduct(page);
  await openAddresses(page);
  expect(await pushed(page, 'begin_checkout')).toBe(1);
  await page.getByLabel('E-mail').fill('peter@example.sk');
  await billing(page).getByLabel('Doplňujúce údaje k adrese').fill('3. poschodie');
  await page.getByRole('radio', { name: 'Firma' }).check();
  await billing(page).getByRole('textbox', { name: 'Firma' }).fill('Acme s.r.o.');

  await page.reload();
  await expectHydrated(page);
  await expect(page.getByLabel('E-mail')).toHaveValue('peter@example.sk');
  await expect(billing(page).getByLabel('Doplňujúce údaje k adrese')).toHaveValue('3. poschodie');
  await expect(page.getByRole('radio', { name: 'Firma' })).toBeChecked();
  await expect(billing(page).getByRole('textbox', { name: 'Firma' })).toHaveValue('Acme s.r.o.');
  // The same cart version: the checkout was counted before the reload.
  expect(await pushed(page, 'begin_checkout')).toBe(0);

  await page.setViewportSize({ width: 320, height: 640 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'CSS pixels the page scrolls sideways at 320 px').toBe(0);
});

test('a company checks its VAT ID on leaving the field: not valid with the help dialog, then valid with net prices; private goes back to gross', async ({
  page,
}) => {
  await addProduct(page);
  await openAddresses(page);
  const grossTotal = await page.getByTestId('cart-total').textContent();
  await page.getByRole('radio', { name: 'Firma' }).check();
  const vatId = page.getByRole('textbox', { name: /^IČ DPH/ });

  // The VAT stand-in answers "not valid" for IDs ending in 201.
  await vatId.fill('SK1234567201');
  await vatId.press('Tab');
  await expect(page.getByTestId('vat-status')).toContainText('IČ DPH nebolo overené.');
  const help = page.getByRole('button', { name: 'Prečo nebolo moje IČ DPH overené?' });
  await help.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Prečo nebolo moje IČ DPH overené?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Pokračovať v nákupe' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(help).toBeFocused();

  // A valid ID prices the cart net (the SK store may change the tax rate).
  await vatId.fill('SK2020123456');
  await vatId.press('Tab');
  await expect(page.getByTestId('vat-status')).toContainText('IČ DPH bolo úspešne overené.');
  await expect(page.getByTestId('vat-status')).toContainText('Ceny boli upravené na ceny bez DPH.');
  await expect(page.getByTestId('cart-total')).not.toHaveText(grossTotal ?? '');
  await expect(help).toBeHidden();

  // Private: the VAT ID is cleared, and with it the net prices.
  await page.getByRole('radio', { name: 'Súkromná osoba' }).check();
  await expect(vatId).toBeHidden();
  await expect(page.getByTestId('cart-total')).toHaveText(grossTotal ?? '', LIVE);
});

test('a cart emptied in another tab takes the form away and leads back to the cart', async ({ context }) => {
  const a = await context.newPage();
  await addProduct(a);
  await openAddresses(a);
  const b = await context.newPage();
  await openHydrated(b, '/');
  const status = await b.evaluate(async () => {
    const cart = (await (await fetch('/api/cart')).json()) as { cart: { lines: { id: string }[] } };
    const actions = cart.cart.lines.map((line) => ({ action: 'removeLineItem', lineItemId: line.id }));
    const response = await fetch('/api/cart/actions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ actions }),
    });
    return response.status;
  });
  expect(status).toBe(200);
  await expect(a.getByText('Váš košík je prázdny alebo mu vypršala platnosť.', { exact: false })).toBeVisible(LIVE);
  await expect(a.getByLabel('E-mail')).toBeHidden();
  await expect(a.getByRole('link', { name: 'Prejsť do košíka' })).toBeVisible();
});
