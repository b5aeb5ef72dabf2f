// commercetools' "Authenticate (sign in) Customer in Store" (`POST /{project}/in-store/key={store}/login`),
// which the emulator lacks: e-mail and password of a customer of the store, optionally the browser's
// anonymous cart (`anonymousCart {typeId: 'cart', id}` or `anonymousCartId`) and `anonymousCartSignInMode`:
// - MergeWithExistingCustomerCart (the default): the anonymous cart's lines go into the customer's Active
//   cart of the store modified most recently (cart-merge.ts) and the anonymous cart becomes `Merged`; with
//   no such cart the anonymous cart becomes the customer's.
// - UseAsNewActiveCustomerCart: the anonymous cart becomes the customer's, nothing is merged.
// Answers `{customer, cart?}` (the customer's active cart afterwards); wrong credentials are 400
// InvalidCredentials. A cart of another customer, of another store or no longer Active is not taken over.
import type { CommercetoolsMock } from '@labdigital/commercetools-mock';
import * as v from 'valibot';
import { mergeLineActions, mostRecentlyModified } from './cart-merge.ts';
import {
  activeCartsPath,
  markMerged,
  type MergeCart,
  MergeCartListSchema,
  MergeCartSchema,
  MergeModeSchema,
  takeOverActions,
} from './cart-merge-steps.ts';
import type { PricingStorage } from './pricing-storage.ts';
import { apiError, innerCall } from './stand-in-calls.ts';
import type { TokenLedger } from './token-ledger.ts';
import { invalidToken } from './token-lifecycle.ts';

const SignInSchema = v.object({
  email: v.string(),
  password: v.string(),
  anonymousCart: v.optional(v.object({ typeId: v.literal('cart'), id: v.string() })),
  anonymousCartId: v.optional(v.string()),
  anonymousCartSignInMode: MergeModeSchema,
});

const CustomerSchema = v.object({ customer: v.looseObject({ id: v.string(), email: v.string() }) });

const BEARER = /^Bearer\s+(\S+)$/;

export function addInStoreLogin(mock: CommercetoolsMock, storage: PricingStorage, ledger: TokenLedger): void {
  mock.app.post('/:projectKey/in-store/key=:storeKey/login', async (request, reply) => {
    const authorization = request.headers.authorization ?? '';
    const token = BEARER.exec(authorization)?.[1];
    if (token === undefined || (ledger.knows(token) && !ledger.isActive(token))) return reply.status(401).send(invalidToken('invalid_token'));
    const params = v.parse(v.object({ projectKey: v.string(), storeKey: v.string() }), request.params);
    const signIn = v.safeParse(SignInSchema, request.body);
    if (!signIn.success)
      return reply.status(400).send(apiError(400, 'InvalidJsonInput', `Request body does not contain valid JSON: ${signIn.issues[0].message}`));
    const base = `/${params.projectKey}/in-store/key=${params.storeKey}`;
    const call = (method: 'GET' | 'POST', url: string, payload?: unknown) => innerCall(mock, authorization, method, url, payload);

    const found = await call('POST', `${base}/me/login`, { email: signIn.output.email, password: signIn.output.password });
    const customer = v.safeParse(CustomerSchema, found.body);
    if (found.statusCode !== 200 || !customer.success) return reply.status(found.statusCode === 200 ? 500 : found.statusCode).send(found.body);
    const customerId = customer.output.customer.id;

    const cartOf = async (id: string): Promise<{ view: MergeCart; raw: unknown } | undefined> => {
      const answer = await call('GET', `${base}/carts/${encodeURIComponent(id)}`);
      const parsed = v.safeParse(MergeCartSchema, answer.body);
      return answer.statusCode === 200 && parsed.success && parsed.output.store?.key === params.storeKey
        ? { view: parsed.output, raw: answer.body }
        : undefined;
    };
    const update = async (cart: MergeCart, actions: unknown[]): Promise<boolean> => {
      if (actions.length === 0) return true;
      const answer = await call('POST', `${base}/carts/${cart.id}`, { version: cart.version, actions });
      if (answer.statusCode === 200) return true;
      request.log.error({ answer: answer.body }, 'in-store login: cart update failed');
      return false;
    };

    const listed = await call('GET', activeCartsPath(base, customerId));
    const carts = v.safeParse(MergeCartListSchema, listed.body);
    const anonymousId = signIn.output.anonymousCart?.id ?? signIn.output.anonymousCartId;
    const anonymous = anonymousId === undefined ? undefined : (await cartOf(anonymousId))?.view;
    const usable =
      anonymous && anonymous.cartState === 'Active' && (anonymous.customerId === undefined || anonymous.customerId === customerId)
        ? anonymous
        : undefined;
    const customerCart = mostRecentlyModified(
      carts.success
        ? carts.output.results.filter(
            (cart) => cart.customerId === customerId && cart.cartState === 'Active' && cart.store?.key === params.storeKey && cart.id !== usable?.id,
          )
        : [],
    );

    let cartId = customerCart?.id;
    let done = true;
    if (usable && usable.customerId === customerId) {
      cartId = usable.id;
    } else if (usable && customerCart && signIn.output.anonymousCartSignInMode === 'MergeWithExistingCustomerCart') {
      done = await update(customerCart, mergeLineActions(usable.lineItems, customerCart.lineItems));
      if (done) await markMerged(storage, params.projectKey, usable.id);
    } else if (usable) {
      cartId = usable.id;
      done = await update(usable, takeOverActions(customerId, customer.output.customer.email));
    }
    if (!done) return reply.status(500).send(apiError(500, 'General', 'The carts could not be merged.'));
    const cart = cartId === undefined ? undefined : await cartOf(cartId);
    return reply.status(200).send({ customer: customer.output.customer, ...(cart ? { cart: cart.raw } : {}) });
  });
}
