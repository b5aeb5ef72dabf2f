// The callers of a cart's Durable Object waiting for their burst: each is answered once the burst holding
// its last action is through (or dropped), with the cart in the caller's own language and what became of
// its own actions (an add the burst refused is that caller's to explain).
import type { CartErrorKey } from '../domain/cart/actions.ts';
import type { CartState } from '../domain/cart/types.ts';
import type { Language } from '../domain/markets/countries.ts';
import type { RefusedCoupon } from '../worker/services/commerce/cart-burst.ts';

export interface CartResult {
  state: CartState;
  error?: CartErrorKey;
  /** Codes of the burst the cart did not take: each caller answers for the codes it sent. */
  refusedCoupons?: RefusedCoupon[];
}

/** The queue numbers of one caller's actions, first to last. */
export interface QueuedRange {
  from: number;
  upTo: number;
}

/** What a burst's callers get, each in its own language and for its own actions. */
export type ResultIn = (language: Language, actions: QueuedRange) => CartResult;

interface Waiter extends QueuedRange {
  /** The caller's language: its answer shows the lines in it. */
  language: Language;
  resolve: (result: CartResult) => void;
}

export class CartWaiters {
  #waiting: Waiter[] = [];

  /** The answer of a caller whose actions are queued as `actions`. */
  wait({ from, upTo }: QueuedRange, language: Language): Promise<CartResult> {
    return new Promise((resolve) => this.#waiting.push({ from, upTo, language, resolve }));
  }

  /** Answers every caller whose actions are all through `upTo`. */
  settle(upTo: number, resultIn: ResultIn): void {
    const done = this.#waiting.filter((waiter) => waiter.upTo <= upTo);
    this.#waiting = this.#waiting.filter((waiter) => waiter.upTo > upTo);
    for (const waiter of done) waiter.resolve(resultIn(waiter.language, waiter));
  }
}
