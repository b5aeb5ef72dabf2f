import { describe, expect, it } from 'vitest';
import { IdIndex, idPageQuery } from './id-pages.ts';

describe('pages by id', () => {
  it('takes only the cursor paging shapes: no where or one `id >`, sorted by id ascending or not at all', () => {
    expect(idPageQuery({ sort: 'id asc', limit: 500, where: 'id > "b"' })).toEqual({ after: 'b', sorted: true, offset: 0, limit: 500 });
    expect(idPageQuery({ sort: ['id'], offset: 40 })).toEqual({ after: null, sorted: true, offset: 40, limit: 20 });
    expect(idPageQuery({ limit: 1 })).toEqual({ after: null, sorted: false, offset: 0, limit: 1 });
    expect(idPageQuery({ sort: 'id desc' })).toBeNull();
    expect(idPageQuery({ sort: ['id asc', 'key asc'] })).toBeNull();
    expect(idPageQuery({ sort: 'createdAt asc' })).toBeNull();
    expect(idPageQuery({ where: 'id > "b" and published = true' })).toBeNull();
    expect(idPageQuery({ where: ['id > "b"', 'key = "x"'] })).toBeNull();
  });

  it('pages in id order after the cursor or in creation order, leaving out what a query does not see', () => {
    const index = new IdIndex();
    for (const id of ['c', 'a', 'd', 'b', 'e']) index.set(id, id !== 'd');
    index.set('a', true); // an update keeps the creation order
    expect(index.page({ after: null, sorted: true, offset: 0, limit: 2 }, true)).toEqual({ ids: ['a', 'b'], total: 4 });
    expect(index.page({ after: 'b', sorted: true, offset: 0, limit: 2 }, true)).toEqual({ ids: ['c', 'e'], total: 2 });
    expect(index.page({ after: 'b', sorted: true, offset: 1, limit: 5 }, false)).toEqual({ ids: ['d', 'e'], total: 3 });
    expect(index.page({ after: null, sorted: false, offset: 0, limit: 3 }, true)).toEqual({ ids: ['c', 'a', 'b'], total: 4 });
    index.delete('c');
    expect(index.page({ after: 'a', sorted: true, offset: 0, limit: 9 }, true)).toEqual({ ids: ['b', 'e'], total: 2 });
  });
});
