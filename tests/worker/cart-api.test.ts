// The cart API as the browser uses it: the first add creates the cart and its cookie; bad input is a
// 400 with a message in the shopper's language and leaves the cart as it was; writes, new carts and
// coupon codes are limited per client IP.
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../src/domain/security/rate-limits.ts';
import { awayFromWindowEdge } from './api-request.ts';
import { guaranteePrice } from '../../src/domain/cart/guarantee-price.ts';
import { messagesFor } from '../../src/react/i18n/messages.ts';
import type { Cart, CartState } from '../../src/domain/cart/types.ts';
import { newClientIp, send } from './request.ts';
import { priceOf, productOnStock } from './seed.ts';
import products from '../../kv-seed/commerce/products.json';
import inventory from '../../kv-seed/commerce/inventory.json';

const sku = productOnStock(0).masterVariant.sku;
const soldOut = inventory.find((entry) => entry.quantityOnStock === 0 && products.some((p) => p.masterVariant.sku === entry.sku))?.sku;

/** A cart request as the shop's page sends it, by default from a shopper of its own (rate limits are per IP). */
function post(body: string, cookie = '', host = 'de.localhost', ip = newClientIp()): Promise<Response> {
  return exports.default.fetch(
    new Request(`http://${host}/api/cart/actions`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', cookie, origin: `http://${host}`, 'cf-connecting-ip': ip },
    }),
  );
}

const cartCookie = (response: Response): string => /__Host-cart_id=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '';

describe('cart API', () => {
  it("creates the cart on the first add, in the market's store and currency, and remembers it in a cookie", async () => {
    const response = await post(JSON.stringify({ actions: [{ action: 'addLineItem', sku, quantity: 2 }] }), '', 'ch.localhost');
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/__Host-cart_id=[0-9a-f-]{36}; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax/);
    const state = await response.json<CartState>();
    expect(state.cart).toMatchObject({ storeKey: 'ch', currency: 'CHF', itemCount: 2 });
    const again = await exports.default.fetch(
      new Request('http://ch.localhost/api/cart', { headers: { cookie: `__Host-cart_id=${cartCookie(response)}` } }),
    );
    expect((await again.json<CartState>()).cart?.id).toBe(state.cart?.id);
  });

  it('answers no cart without a cookie, and clears a cart of another store', async () => {
    expect(await (await exports.default.fetch(new Request('http://de.localhost/api/cart'))).json()).toEqual({ cart: null, stock: {} });
    const created = await post(JSON.stringify({ actions: [{ action: 'addLineItem', sku, quantity: 1 }] }), '', 'sk.localhost');
    const fromGermany = await exports.default.fetch(
      new Request('http://de.localhost/api/cart', { headers: { cookie: `__Host-cart_id=${cartCookie(created)}` } }),
    );
    expect(await fromGermany.json()).toEqual({ cart: null, stock: {} });
    expect(fromGermany.headers.get('set-cookie')).toMatch(/__Host-cart_id=; Max-Age=0/);
  });

  it.each([
    ['an unknown SKU', JSON.stringify({ actions: [{ action: 'addLineItem', sku: 'EX19999999', quantity: 1 }] }), 'unknown-sku', 'Dieses Produkt'],
    ['a negative quantity', JSON.stringify({ actions: [{ action: 'addLineItem', sku, quantity: -1 }] }), 'invalid-quantity', ''],
    ['a fractional quantity', JSON.stringify({ actions: [{ action: 'addLineItem', sku, quantity: 1.5 }] }), 'invalid-quantity', ''],
    ['a huge quantity', JSON.stringify({ actions: [{ action: 'addLineItem', sku, quantity: 1e9 }] }), 'max-quantity', ''],
    ['a quantity as text', JSON.stringify({ actions: [{ action: 'addLineItem', sku, quantity: '2' }] }), 'invalid-quantity', ''],
    ['malformed JSON', '{"actions": [', 'malformed', ''],
    ['an unknown action', JSON.stringify({ actions: [{ action: 'setPrice', sku, price: 1 }] }), 'unknown-action', ''],
    ['no actions', JSON.stringify({ actions: [] }), 'no-actions', ''],
    [
      'an address, which only the checkout API sets after its checks',
      JSON.stringify({
        actions: [
          {
            action: 'setBillingAddress',
            address: { firstName: 'A', lastName: 'B', streetName: 'C', streetNumber: 'x', postalCode: '1', city: 'D', country: 'DE' },
          },
        ],
      }),
      'unknown-action',
      '',
    ],
    ['an e-mail', JSON.stringify({ actions: [{ action: 'setCustomerEmail', email: 'a@example.com' }] }), 'unknown-action', ''],
    ['21 actions', JSON.stringify({ actions: Array.from({ length: 21 }, () => ({ action: 'recalculate' })) }), 'too-many-actions', ''],
    ['a body that is not an object', '"add"', 'malformed', ''],
    ['a product out of stock', JSON.stringify({ actions: [{ action: 'addLineItem', sku: soldOut, quantity: 1 }] }), 'out-of-stock', ''],
  ])('refuses %s with a 400 and a German message, leaving the cart unchanged', async (_what, body, error, text) => {
    const created = await post(JSON.stringify({ actions: [{ action: 'addLineItem', sku, quantity: 1 }] }));
    const cookie = `__Host-cart_id=${cartCookie(created)}`;
    const before = await created.json<CartState>();
    const response = await post(body, cookie);
    expect(response.status).toBe(400);
    const answer = await response.json<{ error: string; message: string }>();
    expect(answer.error).toBe(error);
    expect(answer.message).toContain(text);
    expect(answer.message).not.toBe(error);
    const after = await (await exports.default.fetch(new Request('http://de.localhost/api/cart', { headers: { cookie } }))).json<CartState>();
    expect(after.cart?.version).toBe(before.cart?.version);
    expect(after.cart?.itemCount).toBe(1);
  });

  it('refuses a body over 16 KB with 413', async () => {
    const response = await post(JSON.stringify({ actions: [{ action: 'recalculate' }], padding: 'x'.repeat(17 * 1024) }));
    expect(response.status).toBe(413);
    expect((await response.json<{ error: string }>()).error).toBe('too-large');
  });

  it('removes a line with quantity 0, and caps an add at the maximum of 1000', async () => {
    const created = await post(JSON.stringify({ actions: [{ action: 'addLineItem', sku, quantity: 1 }] }));
    const cookie = `__Host-cart_id=${cartCookie(created)}`;
    const line = (await created.json<CartState>()).cart?.lines[0];
    const removed = await post(JSON.stringify({ actions: [{ action: 'changeLineItemQuantity', lineItemId: line?.id, quantity: 0 }] }), cookie);
    expect((await removed.json<CartState>()).cart?.lines).toEqual([]);
  });

  it("refuses to fill a cart where checkout is closed (Ireland): 403 in the shopper's language, no cart cookie", async () => {
    const response = await post(JSON.stringify({ actions: [{ action: 'addLineItem', sku, quantity: 1 }] }), '', 'ie.localhost');
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie') ?? '').not.toContain('__Host-cart_id=');
    expect(await response.json()).toEqual({ error: 'closed', message: messagesFor('en')['checkout.error.closed'] });
  });
});

describe('extra guarantees', () => {
  it('lists the four guarantees with their rates where the store sells them, none in Switzerland', async () => {
    const german = await (await exports.default.fetch(new Request('http://de.localhost/api/cart/guarantees'))).json<
      { sku: string; ratePercent: number; years: number }[]
    >();
    expect(german.map((g) => [g.sku, g.years, g.ratePercent])).toEqual([
      ['4100010', 1, 8],
      ['4100020', 2, 12],
      ['4100030', 3, 15],
      ['4100040', 5, 20],
    ]);
    expect(await (await exports.default.fetch(new Request('http://ch.localhost/api/cart/guarantees'))).json()).toEqual([]);
  });
});

describe('an extra guarantee in the cart', () => {
  const ip = '192.0.2.212';
  const actions = (cookie: string, body: unknown) => send('http://de.localhost/api/cart/actions', { body, cookie, ip });
  const taxOf = (cart: Cart) => cart.totals.taxPortions.reduce((sum, portion) => sum + portion.amount.centAmount, 0);

  it('costs the product price times its rate (before the volume discount), and the line and cart totals include it', async () => {
    const created = await actions('', { actions: [{ action: 'addLineItem', sku, quantity: 3 }] });
    expect(created.status).toBe(200);
    const cookie = `__Host-cart_id=${cartCookie(created)}`;
    const before = (await created.json<CartState>()).cart;
    const product = before?.lines[0];
    if (!before || !product) throw new Error('the product line is missing');
    // Three units reach the 5 % volume discount: the line costs less, the product's unit price stays.
    expect(product.unitPrice.centAmount).toBe(priceOf(productOnStock(0), 'EUR'));
    expect(product.totalPrice.centAmount).toBeLessThan(3 * product.unitPrice.centAmount);

    const added = await actions(cookie, { actions: [{ action: 'addLineItem', sku: '4100010', quantity: 1, parentSku: sku }] });
    expect(added.status).toBe(200);
    const after = (await added.json<CartState>()).cart;
    if (!after) throw new Error('the cart is missing');
    const expected = guaranteePrice(product.unitPrice, 8); // 4100010: 8 % (the guarantees test above)
    expect(expected.centAmount).toBeGreaterThan(0);
    expect(after.lines.find((line) => line.sku === '4100010')).toMatchObject({
      parentSku: sku,
      quantity: 1,
      unitPrice: expected,
      totalPrice: expected,
    });
    expect(after.itemCount).toBe(3);
    expect(after.totals.subtotal.centAmount).toBe(before.totals.subtotal.centAmount + expected.centAmount);
    expect(after.totals.gross.centAmount).toBe(before.totals.gross.centAmount + expected.centAmount);
    expect(taxOf(after)).toBeGreaterThan(taxOf(before));
    expect((after.totals.net?.centAmount ?? 0) + taxOf(after)).toBe(after.totals.gross.centAmount);
    expect(after.totals.net?.centAmount).toBe((before.totals.net?.centAmount ?? 0) + expected.centAmount - (taxOf(after) - taxOf(before)));

    // What any tab reads afterwards carries the same price.
    const read = await (await exports.default.fetch(new Request('http://de.localhost/api/cart', { headers: { cookie } }))).json<CartState>();
    expect(read.cart?.lines.find((line) => line.sku === '4100010')?.totalPrice).toEqual(expected);
    expect(read.cart?.totals.gross).toEqual(after.totals.gross);
  });
});

describe('rate limits per client IP', () => {
  const de = messagesFor('de');
  const add = (quantity = 1) => JSON.stringify({ actions: [{ action: 'addLineItem', sku, quantity }] });
  const coupon = (code: string) => ({ action: 'addDiscountCode', code });

  async function expectRateLimited(response: Response, periodSeconds: number): Promise<void> {
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe(String(periodSeconds));
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ error: 'rate-limited', message: de['rateLimit.message'] });
  }

  it('coupon codes: the code after the limit gets 429 with Retry-After, on any cart; another client still tries', async () => {
    const { limit, periodSeconds } = RATE_LIMITS['coupon-code'];
    await awayFromWindowEdge(periodSeconds);
    const ip = newClientIp();
    const created = await post(add(), '', 'de.localhost', ip);
    const cookie = `__Host-cart_id=${cartCookie(created)}`;
    for (let n = 1; n <= limit; n += 1) {
      const guess = await post(JSON.stringify({ actions: [coupon(`GUESS-${n}`)] }), cookie, 'de.localhost', ip);
      expect(guess.status, `guess ${n}`).not.toBe(429);
    }
    await expectRateLimited(await post(JSON.stringify({ actions: [coupon('GUESS-X')] }), cookie, 'de.localhost', ip), periodSeconds);
    // A new cart does not buy new guesses: the limit is the client's.
    await expectRateLimited(
      await post(JSON.stringify({ actions: [{ action: 'addLineItem', sku, quantity: 1 }, coupon('GUESS-Y')] }), '', 'de.localhost', ip),
      periodSeconds,
    );
    expect((await post(JSON.stringify({ actions: [coupon('GUESS-Z')] }), cookie, 'de.localhost', newClientIp())).status).not.toBe(429);
  });

  it('coupon codes: every code of a request counts, and a refused request changes nothing', async () => {
    const { limit, periodSeconds } = RATE_LIMITS['coupon-code'];
    await awayFromWindowEdge(periodSeconds);
    const ip = newClientIp();
    const created = await post(add(), '', 'de.localhost', ip);
    const cookie = `__Host-cart_id=${cartCookie(created)}`;
    const before = await created.json<CartState>();
    const codes = Array.from({ length: limit + 1 }, (_, n) => coupon(`BATCH-${n}`));
    await expectRateLimited(await post(JSON.stringify({ actions: codes }), cookie, 'de.localhost', ip), periodSeconds);
    const after = await (await exports.default.fetch(new Request('http://de.localhost/api/cart', { headers: { cookie } }))).json<CartState>();
    expect(after.cart?.version).toBe(before.cart?.version);
  });

  it('new carts: the cart after the limit gets 429 and no cart; another client still gets one', async () => {
    const { limit, periodSeconds } = RATE_LIMITS['cart-creation'];
    await awayFromWindowEdge(periodSeconds);
    const ip = newClientIp();
    const carts = await Promise.all(Array.from({ length: limit }, () => post(add(), '', 'de.localhost', ip)));
    expect(carts.map((response) => response.status)).toEqual(carts.map(() => 200));
    expect(new Set(carts.map(cartCookie)).size).toBe(limit);
    const over = await post(add(), '', 'de.localhost', ip);
    expect(over.headers.get('set-cookie') ?? '').not.toContain('__Host-cart_id=');
    await expectRateLimited(over, periodSeconds);
    // The client's existing carts still take changes.
    expect((await post(add(2), `__Host-cart_id=${cartCookie(carts[0]!)}`, 'de.localhost', ip)).status).toBe(200);
    const other = await post(add(), '', 'de.localhost', newClientIp());
    expect(other.status).toBe(200);
    expect(cartCookie(other)).not.toBe('');
  });

  it('cart writes: the request after the limit gets 429, counted before the body is read; another client still writes', async () => {
    const { limit, periodSeconds } = RATE_LIMITS['cart-write'];
    await awayFromWindowEdge(periodSeconds);
    const ip = newClientIp();
    for (let n = 1; n <= limit; n += 1) expect((await post('{', '', 'de.localhost', ip)).status, `request ${n}`).toBe(400);
    await expectRateLimited(await post(add(), '', 'de.localhost', ip), periodSeconds);
    const clear = await exports.default.fetch(
      new Request('http://de.localhost/api/cart', {
        method: 'DELETE',
        headers: { origin: 'http://de.localhost', 'cf-connecting-ip': ip },
      }),
    );
    await expectRateLimited(clear, periodSeconds);
    expect((await post('{', '', 'de.localhost', newClientIp())).status).toBe(400);
  });
});
