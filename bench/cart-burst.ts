// Cart bench: bursts of N actions (parallel requests, as a double-clicking shopper or several tabs send
// them) on one cart watched by M websockets (the shopper's other tabs). Measures how many commercetools
// updates each burst costs (the cart's Durable Object should make it one), the time from sending the
// burst's first action to each socket's first message about it (an echo, if the cart object sends one
// before commercetools answers; else the confirmed cart), the time to each socket receiving the confirmed
// cart, and one commerce round trip (a cart read at the stand-in) that the confirmed time is judged by.
// Loopback only; bounded in bursts.
import * as v from 'valibot';
import { RATE_LIMITS } from '../src/domain/security/rate-limits.ts';
import { CLIENT_IP_BLOCKS, clientIpSource } from './client-ips.ts';

const CartUpdateSchema = v.object({
  type: v.literal('cart update'),
  data: v.object({ cart: v.nullable(v.object({ itemCount: v.number() })) }),
});
const MessageSchema = v.object({ type: v.string() });
/** Sent after a burst's commit with the stock re-read: about the burst before, never an echo of the next. */
const STOCK_MESSAGE = 'updated stock';
/** A socket's message: its type, and the confirmed cart's item count when it carries one. */
type SocketMessage = { type: string; itemCount: number | null };

/**
 * Node's WebSocket (undici) takes `{ headers }` as its second argument, which the DOM typings do not
 * know; the cart socket needs the cart cookie, as a browser would send it.
 */
/** A socket as the shop's page opens it: with the cart cookie and our own Origin (the CSRF check wants it). */
function socketWithCookie(url: string, cookie: string, origin: string): WebSocket {
  const socket: WebSocket = Reflect.construct(WebSocket, [url, { headers: { cookie, origin } }]);
  return socket;
}

export interface CartBenchOptions {
  origin: string;
  /** The commerce stand-in itself (not a delaying proxy): its request statistics and the round trip. */
  commerceUrl: string;
  projectKey: string;
  actionsPerBurst: number;
  sockets: number;
  bursts: number;
  sku: string;
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** The one shopper of the cart bench (its tabs share the address); cart writes are limited per client IP. */
const shopperIp = clientIpSource(CLIENT_IP_BLOCKS.cartBursts)();

export async function benchCartBursts({ origin, commerceUrl, projectKey, actionsPerBurst, sockets, bursts, sku }: CartBenchOptions) {
  const add = (cookie: string) =>
    fetch(`${origin}/api/cart/actions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin, 'cf-connecting-ip': shopperIp },
      body: JSON.stringify({ actions: [{ action: 'addLineItem', sku, quantity: 1 }] }),
    });
  // One shopper's writes: the first add and every burst's must stay within what the worker allows one
  // client a minute, or the bench would measure refusals.
  const writes = 1 + actionsPerBurst * bursts;
  if (writes > RATE_LIMITS['cart-write'].limit) throw new Error(`cart bench: ${writes} cart writes exceed one client's limit`);
  const first = await add('');
  const cartId = /__Host-cart_id=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1];
  if (!cartId || first.status !== 200) throw new Error(`cart bench: first add answered ${first.status}`);
  const cookie = `__Host-cart_id=${cartId}`;
  const updates = async () =>
    v.parse(v.object({ count: v.number() }), await (await fetch(`${commerceUrl}/__stats/cart-updates/${cartId}`)).json()).count;

  // Each socket reports every message it receives.
  const listeners: ((message: SocketMessage) => void)[] = [];
  const open = await Promise.all(
    Array.from(
      { length: sockets },
      () =>
        new Promise<WebSocket>((resolve, reject) => {
          const socket = socketWithCookie(`${origin.replace('http', 'ws')}/api/cart/ws?cartId=${cartId}`, cookie, origin);
          socket.addEventListener('open', () => resolve(socket));
          socket.addEventListener('error', () => reject(new Error('cart bench: socket failed')));
          socket.addEventListener('message', (event) => {
            const data: unknown = JSON.parse(String(event.data));
            const update = v.safeParse(CartUpdateSchema, data);
            const message = { type: v.parse(MessageSchema, data).type, itemCount: update.success ? (update.output.data.cart?.itemCount ?? 0) : null };
            for (const listener of [...listeners]) listener(message);
          });
        }),
    ),
  );

  const echoes: number[] = [];
  const confirmed: number[] = [];
  const callsPerBurst: number[] = [];
  let expected = 1;
  for (let burst = 0; burst < bursts; burst += 1) {
    expected += actionsPerBurst;
    const before = await updates();
    const started = performance.now();
    const arrived = Promise.all(
      open.map(
        () =>
          new Promise<void>((resolve) => {
            let echoed = false;
            const listener = (message: SocketMessage) => {
              if (message.type === STOCK_MESSAGE) return;
              if (!echoed) {
                echoed = true;
                echoes.push(performance.now() - started);
              }
              if (message.itemCount === null || message.itemCount < expected) return;
              confirmed.push(performance.now() - started);
              listeners.splice(listeners.indexOf(listener), 1);
              resolve();
            };
            listeners.push(listener);
          }),
      ),
    );
    const answers = await Promise.all(Array.from({ length: actionsPerBurst }, () => add(cookie)));
    if (answers.some((answer) => answer.status !== 200)) throw new Error(`cart bench: ${answers.map((a) => a.status)}`);
    await arrived;
    callsPerBurst.push((await updates()) - before);
  }
  // One commerce round trip as the cart object makes them: the cart read straight from the stand-in (it
  // accepts any bearer token), after the bursts so it adds no update to their counts.
  const roundTrips: number[] = [];
  for (let i = 0; i < 5; i++) {
    const readStarted = performance.now();
    const read = await fetch(`${commerceUrl}/${projectKey}/carts/${cartId}`, { headers: { authorization: 'Bearer storefront-bench' } });
    await read.arrayBuffer();
    if (read.status !== 200) throw new Error(`cart bench: reading the cart at the stand-in answered ${read.status}`);
    roundTrips.push(performance.now() - readStarted);
  }
  for (const socket of open) socket.close();
  return {
    actionsPerBurst,
    sockets,
    bursts,
    commerceUpdatesPerBurst: callsPerBurst,
    /** To each socket's first message after the burst's first action was sent. */
    actionToEchoMs: { median: Math.round(percentile(echoes, 50)), p95: Math.round(percentile(echoes, 95)) },
    /** To each socket receiving the cart with every action of the burst. */
    actionToBroadcastMs: { median: Math.round(percentile(confirmed, 50)), p95: Math.round(percentile(confirmed, 95)) },
    commerceRoundTripMs: Math.round(percentile(roundTrips, 50)),
  };
}
