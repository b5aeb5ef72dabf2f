// Cart lines in the language the shopper browses now (issue 17): a cart made on the pages of one language
// of CH or BE shows its line names and product links in the language of the page that reads it — the cart
// API, the checkout API and each tab's websocket — while the cart stays one cart with one commercetools
// update per burst.
import { exports } from 'cloudflare:workers';
import { describe, expect, inject, it } from 'vitest';
import type { CartMessage, CartState } from '../../src/domain/cart/types.ts';
import { messagesFor } from '../../src/react/i18n/messages.ts';
import { get, send, textOf } from './request.ts';
import { productOnStock } from './seed.ts';

const slicer = productOnStock(0);
const scale = productOnStock(1);
const sku = slicer.masterVariant.sku;
const otherSku = scale.masterVariant.sku;

/** The page's language as the shop's pages name it to the API: only a country's second language is named. */
const api = (host: string, path: string, language?: string) =>
  `http://${host}${path}${language ? `${path.includes('?') ? '&' : '?'}language=${language}` : ''}`;

async function readCart(host: string, cookie: string, language?: string): Promise<CartState> {
  return (await exports.default.fetch(new Request(api(host, '/api/cart', language), { headers: { cookie } }))).json<CartState>();
}

async function updatesOf(cartId: string): Promise<number> {
  const response = await fetch(`${inject('commerceUrl')}/__stats/cart-updates/${cartId}`);
  return (await response.json<{ count: number }>()).count;
}

const namesOf = (state: CartState | undefined) => state?.cart?.lines.map((line) => line.name).sort();
const slugsOf = (state: CartState | undefined) => state?.cart?.lines.map((line) => line.slug).sort();

/** A tab's websocket, with every `cart update` it receives. */
async function openTab(host: string, cartId: string, cookie: string, language?: string) {
  const response = await exports.default.fetch(
    new Request(api(host, `/api/cart/ws?cartId=${cartId}`, language), { headers: { upgrade: 'websocket', cookie, origin: `http://${host}` } }),
  );
  expect(response.status).toBe(101);
  const socket = response.webSocket;
  if (!socket) throw new Error('no websocket');
  socket.accept();
  const updates: CartState[] = [];
  socket.addEventListener('message', (event) => {
    const message: CartMessage = JSON.parse(String(event.data));
    if (message.type === 'cart update') updates.push(message.data);
  });
  return { socket, updates };
}

describe('cart lines in the language the shopper browses', () => {
  it('shows a Belgian cart made on Dutch pages in French on the French pages: cart API, checkout API, messages', async () => {
    const created = await send('http://be.localhost/api/cart/actions', { body: { actions: [{ action: 'addLineItem', sku, quantity: 1 }] } });
    expect(created.status).toBe(200);
    const cookie = `__Host-cart_id=${/__Host-cart_id=([^;]+)/.exec(created.headers.get('set-cookie') ?? '')?.[1]}`;
    expect(namesOf(await created.json<CartState>())).toEqual([slicer.name['nl']]);

    const french = await readCart('be.localhost', cookie, 'fr');
    expect(namesOf(french)).toEqual([slicer.name['fr']]);
    expect(slugsOf(french)).toEqual([slicer.slug['fr']]);
    // Reading it in French changed nothing for the Dutch pages.
    expect(namesOf(await readCart('be.localhost', cookie))).toEqual([slicer.name['nl']]);

    // A line added from a French page: the whole cart comes back in French, for Dutch pages in Dutch.
    const added = await send(api('be.localhost', '/api/cart/actions', 'fr'), {
      body: { actions: [{ action: 'addLineItem', sku: otherSku, quantity: 1 }] },
      cookie,
    });
    expect(namesOf(await added.json<CartState>())).toEqual([slicer.name['fr'], scale.name['fr']].sort());
    expect(namesOf(await readCart('be.localhost', cookie))).toEqual([slicer.name['nl'], scale.name['nl']].sort());

    const checkout = await exports.default.fetch(new Request(api('be.localhost', '/api/checkout', 'fr'), { headers: { cookie } }));
    expect(checkout.status).toBe(200);
    expect(namesOf(await checkout.json<CartState>())).toEqual([slicer.name['fr'], scale.name['fr']].sort());

    // The API's own messages follow the page too.
    const refused = await send(api('be.localhost', '/api/cart/actions', 'fr'), {
      body: { actions: [{ action: 'addLineItem', sku: 'EX19999999', quantity: 1 }] },
      cookie,
    });
    expect(refused.status).toBe(400);
    expect((await refused.json<{ message: string }>()).message).toBe(messagesFor('fr')['cart.error.unknown-sku']);
  });

  it('renders the French cart page in French for that cart (its lines arrive after hydration, in the page language)', async () => {
    const created = await send('http://be.localhost/api/cart/actions', { body: { actions: [{ action: 'addLineItem', sku, quantity: 1 }] } });
    const cookie = `__Host-cart_id=${/__Host-cart_id=([^;]+)/.exec(created.headers.get('set-cookie') ?? '')?.[1]}`;
    const page = await get('http://be.localhost/fr/checkout/cart', { cookie });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="fr"');
    expect(textOf(html)).toContain(messagesFor('fr')['route.cart']);
    // Nothing of the cart is in the shared HTML: no line name in any language.
    expect(html).not.toContain(slicer.name['nl']);
  });

  it('gives a Swiss German tab and a Swiss French tab of one cart each its own language after an update by either, one update per burst', async () => {
    const created = await send('http://ch.localhost/api/cart/actions', { body: { actions: [{ action: 'addLineItem', sku, quantity: 1 }] } });
    const cartId = /__Host-cart_id=([^;]+)/.exec(created.headers.get('set-cookie') ?? '')?.[1] ?? '';
    const cookie = `__Host-cart_id=${cartId}`;
    const german = await openTab('ch.localhost', cartId, cookie);
    const french = await openTab('ch.localhost', cartId, cookie, 'fr');
    await expect.poll(() => namesOf(german.updates.at(-1))).toEqual([slicer.name['de']]);
    await expect.poll(() => namesOf(french.updates.at(-1))).toEqual([slicer.name['fr']]);

    // The French tab adds a line: both tabs hear of it, each in its language.
    const before = await updatesOf(cartId);
    const fromFrench = await send(api('ch.localhost', '/api/cart/actions', 'fr'), {
      body: { actions: [{ action: 'addLineItem', sku: otherSku, quantity: 1 }] },
      cookie,
    });
    const frenchAdded = await fromFrench.json<CartState>();
    expect(namesOf(frenchAdded)).toEqual([slicer.name['fr'], scale.name['fr']].sort());
    await expect.poll(() => namesOf(german.updates.at(-1))).toEqual([slicer.name['de'], scale.name['de']].sort());
    await expect.poll(() => namesOf(french.updates.at(-1))).toEqual([slicer.name['fr'], scale.name['fr']].sort());
    expect(slugsOf(german.updates.at(-1))).toEqual([slicer.slug['de'], scale.slug['de']].sort());
    expect(await updatesOf(cartId)).toBe(before + 1);

    // Both tabs change the quantity in the same burst: one update, each caller and tab in its language.
    const lineId = frenchAdded.cart?.lines.find((line) => line.sku === sku)?.id ?? '';
    const [byGerman, byFrench] = await Promise.all([
      send(api('ch.localhost', '/api/cart/actions'), {
        body: { actions: [{ action: 'changeLineItemQuantity', lineItemId: lineId, quantity: 3 }] },
        cookie,
      }),
      send(api('ch.localhost', '/api/cart/actions', 'fr'), { body: { actions: [{ action: 'addLineItem', sku: otherSku, quantity: 1 }] }, cookie }),
    ]);
    const germanAnswer = await byGerman.json<CartState>();
    const frenchAnswer = await byFrench.json<CartState>();
    expect(germanAnswer.cart?.itemCount).toBe(5);
    expect(frenchAnswer.cart?.version).toBe(germanAnswer.cart?.version);
    expect(namesOf(germanAnswer)).toEqual([slicer.name['de'], scale.name['de']].sort());
    expect(namesOf(frenchAnswer)).toEqual([slicer.name['fr'], scale.name['fr']].sort());
    expect(await updatesOf(cartId)).toBe(before + 2);
    await expect.poll(() => german.updates.at(-1)?.cart?.itemCount).toBe(5);
    await expect.poll(() => french.updates.at(-1)?.cart?.itemCount).toBe(5);
    expect(namesOf(german.updates.at(-1))).toEqual([slicer.name['de'], scale.name['de']].sort());
    expect(namesOf(french.updates.at(-1))).toEqual([slicer.name['fr'], scale.name['fr']].sort());

    german.socket.close();
    french.socket.close();
  });
});
