// The commerce stand-in honours external line prices on addLineItem as commercetools does, and the
// totals (net, gross, tax) include them; plus its test fault switch. Only the commerce server is started,
// with the few resources these cases need.
import type { ByProjectKeyRequestBuilder, Cart, CartUpdateAction } from '@commercetools/platform-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCommerceServer, type CommerceServer } from './commerce-server.ts';
import { createCommerceApi } from '../../src/worker/services/commerce/node-client.ts';

const SKU = 'EX10099001';
const PRODUCT_PRICE = 28899;

let server: CommerceServer;
let api: ByProjectKeyRequestBuilder;

beforeAll(async () => {
  server = await startCommerceServer({ port: 0 });
  api = createCommerceApi({ apiUrl: server.url, projectKey: server.projectKey });
  await api
    .taxCategories()
    .post({
      body: {
        key: 'standard',
        name: 'Standard',
        rates: [{ name: '19% DE', amount: 0.19, includedInPrice: true, country: 'DE' }],
      },
    })
    .execute();
  const productType = (
    await api
      .productTypes()
      .post({ body: { key: 'plain', name: 'Plain', description: 'no attributes' } })
      .execute()
  ).body;
  await api
    .products()
    .post({
      body: {
        key: 'slicer',
        productType: { typeId: 'product-type', id: productType.id },
        name: { en: 'Slicer' },
        slug: { en: 'slicer-10099001' },
        masterVariant: { sku: SKU, prices: [{ value: { currencyCode: 'EUR', centAmount: PRODUCT_PRICE } }] },
        publish: true,
      },
    })
    .execute();
}, 20_000);
afterAll(() => server?.close());

async function cartWith(actions: CartUpdateAction[]): Promise<Cart> {
  const cart = (
    await api
      .carts()
      .post({ body: { currency: 'EUR', country: 'DE' } })
      .execute()
  ).body;
  return (
    await api
      .carts()
      .withId({ ID: cart.id })
      .post({ body: { version: cart.version, actions } })
      .execute()
  ).body;
}

const taxOf = (cart: Cart): number => (cart.taxedPrice?.taxPortions ?? []).reduce((sum, portion) => sum + portion.amount.centAmount, 0);

describe('external line prices', () => {
  it('gives an externalPrice line its price, and the line and cart totals include it', async () => {
    const cart = await cartWith([
      { action: 'addLineItem', sku: SKU, quantity: 1 },
      { action: 'addLineItem', sku: SKU, quantity: 2, externalPrice: { currencyCode: 'EUR', centAmount: 2312 } },
    ]);
    expect(cart.lineItems).toHaveLength(2);
    const [product, external] = cart.lineItems;
    expect(product?.priceMode).toBe('Platform');
    expect(external).toMatchObject({ priceMode: 'ExternalPrice', quantity: 2 });
    expect(external?.price.value.centAmount).toBe(2312);
    expect(external?.totalPrice.centAmount).toBe(4624);
    expect(external?.taxedPrice?.totalGross.centAmount).toBe(4624);
    expect(external?.taxedPrice?.totalTax?.centAmount).toBe(Math.round((4624 * 0.19) / 1.19));
    expect(cart.totalPrice.centAmount).toBe(PRODUCT_PRICE + 4624);
    expect(cart.taxedPrice?.totalGross.centAmount).toBe(PRODUCT_PRICE + 4624);
    expect((cart.taxedPrice?.totalNet.centAmount ?? 0) + taxOf(cart)).toBe(PRODUCT_PRICE + 4624);
    expect(taxOf(cart)).toBe((product?.taxedPrice?.totalTax?.centAmount ?? 0) + (external?.taxedPrice?.totalTax?.centAmount ?? 0));
  });

  it('adds a new line for every add with an external price, never merging it into one of the same variant', async () => {
    const cart = await cartWith([
      { action: 'addLineItem', sku: SKU, quantity: 1, externalPrice: { currencyCode: 'EUR', centAmount: 500 } },
      { action: 'addLineItem', sku: SKU, quantity: 1, externalPrice: { currencyCode: 'EUR', centAmount: 700 } },
    ]);
    expect(cart.lineItems.map((line) => [line.priceMode, line.price.value.centAmount, line.quantity])).toEqual([
      ['ExternalPrice', 500, 1],
      ['ExternalPrice', 700, 1],
    ]);
    expect(cart.totalPrice.centAmount).toBe(1200);
  });

  it('gives an externalTotalPrice line its price and its total', async () => {
    const cart = await cartWith([
      {
        action: 'addLineItem',
        sku: SKU,
        quantity: 3,
        externalTotalPrice: { price: { currencyCode: 'EUR', centAmount: 1000 }, totalPrice: { currencyCode: 'EUR', centAmount: 2500 } },
      },
    ]);
    expect(cart.lineItems[0]).toMatchObject({ priceMode: 'ExternalTotal', quantity: 3 });
    expect(cart.lineItems[0]?.price.value.centAmount).toBe(1000);
    expect(cart.lineItems[0]?.totalPrice.centAmount).toBe(2500);
    expect(cart.taxedPrice?.totalGross.centAmount).toBe(2500);
  });

  it('refuses an external price in another currency than the cart', async () => {
    const attempt = cartWith([{ action: 'addLineItem', sku: SKU, quantity: 1, externalPrice: { currencyCode: 'CHF', centAmount: 500 } }]);
    await expect(attempt).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe('fault switch', () => {
  const inventoryRead = (skus: string[]) =>
    fetch(
      `${server.url}/${server.projectKey}/inventory?${new URLSearchParams({
        where: `sku in (${skus.map((sku) => JSON.stringify(sku)).join(', ')})`,
      })}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
  let token = '';

  beforeAll(async () => {
    const answer = await fetch(`${server.url}/oauth/token?grant_type=client_credentials`, {
      method: 'POST',
      headers: { authorization: `Basic ${btoa('t:t')}` },
    });
    token = String(((await answer.json()) as { access_token: unknown }).access_token);
  });

  it('fails the next n inventory reads asking for the SKU with 503, and only those', async () => {
    const armed = await fetch(`${server.url}/__faults/inventory-reads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ failNext: 2, sku: SKU }),
    });
    expect(armed.status).toBe(200);
    expect((await inventoryRead(['EX10099002'])).status).toBe(200);
    expect((await inventoryRead(['EX10099002', SKU])).status).toBe(503);
    expect((await inventoryRead([SKU])).status).toBe(503);
    expect((await inventoryRead([SKU])).status).toBe(200);
  });

  it('is switched off by DELETE /__faults, and refuses a malformed request', async () => {
    await fetch(`${server.url}/__faults/inventory-reads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ failNext: 5 }),
    });
    expect((await inventoryRead([SKU])).status).toBe(503);
    expect((await fetch(`${server.url}/__faults`, { method: 'DELETE' })).status).toBe(200);
    expect((await inventoryRead([SKU])).status).toBe(200);
    const malformed = await fetch(`${server.url}/__faults/inventory-reads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ failNext: -1 }),
    });
    expect(malformed.status).toBe(400);
  });

  it('fails the next n updates of one cart with 503, and delays them when asked, leaving other carts alone', async () => {
    const [mine, other] = await Promise.all([cartWith([]), cartWith([])]);
    const update = (cart: Cart) =>
      fetch(`${server.url}/${server.projectKey}/carts/${cart.id}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ version: cart.version, actions: [{ action: 'setCustomerEmail', email: 'a@example.com' }] }),
      });
    const arm = (body: unknown) =>
      fetch(`${server.url}/__faults/cart-updates`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await arm({ cartId: mine.id, failNext: 1 })).status).toBe(200);
    expect((await update(other)).status).toBe(200);
    expect((await update(mine)).status).toBe(503);
    const updated = await update(mine);
    expect(updated.status).toBe(200);
    // A delayed update is still unanswered long after an undelayed one would have been (the margin is the point).
    expect((await arm({ cartId: mine.id, delayNext: 1, delayMs: 2_000 })).status).toBe(200);
    const delayed = update({ ...mine, version: ((await updated.json()) as { version: number }).version });
    const early = await Promise.race([delayed.then(() => 'answered'), new Promise((resolve) => setTimeout(() => resolve('waiting'), 100))]);
    expect(early).toBe('waiting');
    expect((await delayed).status).toBe(200);
    expect((await arm({ cartId: 'not-a-cart', failNext: 1 })).status).toBe(400);
  });
});
