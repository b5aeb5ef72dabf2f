// Test instrumentation of the commerce stand-in: counts cart updates (POST …/carts/{id}) per cart, so
// tests can prove that a burst of cart actions reached commercetools as exactly one update.
// `GET /__stats/cart-updates/{id}` → `{ "count": n }`.
import type { CommercetoolsMock } from '@labdigital/commercetools-mock';

const CART_UPDATE = /\/carts\/([0-9a-f-]{36})(?:\?|$)/;

export function addRequestStats(mock: CommercetoolsMock): void {
  const updates = new Map<string, number>();
  mock.app.addHook('onRequest', async (request) => {
    if (request.method !== 'POST') return;
    const id = CART_UPDATE.exec(request.url)?.[1];
    if (id) updates.set(id, (updates.get(id) ?? 0) + 1);
  });
  mock.app.get<{ Params: { id: string } }>('/__stats/cart-updates/:id', async (request) => ({
    count: updates.get(request.params.id) ?? 0,
  }));
}
