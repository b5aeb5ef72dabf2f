// commercetools' password-reset and e-mail confirmation tokens and its password change, as the platform keeps
// them, for the emulator, whose tokens are base64 of `{customerId}:{fixed secret}:…` (anyone who knows a customer
// id can forge one), whose e-mail tokens never expire, whose tokens of both kinds can be redeemed again and again,
// and which has no `customers/password` at all. Answered here, before the emulator's handlers, for the project and the
// in-store (`/in-store/key={store}`) variants of:
//   POST customers/password-token  {email, ttlMinutes?, invalidateOlderTokens?}  → CustomerToken (24 h by default)
//   POST customers/password/reset  {tokenValue, newPassword}                      → Customer
//   POST customers/email-token     {id, ttlMinutes, invalidateOlderTokens?}       → CustomerToken
//   POST customers/email/confirm   {tokenValue}                                   → Customer (isEmailVerified)
//   POST customers/password        {id, version, currentPassword, newPassword}    → Customer
// Tokens are random; an unknown or already redeemed one is 404 ResourceNotFound, an expired one 400
// ExpiredCustomerPasswordToken / ExpiredCustomerEmailToken; redeeming a token invalidates the customer's
// other tokens of that kind (commercetools since June 2025). In a store, only the store's customers
// (and customers of no particular store) are found.
// Also kept at sign-up: the draft's `vatId`, which the emulator drops.
// Test control: `POST /__customer-tokens/{value}/expire` lets a token run out now (204; 404 unknown), so a
// test need not wait out the shortest lifetime commercetools allows (a minute).
import { randomBytes, randomUUID } from 'node:crypto';
import type { Customer } from '@commercetools/platform-sdk';
import type { CommercetoolsMock, InMemoryStorage } from '@labdigital/commercetools-mock';
import type { FastifyReply } from 'fastify';
import * as v from 'valibot';

const ROUTE = /^\/([^/?]+)\/(?:in-store\/key=([^/?]+)\/)?customers\/(password-token|password\/reset|email-token|email\/confirm|password)(?:\?|$)/;
const SIGN_UP = /^\/([^/?]+)\/(?:in-store\/key=[^/?]+\/)?(?:me\/signup|customers)(?:\?|$)/;

/** commercetools' default lifetime of a password-reset token. */
const DEFAULT_PASSWORD_TOKEN_MINUTES = 24 * 60;

type Kind = 'password' | 'email';

interface IssuedToken {
  kind: Kind;
  customerId: string;
  projectKey: string;
  expiresAt: number;
}

const PasswordTokenSchema = v.object({
  email: v.string(),
  ttlMinutes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  invalidateOlderTokens: v.optional(v.boolean()),
});
const EmailTokenSchema = v.object({
  id: v.string(),
  ttlMinutes: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(43_200)),
  invalidateOlderTokens: v.optional(v.boolean()),
});
const RedeemSchema = v.object({ tokenValue: v.string(), newPassword: v.optional(v.string()) });
const ChangePasswordSchema = v.object({ id: v.string(), version: v.number(), currentPassword: v.string(), newPassword: v.string() });
const SignUpSchema = v.object({ vatId: v.optional(v.string()) });
const CustomerSchema = v.object({ customer: v.object({ id: v.string() }) });

/** How the emulator stores a password (its `hashPassword`), so its sign-in finds the new one. */
const storedPassword = (password: string) => Buffer.from(password).toString('base64');

const failure = (reply: FastifyReply, statusCode: number, code: string, message: string) =>
  reply.status(statusCode).send({ statusCode, message, errors: [{ code, message }] });

const inStore = (customer: Customer, storeKey: string | undefined) =>
  storeKey === undefined || (customer.stores ?? []).length === 0 || (customer.stores ?? []).some((store) => store.key === storeKey);

export function addCustomerCredentials(mock: CommercetoolsMock, storage: InMemoryStorage): void {
  const tokens = new Map<string, IssuedToken>();

  const issue = (kind: Kind, projectKey: string, customerId: string, ttlMinutes: number, invalidateOlder: boolean) => {
    if (invalidateOlder) forget(kind, customerId);
    const value = randomBytes(24).toString('base64url');
    const now = Date.now();
    const expiresAt = now + ttlMinutes * 60_000;
    tokens.set(value, { kind, customerId, projectKey, expiresAt });
    return {
      id: randomUUID(),
      customerId,
      value,
      expiresAt: new Date(expiresAt).toISOString(),
      invalidateOlderTokens: invalidateOlder,
      createdAt: new Date(now).toISOString(),
      lastModifiedAt: new Date(now).toISOString(),
    };
  };

  const forget = (kind: Kind, customerId: string) => {
    for (const [value, token] of tokens) if (token.kind === kind && token.customerId === customerId) tokens.delete(value);
  };

  const customerById = async (projectKey: string, id: string, storeKey: string | undefined): Promise<Customer | null> => {
    const customer = await storage.get(projectKey, 'customer', id);
    return customer && inStore(customer, storeKey) ? customer : null;
  };

  const save = async (projectKey: string, customer: Customer, change: Partial<Customer> & { password?: string }) => {
    const updated = { ...customer, ...change, version: customer.version + 1, lastModifiedAt: new Date().toISOString() };
    await storage.add(projectKey, 'customer', updated);
    return updated;
  };

  /** The customer a token names, or the refusal to answer (unknown, redeemed, expired, another store). */
  const redeem = async (reply: FastifyReply, kind: Kind, projectKey: string, storeKey: string | undefined, value: string) => {
    const token = tokens.get(value);
    const customer = token?.kind === kind && token.projectKey === projectKey ? await customerById(projectKey, token.customerId, storeKey) : null;
    if (!token || !customer) {
      failure(reply, 404, 'ResourceNotFound', `The Customer with ID 'Token(${value})' was not found.`);
      return null;
    }
    if (token.expiresAt < Date.now()) {
      const code = kind === 'password' ? 'ExpiredCustomerPasswordToken' : 'ExpiredCustomerEmailToken';
      failure(reply, 400, code, 'The token has expired.');
      return null;
    }
    forget(kind, customer.id);
    return customer;
  };

  mock.app.post<{ Params: { value: string } }>('/__customer-tokens/:value/expire', async (request, reply) => {
    const token = tokens.get(request.params.value);
    if (!token) return reply.status(404).send({ message: 'unknown token' });
    token.expiresAt = Date.now() - 1;
    return reply.status(204).send();
  });

  mock.app.addHook('preHandler', async (request, reply) => {
    const route = request.method === 'POST' ? ROUTE.exec(request.url) : null;
    if (!route?.[1] || !route[3]) return;
    // Root hooks run before the emulator's own authentication; these calls need an API client's token.
    if (!request.headers.authorization?.startsWith('Bearer ')) return failure(reply, 401, 'invalid_token', 'Missing bearer token.');
    const projectKey = decodeURIComponent(route[1]);
    const storeKey = route[2] === undefined ? undefined : decodeURIComponent(route[2]);
    const operation = route[3];
    const body: unknown = request.body;

    if (operation === 'password-token') {
      const draft = v.safeParse(PasswordTokenSchema, body);
      if (!draft.success) return failure(reply, 400, 'InvalidJsonInput', v.summarize(draft.issues));
      const email = draft.output.email.toLowerCase();
      const customers = await storage.all(projectKey, 'customer');
      const customer = customers.find((candidate) => candidate.email.toLowerCase() === email && inStore(candidate, storeKey));
      if (!customer) return failure(reply, 404, 'ResourceNotFound', `The Customer with ID '${draft.output.email}' was not found.`);
      const ttl = draft.output.ttlMinutes ?? DEFAULT_PASSWORD_TOKEN_MINUTES;
      return reply.send(issue('password', projectKey, customer.id, ttl, draft.output.invalidateOlderTokens ?? false));
    }
    if (operation === 'email-token') {
      const draft = v.safeParse(EmailTokenSchema, body);
      if (!draft.success) return failure(reply, 400, 'InvalidJsonInput', v.summarize(draft.issues));
      const customer = await customerById(projectKey, draft.output.id, storeKey);
      if (!customer) return failure(reply, 404, 'ResourceNotFound', `The Customer with ID '${draft.output.id}' was not found.`);
      return reply.send(issue('email', projectKey, customer.id, draft.output.ttlMinutes, draft.output.invalidateOlderTokens ?? false));
    }
    if (operation === 'password/reset' || operation === 'email/confirm') {
      const draft = v.safeParse(RedeemSchema, body);
      if (!draft.success || (operation === 'password/reset' && !draft.output.newPassword)) {
        return failure(reply, 400, 'InvalidJsonInput', draft.success ? 'newPassword: required' : v.summarize(draft.issues));
      }
      const kind = operation === 'password/reset' ? 'password' : 'email';
      const customer = await redeem(reply, kind, projectKey, storeKey, draft.output.tokenValue);
      if (!customer) return reply;
      const change =
        draft.output.newPassword && kind === 'password' ? { password: storedPassword(draft.output.newPassword) } : { isEmailVerified: true };
      return reply.send(await save(projectKey, customer, change));
    }
    const draft = v.safeParse(ChangePasswordSchema, body);
    if (!draft.success) return failure(reply, 400, 'InvalidJsonInput', v.summarize(draft.issues));
    const customer = await customerById(projectKey, draft.output.id, storeKey);
    if (!customer) return failure(reply, 404, 'ResourceNotFound', `The Customer with ID '${draft.output.id}' was not found.`);
    if (customer.version !== draft.output.version) {
      const message = `Object ${customer.id} has a different version than expected. Expected: ${draft.output.version} - Actual: ${customer.version}.`;
      return reply
        .status(409)
        .send({ statusCode: 409, message, errors: [{ code: 'ConcurrentModification', message, currentVersion: customer.version }] });
    }
    if (customer.password !== storedPassword(draft.output.currentPassword)) {
      return failure(reply, 400, 'InvalidCurrentPassword', 'The given current password does not match.');
    }
    return reply.send(await save(projectKey, customer, { password: storedPassword(draft.output.newPassword) }));
  });

  // Sign-up: the emulator builds the customer without the draft's vatId; put it on the stored customer and the answer.
  mock.app.addHook('onSend', async (request, reply, payload) => {
    const route = request.method === 'POST' && reply.statusCode === 201 ? SIGN_UP.exec(request.url) : null;
    const draft = route?.[1] ? v.safeParse(SignUpSchema, request.body) : null;
    const vatId = draft?.success ? draft.output.vatId : undefined;
    if (!route?.[1] || vatId === undefined || typeof payload !== 'string') return payload;
    const answer = v.safeParse(CustomerSchema, JSON.parse(payload));
    if (!answer.success) return payload;
    const projectKey = decodeURIComponent(route[1]);
    const stored = await storage.get(projectKey, 'customer', answer.output.customer.id);
    if (!stored) return payload;
    await storage.add(projectKey, 'customer', { ...stored, vatId });
    const parsed: { customer: Record<string, unknown> } = JSON.parse(payload);
    return JSON.stringify({ ...parsed, customer: { ...parsed.customer, vatId } });
  });
}
