// `GET /{project}/shipping-methods/matching-cart?cartId=` (and `/{project}/in-store/key={store}/…`) as
// commercetools answers it: only the methods matching the cart (shipping-matching.ts), default first.
// The emulator's own route ignores `active`, predicates and the default order, so it is answered here,
// before the emulator's handler runs.
import type { CommercetoolsMock } from '@labdigital/commercetools-mock';
import type { PricingStorage } from './pricing-storage.ts';
import { matchingShippingMethods } from './shipping-matching.ts';

const MATCHING_CART = /^\/([^/?]+)\/(?:in-store\/key=([^/?]+)\/)?shipping-methods\/matching-cart(?:\?|$)/;

const failure = (statusCode: number, code: string, message: string) => ({ statusCode, message, errors: [{ code, message }] });

export function answerMatchingCart(mock: CommercetoolsMock, storage: PricingStorage): void {
  mock.app.addHook('onRequest', async (request, reply) => {
    const route = request.method === 'GET' ? MATCHING_CART.exec(request.url) : null;
    if (!route?.[1]) return;
    const projectKey = decodeURIComponent(route[1]);
    const storeKey = route[2] === undefined ? undefined : decodeURIComponent(route[2]);
    const cartId = new URL(request.url, 'http://stand-in').searchParams.get('cartId');
    if (!cartId) return reply.status(400).send(failure(400, 'InvalidInput', 'Missing required parameter: cartId.'));
    const cart = await storage.get(projectKey, 'cart', cartId);
    if (!cart || (storeKey !== undefined && cart.store?.key !== storeKey)) {
      return reply.status(404).send(failure(404, 'ResourceNotFound', `The Resource with ID '${cartId}' was not found.`));
    }
    if (!cart.shippingAddress?.country) {
      return reply.status(400).send(failure(400, 'InvalidOperation', `The cart with ID '${cartId}' does not have a shipping address set.`));
    }
    const results = matchingShippingMethods(cart, await storage.all(projectKey, 'shipping-method'), await storage.all(projectKey, 'zone'));
    return reply.status(200).send({ limit: results.length, offset: 0, count: results.length, total: results.length, results });
  });
}
