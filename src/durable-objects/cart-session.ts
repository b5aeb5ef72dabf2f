// One Durable Object per cart id: the only writer of that cart to commercetools and the websocket hub
// of every tab and device that shows it (design.md). Actions are persisted before they are
// acknowledged, debounced (300 ms, at most 1 s after the first) and sent as ONE update per burst;
// every caller of the burst gets the resulting cart, and every socket gets it too. Before that, each
// other tab is sent the queued actions as a pending view (cart-echo.ts), within milliseconds.
// The commit point is commercetools' answer to the update: from then on the burst is done (its actions
// leave the queue at once, so nothing can send it again), and what follows — re-reading the stock of
// the cart's SKUs — is best effort: a failed stock read keeps the last known stock.
// The cart is kept with its lines' names and slugs in every language of its country, and every caller and
// socket gets it in the language its tab browses (domain/cart/line-language.ts): one cart, one update per
// burst, however many languages its tabs read.
import { DurableObject } from 'cloudflare:workers';
import * as v from 'valibot';
import type { CartAction } from '../domain/cart/actions.ts';
import { CART_DEBOUNCE_MS, CART_MAX_WAIT_MS } from '../domain/cart/burst-timing.ts';
import type { OrderErrorCode } from '../domain/checkout/order-errors.ts';
import type { CartMessage, CartState } from '../domain/cart/types.ts';
import { isLanguage, type Language } from '../domain/markets/countries.ts';
import type { Env } from '../worker/env.ts';
import { readSkuChecks, sendCartBurst, type BurstOutcome, type CommerceCart } from '../worker/services/commerce/cart-burst.ts';
import { addedSkus, skusToCheck } from '../worker/services/commerce/cart-updates.ts';
import { deleteStoreCart, isNotFoundInStore, readStoreCart } from '../worker/services/commerce/cart-store.ts';
import { BurstChecks } from './burst-checks.ts';
import { confirmedResultIn, isRejection, refusalsBySeq } from './burst-results.ts';
import { CartMetaSchema, type CartMeta } from './cart-meta.ts';
import { publishCart } from './cart-publish.ts';
import { type ActionOrigin, CartEcho } from './cart-echo.ts';
import { CartQueue } from './cart-queue.ts';
import { type CartResult, CartWaiters, type ResultIn } from './cart-waiters.ts';
import {
  type OrderAttempt,
  type PlacedOrderRef,
  type PlaceOrderResult,
  PlacedOrderSchema,
  placeCartOrder,
  type StartedPayment,
  startCartPayment,
} from './order-placement.ts';
import type { PaymentChoice } from '../worker/services/commerce/order-placement.ts';
import { acceptCartSocket, broadcast, CLOSE_CART_MOVED, closeCartSockets } from './cart-sockets.ts';
import { EMPTY, OwnerSchema, readStoredState, stateIn, type StoredState } from './stored-cart-state.ts';
import { logError, logWarn, setLogVersion } from '../worker/services/observability/log.ts';

/** What the cart API's write (enqueueIfOwn) answers: the burst's result, or why the cart took nothing. */
export type OwnWrite = { refused: 'no-cart' | 'owner' } | { result: CartResult; linesBefore: { id: string; sku: string }[] };

export class CartSession extends DurableObject<Env> {
  readonly #queue: CartQueue;
  readonly #echo: CartEcho;
  readonly #waiters = new CartWaiters();
  readonly #checks: BurstChecks;
  #cart: CommerceCart | null = null;
  /** Writes that must not interleave (a burst, placing the order) run one after another on this chain. */
  #writes: Promise<unknown> = Promise.resolve();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    setLogVersion(env.APP_VERSION);
    this.#queue = new CartQueue(ctx.storage.sql);
    this.#echo = new CartEcho(ctx, this.#queue);
    this.#checks = new BurstChecks(readSkuChecks(env));
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
    // Actions left by an evicted or restarted instance are replayed, even if their alarm was lost.
    ctx.blockConcurrencyWhile(async () => {
      if (this.#queue.all().length > 0 && (await ctx.storage.getAlarm()) === null) await ctx.storage.setAlarm(Date.now());
    });
  }

  async #meta(): Promise<CartMeta | null> {
    const parsed = v.safeParse(CartMetaSchema, await this.ctx.storage.get('meta'));
    return parsed.success ? parsed.output : null;
  }

  async #storedState(): Promise<StoredState | null> {
    return readStoredState(this.ctx.storage);
  }

  /** The order this cart became, once it is placed; the cart is then empty for every tab. */
  async #placed() {
    const parsed = v.safeParse(PlacedOrderSchema, await this.ctx.storage.get('order'));
    return parsed.success ? parsed.output : null;
  }

  #exclusive<T>(write: () => Promise<T>): Promise<T> {
    const run = this.#writes.then(write, write);
    this.#writes = run.catch(() => undefined);
    return run;
  }

  /** The order this cart became, or null while it is a cart. */
  async placedOrder(): Promise<PlacedOrderRef | null> {
    return this.#placed();
  }

  /**
   * Starts a provider's payment: its Payment (state Initial) onto the cart, in line with the cart's other
   * writes. A cart that is already an order answers that order instead.
   */
  async startPayment(meta: CartMeta, choice: PaymentChoice): Promise<PlaceOrderResult | { started: StartedPayment }> {
    await this.#remember(meta);
    return this.#exclusive(async () => {
      const known = await this.#placed();
      if (known) return { placed: known };
      if (this.#queue.all().length > 0) await this.#flushNow();
      const result = await startCartPayment(this.env, meta, choice);
      if ('started' in result) return result;
      return this.#settleAttempt(meta, result);
    });
  }

  /**
   * Places the order of this cart, once: the first call pays and orders (order-placement.ts), every later
   * or concurrent call — a double click, a second tab, a retried request, the provider's webhook — gets the
   * same order. Runs after the queued actions reached commercetools and before any later burst. After the
   * order the cart is cleared for every tab. Without `meta` (a webhook) the stored one is used.
   */
  async placeOrder(meta: CartMeta | null, attempt: OrderAttempt): Promise<PlaceOrderResult> {
    if (meta) await this.#remember(meta);
    return this.#exclusive(async () => {
      const known = await this.#placed();
      if (known) return { placed: known };
      const place = meta ?? (await this.#meta());
      if (!place) {
        logError('order cannot be placed: the cart object knows no store for its cart', attempt.kind);
        return { error: 'no-cart' };
      }
      if (this.#queue.all().length > 0) await this.#flushNow();
      return this.#settleAttempt(place, await placeCartOrder(this.env, place, attempt));
    });
  }

  /** An order placed is remembered and the cart cleared; a refusal reloads the cart for every tab (spec part 2 §8). */
  async #settleAttempt(
    meta: CartMeta,
    result: { placed: PlacedOrderRef } | { error: OrderErrorCode; cart: CommerceCart | null },
  ): Promise<PlaceOrderResult> {
    if ('placed' in result) {
      await this.ctx.storage.put('order', result.placed);
      await this.#cleared();
      return { placed: result.placed };
    }
    if (result.cart) await this.#publish(result.cart, meta.language, true);
    else if (result.error === 'no-cart') await this.#cleared();
    return { error: result.error };
  }

  /** The cart as the tabs last saw it (no commerce call), loading it once when nothing is cached. */
  async state(meta: CartMeta): Promise<CartState> {
    if ((await this.#placed()) || (await this.#moved())) return EMPTY;
    await this.#remember(meta);
    const stored = await this.#storedState();
    if (stored) return stateIn(stored, meta.language);
    const cart = await readStoreCart(this.env, meta.storeKey, meta.cartId);
    if (!cart) return this.#cleared();
    return stateIn(await this.#publish(cart, meta.language, false), meta.language);
  }

  /**
   * Queues the actions, shows them to the cart's other tabs at once (cart-echo.ts) and answers once the
   * burst they belong to has reached commercetools.
   */
  async enqueue(meta: CartMeta, actions: CartAction[], origin?: ActionOrigin): Promise<CartResult> {
    // An ordered or merged cart takes no more actions: the shopper's next line starts a new cart.
    if ((await this.#placed()) || (await this.#moved())) return { state: EMPTY };
    await this.#remember(meta);
    return this.#queueActions(meta, actions, origin);
  }

  /** Queues the actions of a cart that takes them (enqueue, enqueueIfOwn checked that) and waits for their burst. */
  async #queueActions(meta: CartMeta, actions: CartAction[], origin?: ActionOrigin): Promise<CartResult> {
    const now = Date.now();
    const upTo = this.#queue.push(actions, now);
    this.#echo.queued(upTo, actions.length, origin);
    await this.#echo.show();
    // What the burst will check with commerce is read while it gathers, not after its debounce.
    this.#checks.prefetch(skusToCheck(this.#cart, actions), addedSkus(actions));
    const oldest = this.#queue.oldestQueuedAt() ?? now;
    await this.ctx.storage.setAlarm(Math.min(now + CART_DEBOUNCE_MS, oldest + CART_MAX_WAIT_MS));
    return this.#waiters.wait({ from: upTo - actions.length + 1, upTo }, meta.language);
  }

  /**
   * The cart API's write in one call (issue 18): the owner and store checks of request-cart.ts and the
   * enqueue, so an action costs one round trip to this object before its echo, not a read and then a
   * write. Only a guest's cart or the cart of the customer the request is signed in as (`requester`, null
   * when it is not signed in) of the request's store takes the actions; any other queues nothing, and
   * the API starts the requester's own cart as for a request without one. The lines the cart had before
   * (customer-data events name a removed line's SKU) come back with the answer.
   */
  async enqueueIfOwn(meta: CartMeta, actions: CartAction[], origin: ActionOrigin, requester: string | null): Promise<OwnWrite> {
    const { cart } = await this.state(meta);
    if (!cart || cart.storeKey !== meta.storeKey) return { refused: 'no-cart' };
    const stored = v.safeParse(OwnerSchema, await this.ctx.storage.get('owner'));
    const owner = stored.success ? stored.output : null;
    if (owner !== null && owner !== requester) return { refused: 'owner' };
    const linesBefore = cart.lines.map(({ id, sku }) => ({ id, sku }));
    // state() answered a cart: it is neither ordered nor merged, and its meta is kept.
    return { linesBefore, result: await this.#queueActions(meta, actions, origin) };
  }

  /**
   * Sends what is queued at once and waits for it: sign-in merges the cart commercetools holds into the
   * customer's, so every line the shopper added must be there first.
   */
  async commitQueued(): Promise<void> {
    await this.#exclusive(async () => {
      if (this.#queue.all().length > 0) await this.#flushNow();
    });
  }

  /**
   * The customer the cart belongs to (commercetools `customerId`), null for a guest's cart. Read once from
   * commercetools when this object knows nothing of the cart yet. The cart API shows an owned cart only to
   * a request signed in as its owner (session/session-cart.ts).
   */
  async owner(meta: CartMeta): Promise<string | null> {
    if ((await this.#storedState()) === null) await this.state(meta);
    const owner = v.safeParse(OwnerSchema, await this.ctx.storage.get('owner'));
    return owner.success ? owner.output : null;
  }

  /**
   * The cart changed in commercetools outside this object (sign-in merged lines into it, or made it a
   * customer's): it is read again and every tab gets it. When its owner changed, the sockets are told the
   * cart moved and closed, so each reconnects through the owner check (another browser's socket of a
   * guest cart that became a customer's never hears of it again).
   */
  async reload(meta: CartMeta): Promise<CartState> {
    await this.#remember(meta);
    return this.#exclusive(async () => {
      const before = v.safeParse(OwnerSchema, await this.ctx.storage.get('owner'));
      const cart = await readStoreCart(this.env, meta.storeKey, meta.cartId);
      if (!cart) return this.#cleared();
      const ownerChanged = !before.success || before.output !== (cart.customerId ?? null);
      const stored = await this.#publish(cart, meta.language, !ownerChanged);
      if (ownerChanged) this.#moveSockets();
      return stateIn(stored, meta.language);
    });
  }

  /**
   * Sign-in merged this cart into the customer's (commercetools marked it Merged): it is empty from now on,
   * and its tabs are told the cart moved (they load the cart again under the new cookie).
   */
  async moved(): Promise<void> {
    await this.#exclusive(async () => {
      await this.ctx.storage.put('moved', true);
      this.#cart = null;
      this.#queue.clear();
      await this.ctx.storage.delete(['state', 'owner']);
      await this.ctx.storage.deleteAlarm();
      this.#waiters.settle(Number.MAX_SAFE_INTEGER, () => ({ state: EMPTY }));
      this.#moveSockets();
    });
  }

  async #moved(): Promise<boolean> {
    return (await this.ctx.storage.get('moved')) === true;
  }

  #moveSockets(): void {
    broadcast(this.ctx, { type: 'cart moved' } satisfies CartMessage);
    closeCartSockets(this.ctx, CLOSE_CART_MOVED, 'The cart moved to the signed-in customer.');
  }

  async deleteCart(): Promise<CartState> {
    const meta = await this.#meta();
    const stored = await this.#storedState();
    if (meta) await deleteStoreCart(this.env, meta.storeKey, meta.cartId, stored?.cart?.version ?? this.#cart?.version ?? 1);
    return this.#cleared();
  }

  override async alarm(): Promise<void> {
    await this.#exclusive(() => this.#flush());
  }

  /** Sends what is queued now (placing the order waits for it), instead of at the debounced alarm. */
  async #flushNow(): Promise<void> {
    await this.ctx.storage.deleteAlarm();
    await this.#flush();
  }

  /** The websocket of a tab; the cart API names the tab's language in `?language=` (cart-api.ts). */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket') return new Response('Expected a websocket', { status: 426 });
    const params = new URL(request.url).searchParams;
    const named = params.get('language') ?? '';
    const stored = await this.#storedState();
    const response = acceptCartSocket(this.ctx, isLanguage(named) ? named : null, params.get('tab'), (language) =>
      stored ? stateIn(stored, language) : EMPTY,
    );
    // A tab opened in the middle of a burst sees it pending too.
    await this.#echo.show();
    return response;
  }

  override webSocketMessage(_socket: WebSocket, message: string | ArrayBuffer): void {
    const text = typeof message === 'string' ? message : '(binary)';
    logWarn('cart socket: unknown message ignored', text.slice(0, 100));
  }

  override webSocketError(_socket: WebSocket, error: unknown): void {
    logWarn('cart socket error', error);
  }

  /**
   * Keeps the store and cart the object writes to. Its language is only the one a socket of no known
   * language is shown (each caller and tagged socket gets its own), so tabs of two languages taking
   * turns do not rewrite it on every call.
   */
  async #remember(meta: CartMeta): Promise<void> {
    const known = await this.#meta();
    if (!known || known.cartId !== meta.cartId) await this.ctx.storage.put('meta', meta);
  }

  async #flush(): Promise<void> {
    const pending = this.#queue.all();
    const meta = await this.#meta();
    const last = pending.at(-1)?.seq;
    if (last === undefined || !meta) return;
    const actions = pending.map((entry) => entry.action);
    let outcome: BurstOutcome;
    try {
      outcome = await sendCartBurst(this.env, meta, actions, this.#cart, this.#checks.takeForBurst());
    } catch (error) {
      // Not applied: the burst is dropped and its callers are told (they may send it again).
      this.#queue.removeThrough(last);
      // Before the reloaded cart, so the tabs that showed the burst pending take it back and say so.
      broadcast(this.ctx, { type: 'cart pending dropped', error: isRejection(error) ? 'rejected' : 'failed' } satisfies CartMessage);
      this.#waiters.settle(last, await this.#failed(meta, error));
      await this.#echo.settled(last);
      await this.#scheduleNext();
      return;
    }
    // The commit point: commercetools has the burst. Its actions leave the queue before anything else
    // can fail, so neither a retried alarm nor a restarted instance sends them a second time.
    this.#queue.removeThrough(last);
    // A refused coupon is business data (a typo, an old code), not a failure of the cart.
    for (const { code, reason } of outcome.refusedCoupons) logWarn('coupon not taken', meta.cartId, code, reason);
    // Adds the burst refused whole: the tabs that showed them pending take them back and say why, before the cart.
    const refusals = refusalsBySeq(pending, outcome);
    const [firstRefusal] = refusals.values();
    if (firstRefusal) broadcast(this.ctx, { type: 'cart pending dropped', error: firstRefusal } satisfies CartMessage);
    const stored = await this.#publish(outcome.cart, meta.language, true);
    this.#waiters.settle(last, confirmedResultIn(stored, refusals, outcome));
    await this.#echo.settled(last);
    await this.#scheduleNext();
  }

  /** Actions queued while a burst was on its way form the next one. */
  async #scheduleNext(): Promise<void> {
    if (this.#queue.all().length > 0 && (await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + CART_DEBOUNCE_MS);
  }

  async #failed(meta: CartMeta, error: unknown): Promise<ResultIn> {
    if (isNotFoundInStore(error)) {
      logWarn('cart cleared: not found in store', meta.cartId, meta.storeKey);
      const state = await this.#cleared();
      return () => ({ state });
    }
    logError('cart update failed; reloading the cart', meta.cartId, error);
    this.#cart = null;
    const reloaded = await readStoreCart(this.env, meta.storeKey, meta.cartId).catch((reloadError: unknown) => {
      logError('cart reload after a failed update failed too; tabs keep the last known cart', meta.cartId, reloadError);
      return null;
    });
    const stored = reloaded ? await this.#publish(reloaded, meta.language, true) : await this.#storedState();
    const rejected = isRejection(error);
    return (language) => ({ state: stored ? stateIn(stored, language) : EMPTY, error: rejected ? 'rejected' : 'failed' });
  }

  /** Stores and broadcasts the cart (cart-publish.ts); it is also the cart the next burst starts from. */
  async #publish(cart: CommerceCart, language: Language, broadcastIt: boolean): Promise<StoredState> {
    this.#cart = cart;
    return publishCart(this.ctx, this.env, cart, language, broadcastIt);
  }

  async #cleared(): Promise<CartState> {
    this.#cart = null;
    this.#queue.clear();
    // The meta stays while an order is remembered: a payment notification finds its store by it.
    await this.ctx.storage.delete((await this.#placed()) ? ['state'] : ['state', 'meta']);
    await this.ctx.storage.deleteAlarm();
    broadcast(this.ctx, { type: 'cart update', data: EMPTY } satisfies CartMessage);
    this.#waiters.settle(Number.MAX_SAFE_INTEGER, () => ({ state: EMPTY }));
    return EMPTY;
  }
}
