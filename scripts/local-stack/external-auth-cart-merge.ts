// commercetools' "Merge Cart in Store" (`POST /{project}/in-store/key={store}/carts/customer-id={id}/merge`,
// body MergeCartDraft), added in 2025 for customers of an external OAuth server, who never sign in at
// commercetools and so never get the sign-in's cart merge; the emulator lacks it. As commercetools does:
// MergeWithExistingCustomerCart (the default) copies the anonymous cart's lines into the customer's Active
// cart of the store modified most recently (cart-merge.ts) and marks the anonymous cart `Merged`; without
// such a cart, or with UseAsNewActiveCustomerCart, the anonymous cart becomes the customer's. Answers the
// customer's cart. A cart of another customer, of another store or no longer Active is refused (400).
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

const MergeCartDraftSchema = v.object({
  anonymousCart: v.object({ typeId: v.literal('cart'), id: v.string() }),
  mergeMode: MergeModeSchema,
});
const ParamsSchema = v.object({ projectKey: v.string(), storeKey: v.string(), customerId: v.string() });
const CustomerSchema = v.object({ id: v.string(), email: v.string() });

export function addExternalAuthCartMerge(mock: CommercetoolsMock, storage: PricingStorage): void {
  mock.app.post('/:projectKey/in-store/key=:storeKey/carts/customer-id=:customerId/merge', async (request, reply) => {
    const params = v.parse(ParamsSchema, request.params);
    const draft = v.safeParse(MergeCartDraftSchema, request.body);
    if (!draft.success) return reply.status(400).send(apiError(400, 'InvalidJsonInput', `MergeCartDraft: ${draft.issues[0].message}`));
    const base = `/${params.projectKey}/in-store/key=${params.storeKey}`;
    const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
      innerCall(mock, request.headers.authorization ?? '', method, url, payload);

    const customerAnswer = await call('GET', `/${params.projectKey}/customers/${encodeURIComponent(params.customerId)}`);
    const customer = v.safeParse(CustomerSchema, customerAnswer.body);
    if (!customer.success) return reply.status(404).send(apiError(404, 'ResourceNotFound', `Customer '${params.customerId}' not found.`));
    const anonymousAnswer = await call('GET', `${base}/carts/${encodeURIComponent(draft.output.anonymousCart.id)}`);
    const anonymous = v.safeParse(MergeCartSchema, anonymousAnswer.body);
    if (
      !anonymous.success ||
      anonymous.output.store?.key !== params.storeKey ||
      anonymous.output.cartState !== 'Active' ||
      (anonymous.output.customerId !== undefined && anonymous.output.customerId !== params.customerId)
    ) {
      return reply.status(400).send(apiError(400, 'InvalidOperation', 'The anonymous cart cannot be merged into this customer.'));
    }
    const update = async (cart: MergeCart, actions: unknown[]) =>
      actions.length === 0 ? { statusCode: 200, body: cart } : call('POST', `${base}/carts/${cart.id}`, { version: cart.version, actions });

    const listed = await call('GET', activeCartsPath(base, params.customerId));
    const carts = v.safeParse(MergeCartListSchema, listed.body);
    const customerCart = mostRecentlyModified(
      carts.success ? carts.output.results.filter((cart) => cart.store?.key === params.storeKey && cart.id !== anonymous.output.id) : [],
    );
    if (anonymous.output.customerId === params.customerId) return reply.send(anonymousAnswer.body);
    if (customerCart && draft.output.mergeMode === 'MergeWithExistingCustomerCart') {
      const merged = await update(customerCart, mergeLineActions(anonymous.output.lineItems, customerCart.lineItems));
      if (merged.statusCode !== 200) return reply.status(merged.statusCode).send(merged.body);
      await markMerged(storage, params.projectKey, anonymous.output.id);
      return reply.send((await call('GET', `${base}/carts/${customerCart.id}`)).body);
    }
    const taken = await update(anonymous.output, takeOverActions(params.customerId, customer.output.email));
    return reply.status(taken.statusCode).send(taken.body);
  });
}
