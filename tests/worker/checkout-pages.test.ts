// The pages of checkout steps 4 and 5 as the worker serves them (issue 14): the payment page tells the
// customer-data service about step 4; the thank-you page is a 404 for an order this browser did not
// place (or no order at all), and never a cached answer; the payment-error page words each code of spec
// part 2 §8 in the shopper's language, reads anything else as the general payment error and never echoes
// the address, and leads back to the payment step.
import { describe, expect, inject, it } from 'vitest';
import { PAYMENT_ERROR_CODES } from '../../src/domain/checkout/payment-errors.ts';
import { messagesFor } from '../../src/react/i18n/messages.ts';
import { get, send, textOf } from './request.ts';
import { productOnStock } from './seed.ts';

const sku = productOnStock(0).masterVariant.sku;
const cartCookie = (response: Response): string =>
  `__Host-cart_id=${/__Host-cart_id=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? ''}`;

/** A German shopper whose cart has a product, the addresses and (so) a shipping method: the payment page's guard lets them in. */
async function shopperReadyToPay(): Promise<string> {
  const added = await send('http://de.localhost/api/cart/actions', { body: { actions: [{ action: 'addLineItem', sku, quantity: 1 }] } });
  expect(added.status).toBe(200);
  const cookie = cartCookie(added);
  const billing = {
    firstName: 'Jana',
    lastName: 'Nováková',
    streetName: 'Hauptstraße',
    streetNumber: '12',
    postalCode: '10115',
    city: 'Berlin',
    country: 'DE',
  };
  const stored = await send('http://de.localhost/api/checkout/addresses', {
    method: 'PUT',
    body: JSON.stringify({ email: 'jana@example.de', customerType: 'private', billing, shipping: 'same-as-billing' }),
    cookie,
  });
  expect(stored.status).toBe(200);
  return cookie;
}

async function checkoutEvents(): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${inject('servicesUrl')}/__received?event=checkout`);
  return response.json();
}

describe('payment page', () => {
  it('is served to a cart ready to pay and sends the customer-data checkout event for step 4', async () => {
    const cookie = await shopperReadyToPay();
    const cartId = cookie.slice('__Host-cart_id='.length);
    const response = await get('http://de.localhost/checkout/payment', { cookie: `${cookie}; analytics_id=a-${cartId}` });
    expect(response.status).toBe(200);
    expect(textOf(await response.text())).toContain(messagesFor('de')['route.payment']);
    await expect
      .poll(async () => (await checkoutEvents()).filter((event) => event['cart_id'] === cartId && event['step'] === 4))
      .toEqual([{ locale: 'de-DE', cart_id: cartId, step: 4, cookie: `a-${cartId}`, email: null, user_id: '' }]);
  });
});

/** The `name=value` pairs a response sets, over a cookie header. */
function withSetCookies(cookie: string, response: Response): string {
  const jar = new Map(cookie.split('; ').map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const));
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(';')[0] ?? '';
    jar.set(pair.slice(0, pair.indexOf('=')), pair);
  }
  return [...jar.values()].join('; ');
}

describe('thank-you page', () => {
  it('shows the order to the browser that placed it, with the bank details and without the cart badge, stored by no cache', async () => {
    const cookie = await shopperReadyToPay();
    const ordered = await send('http://de.localhost/api/checkout/order', { body: { paymentMethod: 'bank-transfer' }, cookie });
    expect(ordered.status).toBe(200);
    const { orderNumber, next } = await ordered.json<{ orderNumber: string; next: string }>();
    const response = await get(`http://de.localhost${next}`, { cookie: withSetCookies(cookie, ordered) });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    const de = messagesFor('de');
    const text = textOf(html);
    expect(text).toContain(de['route.thankYou']);
    expect(text).toContain(orderNumber);
    expect(text).toContain(de['thankYou.status.in-progress']);
    expect(text).toContain(de['thankYou.bank.title']);
    expect(html).not.toContain('data-testid="cart-count"');
    expect(html).not.toContain('class="header__action header__cart"');
    // The same address in another browser is no page.
    expect((await get(`http://de.localhost${next}`)).status).toBe(404);
  });

  it.each([
    ['an order number this browser did not place', '/checkout/thank-you?order=EX-100000001'],
    ['no order number', '/checkout/thank-you'],
    ['an empty one', '/checkout/thank-you?order='],
    ['a value no order number is as long as', `/checkout/thank-you?order=${'1'.repeat(500)}`],
  ])('answers 404 for %s, stored by no cache', async (_, path) => {
    const response = await get(`http://sk.localhost${path}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toMatch(/^private, no-(cache|store)$/);
    expect(textOf(await response.text())).toContain(messagesFor('sk')['notFound.title']);
  });
});

describe('payment-error page', () => {
  it.each(PAYMENT_ERROR_CODES)('words %s in Slovak and leads back to the payment step', async (code) => {
    const response = await get(`http://sk.localhost/adyen-payment-error?error=${code}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const sk = messagesFor('sk');
    expect(textOf(html)).toContain(sk[`paymentError.${code}`]);
    expect(html).toMatch(/<a class="button button--primary" href="\/checkout\/payment">Skúsiť znova<\/a>/);
  });

  it('reads a missing or unknown code as the general payment error and never shows what the address says', async () => {
    const general = messagesFor('de')['paymentError.payment-error'];
    for (const query of ['', '?error=', '?error=%3Cb%3Eowned%3C%2Fb%3E', '?error=Payment-Error']) {
      const response = await get(`http://de.localhost/adyen-payment-error${query}`);
      expect(response.status, query).toBe(200);
      const html = await response.text();
      expect(textOf(html), query).toContain(general);
      expect(textOf(html), query).not.toContain('owned');
    }
  });

  it('keeps the language prefix in the way back (Switzerland in French)', async () => {
    const response = await get('http://ch.localhost/fr/adyen-payment-error?error=cancelled-transaction');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(textOf(html)).toContain(messagesFor('fr')['paymentError.cancelled-transaction']);
    expect(html).toContain('href="/fr/checkout/payment"');
  });
});
