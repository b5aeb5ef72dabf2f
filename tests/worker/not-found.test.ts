// A path no page has is answered by the 404 page, rendered once: its category bar comes from the one
// read of the market's category tree the request makes, whether a page's loader asked for the tree
// before finding nothing (category, product) or no page matched at all.
import { describe, expect, it } from 'vitest';
import { fetchWith, workerEnv } from './bindings.ts';
import { get, textOf } from './request.ts';

/** The worker's KV with every read of a category tree counted. */
function countingTreeReads(): { bindings: typeof workerEnv; reads: string[] } {
  const reads: string[] = [];
  const kv = workerEnv.CACHE;
  const cache: KVNamespace = new Proxy(kv, {
    get(target, property) {
      const member: unknown = Reflect.get(target, property);
      if (typeof member !== 'function') return member;
      return (...args: unknown[]) => {
        const [key] = args;
        if ((property === 'get' || property === 'getWithMetadata') && typeof key === 'string' && key.startsWith('category-tree:')) reads.push(key);
        return Reflect.apply(member, target, args);
      };
    },
  });
  return { bindings: { ...workerEnv, CACHE: cache }, reads };
}

describe('the 404 page', () => {
  it.each([
    ['an unknown category', '/c/no-such-category'],
    ['an unknown product number', '/p/no-such-product-99999999'],
    ['an unknown content page', '/no-such-content-page'],
    ['a path no route matches', '/no/such/page'],
  ])('reads the category tree once for %s, and answers 404 with the departments in its bar', async (_, path) => {
    await get('http://gb.localhost/'); // the tree is cached, as it is for almost every request
    const { bindings, reads } = countingTreeReads();
    const page = await fetchWith(bindings, `http://gb.localhost${path}`);
    expect(page.status).toBe(404);
    expect(textOf(page.html)).toContain('This page could not be found');
    expect(page.html).toContain('href="/c/');
    expect(reads).toEqual(['category-tree:GB:en-GB']);
  });
});
