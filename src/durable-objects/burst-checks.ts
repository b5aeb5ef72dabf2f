// The commerce reads a burst checks its actions with (stock, the products behind added SKUs), begun as
// the actions are queued rather than when the debounce ends: by the time the burst is sent they have
// arrived, so the confirmed cart costs one commerce round trip after the debounce (the update) instead
// of two. A burst is sent at most the debounce's maximum wait (1 s) after its first action; reads begun
// more than twice that before it is sent (an alarm run late, a queue cleared before it was sent) are not
// used, so the stock an add is checked against is never older than 2 s. A read that failed is read again
// when the burst is sent; if that fails too, the burst fails as any commerce outage does.
import { CART_MAX_WAIT_MS } from '../domain/cart/burst-timing.ts';
import type { ReadSkuChecks, SkuChecks } from '../worker/services/commerce/cart-burst.ts';
import { logWarn } from '../worker/services/observability/log.ts';

type Answer<T> = Promise<ReadonlyMap<string, T> | null>;

interface Reads {
  /** When the first of these reads began. */
  since: number;
  stock: Map<string, Answer<number>>;
  products: Map<string, Answer<{ guaranteeRate: number | null }>>;
}

/** Reads begun longer ago than this when their burst is sent are read again. */
const FRESH_FOR_MS = 2 * CART_MAX_WAIT_MS;

const emptyReads = (): Reads => ({ since: Number.POSITIVE_INFINITY, stock: new Map(), products: new Map() });

export class BurstChecks {
  readonly #read: ReadSkuChecks;
  #reads: Reads = emptyReads();

  constructor(read: ReadSkuChecks) {
    this.#read = read;
  }

  /** Begins reading the checks of these SKUs, each once per burst. */
  prefetch(stockSkus: readonly string[], productSkus: readonly string[]): void {
    const newStock = stockSkus.filter((sku) => !this.#reads.stock.has(sku));
    const newProducts = productSkus.filter((sku) => !this.#reads.products.has(sku));
    if (newStock.length === 0 && newProducts.length === 0) return;
    this.#reads.since = Math.min(this.#reads.since, Date.now());
    const answer = this.#read(newStock, newProducts).catch((error: unknown) => {
      logWarn('cart checks read ahead failed; they are read again when the burst is sent', error);
      return null;
    });
    for (const sku of newStock)
      this.#reads.stock.set(
        sku,
        answer.then((checks) => checks?.stock ?? null),
      );
    for (const sku of newProducts)
      this.#reads.products.set(
        sku,
        answer.then((checks) => checks?.products ?? null),
      );
  }

  /**
   * The reader for the burst about to be sent: it answers from what was read ahead and reads the rest now.
   * Reads begun from here on belong to the next burst.
   */
  takeForBurst(): ReadSkuChecks {
    const reads = Date.now() - this.#reads.since <= FRESH_FOR_MS ? this.#reads : emptyReads();
    this.#reads = emptyReads();
    return async (stockSkus, productSkus) => {
      const [stock, products] = await Promise.all([known(reads.stock, stockSkus), known(reads.products, productSkus)]);
      const missing: SkuChecks =
        stock.missing.length > 0 || products.missing.length > 0
          ? await this.#read(stock.missing, products.missing)
          : { stock: new Map(), products: new Map() };
      return { stock: new Map([...stock.found, ...missing.stock]), products: new Map([...products.found, ...missing.products]) };
    };
  }
}

/** What was read ahead of these SKUs (a SKU absent from an answer that arrived is absent), and the SKUs still to read. */
async function known<T>(reads: ReadonlyMap<string, Answer<T>>, skus: readonly string[]): Promise<{ found: Map<string, T>; missing: string[] }> {
  const found = new Map<string, T>();
  const missing: string[] = [];
  for (const sku of skus) {
    const answer = reads.get(sku);
    const arrived = answer ? await answer : null;
    if (!arrived) missing.push(sku);
    else {
      const value = arrived.get(sku);
      if (value !== undefined) found.set(sku, value);
    }
  }
  return { found, missing };
}
