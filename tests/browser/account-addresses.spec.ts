// Saved addresses in the machine's Chromium, as a customer of the Slovak shop: signed in, the customer
// adds a shipping address on /my-account/shipping-details — first with a wrong postal code, whose
// message shows at the field while what was typed stays — and a billing address on
// /my-account/billing-details; then the checkout offers both, chosen and prefilled with the e-mail,
// and the order can go on to payment with them. Axe finds no serious or critical violation on either
// account page, empty, with an error and with addresses.
import { PASSWORD, registeredCustomer, signIn } from './account-helpers.ts';
import { expect, type Page, test } from './shopper.ts';
import { addProduct, ADDRESSES, billing, expectNoBlockingViolation, openHydrated, SK_ORIGIN } from './checkout-helpers.ts';

/** A verified customer with a Slovak name (the checkout's prefill shows it). */
const newCustomer = (): Promise<string> => registeredCustomer('jana', PASSWORD, { firstName: 'Jana', lastName: 'Nováková' });

async function fillAddress(page: Page, legend: string, address: { street: string; number: string; postalCode: string; city: string }) {
  const form = page.getByRole('group', { name: legend });
  await form.getByLabel('Meno', { exact: true }).fill('Jana');
  await form.getByLabel('Priezvisko').fill('Nováková');
  await form.getByLabel('Ulica').fill(address.street);
  await form.getByLabel('Číslo domu').fill(address.number);
  await form.getByLabel('PSČ').fill(address.postalCode);
  await form.getByLabel('Mesto').fill(address.city);
  return form;
}

test('a customer saves addresses in the account, and the checkout offers them prefilled', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const email = await newCustomer();
  await signIn(page, email, SK_ORIGIN);

  // Shipping details: none yet; one added, first with a postal code Slovakia does not have.
  await openHydrated(page, '/my-account/shipping-details');
  await expect(page.getByRole('heading', { level: 1, name: 'Dodacie údaje' })).toBeVisible();
  await expect(page.getByText('Zatiaľ nemáte uloženú žiadnu dodaciu adresu.')).toBeVisible();
  await expectNoBlockingViolation(page, 'shipping details without addresses');
  await page.getByRole('button', { name: 'Pridať novú adresu' }).click();
  const shippingForm = await fillAddress(page, 'Nová dodacia adresa', { street: 'Mlynská', number: '7', postalCode: '0400', city: 'Košice' });
  await page.getByRole('button', { name: 'Uložiť adresu' }).click();
  const postalCode = shippingForm.getByLabel('PSČ');
  await expect(postalCode).toHaveAttribute('aria-invalid', 'true');
  await expect(postalCode).toHaveAccessibleDescription(/^PSČ v dodacej adrese nie je správne/);
  await expect(postalCode).toBeFocused();
  await expect(shippingForm.getByLabel('Ulica')).toHaveValue('Mlynská');
  await expectNoBlockingViolation(page, 'shipping details showing an error');
  await postalCode.fill('040 01');
  await page.getByRole('button', { name: 'Uložiť adresu' }).click();
  await expect(page.getByText('Adresa bola uložená.')).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: 'Mlynská 7' });
  await expect(card).toContainText('040 01 Košice');
  await expect(card).toContainText('Predvolená adresa');
  await expectNoBlockingViolation(page, 'shipping details with an address');

  // Billing details: a company address.
  await openHydrated(page, '/my-account/billing-details');
  await expect(page.getByRole('heading', { level: 1, name: 'Fakturačné údaje' })).toBeVisible();
  await page.getByRole('button', { name: 'Pridať novú adresu' }).click();
  const billingForm = await fillAddress(page, 'Nová fakturačná adresa', { street: 'Hlavná', number: '12', postalCode: '811 01', city: 'Bratislava' });
  await billingForm.getByLabel('Firma').fill('Acme s.r.o.');
  await page.getByRole('button', { name: 'Uložiť adresu' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Hlavná 12' })).toContainText('Predvolená adresa');
  await expectNoBlockingViolation(page, 'billing details with an address');
  // Still there after a reload: the page renders the saved addresses on the server.
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: 'Hlavná 12' })).toContainText('Acme s.r.o.');

  // The checkout: e-mail from the account, the default billing and shipping addresses chosen.
  await addProduct(page);
  await openHydrated(page, ADDRESSES);
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  const savedBilling = page.getByRole('group', { name: 'Vaše uložené fakturačné adresy' });
  await expect(savedBilling.getByRole('radio', { name: /Hlavná 12, 811 01 Bratislava/ })).toBeChecked();
  await expect(billing(page)).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Firma' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Dodacia adresa je rovnaká ako fakturačná' })).not.toBeChecked();
  const savedShipping = page.getByRole('group', { name: 'Vaše uložené dodacie adresy' });
  await expect(savedShipping.getByRole('radio', { name: /Mlynská 7, 040 01 Košice/ })).toBeChecked();
  await expectNoBlockingViolation(page, 'checkout with saved addresses');

  // "A new address" opens the fields (the names kept) and the box to keep it; back to the saved one.
  await savedBilling.getByRole('radio', { name: 'Nová adresa' }).check();
  await expect(billing(page).getByLabel('Meno', { exact: true })).toHaveValue('Jana');
  await expect(billing(page).getByLabel('Ulica')).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: 'Uložiť túto fakturačnú adresu do môjho účtu' })).not.toBeChecked();
  await savedBilling.getByRole('radio', { name: /Hlavná 12/ }).check();
  await expect(billing(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Pokračovať na platbu' }).click();
  await expect(page.getByText('Vaše adresy sú uložené. Skontrolujte, prosím, spôsob dopravy a potom pokračujte na platbu.')).toBeVisible();
  const stored = await page.evaluate(async () => (await fetch('/api/checkout')).json());
  expect(stored).toMatchObject({
    email,
    customerType: 'company',
    billing: { streetName: 'Hlavná', streetNumber: '12', postalCode: '811 01', city: 'Bratislava', company: 'Acme s.r.o.' },
    shipping: { streetName: 'Mlynská', streetNumber: '7', postalCode: '040 01', city: 'Košice' },
    shippingAddressType: 'different-from-billing',
  });
  expect(errors).toEqual([]);
});

test('a saved address is edited, made default and deleted on its card', async ({ page }) => {
  const email = await newCustomer();
  await signIn(page, email, SK_ORIGIN);
  await openHydrated(page, '/my-account/shipping-details');
  for (const [street, postalCode, city] of [
    ['Mlynská', '040 01', 'Košice'],
    ['Hlavná', '811 01', 'Bratislava'],
  ] as const) {
    await page.getByRole('button', { name: 'Pridať novú adresu' }).click();
    await fillAddress(page, 'Nová dodacia adresa', { street, number: '1', postalCode, city });
    await page.getByRole('button', { name: 'Uložiť adresu' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: `${street} 1` })).toBeVisible();
  }
  const bratislava = page.getByRole('listitem').filter({ hasText: 'Hlavná 1' });
  await bratislava.getByRole('button', { name: /^Nastaviť ako predvolenú/ }).click();
  await expect(bratislava).toContainText('Predvolená adresa');

  await bratislava.getByRole('button', { name: /^Upraviť/ }).click();
  const form = page.getByRole('group', { name: 'Upraviť adresu' });
  await form.getByLabel('Číslo domu').fill('15');
  await page.getByRole('button', { name: 'Uložiť adresu' }).click();
  await expect(page.getByText('Adresa bola upravená.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Hlavná 15' })).toContainText('Predvolená adresa');

  const kosice = page.getByRole('listitem').filter({ hasText: 'Mlynská 1' });
  await kosice.getByRole('button', { name: /^Odstrániť/ }).click();
  await expect(kosice.getByRole('group', { name: /Odstrániť túto adresu\?/ })).toBeVisible();
  await expectNoBlockingViolation(page, 'a card asking before it deletes');
  await kosice.getByRole('button', { name: /^Áno, odstrániť/ }).click();
  await expect(page.getByText('Adresa bola odstránená.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Mlynská' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: 'Hlavná 15' })).toContainText('Predvolená adresa');
  await expect(page.getByRole('listitem').filter({ hasText: 'Mlynská' })).toHaveCount(0);
});

test('an address typed in checkout is kept in the account when the customer ticks the box', async ({ page }) => {
  const email = await newCustomer();
  await signIn(page, email, SK_ORIGIN);
  await addProduct(page);
  await openHydrated(page, ADDRESSES);
  // Nothing saved yet: the fields, started with the customer's e-mail and names.
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await expect(billing(page).getByLabel('Meno', { exact: true })).toHaveValue('Jana');
  await fillAddress(page, 'Fakturačná adresa', { street: 'Hlavná', number: '12', postalCode: '811 01', city: 'Bratislava' });
  await page.getByRole('checkbox', { name: 'Dodacia adresa je rovnaká ako fakturačná' }).uncheck();
  await fillAddress(page, 'Dodacia adresa', { street: 'Mlynská', number: '7', postalCode: '040 01', city: 'Košice' });
  // Only the shipping address is to be kept.
  await page.getByRole('checkbox', { name: 'Uložiť túto dodaciu adresu do môjho účtu' }).check();
  await expect(page.getByRole('checkbox', { name: 'Uložiť túto fakturačnú adresu do môjho účtu' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Pokračovať na platbu' }).click();
  await expect(page.getByText('Vaše adresy sú uložené. Skontrolujte, prosím, spôsob dopravy a potom pokračujte na platbu.')).toBeVisible();
  // The checkout now offers it as a saved address, chosen.
  await expect(
    page.getByRole('group', { name: 'Vaše uložené dodacie adresy' }).getByRole('radio', { name: /Mlynská 7, 040 01 Košice/ }),
  ).toBeChecked();

  await openHydrated(page, '/my-account/shipping-details');
  await expect(page.getByRole('listitem').filter({ hasText: 'Mlynská 7' })).toContainText('Predvolená adresa');
  await openHydrated(page, '/my-account/billing-details');
  await expect(page.getByText('Zatiaľ nemáte uloženú žiadnu fakturačnú adresu.')).toBeVisible();
});

test('the account address pages are for signed-in customers only', async ({ page }) => {
  const response = await page.goto(`${SK_ORIGIN}/my-account/billing-details`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(`${SK_ORIGIN}/`);
});
