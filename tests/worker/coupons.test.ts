// Coupons in the cart API, end to end through the cart's Durable Object and the commerce stand-in with
// the seeded demo codes (README "Demo coupons"): what a code takes off, and each refusal as a 400 with
// its own message in the market's language, the cart unchanged.
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { CartState } from '../../src/domain/cart/types.ts';
import { messagesFor } from '../../src/react/i18n/messages.ts';
import products from '../../kv-seed/commerce/products.json';
import { newClientIp } from './request.ts';
import { priceOf, stockOf } from './seed.ts';

const brandOf = (product: (typeof products)[number]): unknown => product.masterVariant.attributes?.find((a) => a.name === 'brand')?.value;
const onStock = products.filter((p) => p.masterVariant.sku.startsWith('EX10') && stockOf(p.masterVariant.sku) > 10);
const gastrova = onStock.find((p) => brandOf(p) === 'Gastrova');
const other = onStock.find((p) => brandOf(p) !== 'Gastrova');
if (!gastrova || !other) throw new Error('the seed has no Gastrova product and no other brand on stock');

interface Answer {
  status: number;
  body: CartState & { error?: string; message?: string };
  cookie: string;
}

async function post(host: string, actions: unknown[], cookie = ''): Promise<Answer> {
  const response = await exports.default.fetch(
    new Request(`http://${host}/api/cart/actions`, {
      method: 'POST',
      body: JSON.stringify({ actions }),
      headers: { 'content-type': 'application/json', cookie, origin: `http://${host}`, 'cf-connecting-ip': newClientIp() },
    }),
  );
  const set = /__Host-cart_id=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  return { status: response.status, body: await response.json(), cookie: set ? `__Host-cart_id=${set}` : cookie };
}

/** A cart in the market with one unit of the product (the other brand unless told). */
async function cartIn(host: string, sku = other?.masterVariant.sku): Promise<Answer> {
  const created = await post(host, [{ action: 'addLineItem', sku, quantity: 1 }]);
  expect(created.status).toBe(200);
  return created;
}

const addCode = (host: string, cart: Answer, code: string) => post(host, [{ action: 'addDiscountCode', code }], cart.cookie);
const total = (answer: Answer): number | undefined => answer.body.cart?.totals.gross.centAmount;

describe('coupons', () => {
  it('WELCOME10 takes 10 % off, typed in any case; removing it restores the total', async () => {
    const cart = await cartIn('de.localhost');
    const price = priceOf(other, 'EUR');
    expect(total(cart)).toBe(price);
    const applied = await addCode('de.localhost', cart, ' welcome10 ');
    expect(applied.status).toBe(200);
    expect(total(applied)).toBe(price - Math.round(price / 10));
    expect(applied.body.cart?.discountCodes).toEqual([expect.objectContaining({ code: 'WELCOME10', state: 'MatchesCart' })]);
    const removed = await post('de.localhost', [{ action: 'removeDiscountCode', code: 'WELCOME10' }], cart.cookie);
    expect(total(removed)).toBe(price);
    expect(removed.body.cart?.discountCodes).toEqual([]);
  });

  it('SAVE20 takes its fixed amount off the order, in the currency of the market', async () => {
    for (const [host, currency, amount] of [
      ['de.localhost', 'EUR', 2000],
      ['cz.localhost', 'CZK', 50000],
    ] as const) {
      const cart = await cartIn(host);
      const applied = await addCode(host, cart, 'SAVE20');
      expect(applied.status).toBe(200);
      expect(total(applied)).toBe(priceOf(other, currency) - amount);
      expect(applied.body.cart?.totals.discount?.centAmount).toBe(amount);
    }
  });

  it.each([
    ['an unknown code', 'de.localhost', 'NOSUCHCODE', 'coupon-unknown', 'de', 'unknown'],
    ['an expired code', 'de.localhost', 'SUMMER15', 'coupon-expired', 'de', 'expired'],
    ['an expired code in Slovakia', 'sk.localhost', 'SUMMER15', 'coupon-expired', 'sk', 'expired'],
    ["the Czech shop's code in Germany", 'de.localhost', 'CZSHOP5', 'coupon-not-valid-in-shop', 'de', 'not-valid-in-shop'],
    ["a brand's code without that brand in the cart", 'de.localhost', 'GASTROVA15', 'coupon-does-not-apply', 'de', 'does-not-apply'],
  ] as const)('%s: 400 with its message in the market language, the cart unchanged', async (_case, host, code, error, language, kind) => {
    const cart = await cartIn(host);
    const refused = await addCode(host, cart, code);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(error);
    expect(refused.body.message).toBe(messagesFor(language)[`cart.coupon.error.${kind}`]);
    expect(refused.body.cart?.discountCodes).toEqual([]);
    expect(total(refused)).toBe(total(cart));
  });

  it("the Czech shop's code works in the Czech shop", async () => {
    const cart = await cartIn('cz.localhost');
    const applied = await addCode('cz.localhost', cart, 'CZSHOP5');
    expect(applied.status).toBe(200);
    expect(total(applied)).toBeLessThan(total(cart) ?? 0);
  });

  it("a brand's code applies to that brand's lines only", async () => {
    const cart = await cartIn('de.localhost');
    const both = await post('de.localhost', [{ action: 'addLineItem', sku: gastrova?.masterVariant.sku, quantity: 1 }], cart.cookie);
    const applied = await addCode('de.localhost', both, 'GASTROVA15');
    expect(applied.status).toBe(200);
    const gastrovaPrice = priceOf(gastrova, 'EUR');
    expect(total(applied)).toBe(priceOf(other, 'EUR') + gastrovaPrice - Math.round(gastrovaPrice * 0.15));
  });

  it('a code that no longer applies after a change of lines stays on the cart as DoesNotMatchCart and takes nothing off', async () => {
    const cart = await cartIn('de.localhost');
    const both = await post('de.localhost', [{ action: 'addLineItem', sku: gastrova?.masterVariant.sku, quantity: 1 }], cart.cookie);
    const applied = await addCode('de.localhost', both, 'GASTROVA15');
    const gastrovaLine = applied.body.cart?.lines.find((line) => line.sku === gastrova?.masterVariant.sku);
    const without = await post('de.localhost', [{ action: 'removeLineItem', lineItemId: gastrovaLine?.id }], cart.cookie);
    expect(without.status).toBe(200);
    expect(without.body.cart?.discountCodes).toEqual([expect.objectContaining({ code: 'GASTROVA15', state: 'DoesNotMatchCart' })]);
    expect(total(without)).toBe(priceOf(other, 'EUR'));
  });

  it('a refused code does not stop the other changes of the same request', async () => {
    const cart = await cartIn('de.localhost');
    const answer = await post(
      'de.localhost',
      [
        { action: 'addLineItem', sku: other?.masterVariant.sku, quantity: 1 },
        { action: 'addDiscountCode', code: 'NOSUCHCODE' },
      ],
      cart.cookie,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('coupon-unknown');
    expect(answer.body.cart?.itemCount).toBe(2);
  });
});
