// Bounded load run: 64 connections on loopback for at most 60 s in all, split over the product page,
// reading the cart (GET /api/cart) and adding a line to it (POST /api/cart/actions). Reports requests,
// errors (answers outside 2xx/3xx and socket errors, separately) and latency percentiles.
// The cart requests go to a pool of carts made beforehand, one per connection, taken in turn: 64 shoppers
// each working on their own cart, as the cart's Durable Object expects, rather than 64 on one. Each cart
// is made by a client (IP) of its own, and each add comes from a client of its own: the worker limits cart
// writes per client IP to what a person does, and the run stands for many shoppers' adds, not for one
// client hammering the API.
// Also runs on its own against a running shop: `node bench/load.ts --origin http://127.0.0.1:8787`.
import { parseArgs } from 'node:util';
import { runPool } from '../scripts/local-stack/pool.ts';
import { newCartCookie } from './cart-cookie.ts';
import { CLIENT_IP_BLOCKS, clientIpSource } from './client-ips.ts';
import { runLoad, type LoadSummary } from './load-generator.ts';

export interface LoadRunOptions {
  origin: string;
  productPath: string;
  sku: string;
  connections?: number;
  /** Per target; three targets, so 60 s in all by default. */
  secondsPerTarget?: number;
}

export async function loadRun({ origin, productPath, sku, connections = 64, secondsPerTarget = 20 }: LoadRunOptions) {
  if (secondsPerTarget * 3 > 60) throw new Error('the load run is bounded to 60 s in all');
  const nextClientIp = clientIpSource(CLIENT_IP_BLOCKS.loadRun);
  const carts: string[] = [];
  await runPool(
    Array.from({ length: connections }, (_, i) => i),
    8,
    async () => {
      carts.push(await newCartCookie(origin, sku, nextClientIp()));
    },
  );
  if (carts.length !== connections) throw new Error(`load run: ${carts.length} of ${connections} carts made`);
  let next = 0;
  const cartCookie = () => {
    const cookie = carts[next % carts.length];
    next += 1;
    if (cookie === undefined) throw new Error('load run: no cart cookie');
    return { cookie };
  };

  const results: Record<string, LoadSummary> = {};
  results[`GET ${productPath}`] = await runLoad({ url: origin + productPath, connections, seconds: secondsPerTarget });
  results['GET /api/cart'] = await runLoad({
    url: `${origin}/api/cart`,
    connections,
    seconds: secondsPerTarget,
    headersPerRequest: cartCookie,
  });
  // A state-changing request from the shop's own pages: same-origin Origin header, as a browser sends it.
  results['POST /api/cart/actions (add a line)'] = await runLoad({
    url: `${origin}/api/cart/actions`,
    connections,
    seconds: secondsPerTarget,
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ actions: [{ action: 'addLineItem', sku, quantity: 1 }] }),
    headersPerRequest: () => ({ ...cartCookie(), 'cf-connecting-ip': nextClientIp() }),
  });
  return { connections, secondsPerTarget, carts: carts.length, results };
}

/** One row of the printed table. */
export function loadRow(summary: LoadSummary) {
  return {
    requests: summary.requests,
    'ok/s': summary.okPerSecond,
    'HTTP errors':
      Object.entries(summary.httpErrors)
        .map(([status, count]) => `${count}×${status}`)
        .join(' ') || 0,
    'socket errors': summary.socketErrors,
    'p50 ms': summary.latencyMs.p50,
    'p90 ms': summary.latencyMs.p90,
    'p99 ms': summary.latencyMs.p99,
    'max ms': summary.latencyMs.max,
  };
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      origin: { type: 'string', default: 'http://127.0.0.1:8787' },
      product: { type: 'string', default: '/p/narezovy-stroj-250-mm-10010001' },
      sku: { type: 'string', default: 'EX10010001' },
    },
  });
  const run = await loadRun({ origin: values.origin, productPath: values.product, sku: values.sku });
  console.table(Object.fromEntries(Object.entries(run.results).map(([target, summary]) => [target, loadRow(summary)])));
}
