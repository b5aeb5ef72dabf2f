// What the checkout remembers beside the cart and tells the customer-data service: storing the addresses
// sets the customer-type and shipping-address-type cookies, which a later cart without addresses starts
// from; the stored addresses win over the cookies; the `checkout` event (spec part 2 §7.4) goes out for
// step 2 when the addresses page is served and for step 3 when the addresses are stored.
import { exports } from 'cloudflare:workers';
import { describe, expect, inject, it } from 'vitest';
import { get, send } from './request.ts';
import { productOnStock } from './seed.ts';

const sku = productOnStock(0).masterVariant.sku;
const cartCookie = (response: Response): string =>
  `__Host-cart_id=${/__Host-cart_id=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? ''}`;

async function shopperWithCart(): Promise<string> {
  const response = await send('http://de.localhost/api/cart/actions', { body: { actions: [{ action: 'addLineItem', sku, quantity: 1 }] } });
  expect(response.status).toBe(200);
  return cartCookie(response);
}

const address = (changes: Record<string, unknown> = {}) => ({
  firstName: 'Jana',
  lastName: 'Nováková',
  streetName: 'Hauptstraße',
  streetNumber: '12',
  postalCode: '10115',
  city: 'Berlin',
  country: 'DE',
  ...changes,
});

const putAddresses = (cookie: string, changes: Record<string, unknown> = {}) =>
  send('http://de.localhost/api/checkout/addresses', {
    method: 'PUT',
    body: JSON.stringify({ email: 'jana@example.de', customerType: 'private', billing: address(), shipping: 'same-as-billing', ...changes }),
    cookie,
  });

const getCheckout = async (cookie: string) => {
  const response = await exports.default.fetch(new Request('http://de.localhost/api/checkout', { headers: { cookie } }));
  expect(response.status).toBe(200);
  return response.json<{ customerType: string; shippingAddressType: string }>();
};

async function checkoutEvents(): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${inject('servicesUrl')}/__received?event=checkout`);
  return response.json();
}

describe('checkout choices in cookies', () => {
  it('sets both cookies for 30 days on / (SameSite Lax) when the addresses are stored', async () => {
    const response = await putAddresses(await shopperWithCart(), {
      customerType: 'company',
      shipping: address({ city: 'Potsdam', postalCode: '14467' }),
    });
    expect(response.status).toBe(200);
    const cookies = response.headers.getSetCookie();
    expect(cookies).toContain('client_type=company; Max-Age=2592000; Path=/; SameSite=Lax');
    expect(cookies).toContain('shipping_address_type=different-from-billing; Max-Age=2592000; Path=/; SameSite=Lax');
  });

  it('starts a cart without addresses from the cookies, and falls back to private and same-as-billing', async () => {
    const cookie = await shopperWithCart();
    expect(await getCheckout(`${cookie}; client_type=company; shipping_address_type=different-from-billing`)).toMatchObject({
      customerType: 'company',
      shippingAddressType: 'different-from-billing',
    });
    expect(await getCheckout(cookie)).toMatchObject({ customerType: 'private', shippingAddressType: 'same-as-billing' });
    expect(await getCheckout(`${cookie}; client_type=admin; shipping_address_type=%3Cscript%3E`)).toMatchObject({
      customerType: 'private',
      shippingAddressType: 'same-as-billing',
    });
  });

  it('reads a cart with stored addresses from the cart, whatever the cookies say', async () => {
    const cookie = await shopperWithCart();
    expect((await putAddresses(cookie)).status).toBe(200);
    expect(await getCheckout(`${cookie}; client_type=company; shipping_address_type=different-from-billing`)).toMatchObject({
      customerType: 'private',
      shippingAddressType: 'same-as-billing',
    });
  });
});

describe('customer-data checkout event', () => {
  it('sends step 2 when the addresses page is served and step 3 when the addresses are stored', async () => {
    const cookie = await shopperWithCart();
    const cartId = cookie.slice('__Host-cart_id='.length);
    const analytics = `analytics_id=a-${cartId}`;
    const page = await get('http://de.localhost/checkout/addresses', { cookie: `${cookie}; ${analytics}` });
    expect(page.status).toBe(200);
    await expect
      .poll(async () => (await checkoutEvents()).filter((event) => event['cart_id'] === cartId))
      .toEqual([{ locale: 'de-DE', cart_id: cartId, step: 2, cookie: `a-${cartId}`, email: null, user_id: '' }]);

    expect((await putAddresses(`${cookie}; ${analytics}`)).status).toBe(200);
    await expect
      .poll(async () => (await checkoutEvents()).filter((event) => event['cart_id'] === cartId && event['step'] === 3))
      .toEqual([{ locale: 'de-DE', cart_id: cartId, step: 3, cookie: `a-${cartId}`, email: 'jana@example.de', user_id: '' }]);
  });
});
