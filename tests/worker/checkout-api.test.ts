// The checkout API's first slice as the checkout page uses it: addresses checked field by field against
// the market's rules, a 400 naming every failed field in the shopper's language, never a 500 for bad
// input; closed markets and shoppers without a cart refused; stored addresses read back by every tab.
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { CartMessage, CartState } from '../../src/domain/cart/types.ts';
import { messagesFor } from '../../src/react/i18n/messages.ts';
import { send } from './request.ts';
import { productOnStock } from './seed.ts';

const sku = productOnStock(0).masterVariant.sku;

const cartCookie = (response: Response): string =>
  `__Host-cart_id=${/__Host-cart_id=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? ''}`;

/** A shopper in `host`'s market with one product in the cart: the cart cookie. */
async function shopperWithCart(host: string): Promise<string> {
  const response = await send(`http://${host}/api/cart/actions`, { body: { actions: [{ action: 'addLineItem', sku, quantity: 1 }] } });
  expect(response.status).toBe(200);
  return cartCookie(response);
}

const putAddresses = (host: string, body: unknown, cookie = '') =>
  send(`http://${host}/api/checkout/addresses`, { method: 'PUT', body: typeof body === 'string' ? body : JSON.stringify(body), cookie });

const getCheckout = (host: string, cookie: string) => exports.default.fetch(new Request(`http://${host}/api/checkout`, { headers: { cookie } }));

const address = (country: string, changes: Record<string, unknown> = {}) => ({
  salutation: 'Ms',
  firstName: 'Jana',
  lastName: 'Nováková',
  streetName: 'Hauptstraße',
  streetNumber: '12',
  postalCode: '10115',
  city: 'Berlin',
  country,
  phone: '+49 30 1234567',
  ...changes,
});
const body = (country: string, changes: Record<string, unknown> = {}) => ({
  email: 'jana@example.com',
  customerType: 'private',
  billing: address(country),
  shipping: 'same-as-billing',
  ...changes,
});

type Refusal = { error: string; message: string; fields?: Record<string, string> };

describe('checkout API: PUT /api/checkout/addresses', () => {
  it('names a bad Czech postal code in the billing address, in Czech', async () => {
    const cookie = await shopperWithCart('cz.localhost');
    const response = await putAddresses('cz.localhost', body('CZ', { billing: address('CZ', { postalCode: '1100', city: 'Praha' }) }), cookie);
    expect(response.status).toBe(400);
    const cs = messagesFor('cs');
    expect(await response.json()).toEqual({
      error: 'invalid-address',
      message: cs['checkout.error.invalid-address'],
      fields: { 'billing.postalCode': cs['checkout.error.postalCode.billing'] },
    });
  });

  it('needs a digit in a German street number, but not in a Polish one', async () => {
    const german = await putAddresses(
      'de.localhost',
      body('DE', { shipping: address('DE', { streetNumber: 'ohne Nummer' }) }),
      await shopperWithCart('de.localhost'),
    );
    expect(german.status).toBe(400);
    expect((await german.json<Refusal>()).fields).toEqual({ 'shipping.streetNumber': messagesFor('de')['checkout.error.streetNumber'] });

    const polish = await putAddresses(
      'pl.localhost',
      body('PL', { billing: address('PL', { streetNumber: 'bez numeru', postalCode: '00-950', city: 'Warszawa' }) }),
      await shopperWithCart('pl.localhost'),
    );
    expect(polish.status).toBe(200);
  });

  it('follows the shipping postal-code message with the address it is about, in Slovak', async () => {
    const response = await putAddresses(
      'sk.localhost',
      body('SK', {
        billing: address('SK', { postalCode: '811 01', city: 'Bratislava' }),
        shipping: address('SK', { streetName: 'Hlavná', streetNumber: '7', postalCode: '1234', city: 'Košice' }),
      }),
      await shopperWithCart('sk.localhost'),
    );
    expect(response.status).toBe(400);
    const message = (messagesFor('sk')['checkout.error.postalCode.shipping'] ?? '').replace(/\.$/, '');
    expect((await response.json<Refusal>()).fields).toEqual({ 'shipping.postalCode': `${message}: Hlavná 7, 1234 Košice` });
  });

  it('names the VAT ID when a company wants a net invoice without one', async () => {
    const response = await putAddresses(
      'de.localhost',
      body('DE', { customerType: 'company', netInvoice: true }),
      await shopperWithCart('de.localhost'),
    );
    expect(response.status).toBe(400);
    expect((await response.json<Refusal>()).fields).toEqual({ vatId: messagesFor('de')['checkout.error.vatId.net-invoice'] });
  });

  it.each([
    ['malformed JSON', '{"email": ', 400, 'malformed'],
    ['a body that is not an object', '"addresses"', 400, 'invalid-address'],
    ['a 10 KB field', JSON.stringify(body('DE', { billing: address('DE', { firstName: 'x'.repeat(10 * 1024) }) })), 400, 'invalid-address'],
    ['HTML in a name', JSON.stringify(body('DE', { billing: address('DE', { lastName: '<img src=x onerror=alert(1)>' }) })), 400, 'invalid-address'],
    ['an unknown country', JSON.stringify(body('XX')), 400, 'invalid-address'],
    ['a body over 16 KB', JSON.stringify(body('DE', { padding: 'x'.repeat(20 * 1024) })), 413, 'too-large'],
  ])('refuses %s with a 400 or 413, never a 500', async (_what, raw, status, error) => {
    const response = await putAddresses('de.localhost', raw, await shopperWithCart('de.localhost'));
    expect(response.status).toBe(status);
    const answer = await response.json<Refusal>();
    expect(answer.error).toBe(error);
    expect(answer.message).toBeTruthy();
  });

  it('names the field of the 10 KB value, HTML in a name and the unknown country', async () => {
    const cookie = await shopperWithCart('de.localhost');
    const de = messagesFor('de');
    const huge = await putAddresses('de.localhost', body('DE', { billing: address('DE', { firstName: 'x'.repeat(10 * 1024) }) }), cookie);
    expect((await huge.json<Refusal>()).fields).toEqual({ 'billing.firstName': de['checkout.error.too-long'] });
    const html = await putAddresses('de.localhost', body('DE', { billing: address('DE', { lastName: '<b>Nováková</b>' }) }), cookie);
    expect((await html.json<Refusal>()).fields).toEqual({ 'billing.lastName': de['checkout.error.markup'] });
    const unknown = await putAddresses('de.localhost', body('XX'), cookie);
    expect((await unknown.json<Refusal>()).fields).toEqual({ 'billing.country': de['checkout.error.country'] });
  });

  it('refuses a market where checkout is closed with a localized 403', async () => {
    const response = await putAddresses('ie.localhost', body('IE', { billing: address('IE', { postalCode: 'A65 F4E2', city: 'Dublin' }) }));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'closed', message: messagesFor('en')['checkout.error.closed'] });
    expect((await getCheckout('ie.localhost', '')).status).toBe(403);
  });

  it('needs a cart', async () => {
    const response = await putAddresses('de.localhost', body('DE'));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'no-cart', message: messagesFor('de')['checkout.error.no-cart'] });
    expect((await getCheckout('de.localhost', '')).status).toBe(409);
  });

  it('stores the addresses and e-mail on the cart: the checkout, the cart API and its socket show them', async () => {
    const cookie = await shopperWithCart('de.localhost');
    const cartId = cookie.slice('__Host-cart_id='.length);
    const socketResponse = await exports.default.fetch(
      new Request(`http://de.localhost/api/cart/ws?cartId=${cartId}`, { headers: { upgrade: 'websocket', cookie, origin: 'http://de.localhost' } }),
    );
    const socket = socketResponse.webSocket;
    socket?.accept();
    const messages: CartMessage[] = [];
    socket?.addEventListener('message', (event) => messages.push(JSON.parse(String(event.data))));

    const shipping = address('DE', { firstName: 'Max', streetName: 'Lagerweg', streetNumber: '3a', postalCode: '01067', city: 'Dresden', phone: '' });
    const response = await putAddresses(
      'de.localhost',
      body('DE', {
        email: ' Jana@Example.com ',
        customerType: 'company',
        vatId: 'DE123456789',
        netInvoice: true,
        billing: address('DE', { company: 'Acme GmbH' }),
        shipping,
      }),
      cookie,
    );
    expect(response.status).toBe(200);
    const expected = {
      email: 'Jana@Example.com',
      customerType: 'company',
      billing: { ...address('DE', { company: 'Acme GmbH' }), vatId: 'DE123456789' },
      shipping: {
        salutation: 'Ms',
        firstName: 'Max',
        lastName: 'Nováková',
        streetName: 'Lagerweg',
        streetNumber: '3a',
        postalCode: '01067',
        city: 'Dresden',
        country: 'DE',
      },
      shippingAddressType: 'different-from-billing',
      step: 'payment',
    };
    expect(await response.json()).toMatchObject(expected);

    const again = await getCheckout('de.localhost', cookie);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ ...expected, cart: { id: cartId } });

    const cart = await (await exports.default.fetch(new Request('http://de.localhost/api/cart', { headers: { cookie } }))).json<CartState>();
    expect(cart.cart?.customerEmail).toBe('Jana@Example.com');
    await expect
      .poll(() => messages.some((message) => message.type === 'cart update' && message.data.cart?.customerEmail === 'Jana@Example.com'))
      .toBe(true);
    socket?.close();
  });

  it("clears a private customer's company and VAT ID, and copies billing to shipping when same-as-billing", async () => {
    const cookie = await shopperWithCart('de.localhost');
    const response = await putAddresses(
      'de.localhost',
      body('DE', { vatId: 'DE123456789', billing: address('DE', { company: 'Acme GmbH', department: 'Einkauf' }) }),
      cookie,
    );
    expect(response.status).toBe(200);
    const state = await response.json<{
      billing: Record<string, string>;
      shipping: Record<string, string>;
      customerType: string;
      shippingAddressType: string;
    }>();
    expect(state.customerType).toBe('private');
    expect(state.billing).not.toHaveProperty('company');
    expect(state.billing).not.toHaveProperty('department');
    expect(state.billing).not.toHaveProperty('vatId');
    expect(state.shipping).toEqual(state.billing);
    expect(state.shippingAddressType).toBe('same-as-billing');
  });
});
