// The commerce stand-in's in-store sign-in with the anonymous cart, and `/me` scoped to the token's
// customer, over HTTP as the worker calls them. Only the commerce server runs, with one store, one
// product and a few customers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCommerceServer, type CommerceServer } from './commerce-server.ts';

const BASIC = `Basic ${btoa('client:secret')}`;
const PASSWORD = 'a-long-password-1';

let server: CommerceServer;
let client: string;
const products: Record<string, string> = {};

interface CartBody {
  id: string;
  cartState: string;
  customerId?: string;
  lineItems: { productId: string; quantity: number }[];
}

async function api<T>(method: string, path: string, body?: unknown, token = client): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server.url}/${server.projectKey}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function customer(): Promise<{ id: string; email: string; token: string }> {
  const email = `c.${crypto.randomUUID().slice(0, 8)}@example.com`;
  const created = await api<{ customer: { id: string } }>('POST', '/customers', { email, password: PASSWORD });
  const answer = await fetch(`${server.url}/oauth/${server.projectKey}/in-store/key=de/customers/token`, {
    method: 'POST',
    headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: email, password: PASSWORD }),
  });
  const { access_token } = (await answer.json()) as { access_token: string };
  return { id: created.body.customer.id, email, token: access_token };
}

async function cart(lines: Record<string, number>, customerId?: string): Promise<CartBody> {
  const created = await api<CartBody>('POST', '/in-store/key=de/carts', {
    currency: 'EUR',
    country: 'DE',
    ...(customerId ? { customerId } : {}),
    lineItems: Object.entries(lines).map(([key, quantity]) => ({ productId: products[key], variantId: 1, quantity })),
  });
  expect(created.status).toBe(201);
  return created.body;
}

const signIn = (email: string, body: Record<string, unknown> = {}) =>
  api<{ customer: { id: string }; cart?: CartBody }>('POST', '/in-store/key=de/login', { email, password: PASSWORD, ...body });

const quantities = (c: CartBody | undefined) =>
  Object.fromEntries((c?.lineItems ?? []).map((line) => [Object.entries(products).find(([, id]) => id === line.productId)?.[0], line.quantity]));

beforeAll(async () => {
  server = await startCommerceServer({ port: 0 });
  const token = await fetch(`${server.url}/oauth/token`, {
    method: 'POST',
    headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  client = ((await token.json()) as { access_token: string }).access_token;
  await api('POST', '/stores', { key: 'de', name: { en: 'Germany' } });
  await api('POST', '/tax-categories', {
    key: 'standard',
    name: 'Standard',
    rates: [{ name: 'DE', amount: 0.19, includedInPrice: true, country: 'DE' }],
  });
  const type = await api<{ id: string }>('POST', '/product-types', { key: 'plain', name: 'Plain', description: 'plain' });
  for (const key of ['oven', 'slicer', 'mixer']) {
    const product = await api<{ id: string }>('POST', '/products', {
      key,
      productType: { typeId: 'product-type', id: type.body.id },
      name: { en: key },
      slug: { en: key },
      masterVariant: { sku: key.toUpperCase(), prices: [{ value: { currencyCode: 'EUR', centAmount: 1000 } }] },
      publish: true,
    });
    products[key] = product.body.id;
  }
}, 20_000);
afterAll(() => server?.close());

describe('in-store sign-in with the anonymous cart', () => {
  it('merges the lines into the customer cart (larger quantity for the same product) and marks the anonymous cart Merged', async () => {
    const eva = await customer();
    const own = await cart({ oven: 2, slicer: 1 }, eva.id);
    const guest = await cart({ oven: 3, mixer: 1 });
    const answer = await signIn(eva.email, {
      anonymousCart: { typeId: 'cart', id: guest.id },
      anonymousCartSignInMode: 'MergeWithExistingCustomerCart',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.customer.id).toBe(eva.id);
    expect(answer.body.cart?.id).toBe(own.id);
    expect(quantities(answer.body.cart)).toEqual({ oven: 3, slicer: 1, mixer: 1 });
    expect((await api<CartBody>('GET', `/carts/${guest.id}`)).body.cartState).toBe('Merged');
  });

  it('makes the anonymous cart the customer cart when the customer has none', async () => {
    const eva = await customer();
    const guest = await cart({ mixer: 2 });
    const answer = await signIn(eva.email, { anonymousCart: { typeId: 'cart', id: guest.id } });
    expect(answer.body.cart?.id).toBe(guest.id);
    expect(answer.body.cart?.customerId).toBe(eva.id);
    expect(answer.body.cart?.cartState).toBe('Active');
  });

  it('UseAsNewActiveCustomerCart takes the anonymous cart as it is', async () => {
    const eva = await customer();
    await cart({ oven: 1 }, eva.id);
    const guest = await cart({ mixer: 1 });
    const answer = await signIn(eva.email, {
      anonymousCart: { typeId: 'cart', id: guest.id },
      anonymousCartSignInMode: 'UseAsNewActiveCustomerCart',
    });
    expect(answer.body.cart?.id).toBe(guest.id);
    expect(quantities(answer.body.cart)).toEqual({ mixer: 1 });
  });

  it('never takes over another customer cart, and answers the customer cart without an anonymous one', async () => {
    const eva = await customer();
    const max = await customer();
    const maxCart = await cart({ slicer: 4 }, max.id);
    const evaCart = await cart({ oven: 1 }, eva.id);
    const answer = await signIn(eva.email, { anonymousCart: { typeId: 'cart', id: maxCart.id } });
    expect(answer.body.cart?.id).toBe(evaCart.id);
    expect(quantities(answer.body.cart)).toEqual({ oven: 1 });
    expect((await api<CartBody>('GET', `/carts/${maxCart.id}`)).body.cartState).toBe('Active');
    expect((await signIn(eva.email)).body.cart?.id).toBe(evaCart.id);
  });

  it('refuses wrong credentials with 400 InvalidCredentials', async () => {
    const eva = await customer();
    const answer = await api<{ errors: { code: string }[] }>('POST', '/in-store/key=de/login', { email: eva.email, password: 'wrong-password-1' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0]?.code).toBe('InvalidCredentials');
  });
});

describe('/me answers for the token customer only', () => {
  it('GET /me is the token customer; a client token has no /me', async () => {
    const eva = await customer();
    await customer();
    expect((await api<{ id: string }>('GET', '/me', undefined, eva.token)).body.id).toBe(eva.id);
    expect((await api<{ id: string }>('GET', '/in-store/key=de/me', undefined, eva.token)).body.id).toBe(eva.id);
    expect((await api('GET', '/me')).status).toBe(403);
  });

  it("active cart, carts and a cart by id: only the customer's own", async () => {
    const eva = await customer();
    const max = await customer();
    const evaCart = await cart({ oven: 1 }, eva.id);
    const maxCart = await cart({ slicer: 1 }, max.id);
    expect((await api<CartBody>('GET', '/in-store/key=de/me/active-cart', undefined, eva.token)).body.id).toBe(evaCart.id);
    const listed = await api<{ results: CartBody[] }>('GET', '/me/carts', undefined, eva.token);
    expect(listed.body.results.map((c) => c.id)).toEqual([evaCart.id]);
    expect((await api('GET', `/me/carts/${maxCart.id}`, undefined, eva.token)).status).toBe(404);
    expect((await api('GET', `/me/carts/${evaCart.id}`, undefined, eva.token)).status).toBe(200);
    const fresh = await customer();
    expect((await api('GET', '/me/active-cart', undefined, fresh.token)).status).toBe(404);
  });

  it('changes the password of the token customer only', async () => {
    const eva = await customer();
    const me = await api<{ version: number }>('GET', '/me', undefined, eva.token);
    const changed = await api<{ id: string }>(
      'POST',
      '/me/password',
      { version: me.body.version, currentPassword: PASSWORD, newPassword: 'another-password-2' },
      eva.token,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.id).toBe(eva.id);
    const again = await api<{ version: number }>('GET', '/me', undefined, eva.token);
    const wrong = await api<{ errors: { code: string }[] }>(
      'POST',
      '/me/password',
      { version: again.body.version, currentPassword: PASSWORD, newPassword: 'third-password-3' },
      eva.token,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0]?.code).toBe('InvalidCurrentPassword');
    const stale = await api(
      'POST',
      '/me/password',
      { version: me.body.version, currentPassword: 'another-password-2', newPassword: 'x-4' },
      eva.token,
    );
    expect(stale.status).toBe(409);
  });

  it("an anonymous session's token has its own carts, and no profile", async () => {
    const answer = await fetch(`${server.url}/oauth/${server.projectKey}/anonymous/token`, {
      method: 'POST',
      headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const { access_token } = (await answer.json()) as { access_token: string };
    const created = await api<CartBody>('POST', '/me/carts', { currency: 'EUR', country: 'DE' }, access_token);
    expect(created.status).toBe(201);
    expect((await api<CartBody>('GET', '/me/active-cart', undefined, access_token)).body.id).toBe(created.body.id);
    expect((await api('GET', '/me', undefined, access_token)).status).toBe(403);
    const eva = await customer();
    expect((await api('GET', `/me/carts/${created.body.id}`, undefined, eva.token)).status).toBe(404);
  });
});
