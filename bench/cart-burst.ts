// Cart bench: bursts of N actions (parallel requests, as a double-clicking shopper or several tabs send
// them) on one cart watched by M websockets. Measures how many commercetools updates each burst costs
// (the cart's Durable Object should make it one) and, from sending a burst, per socket: the time until
// each action shows in a pending echo (`cart pending`, before commercetools has it) and until the confirmed
// cart (`cart update`) holds the whole burst; and one commerce round trip (a cart read at the stand-in),
// which the confirmed time is judged by. Loopback only; bounded in bursts.
import * as v from 'valibot';
import { RATE_LIMITS } from '../src/domain/security/rate-limits.ts';
import { CLIENT_IP_BLOCKS, clientIpSource } from './client-ips.ts';

const CartMessageSchema = v.object({
  type: v.picklist(['cart update', 'cart pending']),
  data: v.object({ cart: v.nullable(v.object({ itemCount: v.number() })) }),
});
type Seen = v.InferOutput<typeof CartMessageSchema>['type'];

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

  // Each socket reports the item count of every cart it receives, pending or confirmed.
  const listeners: ((type: Seen, count: number) => void)[] = [];
  const open = await Promise.all(
    Array.from(
      { length: sockets },
      () =>
        new Promise<WebSocket>((resolve, reject) => {
          const socket = socketWithCookie(`${origin.replace('http', 'ws')}/api/cart/ws?cartId=${cartId}`, cookie, origin);
          socket.addEventListener('open', () => resolve(socket));
          socket.addEventListener('error', () => reject(new Error('cart bench: socket failed')));
          socket.addEventListener('message', (event) => {
            const message = v.safeParse(CartMessageSchema, JSON.parse(String(event.data)));
            if (!message.success) return;
            for (const listener of [...listeners]) listener(message.output.type, message.output.data.cart?.itemCount ?? 0);
          });
        }),
    ),
  );

  /** Per socket and action: until an echo showed it (the k-th unit of the burst stands for the k-th action). */
  const echoes: number[] = [];
  /** Per socket and burst: until the confirmed cart held all of it. */
  const confirmations: number[] = [];
  /** Actions a socket first saw in the confirmed cart, never pending. */
  let echoesMissed = 0;
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
            // The actions of a burst are sent at once and reach the cart one after another; each unit the
            // socket sees for the first time is one more action shown.
            let shown = expected - actionsPerBurst;
            const listener = (type: Seen, count: number) => {
              const newly = Math.max(0, Math.min(count, expected) - shown);
              shown += newly;
              if (type === 'cart pending') {
                for (let k = 0; k < newly; k += 1) echoes.push(performance.now() - started);
                return;
              }
              echoesMissed += newly;
              if (count < expected) return;
              confirmations.push(performance.now() - started);
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
    actionToEchoMs: { median: Math.round(percentile(echoes, 50)), p95: Math.round(percentile(echoes, 95)), missed: echoesMissed },
    actionToConfirmedMs: { median: Math.round(percentile(confirmations, 50)), p95: Math.round(percentile(confirmations, 95)) },
    commerceRoundTripMs: Math.round(percentile(roundTrips, 50)),
  };
}
