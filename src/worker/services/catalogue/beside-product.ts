// A product page's parts (stock, first reviews) read beside the product rather than after it: their cache
// entries are read at once, in parallel with the product's, so a product nobody viewed yet waits for one
// round of cache reads, not two. Commerce is asked for a part the caches lack only once the product read
// has found the product, so a product number nobody sells still costs commerce no call for its parts.
/** The product read beside the part found no product: nothing was loaded, nothing is stored. */
class NoSuchProduct extends Error {}

/** `load`, run only once `found` says the product exists; a cache lookup's load that stores nothing otherwise. */
export const onceProductFound =
  <T>(found: Promise<boolean>, sku: string, load: () => Promise<T>) =>
  async (): Promise<T> => {
    if (!(await found)) throw new NoSuchProduct(`no product ${sku}: its parts are not asked of commerce`);
    return load();
  };

/** The part as read, or null where its product does not exist (every other failure stays one). */
export const partOfProduct = <T>(read: Promise<T>): Promise<T | null> =>
  read.catch((error: unknown) => {
    if (error instanceof NoSuchProduct) return null;
    throw error;
  });
