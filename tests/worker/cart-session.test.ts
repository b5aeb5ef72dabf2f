// The cart's Durable Object against the local commerce stand-in: one update per burst, the version
// conflict retry, clearing a cart of another store, replay after a restart, the commit point (a failed
// stock read after a successful update replays nothing), and the socket rules.
import { env, exports } from 'cloudflare:workers';
import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { CartAction } from '../../src/domain/cart/actions.ts';
import type { CartState } from '../../src/domain/cart/types.ts';
import { CartQueue } from '../../src/durable-objects/cart-queue.ts';
import { CART_MAX_WAIT_MS } from '../../src/domain/cart/burst-timing.ts';
import type { CartMeta } from '../../src/durable-objects/cart-meta.ts';
import { createCart, quantityInCommerce } from './commerce-fixtures.ts';
import { productOnStock } from './seed.ts';

const sku = productOnStock(0).masterVariant.sku;
const otherSku = productOnStock(1).masterVariant.sku;

const meta = (cartId: string, storeKey = 'de'): CartMeta => ({
  cartId,
  storeKey,
  currency: 'EUR',
  country: 'DE',
  locale: 'de-DE',
  language: 'de',
});
const stubOf = (cartId: string) => env.CART_SESSION.get(env.CART_SESSION.idFromName(cartId));

async function updatesOf(cartId: string): Promise<number> {
  const response = await fetch(`${inject('commerceUrl')}/__stats/cart-updates/${cartId}`);
  return (await response.json<{ count: number }>()).count;
}

/** The commerce stand-in's fault switch: its next `times` inventory reads asking for `sku` answer 503. */
async function failInventoryReads(sku: string, times: number): Promise<void> {
  const response = await fetch(`${inject('commerceUrl')}/__faults/inventory-reads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ failNext: times, sku }),
  });
  expect(response.status).toBe(200);
}

async function clearFaults(): Promise<void> {
  await fetch(`${inject('commerceUrl')}/__faults`, { method: 'DELETE' });
}

/** The promise, or a failure naming what never came (instead of the test's own timeout). */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms: ${what}`)), ms)),
  ]);
}

describe('cart session', () => {
  it('sends a burst of 10 actions to commercetools as exactly one update, and every caller gets the result', async () => {
    const cartId = await createCart({ store: 'de', currency: 'EUR', country: 'DE' });
    const stub = stubOf(cartId);
    const actions: CartAction[][] = Array.from({ length: 10 }, (_, index) => [
      { action: 'addLineItem', sku: index % 2 ? sku : otherSku, quantity: 1 },
    ]);
    const results = await Promise.all(actions.map((burst) => stub.enqueue(meta(cartId), burst)));
    expect(await updatesOf(cartId)).toBe(1);
    for (const result of results) {
      expect(result.error).toBeUndefined();
      expect(result.state.cart?.itemCount).toBe(10);
      expect(result.state.cart?.version).toBe(results[0]?.state.cart?.version);
    }
    expect(results[0]?.state.cart?.lines.map((line) => [line.sku, line.quantity]).sort()).toEqual(
      [
        [otherSku, 5],
        [sku, 5],
      ].sort(),
    );
  });

  it('retries a version conflict once with the current cart and ends with a correct cart', async () => {
    const cartId = await createCart({ store: 'de', currency: 'EUR', country: 'DE' });
    const stub = stubOf(cartId);
    const first = await stub.enqueue(meta(cartId), [{ action: 'addLineItem', sku, quantity: 1 }]);
    // Another writer changes the cart behind the object's back: its cached version is now stale.
    const token = await (
      await fetch(`${inject('commerceUrl')}/oauth/token?grant_type=client_credentials`, {
        method: 'POST',
        headers: { authorization: `Basic ${btoa('t:t')}` },
      })
    ).json<{ access_token: string }>();
    const bumped = await fetch(`${inject('commerceUrl')}/exquip/carts/${cartId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ version: first.state.cart?.version, actions: [{ action: 'setCustomerEmail', email: 'other@example.com' }] }),
    });
    expect(bumped.status).toBe(200);
    const before = await updatesOf(cartId);
    const second = await stub.enqueue(meta(cartId), [{ action: 'addLineItem', sku: otherSku, quantity: 2 }]);
    expect(second.error).toBeUndefined();
    expect((await updatesOf(cartId)) - before).toBe(2);
    expect(second.state.cart?.itemCount).toBe(3);
    expect(second.state.cart?.customerEmail).toBe('other@example.com');
  });

  it('clears a cart that is not found in the store, and says so to its sockets', async () => {
    const slovakCart = await createCart({ store: 'sk', currency: 'EUR', country: 'SK', skus: [sku] });
    const result = await stubOf(slovakCart).enqueue(meta(slovakCart, 'de'), [{ action: 'addLineItem', sku, quantity: 1 }]);
    expect(result.state.cart).toBeNull();
    await runInDurableObject(stubOf(slovakCart), async (_instance, state) => {
      expect(await state.storage.get('state')).toBeUndefined();
      expect(new CartQueue(state.storage.sql).all()).toEqual([]);
    });
  });

  it('replays the actions an evicted instance persisted but never sent', async () => {
    const cartId = await createCart({ store: 'de', currency: 'EUR', country: 'DE' });
    const stub = stubOf(cartId);
    // What an instance leaves behind when it dies mid-burst: persisted actions and an alarm, nothing in memory.
    await runInDurableObject(stub, async (_instance, state) => {
      await state.storage.put('meta', meta(cartId));
      new CartQueue(state.storage.sql).push(
        [
          { action: 'addLineItem', sku, quantity: 2 },
          { action: 'addLineItem', sku: otherSku, quantity: 1 },
        ],
        Date.now(),
      );
      await state.storage.setAlarm(Date.now() + 60_000);
    });
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    const state: CartState = await stub.state(meta(cartId));
    expect(state.cart?.itemCount).toBe(3);
    expect(await updatesOf(cartId)).toBe(1);
  });

  it('reads its stored cart back through the cart schema: a stored state that does not parse is read again from commercetools', async () => {
    const cartId = await createCart({ store: 'de', currency: 'EUR', country: 'DE', skus: [sku] });
    const stub = stubOf(cartId);
    await runInDurableObject(stub, async (_instance, state) => {
      await state.storage.put('meta', meta(cartId));
      // What an older release might have left: a cart without its lines.
      await state.storage.put('state', { cart: { id: cartId, version: 1 }, stock: {} });
    });
    const read = await stub.state(meta(cartId));
    expect(read.cart?.lines.map((line) => [line.sku, line.quantity])).toEqual([[sku, 1]]);
  });

  it('commits a burst once commercetools has it: a failing stock read afterwards neither fails the callers nor replays the burst', async () => {
    // A product no other test touches is already in the cart, so every stock read after the update asks
    // for it, while the read before the update (only the added SKU) does not.
    const held = productOnStock(6).masterVariant.sku;
    const cartId = await createCart({ store: 'de', currency: 'EUR', country: 'DE', skus: [held] });
    const stub = stubOf(cartId);
    await failInventoryReads(held, 2);
    try {
      const bursts: CartAction[][] = [
        [{ action: 'addLineItem', sku, quantity: 1 }],
        [{ action: 'addLineItem', sku, quantity: 2 }],
        [{ action: 'addLineItem', sku, quantity: 1 }],
      ];
      const results = await within(Promise.all(bursts.map((burst) => stub.enqueue(meta(cartId), burst))), 8_000, 'the callers of the burst');
      for (const result of results) {
        expect(result.error).toBeUndefined();
        expect(result.state.cart?.lines.find((line) => line.sku === sku)?.quantity).toBe(4);
      }
      expect(await updatesOf(cartId)).toBe(1);
      expect(await quantityInCommerce(cartId, sku)).toBe(4);

      // Nothing is left to replay: no queued action, and running any alarm (past the debounce) sends nothing.
      await new Promise((resolve) => setTimeout(resolve, CART_MAX_WAIT_MS));
      await runDurableObjectAlarm(stub);
      await runInDurableObject(stub, (_instance, state) => {
        expect(new CartQueue(state.storage.sql).all()).toEqual([]);
      });
      expect(await updatesOf(cartId)).toBe(1);
      expect(await quantityInCommerce(cartId, sku)).toBe(4);
      expect((await stub.state(meta(cartId))).cart?.lines.find((line) => line.sku === sku)?.quantity).toBe(4);
    } finally {
      await clearFaults();
    }
  });
});

async function openSocket(cartId: string, cookieCartId = cartId): Promise<{ response: Response; socket: WebSocket | null }> {
  const response = await exports.default.fetch(
    new Request(`http://de.localhost/api/cart/ws?cartId=${cartId}`, {
      headers: { upgrade: 'websocket', cookie: `__Host-cart_id=${cookieCartId}`, origin: 'http://de.localhost' },
    }),
  );
  const socket = response.webSocket;
  socket?.accept();
  return { response, socket };
}

describe('cart sockets', () => {
  it('sends the cart to a new socket and every update to all of them', async () => {
    const cartId = await createCart({ store: 'de', currency: 'EUR', country: 'DE' });
    const { socket } = await openSocket(cartId);
    const messages: unknown[] = [];
    socket?.addEventListener('message', (event) => messages.push(JSON.parse(String(event.data))));
    await stubOf(cartId).enqueue(meta(cartId), [{ action: 'addLineItem', sku, quantity: 1 }]);
    await expect
      .poll(() => messages.map((message) => (message as { type: string }).type))
      .toEqual(expect.arrayContaining(['cart update', 'updated stock']));
    const last = messages.filter((message) => (message as { type: string }).type === 'cart update').at(-1) as { data: CartState };
    expect(last.data.cart?.itemCount).toBe(1);
    socket?.close();
  });

  it('closes the 11th socket of a cart with a clear reason', async () => {
    const cartId = await createCart({ store: 'de', currency: 'EUR', country: 'DE' });
    const open = await Promise.all(Array.from({ length: 10 }, () => openSocket(cartId)));
    expect(open.every(({ response }) => response.status === 101)).toBe(true);
    const { socket } = await openSocket(cartId);
    const closed = await new Promise<CloseEvent>((resolve) => socket?.addEventListener('close', resolve));
    expect(closed.code).toBe(4009);
    expect(closed.reason).toContain('too many tabs');
    for (const { socket: each } of open) each?.close();
  });

  it("refuses a socket for a cart that is not the requester's own", async () => {
    const mine = await createCart({ store: 'de', currency: 'EUR', country: 'DE' });
    const theirs = await createCart({ store: 'de', currency: 'EUR', country: 'DE' });
    const { response, socket } = await openSocket(theirs, mine);
    expect(response.status).toBe(403);
    expect(socket).toBeNull();
    const missing = await exports.default.fetch(
      new Request('http://de.localhost/api/cart/ws', {
        headers: { upgrade: 'websocket', cookie: `__Host-cart_id=${mine}`, origin: 'http://de.localhost' },
      }),
    );
    expect(missing.status).toBe(400);
  });
});
