// Test instrumentation of the commerce stand-in:
// - cart updates (POST …/carts/{id}) per cart, so tests can prove that a burst of cart actions reached
//   commercetools as exactly one update: `GET /__stats/cart-updates/{id}` → `{ "count": n }`;
// - every request by its decoded URL, so tests can prove that concurrent shoppers cost one backend call:
//   `GET /__stats/requests?contains={text}` → `{ "count": n }`, the requests whose method and decoded
//   URL (`GET /exquip/product-projections?where=masterVariant(sku = "EX…")…`) contain the text.
import type { CommercetoolsMock } from '@labdigital/commercetools-mock';

const CART_UPDATE = /\/carts\/([0-9a-f-]{36})(?:\?|$)/;

/** Path and query with the query's values decoded (URLSearchParams never throws on a bad escape). */
function decoded(url: string): string {
  const parsed = new URL(url, 'http://stand-in');
  const query = [...parsed.searchParams].map(([name, value]) => `${name}=${value}`).join('&');
  return query ? `${parsed.pathname}?${query}` : parsed.pathname;
}

export function addRequestStats(mock: CommercetoolsMock): void {
  const updates = new Map<string, number>();
  const requests = new Map<string, number>();
  mock.app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/__stats/')) return;
    const line = `${request.method} ${decoded(request.url)}`;
    requests.set(line, (requests.get(line) ?? 0) + 1);
    if (request.method !== 'POST') return;
    const id = CART_UPDATE.exec(request.url)?.[1];
    if (id) updates.set(id, (updates.get(id) ?? 0) + 1);
  });
  mock.app.get<{ Params: { id: string } }>('/__stats/cart-updates/:id', async (request) => ({
    count: updates.get(request.params.id) ?? 0,
  }));
  mock.app.get<{ Querystring: { contains?: string } }>('/__stats/requests', async (request) => {
    const contains = request.query.contains ?? '';
    let count = 0;
    for (const [line, n] of requests) if (line.includes(contains)) count += n;
    return { count };
  });
}
