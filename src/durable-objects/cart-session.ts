// One Durable Object per cart id: the only writer of that cart to commercetools and the websocket hub
// of every tab and device that shows it (design.md). Actions are persisted before they are
// acknowledged, debounced (300 ms, at most 1 s after the first) and sent as ONE update per burst;
// every caller of the burst gets the resulting cart, and every socket gets it too.
import { DurableObject } from 'cloudflare:workers';
import * as v from 'valibot';
import type { CartAction, CartErrorKey } from '../domain/cart/actions.ts';
import type { CartMessage, CartState } from '../domain/cart/types.ts';
import { LANGUAGES, type Language } from '../domain/markets/countries.ts';
import type { Env } from '../worker/env.ts';
import { appCart, sendCartBurst, type CommerceCart } from '../worker/services/commerce/cart-burst.ts';
import {
  deleteStoreCart, isNotFoundInStore, readStoreCart
} from '../worker/services/commerce/cart-store.ts';
import { CommerceError } from '../worker/services/commerce/execute.ts';
import { getStock } from '../worker/services/commerce/products.ts';
import { CartQueue } from './cart-queue.ts';
import { acceptCartSocket, broadcast } from './cart-sockets.ts';

export const CART_DEBOUNCE_MS = 300;
/** A steady stream of actions still reaches commercetools this soon after its first action. */
export const CART_MAX_WAIT_MS = 1_000;

const MetaSchema = v.object({
  cartId: v.string(), storeKey: v.string(), currency: v.string(), country: v.string(), locale: v.string(),
  language: v.picklist(LANGUAGES),
});
export type CartMeta = v.InferOutput<typeof MetaSchema>;

export interface CartResult {
  state: CartState;
  error?: CartErrorKey;
}

interface Waiter {
  upTo: number;
  resolve: (result: CartResult) => void;
}

const EMPTY: CartState = { cart: null, stock: {} };

export class CartSession extends DurableObject<Env> {
  readonly #queue: CartQueue;
  #waiters: Waiter[] = [];
  #cart: CommerceCart | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.#queue = new CartQueue(ctx.storage.sql);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
    // Actions left by an evicted or restarted instance are replayed, even if their alarm was lost.
    ctx.blockConcurrencyWhile(async () => {
      if (this.#queue.all().length > 0 && (await ctx.storage.getAlarm()) === null) await ctx.storage.setAlarm(Date.now());
    });
  }

  async #meta(): Promise<CartMeta | null> {
    const parsed = v.safeParse(MetaSchema, await this.ctx.storage.get('meta'));
    return parsed.success ? parsed.output : null;
  }

  /** The cart as the tabs last saw it (no commerce call), loading it once when nothing is cached. */
  async state(meta: CartMeta): Promise<CartState> {
    await this.#remember(meta);
    const stored = await this.ctx.storage.get<CartState>('state');
    if (stored) return stored;
    const cart = await readStoreCart(this.env, meta.storeKey, meta.cartId);
    if (!cart) return this.#cleared();
    return this.#publish(cart, meta.language, false);
  }

  /** Queues the actions and answers once the burst they belong to has reached commercetools. */
  async enqueue(meta: CartMeta, actions: CartAction[]): Promise<CartResult> {
    await this.#remember(meta);
    const now = Date.now();
    const upTo = this.#queue.push(actions, now);
    const oldest = this.#queue.oldestQueuedAt() ?? now;
    await this.ctx.storage.setAlarm(Math.min(now + CART_DEBOUNCE_MS, oldest + CART_MAX_WAIT_MS));
    return new Promise((resolve) => this.#waiters.push({ upTo, resolve }));
  }

  async deleteCart(): Promise<CartState> {
    const meta = await this.#meta();
    const stored = await this.ctx.storage.get<CartState>('state');
    if (meta) await deleteStoreCart(this.env, meta.storeKey, meta.cartId, stored?.cart?.version ?? this.#cart?.version ?? 1);
    return this.#cleared();
  }

  override async alarm(): Promise<void> {
    await this.#flush();
  }

  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket') return new Response('Expected a websocket', { status: 426 });
    const stored = await this.ctx.storage.get<CartState>('state');
    return acceptCartSocket(this.ctx, stored ?? EMPTY);
  }

  override webSocketMessage(_socket: WebSocket, message: string | ArrayBuffer): void {
    const text = typeof message === 'string' ? message : '(binary)';
    console.warn('cart socket: unknown message ignored', text.slice(0, 100));
  }

  override webSocketError(_socket: WebSocket, error: unknown): void {
    console.warn('cart socket error', error);
  }

  async #remember(meta: CartMeta): Promise<void> {
    const known = await this.#meta();
    if (!known || known.cartId !== meta.cartId || known.language !== meta.language) await this.ctx.storage.put('meta', meta);
  }

  async #flush(): Promise<void> {
    const pending = this.#queue.all();
    const meta = await this.#meta();
    const last = pending.at(-1)?.seq;
    if (last === undefined || !meta) return;
    const actions = pending.map((entry) => entry.action);
    let result: CartResult;
    try {
      result = { state: await this.#publish(await sendCartBurst(this.env, meta, actions, this.#cart), meta.language, true) };
    } catch (error) {
      result = await this.#failed(meta, error);
    }
    this.#queue.removeThrough(last);
    this.#settle(last, result);
    // Actions queued while this burst was on its way form the next one.
    if (this.#queue.all().length > 0 && (await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + CART_DEBOUNCE_MS);
  }

  async #failed(meta: CartMeta, error: unknown): Promise<CartResult> {
    if (isNotFoundInStore(error)) {
      console.warn('cart cleared: not found in store', meta.cartId, meta.storeKey);
      return { state: await this.#cleared() };
    }
    console.error('cart update failed; reloading the cart', meta.cartId, error);
    this.#cart = null;
    const reloaded = await readStoreCart(this.env, meta.storeKey, meta.cartId).catch((reloadError: unknown) => {
      console.error('cart reload after a failed update failed too; tabs keep the last known cart', meta.cartId, reloadError);
      return null;
    });
    const state = reloaded ? await this.#publish(reloaded, meta.language, true) : (await this.ctx.storage.get<CartState>('state')) ?? EMPTY;
    const rejected = error instanceof CommerceError && error.statusCode >= 400 && error.statusCode < 500;
    return { state, error: rejected ? 'rejected' : 'failed' };
  }

  /** Stores and broadcasts the cart; after a flush, re-reads the stock of its SKUs and sends that too. */
  async #publish(cart: CommerceCart, language: Language, broadcastIt: boolean): Promise<CartState> {
    this.#cart = cart;
    const mapped = appCart(cart, language);
    const stock = Object.fromEntries(await getStock(this.env, [...new Set(mapped.lines.map((line) => line.sku))]));
    const state: CartState = { cart: mapped, stock };
    await this.ctx.storage.put('state', state);
    if (broadcastIt) {
      broadcast(this.ctx, { type: 'cart update', data: state } satisfies CartMessage);
      broadcast(this.ctx, { type: 'updated stock', data: stock } satisfies CartMessage);
    }
    return state;
  }

  async #cleared(): Promise<CartState> {
    this.#cart = null;
    this.#queue.clear();
    await this.ctx.storage.delete(['state', 'meta']);
    await this.ctx.storage.deleteAlarm();
    broadcast(this.ctx, { type: 'cart update', data: EMPTY } satisfies CartMessage);
    this.#settle(Number.MAX_SAFE_INTEGER, { state: EMPTY });
    return EMPTY;
  }

  #settle(upTo: number, result: CartResult): void {
    const done = this.#waiters.filter((waiter) => waiter.upTo <= upTo);
    this.#waiters = this.#waiters.filter((waiter) => waiter.upTo > upTo);
    for (const waiter of done) waiter.resolve(result);
  }
}
