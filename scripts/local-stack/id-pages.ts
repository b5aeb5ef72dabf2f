// Pages of a resource list by id, answered from an index of ids instead of the whole list. The emulator
// answers every query by deep-cloning every resource of its type (products also get their review statistics
// and their price), filtering, sorting and only then slicing out the page: the indexer's and the cache
// warm's cursor paging (`sort=id asc`, `where=id > "<last id of the page before>"`, `limit`) cloned the
// whole catalogue for every page, quadratic in the catalogue (the 10× catalogue did not finish indexing).
// commercetools reads such a page from its id index; this module picks the page's ids the same way, so the
// emulator need only read those (it still applies `where`, sort and price selection to them itself).
/** What a paged query asks for, when it is one this index answers: no `where` or one `id >` cursor. */
export interface IdPageQuery {
  after: string | null;
  /** Sorted by id ascending; false: in the order the resources were created (the emulator's order). */
  sorted: boolean;
  offset: number;
  limit: number;
}

const CURSOR = /^id\s*>\s*("(?:[^"\\]|\\.)*")$/;

/** The id-page query these parameters ask for; null when `where` or `sort` is anything else. */
export const idPageQuery = (params: { where?: unknown; sort?: unknown; offset?: unknown; limit?: unknown }): IdPageQuery | null => {
  const clauses = params.where === undefined ? [] : Array.isArray(params.where) ? params.where : [params.where];
  if (clauses.length > 1 || clauses.some((clause) => typeof clause !== 'string')) return null;
  let after: string | null = null;
  const [clause] = clauses as string[];
  if (clause !== undefined) {
    const match = CURSOR.exec(clause.trim());
    if (!match?.[1]) return null;
    after = JSON.parse(match[1]) as string;
  }
  // `id`, `id asc` (any case, as the emulator reads directions) or no sort at all.
  const sorts = params.sort === undefined ? [] : Array.isArray(params.sort) ? params.sort : [params.sort];
  if (sorts.length > 1) return null;
  const [field, direction, ...rest] = typeof sorts[0] === 'string' ? sorts[0].trim().split(/\s+/) : [];
  const sorted = sorts.length === 1;
  if (sorted && (field !== 'id' || (direction !== undefined && direction.toLowerCase() !== 'asc') || rest.length > 0)) return null;
  // The emulator's defaults (`params.offset || 0`, `params.limit || 20`).
  return { after, sorted, offset: Number(params.offset) || 0, limit: Number(params.limit) || 20 };
};

/**
 * The ids of one resource type in creation order (the order the emulator lists them in: a Map keeps a
 * key's first position when it is set again), each with whether a query sees it (products: published).
 */
export class IdIndex {
  #visible = new Map<string, boolean>();
  #sorted: string[] | null = null;

  set(id: string, visible: boolean): void {
    if (!this.#visible.has(id)) this.#sorted = null;
    this.#visible.set(id, visible);
  }

  delete(id: string): void {
    if (this.#visible.delete(id)) this.#sorted = null;
  }

  /**
   * The ids on the page and how many match in all (the response's `total`). Strings compare with `<`/`>`
   * as the emulator's predicate and sort do, so the cursor and the order agree.
   */
  page(query: IdPageQuery, onlyVisible: boolean): { ids: string[]; total: number } {
    let ids: readonly string[];
    if (query.sorted) {
      this.#sorted ??= [...this.#visible.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      const sorted = this.#sorted;
      // First id after the cursor, by binary search.
      let low = 0;
      let high = sorted.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if ((sorted[middle] as string) > (query.after ?? '')) high = middle;
        else low = middle + 1;
      }
      ids = query.after === null ? sorted : sorted.slice(low);
    } else {
      const after = query.after;
      ids = [...this.#visible.keys()].filter((id) => after === null || id > after);
    }
    const matching = onlyVisible ? ids.filter((id) => this.#visible.get(id)) : ids;
    return { ids: matching.slice(query.offset, query.offset + query.limit), total: matching.length };
  }
}
