// `GET /api/checkout/payment-methods` through the real stand-ins (commercetools and Adyen): what a
// shopper is offered to pay with in a market, the cash-on-delivery fee with the store's name for it, and
// why cash on delivery or bank transfer is not offered, in the shopper's language.
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../src/react/i18n/messages.ts';
import { fetchWith, workerEnv } from './bindings.ts';
import { send } from './request.ts';
import { productOnStock, productOnStockCosting, productOnStockShipping } from './seed.ts';

interface PaymentMethods {
  methods: { id: string; kind: string; fee?: { centAmount: number; currencyCode: string; fractionDigits: number }; feeTitle?: string }[];
  unavailable: { id: string; code: string; reason: string }[];
}

const cartCookie = (response: Response): string =>
  `__Host-cart_id=${/__Host-cart_id=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? ''}`;

/** A shopper in `host`'s market with `quantity` of `sku` in the cart: the cart cookie. */
async function shopperWithCart(host: string, sku: string, quantity = 1): Promise<string> {
  const response = await send(`http://${host}/api/cart/actions`, { body: { actions: [{ action: 'addLineItem', sku, quantity }] } });
  expect(response.status).toBe(200);
  return cartCookie(response);
}

const paymentMethods = (host: string, cookie = '') =>
  exports.default.fetch(new Request(`http://${host}/api/checkout/payment-methods`, { headers: { cookie } }));

async function methodsIn(host: string, cookie: string): Promise<PaymentMethods> {
  const response = await paymentMethods(host, cookie);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return response.json<PaymentMethods>();
}

const ids = (answer: PaymentMethods) => answer.methods.map((method) => method.id);

/** A parcel product under 100 in the market's currency: a small cart every rule allows. */
const smallSku = productOnStockShipping(false, { EUR: 100_00 }).masterVariant.sku;

const berlin = (changes: Record<string, unknown> = {}) => ({
  firstName: 'Jana',
  lastName: 'Schmidt',
  streetName: 'Hauptstraße',
  streetNumber: '12',
  postalCode: '10115',
  city: 'Berlin',
  country: 'DE',
  ...changes,
});

async function germanBuyer(customerType: 'private' | 'company'): Promise<string> {
  const cookie = await shopperWithCart('de.localhost', smallSku);
  const billing = customerType === 'company' ? berlin({ company: 'Schmidt Gastro GmbH' }) : berlin();
  const stored = await send('http://de.localhost/api/checkout/addresses', {
    method: 'PUT',
    body: JSON.stringify({ email: 'jana@example.com', customerType, billing, shipping: 'same-as-billing' }),
    cookie,
  });
  expect(stored.status).toBe(200);
  return cookie;
}

describe('checkout API: GET /api/checkout/payment-methods', () => {
  it('offers a private buyer in Slovakia with a small cart cash on delivery with its fee, bank transfer and the card methods', async () => {
    const answer = await methodsIn('sk.localhost', await shopperWithCart('sk.localhost', smallSku));
    expect(ids(answer)).toEqual(expect.arrayContaining(['scheme', 'bank-transfer', 'cod']));
    expect(answer.methods.find((method) => method.id === 'cod')).toEqual({
      id: 'cod',
      kind: 'cod',
      fee: { centAmount: 290, currencyCode: 'EUR', fractionDigits: 2 },
      feeTitle: 'Poplatok za dobierku',
    });
    expect(answer.methods.find((method) => method.id === 'bank-transfer')).toEqual({ id: 'bank-transfer', kind: 'bank-transfer' });
    expect(answer.methods.find((method) => method.id === 'scheme')?.kind).toBe('card-integration');
    expect(answer.unavailable).toEqual([]);
  });

  it('offers no bank transfer in the Netherlands, and does not explain a method the market never has', async () => {
    const answer = await methodsIn('nl.localhost', await shopperWithCart('nl.localhost', smallSku));
    expect(ids(answer)).not.toContain('bank-transfer');
    expect(answer.unavailable.map((entry) => entry.id)).not.toContain('bank-transfer');
    expect(ids(answer)).toEqual(expect.arrayContaining(['scheme', 'cod']));
  });

  it('gives a company in Germany the business invoice (Billie) and no consumer invoice or instalments', async () => {
    const answer = await methodsIn('de.localhost', await germanBuyer('company'));
    expect(ids(answer)).toContain('klarna_b2b');
    for (const consumerOnly of ['klarna', 'klarna_account', 'ratepay']) expect(ids(answer)).not.toContain(consumerOnly);
    expect(ids(answer)).toEqual(expect.arrayContaining(['scheme', 'paypal', 'bank-transfer', 'cod']));
  });

  it('gives a private buyer in Germany the consumer invoice and no Billie', async () => {
    const answer = await methodsIn('de.localhost', await germanBuyer('private'));
    expect(ids(answer)).not.toContain('klarna_b2b');
    expect(ids(answer)).toContain('klarna_account');
  });

  it('lists cash on delivery as unavailable over the Slovak limit, saying the limit in Slovak', async () => {
    const expensive = productOnStockCosting('EUR', 2600_00).masterVariant.sku;
    const answer = await methodsIn('sk.localhost', await shopperWithCart('sk.localhost', expensive));
    expect(ids(answer)).not.toContain('cod');
    expect(ids(answer)).toContain('bank-transfer');
    expect(answer.unavailable).toHaveLength(1);
    expect(answer.unavailable[0]).toMatchObject({ id: 'cod', code: 'cod-over-limit' });
    expect(answer.unavailable[0]?.reason).toMatch(/^Dobierka je možná do 2\s500,00\s€$/);
  });

  it('takes cash on delivery in Slovakia for one product only, and says so in Slovak', async () => {
    const cookie = await shopperWithCart('sk.localhost', smallSku);
    const second = productOnStock(1).masterVariant.sku === smallSku ? productOnStock(2) : productOnStock(1);
    const added = await send('http://sk.localhost/api/cart/actions', {
      body: { actions: [{ action: 'addLineItem', sku: second.masterVariant.sku, quantity: 1 }] },
      cookie,
    });
    expect(added.status).toBe(200);
    const answer = await methodsIn('sk.localhost', cookie);
    expect(ids(answer)).not.toContain('cod');
    expect(answer.unavailable).toEqual([{ id: 'cod', code: 'cod-too-many-products', reason: 'Dobierka je možná len pri objednávke 1 produktu' }]);
  });

  it('takes no cash on delivery for freight goods in Germany, and says why in German', async () => {
    const freight = productOnStockShipping(true, { EUR: 1000_00 }).masterVariant.sku;
    const answer = await methodsIn('de.localhost', await shopperWithCart('de.localhost', freight));
    expect(ids(answer)).not.toContain('cod');
    expect(answer.unavailable).toEqual([{ id: 'cod', code: 'cod-freight', reason: messagesFor('de')['checkout.payment.unavailable.cod-freight'] }]);
  });

  it('offers neither cash nor bank transfer for 21 items, and says so in Czech', async () => {
    const answer = await methodsIn('cz.localhost', await shopperWithCart('cz.localhost', smallSku, 21));
    expect(ids(answer)).not.toContain('cod');
    expect(ids(answer)).not.toContain('bank-transfer');
    expect(answer.unavailable).toEqual([
      { id: 'bank-transfer', code: 'too-many-items', reason: 'Platba převodem je možná u objednávky nejvýše 20 kusů' },
      { id: 'cod', code: 'too-many-items', reason: 'Dobírka je možná u objednávky nejvýše 20 kusů' },
    ]);
  });

  it('leaves Google Pay out while its flag is off, though Adyen offers it', async () => {
    const answer = await methodsIn('de.localhost', await shopperWithCart('de.localhost', smallSku));
    expect(ids(answer)).toContain('applepay');
    expect(ids(answer)).not.toContain('googlepay');
  });

  it('still offers cash on delivery and bank transfer when Adyen cannot be reached', async () => {
    const cookie = await shopperWithCart('sk.localhost', smallSku);
    const adyenDown = { ...workerEnv, ADYEN_URL: 'http://127.0.0.1:9/adyen' };
    const answer = await fetchWith(adyenDown, 'http://sk.localhost/api/checkout/payment-methods', { headers: { cookie } });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.html).methods.map((method: { id: string }) => method.id)).toEqual(['bank-transfer', 'cod']);
  });

  it('refuses a market where checkout is closed with 403', async () => {
    const response = await paymentMethods('ie.localhost');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'closed', message: messagesFor('en')['checkout.error.closed'] });
  });

  it('answers 409 without a cart, in the shopper language', async () => {
    const response = await paymentMethods('sk.localhost');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'no-cart', message: messagesFor('sk')['checkout.error.no-cart'] });
  });
});
