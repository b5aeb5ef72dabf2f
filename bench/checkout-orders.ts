// Checkout bench (issue 14), loopback only and bounded in count: every simulated shopper has a cart with
// one product and stored addresses (not timed), then
// 1. place order → thank-you: `POST /api/checkout/order` with bank transfer (our own payment: no provider
//    page in the way) and the GET of the thank-you page it names, with the cookies the order answer set,
//    one shopper after another; median and p95 of the two together (commerce answering after the delay
//    the caller set on its proxy);
// 2. N shoppers at once, each sending the order twice at the same moment (a double click): N orders
//    expected. Counted at the commerce stand-in (orders per cart), not from the answers: a duplicate is a
//    cart with two orders, a lost one a cart whose shopper was told of an order that does not exist or got
//    no order at all.
import * as v from 'valibot';
import { CLIENT_IP_BLOCKS, clientIpSource } from './client-ips.ts';

export interface CheckoutBenchOptions {
  origin: string;
  /** The commerce stand-in itself (not a delaying proxy): its orders are counted there. */
  commerceUrl: string;
  projectKey: string;
  sku: string;
  samples: number;
  concurrent: number;
}

const nextIp = clientIpSource(CLIENT_IP_BLOCKS.checkoutOrders);

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** The `name=value` pairs a response sets, merged over a cookie header. */
function withSetCookies(cookie: string, response: Response): string {
  const jar = new Map(
    cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const),
  );
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(';')[0] ?? '';
    jar.set(pair.slice(0, pair.indexOf('=')), pair);
  }
  return [...jar.values()].join('; ');
}

interface Shopper {
  ip: string;
  cookie: string;
}

/** A shopper with a cart holding `sku` and addresses stored (so a shipping method too). */
async function shopperReadyToPay(origin: string, sku: string): Promise<Shopper> {
  const ip = nextIp();
  const headers = { 'content-type': 'application/json', origin, 'cf-connecting-ip': ip };
  const added = await fetch(`${origin}/api/cart/actions`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ actions: [{ action: 'addLineItem', sku, quantity: 1 }] }),
  });
  if (added.status !== 200) throw new Error(`checkout bench: adding to a cart answered ${added.status}`);
  const cookie = withSetCookies('', added);
  const billing = {
    firstName: 'Jana',
    lastName: 'Nováková',
    streetName: 'Hlavná',
    streetNumber: '12',
    postalCode: '811 01',
    city: 'Bratislava',
    country: 'SK',
  };
  const stored = await fetch(`${origin}/api/checkout/addresses`, {
    method: 'PUT',
    headers: { ...headers, cookie },
    body: JSON.stringify({ email: 'bench@example.sk', customerType: 'private', billing, shipping: 'same-as-billing' }),
  });
  if (stored.status !== 200) throw new Error(`checkout bench: storing the addresses answered ${stored.status}`);
  return { ip, cookie: withSetCookies(cookie, stored) };
}

const PlacedSchema = v.object({ orderNumber: v.string(), next: v.string() });

async function placeOrder(origin: string, shopper: Shopper) {
  const response = await fetch(`${origin}/api/checkout/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'cf-connecting-ip': shopper.ip, cookie: shopper.cookie },
    body: JSON.stringify({ paymentMethod: 'bank-transfer' }),
  });
  const body: unknown = await response.json().catch(() => null);
  const placed = v.safeParse(PlacedSchema, body);
  return { status: response.status, placed: placed.success ? placed.output : null, cookie: withSetCookies(shopper.cookie, response) };
}

/** The thank-you page as the shopper's browser asks for it; its status. */
async function thankYouStatus(origin: string, next: string, cookie: string): Promise<number> {
  const response = await fetch(new URL(next, origin), { headers: { cookie, 'user-agent': 'storefront-bench', accept: 'text/html' } });
  await response.arrayBuffer();
  return response.status;
}

const OrdersSchema = v.object({
  results: v.array(v.object({ orderNumber: v.optional(v.string()), cart: v.optional(v.object({ id: v.string() })) })),
});

/** Orders per cart id at the commerce stand-in. */
async function ordersByCart(commerceUrl: string, projectKey: string): Promise<Map<string, number>> {
  const response = await fetch(`${commerceUrl}/${projectKey}/orders?limit=500`, { headers: { authorization: 'Bearer bench' } });
  const { results } = v.parse(OrdersSchema, await response.json());
  const counts = new Map<string, number>();
  for (const order of results) if (order.cart) counts.set(order.cart.id, (counts.get(order.cart.id) ?? 0) + 1);
  return counts;
}

const cartIdOf = (cookie: string): string => /__Host-cart_id=([^;]+)/.exec(cookie)?.[1] ?? '';

export async function benchCheckoutOrders({ origin, commerceUrl, projectKey, sku, samples, concurrent }: CheckoutBenchOptions) {
  // 1. One shopper after another: place order → thank-you page.
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const shopper = await shopperReadyToPay(origin, sku);
    const started = performance.now();
    const { status, placed, cookie } = await placeOrder(origin, shopper);
    if (!placed) throw new Error(`checkout bench: placing an order answered ${status}`);
    const page = await thankYouStatus(origin, placed.next, cookie);
    if (page !== 200) throw new Error(`checkout bench: the thank-you page answered ${page}`);
    times.push(performance.now() - started);
  }

  // 2. N shoppers at once, each with a double click.
  const shoppers = await Promise.all(Array.from({ length: concurrent }, () => shopperReadyToPay(origin, sku)));
  const answers = await Promise.all(shoppers.map((shopper) => Promise.all([placeOrder(origin, shopper), placeOrder(origin, shopper)])));
  const counts = await ordersByCart(commerceUrl, projectKey);
  let duplicates = 0;
  let lost = 0;
  let differentNumbers = 0;
  for (const [index, shopper] of shoppers.entries()) {
    const orders = counts.get(cartIdOf(shopper.cookie)) ?? 0;
    if (orders > 1) duplicates += orders - 1;
    const told = (answers[index] ?? []).flatMap((answer) => (answer.placed ? [answer.placed.orderNumber] : []));
    if (orders === 0 || told.length === 0) lost += 1;
    if (new Set(told).size > 1) differentNumbers += 1;
  }
  const orders = shoppers.reduce((sum, shopper) => sum + Math.min(1, counts.get(cartIdOf(shopper.cookie)) ?? 0), 0);
  const statuses = answers.flat().reduce<Record<string, number>>((tally, answer) => {
    tally[answer.status] = (tally[answer.status] ?? 0) + 1;
    return tally;
  }, {});
  return {
    placeToThankYouMs: { samples, median: Math.round(percentile(times, 50)), p95: Math.round(percentile(times, 95)) },
    concurrent: { carts: concurrent, requests: concurrent * 2, orders, duplicates, lost, differentNumbers, statuses },
  };
}
