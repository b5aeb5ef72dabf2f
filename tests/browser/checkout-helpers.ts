// What the checkout's browser tests share: opening a page once React owns it, putting a product in the
// cart, the addresses step (filled in the form as a Slovak guest, or stored through the API for other
// markets), axe's verdict, and the GA4 events a page pushed.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { expectHydrated } from './shopper.ts';
import { BROWSER_TEST_PORT } from '../../playwright.config.ts';

/** The shop of a market on the test server, e.g. http://sk.localhost:8799. */
export const originOf = (country: string): string => `http://${country}.localhost:${BROWSER_TEST_PORT}`;
export const SK_ORIGIN = originOf('sk');
/** Seed products (kv-seed/commerce) with stock: one that ships by freight, one as a parcel. */
export const FREIGHT_PRODUCT = '/p/mlyncek-na-maso-250-kg-h-10010004';
export const PARCEL_PRODUCT = '/p/narezovy-stroj-250-mm-10010001';
/** The parcel product's SKU, for markets whose product slugs are in other languages. */
export const PARCEL_SKU = 'EX10010001';
export const ADDRESSES = '/checkout/addresses';
/** Tabs must agree "within a second"; a few seconds leave room for a slow machine. */
export const LIVE = { timeout: 5000 };
const BLOCKING = new Set(['serious', 'critical']);

export async function openHydrated(page: Page, path: string, origin = SK_ORIGIN): Promise<void> {
  await page.goto(`${origin}${path}`);
  await expectHydrated(page);
}

/** Adds a product on its (Slovak) page with the button, as a shopper does. */
export async function addProduct(page: Page, path = PARCEL_PRODUCT): Promise<void> {
  await openHydrated(page, path);
  await page.getByRole('button', { name: 'Pridať do košíka' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
}

/** The addresses page with its form loaded (the checkout state arrives after hydration). */
export async function openAddresses(page: Page): Promise<void> {
  await openHydrated(page, ADDRESSES);
  await expect(page.getByRole('heading', { level: 1, name: 'Doručenie a fakturácia' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toBeVisible();
}

export const billing = (page: Page) => page.getByRole('group', { name: 'Fakturačná adresa' });

export async function fillBilling(page: Page, postalCode: string): Promise<void> {
  await page.getByLabel('E-mail').fill('jana@example.sk');
  const address = billing(page);
  await address.getByLabel('Oslovenie').selectOption('Ms');
  await address.getByLabel('Meno', { exact: true }).fill('Jana');
  await address.getByLabel('Priezvisko').fill('Nováková');
  await address.getByLabel('Ulica').fill('Hlavná');
  await address.getByLabel('Číslo domu').fill('12');
  await address.getByLabel('PSČ').fill(postalCode);
  await address.getByLabel('Mesto').fill('Bratislava');
  await address.getByLabel('Telefón').fill('+421 905 123 456');
}

/** An address of the market's country that its postal-code rule accepts. */
const ADDRESS_OF: Readonly<Record<string, { postalCode: string; city: string; phone: string }>> = {
  sk: { postalCode: '811 01', city: 'Bratislava', phone: '+421 905 123 456' },
  de: { postalCode: '10115', city: 'Berlin', phone: '+49 30 1234 5678' },
  cz: { postalCode: '110 00', city: 'Praha', phone: '+420 601 123 456' },
};

/**
 * A cart in `country` with `quantity` of the parcel product and the addresses stored (so a shipping
 * method too), through the shop's own API from one of its pages: the form itself is the addresses
 * test's subject.
 */
export async function cartReadyToPay(page: Page, country: string, quantity = 1): Promise<void> {
  const origin = originOf(country);
  const address = ADDRESS_OF[country];
  if (!address) throw new Error(`no test address for ${country}`);
  await openHydrated(page, '/', origin);
  const statuses = await page.evaluate(
    async ({ sku, quantity, address, country }) => {
      const json = { 'content-type': 'application/json' };
      const added = await fetch('/api/cart/actions', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ actions: [{ action: 'addLineItem', sku, quantity }] }),
      });
      const billing = { salutation: 'Ms', firstName: 'Jana', lastName: 'Nováková', streetName: 'Hlavná', streetNumber: '12', country, ...address };
      const stored = await fetch('/api/checkout/addresses', {
        method: 'PUT',
        headers: json,
        body: JSON.stringify({ email: `jana@example.${country.toLowerCase()}`, customerType: 'private', billing, shipping: 'same-as-billing' }),
      });
      return [added.status, stored.status];
    },
    { sku: PARCEL_SKU, quantity, address, country: country.toUpperCase() },
  );
  expect(statuses).toEqual([200, 200]);
}

export async function expectNoBlockingViolation(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const blocking = violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) => `[${violation.impact}] ${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(blocking, what).toEqual([]);
}

/** The GA4 events of a name the page has pushed so far. */
export const pushed = (page: Page, event: string) =>
  page.evaluate(
    (name) =>
      (window.dataLayer ?? []).filter((entry) => typeof entry === 'object' && entry !== null && 'event' in entry && entry.event === name).length,
    event,
  );
