// PUT /api/checkout/vat through the VAT-service stand-in and the commerce stand-in: the four outcomes with
// the spec's texts in the shopper's language, a VAT ID checked once per cart (again only after a timeout),
// net prices after a valid company VAT ID (what the shopper pays is the former net total) and gross again
// when cleared or when the buyer turns private, a store without the "change tax rate" flag keeping gross
// with the 'unable to adjust' message, and bad input refused with a localized 400/413, never a 500.
import { exports } from 'cloudflare:workers';
import { describe, expect, inject, it } from 'vitest';
import type { Cart } from '../../src/domain/cart/types.ts';
import { VAT_CHECK_TIMEOUT_MS } from '../../src/domain/vat/vat-result.ts';
import { messagesFor } from '../../src/react/i18n/messages.ts';
import { VAT_SLOW_SUFFIX } from '../../scripts/local-stack/vat-stand-in.ts';
import { send } from './request.ts';
import { productOnStock } from './seed.ts';

const de = messagesFor('de');

interface VatState {
  vatId: string | null;
  status: string;
  netPrices: boolean;
  message?: string;
  hint?: string;
  priceMessage?: string;
}
interface CheckoutState {
  cart: Cart;
  customerType: string;
  vat: VatState;
}

const cartCookie = (response: Response): string =>
  `__Host-cart_id=${/__Host-cart_id=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? ''}`;

/** A shopper in `host`'s market with 3 units of a product in the cart: the cart cookie. */
async function shopperWithCart(host: string): Promise<string> {
  const sku = productOnStock(0).masterVariant.sku;
  const response = await send(`http://${host}/api/cart/actions`, { body: { actions: [{ action: 'addLineItem', sku, quantity: 3 }] } });
  expect(response.status).toBe(200);
  return cartCookie(response);
}

const putVat = (host: string, body: unknown, cookie = '') =>
  send(`http://${host}/api/checkout/vat`, { method: 'PUT', body: typeof body === 'string' ? body : JSON.stringify(body), cookie });

const getCheckout = async (host: string, cookie: string): Promise<CheckoutState> => {
  const response = await exports.default.fetch(new Request(`http://${host}/api/checkout`, { headers: { cookie } }));
  expect(response.status).toBe(200);
  return response.json<CheckoutState>();
};

async function vatOk(host: string, vatId: string | null, cookie: string): Promise<CheckoutState> {
  const response = await putVat(host, { vatId }, cookie);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return response.json<CheckoutState>();
}

/** How often the VAT-service stand-in was asked about this buyer VAT ID. */
async function vatRequests(vatId: string): Promise<number> {
  const response = await fetch(`${inject('servicesUrl')}/__vat-requests?vatId=${encodeURIComponent(vatId)}`);
  return (await response.json<{ count: number }>()).count;
}

/**
 * A VAT ID no other test uses (the stand-in answers by its last three digits: 201 not valid, 205 could not
 * validate, 777 slow, anything else valid). A shorter ending is padded to three digits with zeros, so the
 * random part can never complete it into a code: '5' after a random '…20' once made '205'.
 */
const uniqueDigits = (ending: string) =>
  `${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}${ending.padStart(3, '0')}`;

const addresses = (customerType: 'private' | 'company', vatId?: string) => ({
  email: 'einkauf@example.com',
  customerType,
  billing: {
    firstName: 'Jana',
    lastName: 'Nováková',
    company: customerType === 'company' ? 'Acme GmbH' : '',
    streetName: 'Hauptstraße',
    streetNumber: '12',
    postalCode: '10115',
    city: 'Berlin',
    country: 'DE',
  },
  shipping: 'same-as-billing',
  ...(vatId ? { vatId } : {}),
});

describe('PUT /api/checkout/vat', () => {
  it('prices the cart net after a valid company VAT ID: the total to pay is the former net, no tax; gross again when cleared', async () => {
    const cookie = await shopperWithCart('de.localhost');
    const before = (await getCheckout('de.localhost', cookie)).cart.totals;
    expect(before.net?.centAmount).toBeLessThan(before.gross.centAmount);
    expect(before.taxPortions.some((portion) => portion.amount.centAmount > 0)).toBe(true);

    const typed = `de ${uniqueDigits('1')}`;
    const state = await vatOk('de.localhost', typed, cookie);
    const vatId = typed.replace(/\s/g, '').toUpperCase();
    expect(state.vat).toEqual({
      vatId,
      status: 'valid',
      netPrices: true,
      message: de['vat.status.valid'],
      priceMessage: de['vat.price.adjusted'],
    });
    expect(state.customerType).toBe('company');
    expect(state.cart.totals.gross).toEqual(before.net);
    expect(state.cart.totals.net).toEqual(before.net);
    expect(state.cart.totals.taxPortions.every((portion) => portion.amount.centAmount === 0)).toBe(true);
    expect(state.cart.lines[0]?.totalPrice).toEqual(before.net);
    expect((await getCheckout('de.localhost', cookie)).vat).toEqual(state.vat);

    const cleared = await vatOk('de.localhost', null, cookie);
    expect(cleared.vat).toEqual({ vatId: null, status: 'idle', netPrices: false });
    expect(cleared.cart.totals).toEqual(before);
  });

  it('keeps net prices when the lines change: the new total is the platform net of the new quantity', async () => {
    const cookie = await shopperWithCart('de.localhost');
    await vatOk('de.localhost', uniqueDigits('2'), cookie);
    const net = await getCheckout('de.localhost', cookie);
    const line = net.cart.lines[0];
    if (!line) throw new Error('the cart has no line');
    const response = await send('http://de.localhost/api/cart/actions', {
      body: { actions: [{ action: 'changeLineItemQuantity', lineItemId: line.id, quantity: 5 }] },
      cookie,
    });
    expect(response.status).toBe(200);
    const after = await getCheckout('de.localhost', cookie);
    expect(after.vat.netPrices).toBe(true);
    expect(after.cart.lines[0]?.quantity).toBe(5);
    expect(after.cart.totals.gross.centAmount).toBeGreaterThan(net.cart.totals.gross.centAmount);
    expect(after.cart.totals.gross).toEqual(after.cart.totals.net);
    expect(after.cart.totals.taxPortions.every((portion) => portion.amount.centAmount === 0)).toBe(true);

    // Gross again, the platform's own price of 5 units: the net cart was not double-netted on the way.
    const gross = await vatOk('de.localhost', null, cookie);
    expect(gross.cart.totals.net).toEqual(after.cart.totals.gross);
    expect(gross.cart.totals.gross.centAmount).toBeGreaterThan(after.cart.totals.gross.centAmount);
  });

  it('does not ask the VAT service again for a VAT ID this cart has checked', async () => {
    const cookie = await shopperWithCart('de.localhost');
    const vatId = `DE${uniqueDigits('3')}`;
    await vatOk('de.localhost', vatId, cookie);
    const again = await vatOk('de.localhost', vatId.toLowerCase(), cookie);
    expect(again.vat).toMatchObject({ vatId, status: 'valid', netPrices: true });
    expect(await vatRequests(vatId)).toBe(1);
  });

  it('answers not valid with the format-correction hint, and keeps gross prices', async () => {
    const cookie = await shopperWithCart('de.localhost');
    const before = (await getCheckout('de.localhost', cookie)).cart.totals;
    const state = await vatOk('de.localhost', uniqueDigits('201'), cookie);
    expect(state.vat).toMatchObject({
      status: 'notValid',
      netPrices: false,
      message: de['vat.status.notValid'],
      hint: de['vat.hint.notValid-format'],
    });
    expect(state.vat).not.toHaveProperty('priceMessage');
    expect(state.cart.totals).toEqual(before);
  });

  it('answers could not validate with the technical-issue message', async () => {
    const cookie = await shopperWithCart('de.localhost');
    const state = await vatOk('de.localhost', uniqueDigits('205'), cookie);
    expect(state.vat).toMatchObject({ status: 'couldNotValidate', netPrices: false, message: de['vat.status.couldNotValidate'] });
  });

  it('answers timeout with the retry hint, and asks the service again on the retry', async () => {
    const cookie = await shopperWithCart('de.localhost');
    const vatId = `DE${uniqueDigits(VAT_SLOW_SUFFIX)}`;
    const started = Date.now();
    const state = await vatOk('de.localhost', vatId, cookie);
    expect(Date.now() - started).toBeLessThan(VAT_CHECK_TIMEOUT_MS + 2_000);
    expect(state.vat).toEqual({
      vatId,
      status: 'timeout',
      netPrices: false,
      message: de['vat.status.timeout'],
      hint: de['vat.hint.timeout'],
    });
    await vatOk('de.localhost', vatId, cookie);
    expect(await vatRequests(vatId)).toBe(2);
  }, 20_000);

  it('keeps gross prices with the "unable to adjust" message where the store does not change tax rates (Croatia)', async () => {
    const cookie = await shopperWithCart('hr.localhost');
    const before = (await getCheckout('hr.localhost', cookie)).cart.totals;
    const state = await vatOk('hr.localhost', uniqueDigits('4'), cookie);
    expect(state.vat).toMatchObject({ status: 'valid', netPrices: false, priceMessage: messagesFor('hr')['vat.price.unable'] });
    expect(state.cart.totals).toEqual(before);
  });

  it('goes back to gross when the buyer turns private, and stays net when the company keeps its VAT ID', async () => {
    const cookie = await shopperWithCart('de.localhost');
    const vatId = `DE${uniqueDigits('5')}`;
    const net = await vatOk('de.localhost', vatId, cookie);
    const gross = net.cart.totals.gross;

    const company = await send('http://de.localhost/api/checkout/addresses', { method: 'PUT', body: addresses('company', vatId), cookie });
    expect(company.status).toBe(200);
    expect((await company.json<CheckoutState>()).vat).toMatchObject({ vatId, status: 'valid', netPrices: true });

    const turned = await send('http://de.localhost/api/checkout/addresses', { method: 'PUT', body: addresses('private'), cookie });
    expect(turned.status).toBe(200);
    const state = await turned.json<CheckoutState>();
    expect(state.vat).toEqual({ vatId: null, status: 'idle', netPrices: false });
    expect(state.cart.totals.net).toEqual(gross);
    expect(state.cart.totals.gross.centAmount).toBeGreaterThan(gross.centAmount);
  });

  it('refuses a check where the store does not validate VAT IDs (Switzerland)', async () => {
    const cookie = await shopperWithCart('ch.localhost');
    const response = await putVat('ch.localhost', { vatId: 'CHE-123.456.789' }, cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'not-available', message: de['vat.error.not-available'] });
  });

  it.each([
    ['one character', { vatId: 'D' }, 400, 'too-short'],
    ['only separators', { vatId: ' - . ' }, 400, 'too-short'],
    ['a VAT ID that is not text', { vatId: 123456789 }, 400, 'too-short'],
    ['65 characters', { vatId: '1'.repeat(65) }, 400, 'too-long'],
    ['no vatId', {}, 400, 'malformed'],
    ['malformed JSON', '{"vatId": ', 400, 'malformed'],
    ['a body over 1 KB', { vatId: 'DE123456789', padding: 'x'.repeat(2048) }, 413, 'too-large'],
  ])('refuses %s with a localized 400 or 413, never a 500', async (_what, body, status, error) => {
    const cookie = await shopperWithCart('de.localhost');
    const response = await putVat('de.localhost', body, cookie);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error, message: de[`vat.error.${error}`] });
  });

  it('needs a cart, and refuses a market where checkout is closed', async () => {
    expect((await putVat('de.localhost', { vatId: 'DE123456789' })).status).toBe(409);
    expect((await putVat('ie.localhost', { vatId: 'IE1234567WA' })).status).toBe(403);
  });
});
