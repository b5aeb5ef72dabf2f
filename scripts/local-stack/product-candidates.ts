// Product projection queries that name their products answered without reading the whole catalogue. The
// emulator answers every product projection query by deep-cloning every product, giving each its review
// statistics and its price, and only then applying `where`: with the 1,139 products of the full demo
// catalogue that cost every product page hundreds of milliseconds in the stand-in, growing with the
// catalogue, where commercetools looks the products up in an index. Queries whose `where` is one of the
// shapes the shop sends (by SKU, id or category) now see only the products that can match — found in an
// index kept here — and the emulator still applies the `where` itself. Pages by id (the indexer's and the
// cache warm's cursor paging) read only their page (id-pages.ts); any other query reads everything.
import type { Product } from '@commercetools/platform-sdk';
import type { CommercetoolsMock, InMemoryStorage } from '@labdigital/commercetools-mock';
import { idPageQuery } from './id-pages.ts';
import type { ResourceType } from './keyed-storage.ts';
import { ReviewIndexedStorage } from './review-storage.ts';

type Add<RT extends ResourceType> = typeof InMemoryStorage.prototype.add<RT>;
type Delete<RT extends ResourceType> = typeof InMemoryStorage.prototype.delete<RT>;

/** Index keys of a product: its SKUs and categories, current and staged. */
const keysOf = (product: Product): string[] =>
  [product.masterData.current, product.masterData.staged].flatMap((data) => [
    ...[data.masterVariant, ...data.variants].flatMap((variant) => (variant.sku ? [`sku:${variant.sku}`] : [])),
    ...data.categories.map((category) => `category:${category.id}`),
  ]);

export class ProductIndexedStorage extends ReviewIndexedStorage {
  #idsByKey = new Map<string, Set<string>>();
  #keysById = new Map<string, string[]>();

  #unindex(id: string): void {
    for (const key of this.#keysById.get(id) ?? []) this.#idsByKey.get(key)?.delete(id);
    this.#keysById.delete(id);
  }

  override async add<RT extends ResourceType>(...args: Parameters<Add<RT>>): ReturnType<Add<RT>> {
    const [projectKey, typeId, resource] = args;
    const stored = await super.add(...args);
    if (typeId === 'product') {
      const product = resource as Product;
      this.#unindex(product.id);
      const keys = keysOf(product).map((key) => `${projectKey}\0${key}`);
      this.#keysById.set(product.id, keys);
      for (const key of keys) this.#idsByKey.set(key, (this.#idsByKey.get(key) ?? new Set()).add(product.id));
    }
    return stored;
  }

  override async delete<RT extends ResourceType>(...args: Parameters<Delete<RT>>): ReturnType<Delete<RT>> {
    if (args[1] === 'product') this.#unindex(args[2]);
    return super.delete(...args);
  }

  /** Ids of the products with one of these index keys (`sku:…`, `category:…`). */
  idsWith(projectKey: string, keys: readonly string[]): Set<string> {
    return new Set(keys.flatMap((key) => [...(this.#idsByKey.get(`${projectKey}\0${key}`) ?? [])]));
  }
}

const LIST = String.raw`\(((?:\s*"(?:[^"\\]|\\.)*"\s*,?)*)\)`;
const SHAPES: readonly (readonly [RegExp, 'sku' | 'id' | 'category'])[] = [
  [/^masterVariant\(sku\s*=\s*("(?:[^"\\]|\\.)*")\)$/, 'sku'],
  [new RegExp(String.raw`^masterVariant\(sku\s+in\s+${LIST}\)$`), 'sku'],
  [new RegExp(String.raw`^id\s+in\s+${LIST}$`), 'id'],
  [new RegExp(String.raw`^categories\(id\s+in\s+${LIST}\)$`), 'category'],
];

/** What a `where` of one of the shapes names: SKUs, ids or category ids; null for any other `where`. */
export const namedBy = (where: unknown): { by: 'sku' | 'id' | 'category'; values: string[] } | null => {
  const clauses = Array.isArray(where) ? where : [where];
  if (clauses.length !== 1 || typeof clauses[0] !== 'string') return null;
  const clause = clauses[0].trim();
  for (const [shape, by] of SHAPES) {
    const match = shape.exec(clause);
    if (match) return { by, values: JSON.parse(`[${(match[1] ?? '').replace(/,\s*$/, '')}]`) as string[] };
  }
  return null;
};

export const narrowProductProjectionQueries = (mock: CommercetoolsMock, storage: ProductIndexedStorage, projectKey: string): void => {
  const repository = mock.project(projectKey).getRepository('product-projection');
  const query = repository.query.bind(repository);
  repository.query = async (context, params = {}) => {
    const page = idPageQuery(params);
    if (page) {
      // Published products only unless the query is staged, by the emulator's own test of `staged`.
      const { ids, total } = storage.idPage(context.projectKey, 'product', page, !(params.staged ?? false));
      // The emulator slices its own offset off again, so it gets the page from its start.
      const answer = await storage.narrowed('product', ids, () => query(context, { ...params, offset: 0 }));
      return { ...answer, offset: page.offset, total };
    }
    const named = namedBy(params.where);
    if (!named) return query(context, params);
    const ids =
      named.by === 'id'
        ? new Set(named.values)
        : storage.idsWith(
            context.projectKey,
            named.values.map((value) => `${named.by}:${value}`),
          );
    return storage.narrowed('product', ids, () => query(context, params));
  };
};

/**
 * A cart's `addLineItem` by SKU looks its product up the same way (a query over every product), which
 * with the full catalogue made each cart update that adds a line take seconds in the stand-in: it sees
 * only the products of that SKU now (both cart repositories the API serves).
 */
export const narrowCartLineLookups = (mock: CommercetoolsMock, storage: ProductIndexedStorage): void => {
  for (const typeId of ['cart', 'my-cart'] as const) {
    const handler: unknown = Reflect.get(mock.project().getRepository(typeId), 'actions');
    const addLineItem: unknown = typeof handler === 'object' && handler !== null ? Reflect.get(handler, 'addLineItem') : undefined;
    if (typeof handler !== 'object' || handler === null || typeof addLineItem !== 'function') {
      throw new Error(`commercetools-mock: the ${typeId} update handler has no addLineItem`);
    }
    Reflect.set(handler, 'addLineItem', (context: { projectKey: string }, resource: unknown, action: { sku?: string }) => {
      const add = () => Reflect.apply(addLineItem, handler, [context, resource, action]);
      return action.sku === undefined ? add() : storage.narrowed('product', storage.idsWith(context.projectKey, [`sku:${action.sku}`]), add);
    });
  }
};
