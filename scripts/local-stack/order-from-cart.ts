// Creating an order from a cart as commercetools does it; the emulator takes any draft: it ignores the
// cart's version, orders an already ordered cart again, accepts an order number twice and drops the
// cart's custom line items (the cash-on-delivery fee). Checked here, before the emulator's handler runs,
// for `POST /{project}/orders`, `/{project}/in-store/key={store}/orders` and the `/me/orders` variants:
// - a cart in another store → 400 InvalidOperation; a missing cart → 400 ReferencedResourceNotFound
// - a different version → 409 ConcurrentModification with `currentVersion`
// - a cart that is not Active (Ordered, Merged) → 400 InvalidOperation
// - an order number in use → 400 DuplicateField
// Two creations of the same cart at the same moment: the second is a 409, as the first moved the version.
// The custom line items are carried onto the order by pricing-storage.ts (the one place orders are stored).
import type { Cart } from '@commercetools/platform-sdk';
import type { CommercetoolsMock } from '@labdigital/commercetools-mock';
import * as v from 'valibot';
import type { PricingStorage } from './pricing-storage.ts';

const ORDER_CREATION = /^\/([^/?]+)\/(?:in-store\/key=([^/?]+)\/)?(?:me\/)?orders(?:\?|$)/;

const DraftSchema = v.object({
  cart: v.optional(v.object({ id: v.string() })),
  /** `/me/orders` names the cart by `id`. */
  id: v.optional(v.string()),
  version: v.number(),
  orderNumber: v.optional(v.string()),
});

export interface Refusal {
  statusCode: number;
  message: string;
  errors: { code: string; message: string; currentVersion?: number; field?: string }[];
}

const refusal = (statusCode: number, code: string, message: string, extra: { currentVersion?: number; field?: string } = {}): Refusal => ({
  statusCode,
  message,
  errors: [{ code, message, ...extra }],
});

/** Why commercetools would refuse to make an order of this cart, or null when it would make one. */
export function orderFromCartRefusal(
  cart: Pick<Cart, 'id' | 'version' | 'cartState' | 'store'> | null,
  draft: { version: number; orderNumber?: string | undefined },
  storeKey: string | undefined,
  orderNumberTaken: boolean,
): Refusal | null {
  if (!cart || (storeKey !== undefined && cart.store?.key !== storeKey)) {
    return refusal(400, 'ReferencedResourceNotFound', 'The referenced cart was not found.');
  }
  if (cart.version !== draft.version) {
    return refusal(
      409,
      'ConcurrentModification',
      `Object ${cart.id} has a different version than expected. Expected: ${draft.version} - Actual: ${cart.version}.`,
      {
        currentVersion: cart.version,
      },
    );
  }
  if (cart.cartState !== 'Active')
    return refusal(400, 'InvalidOperation', `The cart with ID '${cart.id}' is in state '${cart.cartState}' and cannot be ordered.`);
  if (orderNumberTaken) {
    return refusal(400, 'DuplicateField', `A duplicate value '"${draft.orderNumber}"' exists for field 'orderNumber'.`, { field: 'orderNumber' });
  }
  return null;
}

export function checkOrderCreation(mock: CommercetoolsMock, storage: PricingStorage): void {
  /** Carts being ordered right now: a second creation meets the version the first is about to change. */
  const ordering = new Set<string>();
  mock.app.addHook('preHandler', async (request, reply) => {
    const route = request.method === 'POST' ? ORDER_CREATION.exec(request.url) : null;
    if (!route?.[1]) return;
    const draft = v.safeParse(DraftSchema, request.body);
    const cartId = draft.success ? (draft.output.cart?.id ?? draft.output.id) : undefined;
    // A draft the emulator's own validation should answer (it does, with 400).
    if (!draft.success || !cartId) return;
    const projectKey = decodeURIComponent(route[1]);
    const storeKey = route[2] === undefined ? undefined : decodeURIComponent(route[2]);
    const cart = await storage.get(projectKey, 'cart', cartId);
    const { orderNumber } = draft.output;
    const taken = orderNumber !== undefined && (await storage.all(projectKey, 'order')).some((order) => order.orderNumber === orderNumber);
    const refused = ordering.has(cartId)
      ? refusal(409, 'ConcurrentModification', `Object ${cartId} is being ordered by another request.`, { currentVersion: (cart?.version ?? 0) + 1 })
      : orderFromCartRefusal(cart, draft.output, storeKey, taken);
    if (refused) return reply.status(refused.statusCode).send(refused);
    ordering.add(cartId);
    reply.raw.once('close', () => ordering.delete(cartId));
  });
}
