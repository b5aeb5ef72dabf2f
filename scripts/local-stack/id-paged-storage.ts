// The emulator's in-memory storage with each product's and inventory entry's id in an id index
// (id-pages.ts), so a page of them (`sort=id asc`, `where=id > "…"`, `limit`) reads only the resources on it:
// product projection queries go through ProductIndexedStorage's narrowing (product-candidates.ts), inventory
// queries through `query` here. Any other query still reads every resource.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Product } from '@commercetools/platform-sdk';
import type { InMemoryStorage } from '@labdigital/commercetools-mock';
import { IdIndex, idPageQuery, type IdPageQuery } from './id-pages.ts';
import { KeyIndexedStorage, type ResourceType } from './keyed-storage.ts';

type Add<RT extends ResourceType> = typeof InMemoryStorage.prototype.add<RT>;
type All<RT extends ResourceType> = typeof InMemoryStorage.prototype.all<RT>;
type Delete<RT extends ResourceType> = typeof InMemoryStorage.prototype.delete<RT>;
type Query<RT extends ResourceType> = typeof InMemoryStorage.prototype.query<RT>;

type PagedType = 'product' | 'inventory-entry';
const isPaged = (typeId: ResourceType): typeId is PagedType => typeId === 'product' || typeId === 'inventory-entry';

export class IdPagedStorage extends KeyIndexedStorage {
  #indexes = new Map<string, IdIndex>();
  /** The ids a read under way may see, when a query named them (a page, or products by SKU or category). */
  #narrowed = new AsyncLocalStorage<{ typeId: PagedType; ids: ReadonlySet<string> }>();

  #index(projectKey: string, typeId: PagedType): IdIndex {
    const name = `${projectKey}\0${typeId}`;
    let index = this.#indexes.get(name);
    if (!index) {
      index = new IdIndex();
      this.#indexes.set(name, index);
    }
    return index;
  }

  override async add<RT extends ResourceType>(...args: Parameters<Add<RT>>): ReturnType<Add<RT>> {
    const [projectKey, typeId, resource] = args;
    const stored = await super.add(...args);
    // A product projection query without `staged` sees published products only; stock is always seen.
    if (isPaged(typeId)) this.#index(projectKey, typeId).set(resource.id, typeId !== 'product' || (resource as Product).masterData.published);
    return stored;
  }

  override async delete<RT extends ResourceType>(...args: Parameters<Delete<RT>>): ReturnType<Delete<RT>> {
    const [projectKey, typeId, id] = args;
    if (isPaged(typeId)) this.#index(projectKey, typeId).delete(id);
    return super.delete(...args);
  }

  /** The ids on one page of this type, and how many there are in all (`onlyVisible`: published products). */
  idPage(projectKey: string, typeId: PagedType, query: IdPageQuery, onlyVisible: boolean): { ids: string[]; total: number } {
    return this.#index(projectKey, typeId).page(query, onlyVisible);
  }

  /** Runs `read` with reads of all resources of `typeId` seeing only `ids`, in that order. */
  narrowed<T>(typeId: PagedType, ids: Iterable<string>, read: () => T): T {
    return this.#narrowed.run({ typeId, ids: new Set(ids) }, read);
  }

  override async all<RT extends ResourceType>(...args: Parameters<All<RT>>): ReturnType<All<RT>> {
    const [projectKey, typeId] = args;
    const narrowed = this.#narrowed.getStore();
    if (narrowed?.typeId !== typeId) return super.all(...args);
    const resources = await Promise.all([...narrowed.ids].map((id) => this.get(projectKey, typeId, id)));
    // biome-ignore lint/suspicious/noExplicitAny: these are the resources of this type; the generic return type cannot be named per type
    return resources.filter((resource) => resource !== null) as any;
  }

  override async query<RT extends ResourceType>(...args: Parameters<Query<RT>>): ReturnType<Query<RT>> {
    const [projectKey, typeId, params] = args;
    const page = typeId === 'inventory-entry' ? idPageQuery(params) : null;
    if (!page) return super.query(...args);
    const { ids, total } = this.idPage(projectKey, 'inventory-entry', page, false);
    // The emulator slices its own offset off again, so it gets the page from its start.
    const answer = await this.narrowed('inventory-entry', ids, () => super.query(projectKey, typeId, { ...params, offset: 0 }));
    return { ...answer, offset: page.offset, total };
  }
}
