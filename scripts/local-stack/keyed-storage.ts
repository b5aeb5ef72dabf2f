// The emulator's in-memory storage with a key → id index. The stock `getByKey` deep-clones every
// resource of a type to find one key, which made seeding (products resolve categories, types and tax
// categories by key) spend most of its time cloning. The index is only a hint: a hit is verified, a miss
// falls back to the stock lookup.
import { InMemoryStorage } from '@labdigital/commercetools-mock';

export type ResourceType = Parameters<InMemoryStorage['count']>[1];
type Add<RT extends ResourceType> = typeof InMemoryStorage.prototype.add<RT>;
type GetByKey<RT extends ResourceType> = typeof InMemoryStorage.prototype.getByKey<RT>;

export class KeyIndexedStorage extends InMemoryStorage {
  #ids = new Map<string, string>();

  override async add<RT extends ResourceType>(...args: Parameters<Add<RT>>): ReturnType<Add<RT>> {
    const [projectKey, typeId, resource] = args;
    const stored = await super.add(...args);
    const key: unknown = 'key' in resource ? resource.key : undefined;
    if (typeof key === 'string' && 'id' in resource) this.#ids.set(`${projectKey}\0${typeId}\0${key}`, resource.id);
    return stored;
  }

  override async getByKey<RT extends ResourceType>(...args: Parameters<GetByKey<RT>>): ReturnType<GetByKey<RT>> {
    const [projectKey, typeId, key, params] = args;
    const id = this.#ids.get(`${projectKey}\0${typeId}\0${key}`);
    if (id) {
      const resource = await this.get(projectKey, typeId, id, params);
      if (resource && 'key' in resource && resource.key === key) return resource;
    }
    return super.getByKey(...args);
  }
}
