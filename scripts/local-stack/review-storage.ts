// Reviews kept apart for reading them all. The emulator computes a product's review statistics on every
// product read from `all('review')`, which deep-clones every review of the project; with the demo's ~900
// reviews, each product read cloned them all and seeding the reviews (each checked against the others,
// review-drafts.ts) grew with their square. Reads of all reviews get the stored copies here instead:
// their callers (statistics, queries) only read them; a query that expands references (which writes the
// referenced resource into the reference) still works on clones.
import type { Review } from '@commercetools/platform-sdk';
import type { InMemoryStorage } from '@labdigital/commercetools-mock';
import { KeyIndexedStorage, type ResourceType } from './keyed-storage.ts';

type Add<RT extends ResourceType> = typeof InMemoryStorage.prototype.add<RT>;
type All<RT extends ResourceType> = typeof InMemoryStorage.prototype.all<RT>;
type Delete<RT extends ResourceType> = typeof InMemoryStorage.prototype.delete<RT>;
type Query<RT extends ResourceType> = typeof InMemoryStorage.prototype.query<RT>;

export class ReviewIndexedStorage extends KeyIndexedStorage {
  #reviews = new Map<string, Map<string, Review>>();
  /** Expanding queries under way: reviews are then read as clones. */
  #expanding = 0;

  #of(projectKey: string): Map<string, Review> {
    let reviews = this.#reviews.get(projectKey);
    if (!reviews) {
      reviews = new Map();
      this.#reviews.set(projectKey, reviews);
    }
    return reviews;
  }

  override async add<RT extends ResourceType>(...args: Parameters<Add<RT>>): ReturnType<Add<RT>> {
    const [projectKey, typeId] = args;
    const stored = await super.add(...args);
    if (typeId === 'review') {
      const review = await super.get(projectKey, 'review', args[2].id);
      if (review) this.#of(projectKey).set(review.id, review);
    }
    return stored;
  }

  override async all<RT extends ResourceType>(...args: Parameters<All<RT>>): ReturnType<All<RT>> {
    const [projectKey, typeId] = args;
    if (typeId !== 'review' || this.#expanding > 0) return super.all(...args);
    // biome-ignore lint/suspicious/noExplicitAny: the stored reviews are the resources of this type; the generic return type cannot be named per type
    return [...this.#of(projectKey).values()] as any;
  }

  override async query<RT extends ResourceType>(...args: Parameters<Query<RT>>): ReturnType<Query<RT>> {
    const [, typeId, params] = args;
    if (typeId !== 'review' || params?.expand === undefined) return super.query(...args);
    this.#expanding += 1;
    try {
      return await super.query(...args);
    } finally {
      this.#expanding -= 1;
    }
  }

  override async delete<RT extends ResourceType>(...args: Parameters<Delete<RT>>): ReturnType<Delete<RT>> {
    const [projectKey, typeId, id] = args;
    if (typeId === 'review') this.#of(projectKey).delete(id);
    return super.delete(...args);
  }
}
