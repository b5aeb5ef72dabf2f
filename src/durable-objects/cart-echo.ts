// The optimistic echo (issue 18): a cart action shows in every other tab of the cart within milliseconds,
// long before its debounced burst reaches commercetools. Whenever the object queues actions, each socket
// is sent the cart as it will likely be (domain/cart/pending-cart.ts), computed from the confirmed cart and
// the queued actions of every tab but its own (a tab shows its own actions itself, and would count an
// added unit twice). The confirmed `cart update` follows and replaces it; a failed burst sends
// `cart pending dropped`. Which tab queued what, and the previews of new products, live in memory only:
// an evicted object loses the echo of what it still holds, never an action (the queue is in storage).
import { isPredicted, pendingState, type LinePreview } from '../domain/cart/pending-cart.ts';
import type { CartMessage } from '../domain/cart/types.ts';
import type { Language } from '../domain/markets/countries.ts';
import type { CartQueue } from './cart-queue.ts';
import { send, tabSockets } from './cart-sockets.ts';
import { readStoredState, stateIn } from './stored-cart-state.ts';

/** Who sent actions, as the cart API tells the object. */
export interface ActionOrigin {
  /** The sending tab's id (its socket carries the same), when it named one. */
  tab: string | null;
  /** The language the previews are written in: the sending page's. */
  language: Language;
  /** What the worker knew of products added as new lines (its product cache), by SKU. */
  previews: readonly (readonly [string, LinePreview])[];
  /** Units on stock of added products, as the worker's cache knew them: the echo adds no more than that. */
  stock?: readonly (readonly [string, number])[];
}

export class CartEcho {
  readonly #ctx: DurableObjectState;
  readonly #queue: CartQueue;
  /** The sending tab of each queued action, by its queue number. */
  readonly #tabs = new Map<number, string>();
  readonly #previews = new Map<string, { language: Language; preview: LinePreview }>();
  /** Cached stock of added products the confirmed cart does not hold yet. */
  readonly #stock = new Map<string, number>();

  constructor(ctx: DurableObjectState, queue: CartQueue) {
    this.#ctx = ctx;
    this.#queue = queue;
  }

  /** The `count` actions just queued, numbered up to `last`, came from `origin`. */
  queued(last: number, count: number, origin: ActionOrigin | undefined): void {
    if (!origin) return;
    if (origin.tab) for (let seq = last - count + 1; seq <= last; seq += 1) this.#tabs.set(seq, origin.tab);
    for (const [sku, preview] of origin.previews) this.#previews.set(sku, { language: origin.language, preview });
    for (const [sku, units] of origin.stock ?? []) this.#stock.set(sku, units);
  }

  /**
   * The actions through `seq` left the queue (written or dropped): actions queued meanwhile show again, on
   * the cart the tabs now have.
   */
  async settled(seq: number): Promise<void> {
    for (const queued of this.#tabs.keys()) if (queued <= seq) this.#tabs.delete(queued);
    if (this.#queue.all().length === 0) {
      this.#previews.clear();
      this.#stock.clear();
    }
    await this.show();
  }

  #previewsIn(language: Language | null): Map<string, LinePreview> {
    // A name is only shown to a tab of the language it is written in; others see the units until confirmed.
    return new Map([...this.#previews].flatMap(([sku, known]) => (known.language === language ? [[sku, known.preview] as const] : [])));
  }

  /** Sends each socket that has another tab's predictable actions queued the cart as it will likely be. */
  async show(): Promise<void> {
    const queued = this.#queue.all();
    if (queued.length === 0) return;
    const confirmed = await readStoredState(this.#ctx.storage);
    if (!confirmed?.cart) return;
    // The confirmed cart's own stock (fresher, re-read after each burst) wins over the worker's cache.
    const stored = { ...confirmed, stock: { ...Object.fromEntries(this.#stock), ...confirmed.stock } };
    const texts = new Map<string, string | null>();
    for (const { socket, language, tab } of tabSockets(this.#ctx)) {
      const others = queued.filter((entry) => tab === null || this.#tabs.get(entry.seq) !== tab);
      // Keyed by what the text depends on: the language, and whether the socket's own actions are left out.
      const key = `${language}|${others.length === queued.length ? '' : tab}`;
      let text = texts.get(key);
      if (text === undefined) {
        const actions = others.map((entry) => entry.action);
        const data = pendingState(stateIn(stored, language), actions, this.#previewsIn(language));
        text = actions.some(isPredicted) ? JSON.stringify({ type: 'cart pending', data } satisfies CartMessage) : null;
        texts.set(key, text);
      }
      if (text !== null) send(socket, text);
    }
  }
}
