// Shipping in the checkout (issue 13): the methods matching the cart with what the cart pays for them,
// the default (parcel) selected once addresses are stored, the shopper's choice of another matching
// method, and the re-selection when the chosen method stops matching the cart — all through the cart's
// Durable Object against the commerce stand-in's matching-cart and shippingMethodState.
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { CartState } from '../../src/domain/cart/types.ts';
import { messagesFor } from '../../src/react/i18n/messages.ts';
import { send } from './request.ts';
import { priceOf, productOnStockShipping } from './seed.ts';

interface Offer {
  key: string;
  name: string;
  description: string;
  deliveryTime: string;
  price: { centAmount: number; currencyCode: string };
  freeAbove: { centAmount: number; currencyCode: string } | null;
  selected: boolean;
}
interface State {
  cart: NonNullable<CartState['cart']>;
  shippingMethods: Offer[];
  shippingMethod: string | null;
}

const freightSku = productOnStockShipping(true).masterVariant.sku;
/** Below the free-shipping amounts of EUR (59) and CZK (1,399): one unit pays the parcel fee. */
const parcelProduct = productOnStockShipping(false, { EUR: 5900, CZK: 139900 });
const parcelSku = parcelProduct.masterVariant.sku;

const cartCookie = (response: Response): string =>
  `__Host-cart_id=${/__Host-cart_id=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? ''}`;

async function shopperWith(host: string, lines: { sku: string; quantity: number }[]): Promise<string> {
  const response = await send(`http://${host}/api/cart/actions`, { body: { actions: lines.map((line) => ({ action: 'addLineItem', ...line })) } });
  expect(response.status).toBe(200);
  return cartCookie(response);
}

const ADDRESSES: Record<string, { postalCode: string; city: string }> = {
  DE: { postalCode: '10115', city: 'Berlin' },
  CZ: { postalCode: '110 00', city: 'Praha' },
  FR: { postalCode: '75001', city: 'Paris' },
};

async function storeAddresses(host: string, country: string, cookie: string): Promise<State> {
  const billing = {
    firstName: 'Jana',
    lastName: 'Nováková',
    streetName: 'Hauptstraße',
    streetNumber: '12',
    country,
    phone: '+49 30 1234567',
    ...ADDRESSES[country],
  };
  const response = await send(`http://${host}/api/checkout/addresses`, {
    method: 'PUT',
    body: { email: 'jana@example.com', customerType: 'private', billing, shipping: 'same-as-billing' },
    cookie,
  });
  expect(response.status).toBe(200);
  return response.json<State>();
}

const putMethod = (host: string, key: unknown, cookie: string) =>
  send(`http://${host}/api/checkout/shipping-method`, { method: 'PUT', body: { key }, cookie });
const getCheckout = async (host: string, cookie: string) =>
  (await exports.default.fetch(new Request(`http://${host}/api/checkout`, { headers: { cookie } }))).json<State>();
const money = (centAmount: number, currencyCode: string) => ({ centAmount, currencyCode, fractionDigits: 2 });

describe('checkout shipping methods', () => {
  it('offers freight only to a cart holding a freight product, and selects parcel (the default) once addresses are stored', async () => {
    const plain = await shopperWith('de.localhost', [{ sku: parcelSku, quantity: 1 }]);
    expect((await getCheckout('de.localhost', plain)).shippingMethods).toEqual([]);
    const plainState = await storeAddresses('de.localhost', 'DE', plain);
    expect(plainState.shippingMethods.map((method) => method.key)).toEqual(['parcel']);
    expect(plainState.shippingMethod).toBe('parcel');

    const heavy = await storeAddresses('de.localhost', 'DE', await shopperWith('de.localhost', [{ sku: freightSku, quantity: 1 }]));
    expect(heavy.shippingMethods.map((method) => [method.key, method.selected])).toEqual([
      ['parcel', true],
      ['freight', false],
    ]);
    expect(heavy.shippingMethod).toBe('parcel');
    expect(heavy.cart.shippingMethodKey).toBe('parcel');
    expect(heavy.shippingMethods[1]).toMatchObject({ name: 'Speditionsversand', deliveryTime: '3-7', price: money(995, 'EUR'), freeAbove: null });
  });

  it('charges the Czech parcel fee below 1,399 Kč and nothing from it on, in the shop language', async () => {
    const unit = priceOf(parcelProduct, 'CZK');
    const below = await storeAddresses('cz.localhost', 'CZ', await shopperWith('cz.localhost', [{ sku: parcelSku, quantity: 1 }]));
    expect(below.cart.totals.subtotal.centAmount).toBeLessThan(139900);
    expect(below.shippingMethods).toEqual([
      {
        key: 'parcel',
        name: 'Doručení balíkem',
        description: 'Doručení přepravcem až ke dveřím.',
        deliveryTime: '1-3',
        price: money(4600, 'CZK'),
        freeAbove: money(139900, 'CZK'),
        selected: true,
      },
    ]);
    expect(below.cart.totals.shipping).toEqual(money(4600, 'CZK'));

    const quantity = Math.ceil(139900 / unit) + 1;
    const above = await storeAddresses('cz.localhost', 'CZ', await shopperWith('cz.localhost', [{ sku: parcelSku, quantity }]));
    expect(above.cart.totals.subtotal.centAmount).toBeGreaterThanOrEqual(139900);
    expect(above.shippingMethods[0]?.price).toEqual(money(0, 'CZK'));
    expect(above.cart.totals.shipping).toEqual(money(0, 'CZK'));
  });

  it("charges France's temporary parcel fee of 6.95 € below 59 €", async () => {
    const state = await storeAddresses('fr.localhost', 'FR', await shopperWith('fr.localhost', [{ sku: parcelSku, quantity: 1 }]));
    expect(state.cart.totals.subtotal.centAmount).toBeLessThan(5900);
    expect(state.shippingMethods[0]).toMatchObject({
      key: 'parcel',
      name: 'Livraison en colis',
      price: money(695, 'EUR'),
      freeAbove: money(5900, 'EUR'),
    });
  });

  it('takes the shopper’s freight choice, and goes back to parcel once the freight product leaves the cart', async () => {
    const cookie = await shopperWith('de.localhost', [
      { sku: freightSku, quantity: 1 },
      { sku: parcelSku, quantity: 1 },
    ]);
    await storeAddresses('de.localhost', 'DE', cookie);
    const chosen = await putMethod('de.localhost', 'freight', cookie);
    expect(chosen.status).toBe(200);
    const freightState = await chosen.json<State>();
    expect(freightState.shippingMethod).toBe('freight');
    expect(freightState.cart.totals.shipping).toEqual(money(995, 'EUR'));

    const freightLine = freightState.cart.lines.find((line) => line.sku === freightSku);
    const removed = await send('http://de.localhost/api/cart/actions', {
      body: { actions: [{ action: 'removeLineItem', lineItemId: freightLine?.id }] },
      cookie,
    });
    expect(removed.status).toBe(200);
    expect((await removed.json<CartState>()).cart?.shippingMethodKey).toBe('parcel');
    const after = await getCheckout('de.localhost', cookie);
    expect(after.shippingMethod).toBe('parcel');
    expect(after.shippingMethods.map((method) => method.key)).toEqual(['parcel']);
  });

  it('refuses a method the cart is not offered, in the shopper’s language', async () => {
    const cookie = await shopperWith('de.localhost', [{ sku: parcelSku, quantity: 1 }]);
    await storeAddresses('de.localhost', 'DE', cookie);
    const refusal = { error: 'unknown-shipping-method', message: messagesFor('de')['checkout.error.unknown-shipping-method'] };
    for (const key of ['freight', 'express', '']) {
      const response = await putMethod('de.localhost', key, cookie);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(refusal);
    }
    expect((await putMethod('de.localhost', 42, cookie)).status).toBe(400);
    expect((await getCheckout('de.localhost', cookie)).shippingMethod).toBe('parcel');
  });

  it('refuses a market where checkout is closed with a localized 403', async () => {
    const response = await putMethod('ie.localhost', 'parcel', '');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'closed', message: messagesFor('en')['checkout.error.closed'] });
  });
});
