// The commerce stand-in keeps customer tokens as commercetools does: random, expiring, redeemed once
// (redeeming one invalidates the customer's others of its kind), scoped to the store; and it changes a
// password with the customer's version and current password. Only the commerce server is started.
import type { ByProjectKeyRequestBuilder, Customer } from '@commercetools/platform-sdk';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApi } from '../../src/worker/services/commerce/node-client.ts';
import { type CommerceServer, startCommerceServer } from './commerce-server.ts';

let server: CommerceServer;
let api: ByProjectKeyRequestBuilder;

beforeAll(async () => {
  server = await startCommerceServer({ port: 0 });
  api = createCommerceApi({ apiUrl: server.url, projectKey: server.projectKey });
  for (const key of ['de', 'cz']) await api.stores().post({ body: { key } }).execute();
}, 20_000);
afterAll(() => server?.close());

const PASSWORD = 'Secret123456';
const inStore = (storeKey: string) => api.inStoreKeyWithStoreKeyValue({ storeKey }).customers();

async function newCustomer(stores: string[] = []): Promise<Customer> {
  const email = `ida.${crypto.randomUUID().slice(0, 8)}@example.com`;
  const body = { email, password: PASSWORD, stores: stores.map((key) => ({ typeId: 'store' as const, key })) };
  return (await api.customers().post({ body }).execute()).body.customer;
}

const SdkErrorSchema = v.object({ statusCode: v.number(), body: v.object({ errors: v.array(v.object({ code: v.string() })) }) });

/** The error code commercetools answers a call with, and its status. */
async function refusal(call: Promise<unknown>): Promise<{ status: number; code: string }> {
  try {
    await call;
  } catch (error) {
    const { statusCode, body } = v.parse(SdkErrorSchema, error);
    return { status: statusCode, code: body.errors[0]?.code ?? '' };
  }
  throw new Error('the call was not refused');
}

const signsIn = async (email: string, password: string) => {
  const response = await fetch(`${server.url}/oauth/${server.projectKey}/in-store/key=de/customers/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${btoa('test:secret')}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: email, password }),
  });
  return response.ok;
};

const expire = (value: string) => fetch(`${server.url}/__customer-tokens/${encodeURIComponent(value)}/expire`, { method: 'POST' });

describe('password-reset tokens', () => {
  it('reset the password once; the token then is unknown, and so are the older tokens of the customer', async () => {
    const customer = await newCustomer();
    const older = (
      await inStore('de')
        .passwordToken()
        .post({ body: { email: customer.email } })
        .execute()
    ).body;
    const token = (
      await inStore('de')
        .passwordToken()
        .post({ body: { email: customer.email.toUpperCase(), ttlMinutes: 30 } })
        .execute()
    ).body;
    expect(token.value).not.toContain(customer.id);
    expect(Date.parse(token.expiresAt) - Date.parse(token.createdAt)).toBe(30 * 60_000);
    expect(Date.parse(older.expiresAt) - Date.parse(older.createdAt)).toBe(24 * 60 * 60_000);

    const reset = await inStore('de')
      .passwordReset()
      .post({ body: { tokenValue: token.value, newPassword: 'Renewed789012' } })
      .execute();
    expect(reset.body.version).toBe(customer.version + 1);
    expect(await signsIn(customer.email, 'Renewed789012')).toBe(true);
    expect(await signsIn(customer.email, PASSWORD)).toBe(false);
    for (const used of [token, older]) {
      expect(
        await refusal(
          inStore('de')
            .passwordReset()
            .post({ body: { tokenValue: used.value, newPassword: 'Again7890123' } })
            .execute(),
        ),
      ).toEqual({
        status: 404,
        code: 'ResourceNotFound',
      });
    }
  });

  it('refuses a forged token in the emulator’s own format and an expired one', async () => {
    const customer = await newCustomer();
    const forged = Buffer.from(`${customer.id}:pwreset:${Date.now() + 3_600_000}`).toString('base64');
    expect(
      await refusal(
        api
          .customers()
          .passwordReset()
          .post({ body: { tokenValue: forged, newPassword: 'Renewed789012' } })
          .execute(),
      ),
    ).toEqual({
      status: 404,
      code: 'ResourceNotFound',
    });
    const token = (
      await api
        .customers()
        .passwordToken()
        .post({ body: { email: customer.email } })
        .execute()
    ).body;
    expect((await expire(token.value)).status).toBe(204);
    expect(
      await refusal(
        api
          .customers()
          .passwordReset()
          .post({ body: { tokenValue: token.value, newPassword: 'Renewed789012' } })
          .execute(),
      ),
    ).toEqual({
      status: 400,
      code: 'ExpiredCustomerPasswordToken',
    });
    expect(await signsIn(customer.email, PASSWORD)).toBe(true);
  });

  it("finds only the store's customers, and customers of no particular store", async () => {
    const czech = await newCustomer(['cz']);
    expect(
      await refusal(
        inStore('de')
          .passwordToken()
          .post({ body: { email: czech.email } })
          .execute(),
      ),
    ).toEqual({ status: 404, code: 'ResourceNotFound' });
    expect(
      (
        await inStore('cz')
          .passwordToken()
          .post({ body: { email: czech.email } })
          .execute()
      ).statusCode,
    ).toBe(200);
    const token = (
      await inStore('cz')
        .passwordToken()
        .post({ body: { email: czech.email } })
        .execute()
    ).body;
    expect(
      await refusal(
        inStore('de')
          .passwordReset()
          .post({ body: { tokenValue: token.value, newPassword: 'Renewed789012' } })
          .execute(),
      ),
    ).toEqual({
      status: 404,
      code: 'ResourceNotFound',
    });
  });
});

describe('e-mail tokens', () => {
  it('confirm the address once, and not after they expired', async () => {
    const customer = await newCustomer();
    expect(customer.isEmailVerified).toBe(false);
    const expired = (
      await inStore('de')
        .emailToken()
        .post({ body: { id: customer.id, ttlMinutes: 60 } })
        .execute()
    ).body;
    await expire(expired.value);
    expect(
      await refusal(
        inStore('de')
          .emailConfirm()
          .post({ body: { tokenValue: expired.value } })
          .execute(),
      ),
    ).toEqual({
      status: 400,
      code: 'ExpiredCustomerEmailToken',
    });
    const token = (
      await inStore('de')
        .emailToken()
        .post({ body: { id: customer.id, ttlMinutes: 60 } })
        .execute()
    ).body;
    const confirmed = await inStore('de')
      .emailConfirm()
      .post({ body: { tokenValue: token.value } })
      .execute();
    expect(confirmed.body).toMatchObject({ id: customer.id, isEmailVerified: true });
    expect(
      await refusal(
        inStore('de')
          .emailConfirm()
          .post({ body: { tokenValue: token.value } })
          .execute(),
      ),
    ).toEqual({
      status: 404,
      code: 'ResourceNotFound',
    });
  });

  it('are not made without a lifetime', async () => {
    const customer = await newCustomer();
    const response = await fetch(`${server.url}/${server.projectKey}/customers/email-token`, {
      method: 'POST',
      headers: { authorization: 'Bearer any', 'content-type': 'application/json' },
      body: JSON.stringify({ id: customer.id }),
    });
    expect(response.status).toBe(400);
  });
});

describe('customers/password', () => {
  it('changes the password with the current version and password', async () => {
    const customer = await newCustomer();
    const body = { id: customer.id, version: customer.version, currentPassword: PASSWORD, newPassword: 'Renewed789012' };
    expect(
      await refusal(
        inStore('de')
          .password()
          .post({ body: { ...body, currentPassword: 'Wrong1234567' } })
          .execute(),
      ),
    ).toEqual({
      status: 400,
      code: 'InvalidCurrentPassword',
    });
    expect(
      await refusal(
        inStore('de')
          .password()
          .post({ body: { ...body, version: customer.version + 5 } })
          .execute(),
      ),
    ).toEqual({
      status: 409,
      code: 'ConcurrentModification',
    });
    const changed = await inStore('de').password().post({ body }).execute();
    expect(changed.body.version).toBe(customer.version + 1);
    expect(await signsIn(customer.email, 'Renewed789012')).toBe(true);
    expect(await signsIn(customer.email, PASSWORD)).toBe(false);
  });

  it('keeps the vatId of a sign-up draft', async () => {
    const email = `ida.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const signedUp = await inStore('de')
      .post({ body: { email, password: PASSWORD, vatId: 'DE123456789' } })
      .execute();
    expect(signedUp.body.customer.vatId).toBe('DE123456789');
    expect((await inStore('de').withId({ ID: signedUp.body.customer.id }).get().execute()).body.vatId).toBe('DE123456789');
  });
});
