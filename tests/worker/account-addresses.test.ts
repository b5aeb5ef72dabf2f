// Saved shipping and billing addresses through the account API (contract "addresses") against the local
// commerce stand-in: add (key postal code + timestamp), edit, delete, set default, each with the
// customer's version; the checkout's per-country rules with the message at the field in the shopper's
// language; 404 for an id that is not the customer's, 409 for a stale version, 401 without a session.
// And the signed-in checkout: the saved addresses offered, the defaults as the start, an address typed
// in checkout kept only when asked.
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { AddressBook } from '../../src/domain/account/saved-address.ts';
import { COOKIE_NAMES } from '../../src/domain/markets/market-cookies.ts';
import { messagesFor } from '../../src/react/i18n/messages.ts';
import { cookieValue } from './checkout-shopper.ts';
import { customerToken } from './commerce-fixtures.ts';
import { get, newClientIp, send, textOf } from './request.ts';
import { productOnStock } from './seed.ts';

const de = messagesFor('de');
const cs = messagesFor('cs');

const newEmail = () => `jana.${crypto.randomUUID().slice(0, 8)}@example.com`;

/** A new customer signed in on this browser: the session cookie as the browser sends it. */
async function signedIn(): Promise<string> {
  return `${COOKIE_NAMES.commerceToken}=${encodeURIComponent(await customerToken(newEmail()))}`;
}

const BERLIN = {
  firstName: 'Jana',
  lastName: 'Nováková',
  streetName: 'Hauptstraße',
  streetNumber: '5',
  postalCode: '10115',
  city: 'Berlin',
  country: 'DE',
};
const MUNICH = { ...BERLIN, streetName: 'Leopoldstraße', streetNumber: '20a', postalCode: '80802', city: 'München' };

function api(host: string, cookie: string | undefined) {
  const url = (path: string) => `http://${host}/api/account/addresses${path}`;
  return {
    book: () => exports.default.fetch(new Request(url(''), { headers: cookie ? { cookie } : {} })),
    add: (kind: string, body: unknown) => send(url(`/${kind}`), { body, cookie }),
    edit: (kind: string, id: string, body: unknown) => send(url(`/${kind}/${id}`), { method: 'PUT', body, cookie }),
    remove: (kind: string, id: string, version: number | string) => send(url(`/${kind}/${id}?version=${version}`), { method: 'DELETE', cookie }),
    makeDefault: (kind: string, id: string, body: unknown) => send(url(`/${kind}/${id}/default`), { body, cookie }),
    send: (path: string, init: { method?: string; body?: unknown }) => send(url(path), { ...init, cookie }),
  };
}

async function bookOf(response: Response, status = 200): Promise<AddressBook> {
  expect(response.status, await response.clone().text()).toBe(status);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return response.json<AddressBook>();
}

describe('/api/account/addresses', () => {
  it('adds, edits, makes default and deletes addresses, each change carrying the version', async () => {
    const account = api('de.localhost', await signedIn());
    const empty = await bookOf(await account.book());
    expect(empty).toMatchObject({ shipping: [], billing: [], defaultShippingAddressId: null, defaultBillingAddressId: null });

    const first = await bookOf(await account.add('shipping', { version: empty.version, address: BERLIN }), 201);
    expect(first.shipping).toHaveLength(1);
    expect(first.billing).toEqual([]);
    const berlin = first.shipping[0];
    expect(berlin).toMatchObject({ ...BERLIN, key: expect.stringMatching(/^10115-\d{13}$/) });
    // The first address of a kind becomes its default, so the checkout starts with it.
    expect(first.defaultShippingAddressId).toBe(berlin?.id);
    expect(first.version).toBeGreaterThan(empty.version);

    const second = await bookOf(await account.add('shipping', { version: first.version, address: MUNICH }), 201);
    const munich = second.shipping.find((address) => address.city === 'München');
    expect(second.defaultShippingAddressId).toBe(berlin?.id);
    const madeDefault = await bookOf(await account.makeDefault('shipping', munich?.id ?? '', { version: second.version }));
    expect(madeDefault.defaultShippingAddressId).toBe(munich?.id);

    const edited = await bookOf(
      await account.edit('shipping', berlin?.id ?? '', {
        version: madeDefault.version,
        address: { ...BERLIN, streetNumber: '7', phone: '+49 30 1234567' },
      }),
    );
    expect(edited.shipping.find((address) => address.id === berlin?.id)).toEqual({
      ...BERLIN,
      id: berlin?.id,
      key: berlin?.key,
      streetNumber: '7',
      phone: '+49 30 1234567',
    });

    const deleted = await bookOf(await account.remove('shipping', munich?.id ?? '', edited.version));
    expect(deleted.shipping.map((address) => address.id)).toEqual([berlin?.id]);
    expect(deleted.defaultShippingAddressId).toBeNull();
    expect(await bookOf(await account.book())).toEqual(deleted);
  });

  it('keeps billing and shipping addresses apart, each list with its own default', async () => {
    const account = api('de.localhost', await signedIn());
    const { version } = await bookOf(await account.book());
    const billing = await bookOf(await account.add('billing', { version, address: { ...BERLIN, company: 'Acme GmbH' } }), 201);
    expect(billing.shipping).toEqual([]);
    expect(billing.billing[0]).toMatchObject({ company: 'Acme GmbH' });
    expect(billing.defaultBillingAddressId).toBe(billing.billing[0]?.id);
    expect(billing.defaultShippingAddressId).toBeNull();
    expect((await account.remove('shipping', billing.billing[0]?.id ?? '', billing.version)).status).toBe(404);
  });

  it.each([
    ['de.localhost', 'DE', '1234', de['checkout.error.postalCode.billing']],
    ['cz.localhost', 'CZ', '1100', cs['checkout.error.postalCode.billing']],
  ])('refuses a postal code that is wrong in %s with the message at the field, in its language', async (host, country, postalCode, message) => {
    const account = api(host, await signedIn());
    const { version } = await bookOf(await account.book());
    const response = await account.add('billing', { version, address: { ...BERLIN, country, postalCode } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid-input',
      message: messagesFor(country === 'DE' ? 'de' : 'cs')['addresses.error.invalid-input'],
      fields: { 'address.postalCode': message },
    });
    expect((await bookOf(await account.book())).billing).toEqual([]);
  });

  it("checks an edit by the same rules and names every failed field: the shipping postal code's message is followed by the address", async () => {
    const account = api('de.localhost', await signedIn());
    const { version } = await bookOf(await account.book());
    const added = await bookOf(await account.add('shipping', { version, address: BERLIN }), 201);
    const id = added.shipping[0]?.id ?? '';
    const response = await account.edit('shipping', id, {
      version: added.version,
      address: { ...BERLIN, postalCode: '1O115', firstName: '<b>Jana</b>', city: 'x'.repeat(61), country: 'AT' },
    });
    expect(response.status).toBe(400);
    const { fields } = await response.json<{ fields: Record<string, string> }>();
    expect(fields).toEqual({
      // The summary leaves out what is no street or city (61 characters).
      'address.postalCode': `${de['checkout.error.postalCode.shipping']?.replace(/\.$/, '')}: Hauptstraße 5, 1O115`,
      'address.firstName': de['checkout.error.markup'],
      'address.city': de['checkout.error.too-long'],
      'address.country': de['checkout.error.country'],
    });
    expect(await bookOf(await account.book())).toEqual(added);
  });

  it('answers an id that is not one of the addresses with 404, also the address of another customer, and changes nothing', async () => {
    const owner = api('de.localhost', await signedIn());
    const ownerBook = await bookOf(await owner.add('shipping', { version: (await bookOf(await owner.book())).version, address: BERLIN }), 201);
    const ownersId = ownerBook.shipping[0]?.id ?? '';
    const other = api('de.localhost', await signedIn());
    const { version } = await bookOf(await other.book());
    for (const id of [ownersId, 'no-such-id']) {
      for (const response of [
        await other.edit('shipping', id, { version, address: MUNICH }),
        await other.remove('shipping', id, version),
        await other.makeDefault('shipping', id, { version }),
      ]) {
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ error: 'address-not-found', message: de['addresses.error.address-not-found'] });
      }
    }
    expect(await bookOf(await owner.book())).toEqual(ownerBook);
    expect((await bookOf(await other.book())).shipping).toEqual([]);
  });

  it('refuses a stale version with 409 and the current addresses, changing nothing', async () => {
    const account = api('de.localhost', await signedIn());
    const start = await bookOf(await account.book());
    const added = await bookOf(await account.add('shipping', { version: start.version, address: BERLIN }), 201);
    const id = added.shipping[0]?.id ?? '';
    for (const response of [
      await account.add('shipping', { version: start.version, address: MUNICH }),
      await account.edit('shipping', id, { version: start.version, address: MUNICH }),
      await account.remove('shipping', id, start.version),
      await account.makeDefault('shipping', id, { version: start.version }),
    ]) {
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ error: 'version-conflict', message: de['addresses.error.version-conflict'], addresses: added });
    }
    expect(await bookOf(await account.book())).toEqual(added);
  });

  it("answers an update or a default without an address id with the spec's messages", async () => {
    const account = api('ie.localhost', await signedIn());
    const update = await account.send('/shipping', { method: 'PUT', body: { version: 1, address: BERLIN } });
    expect(update.status).toBe(400);
    expect(await update.json()).toEqual({ error: 'update-id-required', message: 'Updated address must include an "id" field.' });
    const billing = await account.send('/billing/default', { body: { version: 1 } });
    expect(await billing.json()).toEqual({ error: 'default-billing-id-required', message: 'Address ID is required to set default billing address.' });
    const shipping = await account.send('/shipping/default', { body: { version: 1 } });
    expect(await shipping.json()).toEqual({
      error: 'default-shipping-id-required',
      message: 'Address ID is required to set default Shipping address.',
    });
  });

  it('refuses malformed requests with a localized 400 or 413, an unknown list with 404', async () => {
    const account = api('de.localhost', await signedIn());
    const malformed = await account.add('shipping', { address: BERLIN });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: 'malformed', message: de['account.error.malformed'] });
    expect((await account.remove('shipping', 'x', 'abc')).status).toBe(400);
    expect((await account.add('shipping', { version: 1, address: { ...BERLIN, city: 'x'.repeat(10 * 1024) } })).status).toBe(413);
    expect((await account.add('pickup', { version: 1, address: BERLIN })).status).toBe(404);
    const notAnAddress = await account.add('billing', { version: 1, address: 'Hauptstraße 5, Berlin' });
    expect(notAnAddress.status).toBe(400);
    expect((await notAnAddress.json<{ fields: Record<string, string> }>()).fields).toEqual({ address: de['checkout.error.field'] });
  });

  it("limits one client's address-book writes to thirty a minute; reading stays open", async () => {
    const cookie = await signedIn();
    const ip = newClientIp();
    const url = 'http://de.localhost/api/account/addresses/shipping';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) statuses.push((await send(url, { body: { version: 1 }, cookie, ip })).status);
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect(await (await send(url, { body: { version: 1 }, cookie, ip })).json()).toMatchObject({
      error: 'rate-limited',
      message: de['rateLimit.message'],
    });
    expect((await api('de.localhost', cookie).book()).status).toBe(200);
  });

  it('answers 401 without a session, whatever the request', async () => {
    const guest = api('de.localhost', undefined);
    for (const response of [
      await guest.book(),
      await guest.add('shipping', { version: 1, address: BERLIN }),
      await guest.add('shipping', 'not json'),
      await guest.edit('billing', 'x', { version: 1, address: BERLIN }),
      await guest.remove('billing', 'x', 1),
      await guest.makeDefault('billing', 'x', { version: 1 }),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'not-authenticated', message: de['account.error.not-authenticated'] });
    }
    const stale = api('de.localhost', `${COOKIE_NAMES.commerceToken}=not-a-real-token-at-all`);
    expect((await stale.book()).status).toBe(401);
  });
});

describe('the account pages of saved addresses', () => {
  it("render the customer's own addresses on the server, never cached, each page its own list", async () => {
    const session = await signedIn();
    const account = api('de.localhost', session);
    const { version } = await bookOf(await account.book());
    await bookOf(await account.add('shipping', { version, address: MUNICH }), 201);
    const shipping = await get('http://de.localhost/my-account/shipping-details', { cookie: session });
    expect(shipping.status).toBe(200);
    expect(shipping.headers.get('cache-control')).toMatch(/no-store/);
    const text = textOf(await shipping.text());
    expect(text).toContain('Leopoldstraße 20a');
    expect(text).toContain(de['addresses.default']);
    const billing = textOf(await (await get('http://de.localhost/my-account/billing-details', { cookie: session })).text());
    expect(billing).toContain(de['addresses.none.billing']);
    expect(billing).not.toContain('Leopoldstraße');
    // Another customer's page shows none of it.
    const other = textOf(await (await get('http://de.localhost/my-account/shipping-details', { cookie: await signedIn() })).text());
    expect(other).not.toContain('Leopoldstraße');
    expect(other).toContain(de['addresses.none.shipping']);
  });

  it('send a visitor without a session home', async () => {
    const response = await get('http://de.localhost/my-account/billing-details');
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/');
  });
});

interface CheckoutAnswer {
  email: string | null;
  billing: Record<string, string> | null;
  shipping: Record<string, string> | null;
  shippingAddressType: string;
  account: { billing: { id: string; city?: string }[]; shipping: { id: string; city?: string }[] } | null;
}

/** A cart with one product in the German shop, for a browser with `session` (or a guest). */
async function cartOf(session: string | null): Promise<string> {
  const added = await send('http://de.localhost/api/cart/actions', {
    body: { actions: [{ action: 'addLineItem', sku: productOnStock(0).masterVariant.sku, quantity: 1 }] },
    ...(session ? { cookie: session } : {}),
  });
  expect(added.status).toBe(200);
  const cart = `${COOKIE_NAMES.cartId}=${cookieValue(added, COOKIE_NAMES.cartId)}`;
  return session ? `${session}; ${cart}` : cart;
}

const checkout = async (cookie: string): Promise<CheckoutAnswer> => {
  const response = await exports.default.fetch(new Request('http://de.localhost/api/checkout', { headers: { cookie } }));
  expect(response.status).toBe(200);
  return response.json<CheckoutAnswer>();
};

const storeAddresses = (cookie: string, body: Record<string, unknown>) =>
  send('http://de.localhost/api/checkout/addresses', {
    method: 'PUT',
    body: { email: 'jana@example.com', customerType: 'private', billing: BERLIN, shipping: 'same-as-billing', ...body },
    cookie,
  });

describe('the signed-in checkout', () => {
  it("starts with the customer's e-mail and names, then with the default addresses, and offers the saved ones", async () => {
    const email = newEmail();
    const session = `${COOKIE_NAMES.commerceToken}=${encodeURIComponent(await customerToken(email))}`;
    const fresh = await checkout(await cartOf(session));
    expect(fresh).toMatchObject({ email, billing: { country: 'DE', firstName: 'Eva', lastName: 'Muster' }, account: { billing: [], shipping: [] } });

    const account = api('de.localhost', session);
    const withBilling = await bookOf(await account.add('billing', { version: (await bookOf(await account.book())).version, address: BERLIN }), 201);
    const withBoth = await bookOf(await account.add('shipping', { version: withBilling.version, address: MUNICH }), 201);
    const started = await checkout(await cartOf(session));
    expect(started).toMatchObject({
      email,
      billing: { ...BERLIN },
      shipping: { ...MUNICH },
      shippingAddressType: 'different-from-billing',
      account: { billing: [{ id: withBoth.billing[0]?.id, city: 'Berlin' }], shipping: [{ id: withBoth.shipping[0]?.id, city: 'München' }] },
    });
    expect(started.billing).not.toHaveProperty('id');
  });

  it('offers a guest nothing of an account', async () => {
    const guest = await checkout(await cartOf(null));
    expect(guest.account).toBeNull();
    expect(guest.email).toBeNull();
  });

  it('keeps an address typed in checkout in the account only when the customer asks', async () => {
    const session = await signedIn();
    const account = api('de.localhost', session);
    expect((await storeAddresses(await cartOf(session), {})).status).toBe(200);
    expect(await bookOf(await account.book())).toMatchObject({ billing: [], shipping: [] });

    const asked = await storeAddresses(await cartOf(session), { shipping: MUNICH, saveToAccount: { billing: true, shipping: true } });
    expect(asked.status).toBe(200);
    const kept = await bookOf(await account.book());
    expect(kept.billing).toEqual([expect.objectContaining({ ...BERLIN, key: expect.stringMatching(/^10115-/) })]);
    expect(kept.shipping).toEqual([expect.objectContaining(MUNICH)]);
    expect(kept.defaultBillingAddressId).toBe(kept.billing[0]?.id);
    expect((await asked.json<CheckoutAnswer>()).account?.shipping).toHaveLength(1);

    // The same addresses asked for again are not saved twice.
    expect((await storeAddresses(await cartOf(session), { shipping: MUNICH, saveToAccount: { billing: true, shipping: true } })).status).toBe(200);
    expect(await bookOf(await account.book())).toMatchObject({ billing: [{ id: kept.billing[0]?.id }], shipping: [{ id: kept.shipping[0]?.id }] });

    // Shipping to the billing address has no shipping address of its own to keep.
    const dresden = { ...BERLIN, postalCode: '01067', city: 'Dresden' };
    expect((await storeAddresses(await cartOf(session), { billing: dresden, saveToAccount: { shipping: true } })).status).toBe(200);
    expect(await bookOf(await account.book())).toMatchObject({ billing: [{ city: 'Berlin' }], shipping: [{ city: 'München' }] });
  });

  it("ignores a guest's wish to keep the addresses: there is no account to keep them in", async () => {
    const response = await storeAddresses(await cartOf(null), { saveToAccount: { billing: true } });
    expect(response.status).toBe(200);
    expect((await response.json<CheckoutAnswer>()).account).toBeNull();
  });
});
