// `/me` endpoints answer for the customer of the bearer token only. The emulator answers `GET /me` with
// the project's first customer and `/me/active-cart`, `/me/carts`, `/me/orders` with anyone's, whatever
// the token; commercetools scopes them to the token's `customer_id`. Here each scoped call becomes the
// project's (or store's) own endpoint for that customer — its customer, its carts (`customerId`), its
// orders — so the emulator's handlers still do the work:
//   GET|POST|DELETE /me          → /customers/{id}
//   POST /me/password            → the token customer's password, after its version and current password
//                                  are checked (the emulator changes whichever customer has that password)
//   GET /me/active-cart          → the customer's Active cart (of the store) modified most recently
//   GET|POST /me/carts, /me/orders → filtered by customerId; a new cart gets the customer id
//   /me/carts/{id}, /me/orders/{id} → only the customer's own (else 404, as for an unknown id)
// `/me/signup`, `/me/login`, `/me/email/confirm` and `/me/password/reset` need no customer and pass.
// An anonymous session's token (`anonymous_id:…`) gets its own carts and orders (`anonymousId`); a token
// of neither gets 403 insufficient_scope.
import type { CommercetoolsMock } from '@labdigital/commercetools-mock';
import * as v from 'valibot';
import { mostRecentlyModified } from './cart-merge.ts';
import { apiError, identityOfBearer, innerCall, type InnerAnswer } from './stand-in-calls.ts';

const ME = /^\/([^/?]+)(\/in-store\/key=[^/?]+)?\/me(\/[^?]*)?(?:\?(.*))?$/;
const UNSCOPED = new Set(['/signup', '/login', '/email/confirm', '/password/reset']);

const OwnedSchema = v.object({ id: v.string(), customerId: v.optional(v.string()), anonymousId: v.optional(v.string()) });
const CartListSchema = v.object({
  results: v.array(
    v.object({
      id: v.string(),
      customerId: v.optional(v.string()),
      anonymousId: v.optional(v.string()),
      cartState: v.string(),
      lastModifiedAt: v.string(),
    }),
  ),
});
const CartIdSchema = v.object({ id: v.string() });

const PasswordChangeSchema = v.object({ version: v.number(), currentPassword: v.string(), newPassword: v.pipe(v.string(), v.minLength(1)) });
const CustomerSchema = v.object({ id: v.string(), email: v.string(), version: v.number() });

type Call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) => Promise<InnerAnswer>;

/**
 * commercetools' Change Customer's Password (`/me/password`): the version must be the customer's, the
 * current password right; then the new password is set (through the emulator's own reset, which hashes
 * it as its sign-in expects).
 */
async function changePassword(call: Call, project: string, customerId: string, body: unknown): Promise<InnerAnswer> {
  const change = v.safeParse(PasswordChangeSchema, body);
  if (!change.success) return { statusCode: 400, body: apiError(400, 'InvalidJsonInput', change.issues[0].message) };
  const read = await call('GET', `/${project}/customers/${customerId}`);
  const customer = v.safeParse(CustomerSchema, read.body);
  if (!customer.success) return read;
  const { version, currentPassword, newPassword } = change.output;
  if (version !== customer.output.version) {
    const message = `Object ${customerId} has a different version than expected. Expected: ${version} - Actual: ${customer.output.version}.`;
    return {
      statusCode: 409,
      body: { statusCode: 409, message, errors: [{ code: 'ConcurrentModification', message, currentVersion: customer.output.version }] },
    };
  }
  const check = await call('POST', `/${project}/me/login`, { email: customer.output.email, password: currentPassword });
  if (check.statusCode !== 200 || v.safeParse(v.object({ customer: v.object({ id: v.literal(customerId) }) }), check.body).success === false) {
    return { statusCode: 400, body: apiError(400, 'InvalidCurrentPassword', 'The given current password does not match.') };
  }
  const token = await call('POST', `/${project}/customers/password-token`, { email: customer.output.email });
  const tokenValue = v.safeParse(v.object({ value: v.string() }), token.body);
  if (!tokenValue.success) return token;
  return call('POST', `/${project}/customers/password/reset`, { tokenValue: tokenValue.output.value, newPassword });
}

const notFound = (what: string): InnerAnswer => ({ statusCode: 404, body: apiError(404, 'ResourceNotFound', `The ${what} was not found.`) });

const withWhere = (query: string, predicate: string) => [query, `where=${encodeURIComponent(predicate)}`].filter((part) => part !== '').join('&');

export function scopeMeToToken(mock: CommercetoolsMock): void {
  mock.app.addHook('preHandler', async (request, reply) => {
    const match = ME.exec(request.url);
    if (!match) return;
    const [, project = '', inStore = '', rest = '', query = ''] = match;
    if (UNSCOPED.has(rest)) return;
    const authorization = request.headers.authorization ?? '';
    const identity = identityOfBearer(mock, authorization);
    if (!identity) return reply.status(403).send(apiError(403, 'insufficient_scope', 'This endpoint needs a customer or anonymous session token.'));
    // The profile and the password are a customer's; an anonymous session has carts and orders only.
    const customerId = identity.field === 'customerId' ? identity.id : undefined;
    if (!customerId && (rest === '' || rest === '/password')) {
      return reply.status(403).send(apiError(403, 'insufficient_scope', 'This endpoint needs a customer token.'));
    }
    const mine = `${identity.field} = "${identity.id}"`;
    const base = `/${project}${inStore}`;
    const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) => innerCall(mock, authorization, method, url, payload);
    const owned = async (answer: InnerAnswer, what: string): Promise<InnerAnswer> => {
      if (answer.statusCode !== 200) return answer;
      const parsed = v.safeParse(OwnedSchema, answer.body);
      return parsed.success && parsed.output[identity.field] === identity.id ? answer : notFound(what);
    };
    const q = query === '' ? '' : `?${query}`;
    const method = request.method;
    let answer: InnerAnswer | undefined;
    const item = /^\/(carts|orders)\/([^/]+)$/.exec(rest);
    if (rest === '' && customerId) {
      if (method === 'GET' || method === 'POST' || method === 'DELETE')
        answer = await call(method, `${base}/customers/${customerId}${q}`, method === 'POST' ? request.body : undefined);
    } else if (rest === '/password' && method === 'POST' && customerId) {
      answer = await changePassword(call, project, customerId, request.body);
    } else if (rest === '/active-cart' && method === 'GET') {
      const listed = await call('GET', `${base}/carts?${withWhere('limit=500', `${mine} and cartState = "Active"`)}`);
      const carts = v.safeParse(CartListSchema, listed.body);
      const latest = carts.success
        ? mostRecentlyModified(carts.output.results.filter((cart) => cart[identity.field] === identity.id && cart.cartState === 'Active'))
        : undefined;
      answer = latest
        ? await call('GET', `${base}/carts/${latest.id}`)
        : { statusCode: 404, body: apiError(404, 'ResourceNotFound', 'No active cart exists.') };
    } else if ((rest === '/carts' || rest === '/orders') && method === 'GET') {
      answer = await call('GET', `${base}${rest}?${withWhere(query, mine)}`);
    } else if (rest === '/carts' && method === 'POST') {
      const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
      answer = await call('POST', `${base}/carts`, { ...body, [identity.field]: identity.id });
    } else if (rest === '/orders' && method === 'POST') {
      // An order of one's own cart only; the emulator's handler (and order-from-cart.ts) do the rest.
      const cart = v.safeParse(CartIdSchema, request.body);
      if (!cart.success) return;
      const ownCart = await owned(await call('GET', `/${project}/carts/${cart.output.id}`), 'cart');
      if (ownCart.statusCode === 200) return;
      answer = { statusCode: 400, body: apiError(400, 'ReferencedResourceNotFound', 'The referenced cart was not found.') };
    } else if (item && (method === 'GET' || method === 'POST' || method === 'DELETE')) {
      const [, kind = '', id = ''] = item;
      const what = kind === 'carts' ? 'cart' : 'order';
      const own = await owned(await call('GET', `${base}/${kind}/${id}${method === 'GET' ? q : ''}`), what);
      answer =
        own.statusCode !== 200 || method === 'GET'
          ? own
          : await call(method, `${base}/${kind}/${id}${q}`, method === 'POST' ? request.body : undefined);
    }
    if (!answer) return;
    return reply.status(answer.statusCode).send(answer.body);
  });
}
