// `npm run bench`: product-page streaming figures on local workerd (wrangler dev) with the commerce
// backend answering after an injected delay, the gzipped JavaScript the product page loads, and cart
// bursts through the cart's Durable Object (commercetools updates per burst, action-to-broadcast time).
// Prints a table and writes bench/results.json. Loopback only; bounded in requests and time.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startLocalStack } from '../scripts/local-stack/start.ts';
import { benchCartBursts } from './cart-burst.ts';
import { benchListingCache } from './listing-cache.ts';
import { startDelayProxy } from './delay-proxy.ts';

const PORT = 8899;
const DELAY_MS = 300;
const SAMPLES = 15;
const origin = `http://127.0.0.1:${PORT}`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function waitForWorker(deadline: number) {
  while (Date.now() < deadline) {
    try { if ((await fetch(`${origin}/`)).status < 500) return; } catch { /* not listening yet */ }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('wrangler dev did not answer in time');
}

/**
 * Time to the response head (TTFB), to the first HTML chunk and to the end of the page. Local workerd
 * gzips responses for clients that accept it and holds small compressed output until the end, so both
 * encodings are measured: `identity` shows the stream as the worker writes it.
 */
async function timeRequest(url: string, encoding: 'identity' | 'gzip') {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'user-agent': 'storefront-bench', 'accept-encoding': encoding } });
  const ttfb = performance.now() - started;
  const reader = response.body!.getReader();
  let firstChunk = 0;
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!firstChunk) firstChunk = performance.now() - started;
    bytes += value.byteLength;
  }
  return { status: response.status, ttfb, firstChunk, full: performance.now() - started, bytes };
}

const products: { masterVariant: { sku: string }; slug: Record<string, string> }[] =
  JSON.parse(await readFile('kv-seed/commerce/products.json', 'utf8'));
const product = products.find((p) => p.masterVariant.sku.startsWith('EX10'));
if (!product) throw new Error('no A-ware product in kv-seed');
const productUrl = `${origin}/p/${product.slug['sk']}`;

const stack = await startLocalStack({ commercePort: 0, searchPort: 0, servicesPort: 0 });
const proxy = await startDelayProxy(stack.commerceUrl, DELAY_MS);
// Fresh local KV and Durable Object state: the stand-ins give everything new ids on each start.
const persistTo = await mkdtemp(join(tmpdir(), 'storefront-bench-'));
const worker = spawn('wrangler', [
  'dev', '--persist-to', persistTo, '--port', String(PORT), '--ip', '127.0.0.1', '--log-level', 'error', '--show-interactive-dev-session=false',
  '--var', `COMMERCE_API_URL:${proxy.url}`, '--var', `COMMERCE_AUTH_URL:${proxy.url}`, '--var', `SEARCH_URL:${stack.searchUrl}`,
  '--var', `SEO_REDIRECTION_URL:${stack.servicesUrl}/seo-redirection`, '--var', `CIA_URL:${stack.servicesUrl}/cia`,
  '--var', `RECOMMENDATION_URL:${stack.servicesUrl}/recommendation`,
], { stdio: 'ignore', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } });
const stopAll = async () => {
  worker.kill('SIGTERM');
  await proxy.close();
  await stack.close();
  await rm(persistTo, { recursive: true, force: true });
};
const watchdog = setTimeout(() => { void stopAll().then(() => process.exit(2)); }, 300_000);

try {
  await waitForWorker(Date.now() + 90_000);
  for (let i = 0; i < 3; i++) await timeRequest(productUrl, 'gzip'); // warm: token, category tree, shipping in KV
  const measure = async (encoding: 'identity' | 'gzip') => {
    const samples = [];
    for (let i = 0; i < SAMPLES; i++) samples.push(await timeRequest(productUrl, encoding));
    if (samples.some((s) => s.status !== 200)) throw new Error(`product page answered ${samples.map((s) => s.status)}`);
    return {
      medianTtfbMs: Math.round(median(samples.map((s) => s.ttfb))),
      medianFirstChunkMs: Math.round(median(samples.map((s) => s.firstChunk))),
      medianFullPageMs: Math.round(median(samples.map((s) => s.full))),
      bytes: samples[0]!.bytes,
    };
  };
  const identity = await measure('identity');
  const gzip = await measure('gzip');

  const html = await (await fetch(productUrl)).text();
  // The scripts the page names, and the chunks those import statically (the browser loads them before running).
  const scripts = new Set([...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!));
  let jsGzip = 0;
  for (const src of scripts) {
    const code = await (await fetch(origin + src)).text();
    jsGzip += gzipSync(Buffer.from(code), { level: 9 }).byteLength;
    for (const [, chunk] of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w{}*,\s$]+from\s*)?"\.\/(chunk-[\w-]+\.js)"/g)) scripts.add(`/assets/${chunk}`);
  }

  // The cart bench measures our own path (debounce, one update, broadcast), so commerce answers at once.
  proxy.setDelay(0);
  const cart = await benchCartBursts({
    origin, commerceUrl: stack.commerceUrl, actionsPerBurst: 10, sockets: 5, bursts: 10, sku: product.masterVariant.sku,
  });

  // Listings measure the search cache, with the commerce backend answering at once as well.
  const listings = await benchListingCache(origin);

  const results = {
    date: new Date().toISOString(),
    page: productUrl.replace(origin, ''),
    commerceDelayMs: DELAY_MS,
    samples: SAMPLES,
    identity,
    gzip,
    productPageJsGzipBytes: jsGzip,
    scripts: [...scripts],
    cart,
    listings,
  };
  await writeFile('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  const row = (figures: typeof identity) => ({
    'median TTFB (ms)': figures.medianTtfbMs,
    'median first HTML chunk (ms)': figures.medianFirstChunkMs,
    'median full page (ms)': figures.medianFullPageMs,
    'bytes received': figures.bytes,
  });
  console.log(`product page ${results.page}, commerce backend +${DELAY_MS} ms, ${SAMPLES} samples each`);
  console.table({ 'identity': row(identity), 'gzip': row(gzip) });
  console.log(`JavaScript the product page loads: ${jsGzip} bytes gzip (${results.scripts.join(', ')})`);
  console.log(`cart: ${cart.bursts} bursts of ${cart.actionsPerBurst} actions, ${cart.sockets} sockets: commercetools updates per burst ${cart.commerceUpdatesPerBurst.join(' ')}; action → broadcast median ${cart.actionToBroadcastMs.median} ms, p95 ${cart.actionToBroadcastMs.p95} ms`);
  const l = listings;
  console.log(`listing TTFB (${l.ttfbMs.samples} samples): search cache miss median ${l.ttfbMs.cacheMiss.median} ms (p95 ${l.ttfbMs.cacheMiss.p95}), hit median ${l.ttfbMs.cacheHit.median} ms (p95 ${l.ttfbMs.cacheHit.p95})`);
  console.log(`listing replay: ${l.replay.urls} URLs (${l.replay.distinctUrls} distinct) in ${l.replay.seconds} s: KV hit ratio ${l.replay.pageHitRatio} of pages, ${l.replay.queryHitRatio} of ${l.replay.searchQueries} search queries; ${l.replay.errors} errors`);
} finally {
  clearTimeout(watchdog);
  await stopAll();
}
