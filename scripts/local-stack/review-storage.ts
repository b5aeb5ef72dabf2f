// Reviews kept apart for reading them all. The emulator computes a product's review statistics on every
// product read from `all('review')`, which deep-clones every review of the project; with the demo's ~900
// reviews, each product read cloned them all and seeding the reviews (each checked against the others,
// review-drafts.ts) grew with their square. Reads of all reviews get the stored copies here instead:
// their callers (statistics, queries) only read them; a query that expands references (which writes the
// referenced resource into the reference) still works on clones. Reviews are also indexed by their product,
// so a product's review statistics read that product's reviews only (reviewsOf, review-statistics.ts), and
// so does a review query whose `where` requires one target product (the product page's and the cache warm's
// review pages: at 10× the catalogue, one query per product over every review was quadratic).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Review } from '@commercetools/platform-sdk';
import type { InMemoryStorage } from '@labdigital/commercetools-mock';
import { IdPagedStorage } from './id-paged-storage.ts';
import type { ResourceType } from './keyed-storage.ts';

type Add<RT extends ResourceType> = typeof InMemoryStorage.prototype.add<RT>;
type All<RT extends ResourceType> = typeof InMemoryStorage.prototype.all<RT>;
type Delete<RT extends ResourceType> = typeof InMemoryStorage.prototype.delete<RT>;
type Query<RT extends ResourceType> = typeof InMemoryStorage.prototype.query<RT>;

/** The product a review `where` requires (`target(id = "…")`, alone or and-ed with more); null otherwise. */
export const requiredTarget = (where: unknown): string | null => {
  if (typeof where !== 'string' || /\bor\b/i.test(where)) return null;
  const match = /^\s*target\(id\s*=\s*("(?:[^"\\]|\\.)*")\)(?:\s+and\s+.+)?$/s.exec(where);
  return match?.[1] ? (JSON.parse(match[1]) as string) : null;
};

export class ReviewIndexedStorage extends IdPagedStorage {
  #reviews = new Map<string, Map<string, Review>>();
  /** Review ids by project and target product. */
  #byProduct = new Map<string, Set<string>>();
  /** The product whose reviews a read under way is about (reviewsOf). */
  #product = new AsyncLocalStorage<string>();
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
      if (review) {
        this.#unindex(projectKey, review.id);
        this.#of(projectKey).set(review.id, review);
        const target = this.#targetKey(projectKey, review);
        if (target) this.#byProduct.set(target, (this.#byProduct.get(target) ?? new Set()).add(review.id));
      }
    }
    return stored;
  }

  #targetKey(projectKey: string, review: Review): string | null {
    return review.target?.typeId === 'product' ? `${projectKey}\0${review.target.id}` : null;
  }

  #unindex(projectKey: string, id: string): void {
    const previous = this.#of(projectKey).get(id);
    const target = previous && this.#targetKey(projectKey, previous);
    if (target) this.#byProduct.get(target)?.delete(id);
  }

  /** Runs `read` with reads of all reviews seeing only those of this product (for its review statistics). */
  reviewsOf<T>(productId: string, read: () => T): T {
    return this.#product.run(productId, read);
  }

  override async all<RT extends ResourceType>(...args: Parameters<All<RT>>): ReturnType<All<RT>> {
    const [projectKey, typeId] = args;
    if (typeId !== 'review' || this.#expanding > 0) return super.all(...args);
    const product = this.#product.getStore();
    if (product !== undefined) {
      const reviews = this.#of(projectKey);
      const ids = [...(this.#byProduct.get(`${projectKey}\0${product}`) ?? [])];
      // biome-ignore lint/suspicious/noExplicitAny: the stored reviews are the resources of this type; the generic return type cannot be named per type
      return ids.flatMap((id) => reviews.get(id) ?? []) as any;
    }
    // biome-ignore lint/suspicious/noExplicitAny: the stored reviews are the resources of this type; the generic return type cannot be named per type
    return [...this.#of(projectKey).values()] as any;
  }

  override async query<RT extends ResourceType>(...args: Parameters<Query<RT>>): ReturnType<Query<RT>> {
    const [, typeId, params] = args;
    const target = typeId === 'review' ? requiredTarget(params?.where) : null;
    // The emulator still applies the whole `where` to the product's reviews.
    if (target !== null && params?.expand === undefined) return this.reviewsOf(target, () => super.query(...args));
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
    if (typeId === 'review') {
      this.#unindex(projectKey, id);
      this.#of(projectKey).delete(id);
    }
    return super.delete(...args);
  }
}
