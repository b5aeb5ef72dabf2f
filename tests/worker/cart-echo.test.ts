// The pending echo of the cart's Durable Object, through the real object, its websockets and the commerce
// stand-in: another tab sees a queued action before commercetools has it, then the confirmed cart; the tab
// that sent it is not echoed its own action; a product the cache knows shows as a named pending line; a
// failed write takes the pending view back. Through the cart API: the echo leaves before any commerce
// call (it arrives while commerce fails a stock read and is slow to update), and an add commerce refuses
// in the burst (sold out, no such product) is taken back with its reason.
import { env, exports } from 'cloudflare:workers';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { CartMessage } from '../../src/domain/cart/types.ts';
import type { CartMeta } from '../../src/durable-objects/cart-meta.ts';
import { marketFor } from '../../src/domain/markets/resolve-market.ts';
import { cachedProductBySku } from '../../src/worker/services/catalogue/product-cache.ts';
import { createCart, quantityInCommerce } from './commerce-fixtures.ts';
import { messagesFor } from '../../src/react/i18n/messages.ts';
import { send } from './request.ts';
import { productOnStock } from './seed.ts';
import products from '../../kv-seed/commerce/products.json';
import inventory from '../../kv-seed/commerce/inventory.json';

// Products no other worker test file adds, so the stand-in's faults and counts are this file's own.
const held = productOnStock(8).masterVariant.sku;
const addedProduct = productOnStock(9);
const added = addedProduct.masterVariant.sku;

const meta = (cartId: string): CartMeta => ({ cartId, storeKey: 'de', currency: 'EUR', country: 'DE', locale: 'de-DE', language: 'de' });
const stubOf = (cartId: string) => env.CART_SESSION.get(env.CART_SESSION.idFromName(cartId));
const TAB_A = 'tab-aaaaaaaa';
const TAB_B = 'tab-bbbbbbbb';

async function commerce(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${inject('commerceUrl')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

async function updatesOf(cartId: string): Promise<number> {
  return (await (await fetch(`${inject('commerceUrl')}/__stats/cart-updates/${cartId}`)).json<{ count: number }>()).count;
}

/** A tab's socket through the cart API, as the page opens it; collects what it receives. */
async function openTab(cartId: string, tab: string): Promise<{ messages: CartMessage[]; close: () => void }> {
  const response = await exports.default.fetch(
    new Request(`http://de.localhost/api/cart/ws?cartId=${cartId}&tab=${tab}`, {
      headers: { upgrade: 'websocket', cookie: `__Host-cart_id=${cartId}`, origin: 'http://de.localhost' },
    }),
  );
  const socket = response.webSocket;
  if (!socket) throw new Error(`no socket: ${response.status}`);
  socket.accept();
  const messages: CartMessage[] = [];
  socket.addEventListener('message', (event) => messages.push(JSON.parse(String(event.data)) as CartMessage));
  return { messages, close: () => socket.close() };
}

const types = (messages: readonly CartMessage[]) => messages.map((message) => message.type).filter((type) => type !== 'updated stock');
const cartsOf = (messages: readonly CartMessage[], type: 'cart update' | 'cart pending') =>
  messages.flatMap((message) => (message.type === type ? [message.data.cart] : []));

afterEach(async () => {
  await fetch(`${inject('commerceUrl')}/__faults`, { method: 'DELETE' });
});

describe('pending echo', () => {
  it('shows another tab a burst before commercetools has it, then the confirmed cart, in one update; the sending tab gets no echo', async () => {
    const cartId = await createCart({ store: 'de', currency: 'EUR', country: 'DE', skus: [held] });
    const stub = stubOf(cartId);
    await stub.state(meta(cartId));
    const [sender, other] = [await openTab(cartId, TAB_A), await openTab(cartId, TAB_B)];
    // commercetools slowed: its answer to the burst comes long after the echo could.
    await commerce('/__faults/cart-updates', { cartId, delayNext: 1, delayMs: 1_500 });
    const preview = {
      productId: 'p-added',
      name: 'Kombidämpfer aus dem Produkt-Cache',
      slug: 'kombidaempfer-10000009',
      image: null,
      unitPrice: { centAmount: 1_000, currencyCode: 'EUR' as const, fractionDigits: 2 },
      brand: 'Gastrova',
      isVirtual: false,
    };
    const burst = Promise.all([
      stub.enqueue(meta(cartId), [{ action: 'addLineItem', sku: held, quantity: 2 }], { tab: TAB_A, language: 'de', previews: [] }),
      stub.enqueue(meta(cartId), [{ action: 'addLineItem', sku: added, quantity: 1 }], { tab: TAB_A, language: 'de', previews: [[added, preview]] }),
    ]);

    await expect.poll(() => cartsOf(other.messages, 'cart pending').at(-1)?.itemCount, { timeout: 1_000 }).toBe(4);
    // Seen while commercetools still holds the cart as it was.
    expect(await quantityInCommerce(cartId, held)).toBe(1);
    const pending = cartsOf(other.messages, 'cart pending').at(-1);
    expect(pending?.lines.find((line) => line.sku === held)?.quantity).toBe(3);
    expect(pending?.lines.find((line) => line.sku === added)).toMatchObject({ name: preview.name, quantity: 1, pending: true });

    const results = await burst;
    expect(results.map((result) => result.error)).toEqual([undefined, undefined]);
    expect(await updatesOf(cartId)).toBe(1);
    await expect.poll(() => cartsOf(other.messages, 'cart update').at(-1)?.itemCount).toBe(4);
    expect(types(other.messages).at(-1)).toBe('cart update');
    const confirmed = cartsOf(other.messages, 'cart update').at(-1);
    expect(confirmed?.lines.find((line) => line.sku === added)?.pending).toBeUndefined();
    expect(confirmed?.version).toBeGreaterThan(pending?.version ?? Number.MAX_SAFE_INTEGER);
    // The sending tab shows its own actions itself: it is sent the confirmed cart only.
    expect(types(sender.messages)).not.toContain('cart pending');
    expect(cartsOf(sender.messages, 'cart update').at(-1)?.itemCount).toBe(4);
    sender.close();
    other.close();
  });

  it('takes the pending view back when the write fails: the other tab is told, then gets the cart commercetools still holds', async () => {
    const cartId = await createCart({ store: 'de', currency: 'EUR', country: 'DE', skus: [held] });
    const stub = stubOf(cartId);
    await stub.state(meta(cartId));
    const other = await openTab(cartId, TAB_B);
    await commerce('/__faults/cart-updates', { cartId, failNext: 1 });

    const result = await stub.enqueue(meta(cartId), [{ action: 'addLineItem', sku: held, quantity: 1 }], {
      tab: TAB_A,
      language: 'de',
      previews: [],
    });
    expect(result.error).toBe('failed');
    expect(result.state.cart?.itemCount).toBe(1);
    await expect.poll(() => types(other.messages)).toEqual(['cart update', 'cart pending', 'cart pending dropped', 'cart update']);
    expect(cartsOf(other.messages, 'cart pending')[0]?.itemCount).toBe(2);
    expect(other.messages.find((message) => message.type === 'cart pending dropped')).toEqual({ type: 'cart pending dropped', error: 'failed' });
    expect(cartsOf(other.messages, 'cart update').at(-1)?.itemCount).toBe(1);
    expect(await updatesOf(cartId)).toBe(1);
    expect(await quantityInCommerce(cartId, held)).toBe(1);
    other.close();
  });

  it('shows a product new to the cart by its cached name and price when the cart API found it in the product cache', async () => {
    // The shopper's product page put the product in the cache.
    const writes: Promise<unknown>[] = [];
    const product = await cachedProductBySku(env, marketFor('DE'), added, (promise) => writes.push(promise));
    await Promise.all(writes);
    const created = await send('http://de.localhost/api/cart/actions', { body: { actions: [{ action: 'addLineItem', sku: held, quantity: 1 }] } });
    const cartId = /__Host-cart_id=([^;]+)/.exec(created.headers.get('set-cookie') ?? '')?.[1] ?? '';
    const other = await openTab(cartId, TAB_B);

    const answer = await send('http://de.localhost/api/cart/actions', {
      body: { actions: [{ action: 'addLineItem', sku: added, quantity: 2 }], tab: TAB_A },
      cookie: `__Host-cart_id=${cartId}`,
    });
    expect(answer.status).toBe(200);
    await expect.poll(() => cartsOf(other.messages, 'cart update').at(-1)?.itemCount).toBe(3);
    const pending = cartsOf(other.messages, 'cart pending').at(-1);
    expect(pending?.lines.find((line) => line.sku === added)).toMatchObject({
      name: addedProduct.name['de'],
      quantity: 2,
      pending: true,
      unitPrice: product?.price,
    });
    expect(pending?.itemCount).toBe(3);
    expect(
      cartsOf(other.messages, 'cart update')
        .at(-1)
        ?.lines.find((line) => line.sku === added)?.pending,
    ).toBeUndefined();
    other.close();
  });
});

describe('pending echo through the cart API', () => {
  const ip = '192.0.2.231';
  const post = (cartId: string, body: unknown) =>
    send('http://de.localhost/api/cart/actions', { body, cookie: cartId ? `__Host-cart_id=${cartId}` : '', ip });
  const cartOf = async (sku: string) => {
    const created = await post('', { actions: [{ action: 'addLineItem', sku, quantity: 1 }] });
    expect(created.status).toBe(200);
    return /__Host-cart_id=([^;]+)/.exec(created.headers.get('set-cookie') ?? '')?.[1] ?? '';
  };
  const soldOut = inventory.find((entry) => entry.quantityOnStock === 0 && products.some((p) => p.masterVariant.sku === entry.sku))?.sku ?? '';
  // Another product than the file's others: the stock-read fault below is scoped to it.
  const slowed = productOnStock(10).masterVariant.sku;

  it('reaches the other tab before any commerce call: while commerce fails the stock read and is slow to update; one update', async () => {
    const cartId = await cartOf(slowed);
    const other = await openTab(cartId, TAB_B);
    const before = await updatesOf(cartId);
    // The worker asked commerce for the stock before queueing; a failed read was a 503 and no echo.
    await commerce('/__faults/inventory-reads', { sku: slowed, failNext: 1 });
    await commerce('/__faults/cart-updates', { cartId, delayNext: 1, delayMs: 1_500 });
    const answers = Promise.all([
      post(cartId, { actions: [{ action: 'addLineItem', sku: slowed, quantity: 2 }], tab: TAB_A }),
      post(cartId, { actions: [{ action: 'addLineItem', sku: slowed, quantity: 1 }], tab: TAB_A }),
    ]);

    await expect.poll(() => cartsOf(other.messages, 'cart pending').at(-1)?.itemCount, { timeout: 1_000 }).toBe(4);
    expect(await quantityInCommerce(cartId, slowed)).toBe(1);
    // The stock read ahead failed; the burst read it again and went through as one update.
    expect((await answers).map((answer) => answer.status)).toEqual([200, 200]);
    expect(await updatesOf(cartId)).toBe(before + 1);
    expect(await quantityInCommerce(cartId, slowed)).toBe(4);
    await expect.poll(() => cartsOf(other.messages, 'cart update').at(-1)?.itemCount).toBe(4);
    other.close();
  });

  it('takes back an add of a sold-out product with its reason: the sender is told in German, the other tab why, no update', async () => {
    const cartId = await cartOf(held);
    const other = await openTab(cartId, TAB_B);
    const before = await updatesOf(cartId);

    const answer = await post(cartId, { actions: [{ action: 'addLineItem', sku: soldOut, quantity: 1 }], tab: TAB_A });
    expect(answer.status).toBe(400);
    const refusal = await answer.json<{ error: string; message: string; cart: { itemCount: number } | null }>();
    expect(refusal).toMatchObject({ error: 'out-of-stock', message: messagesFor('de')['cart.error.out-of-stock'], cart: { itemCount: 1 } });
    await expect.poll(() => types(other.messages)).toEqual(['cart update', 'cart pending', 'cart pending dropped', 'cart update']);
    expect(cartsOf(other.messages, 'cart pending')[0]?.itemCount).toBe(2);
    expect(other.messages.find((message) => message.type === 'cart pending dropped')).toEqual({
      type: 'cart pending dropped',
      error: 'out-of-stock',
    });
    expect(cartsOf(other.messages, 'cart update').at(-1)?.itemCount).toBe(1);
    expect(await updatesOf(cartId)).toBe(before);
    other.close();
  });

  it('takes back only the refused add of a burst: the other actions are written in its one update', async () => {
    const cartId = await cartOf(held);
    const before = await updatesOf(cartId);
    const [refused, taken] = await Promise.all([
      post(cartId, { actions: [{ action: 'addLineItem', sku: 'EX99999999', quantity: 1 }] }),
      post(cartId, { actions: [{ action: 'addLineItem', sku: held, quantity: 2 }] }),
    ]);
    expect([refused.status, (await refused.json<{ error: string }>()).error]).toEqual([400, 'unknown-sku']);
    expect(taken.status).toBe(200);
    expect(await quantityInCommerce(cartId, held)).toBe(3);
    expect(await updatesOf(cartId)).toBe(before + 1);
  });
});
