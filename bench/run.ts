// `npm run bench`, in two parts on local workerd, loopback only, bounded in requests and time.
// Both run in wrangler's dev runtime with its inspector off (worker-host.ts).
// 1. The worker as `wrangler dev` bundles it in development: product-page streaming figures with the
//    commerce backend answering after an injected delay; the gzipped JavaScript and CSS of each page type;
//    cart bursts through the cart's Durable Object (commercetools updates per burst, action-to-echo and
//    action-to-confirmed-cart times); listing cache; checkout (place order → thank-you with commerce
//    +100 ms; N concurrent checkouts → N orders).
// 2. The production build (production-build.ts) served as it is on the same port:
//    first with commerce behind the same delay, first bytes of home, category, search, a product viewed
//    before, products never viewed and a product that does not exist; then with commerce answering at
//    once, SSR throughput against a same-size static asset (the target cells three times), a bounded load
//    run on the product page and the cart API, Lighthouse on five pages.
// 3. With `--scale N` (opt-in: minutes of seeding), category and product first bytes of a second shop
//    seeded with the N× catalogue against the first one's (scale-ttfb.ts).
// Prints tables, then every target of issue 18 with PASS/MISS (targets.ts), and writes bench/results.json.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_PROJECT_KEY } from '../scripts/local-stack/commerce-server.ts';
import { spawnLocalStack } from '../scripts/local-stack/spawn-stack.ts';
import { pageAssetBytes } from '../scripts/bundle-size.ts';
import { seedLocalCache } from '../scripts/seed-cache-kv.ts';
import { seedLocalContent } from '../scripts/seed-content-kv.ts';
import { AUDITED_PAGES, CART_SKU } from './audited-pages.ts';
import { benchCartBursts } from './cart-burst.ts';
import { benchCheckoutOrders } from './checkout-orders.ts';
import { benchLighthouse, LIGHTHOUSE_RUNS } from './lighthouse-pages.ts';
import { benchListingCache } from './listing-cache.ts';
import { loadRow, loadRun } from './load.ts';
import { startDelayProxy } from '../scripts/local-stack/delay-proxy.ts';
import { localWorkerVars } from '../scripts/local-stack/worker-vars.ts';
import { buildProductionWorker } from './production-build.ts';
import { benchThroughput, writeStaticCopies, type StaticCopies } from './throughput.ts';
import { benchFirstBytes } from './first-byte.ts';
import { compareScaledFirstBytes, printScaledFirstBytes, startBenchShop, type ScaledFirstBytes } from './scale-ttfb.ts';
import { freshProductPaths, missingProductPaths, type SeedProduct } from './fresh-products.ts';
import { formatTargetReport } from './target-report.ts';
import { measurementsOf } from './target-measurements.ts';
import { evaluateTargets } from './targets.ts';
import { timeRequest } from './time-request.ts';
import { median } from './spread.ts';
import { marketFor } from '../src/domain/markets/resolve-market.ts';
import { startWorker, type WorkerProcess } from './worker-process.ts';

const PORT = 8899;
const DELAY_MS = 300;
const SAMPLES = 15;
/** The checkout bench's slower commerce backend, its sequential orders and its concurrent carts (issue 14). */
const CHECKOUT_DELAY_MS = 100;
const CHECKOUT_SAMPLES = 10;
const CHECKOUT_CONCURRENT = 8;
const origin = `http://127.0.0.1:${PORT}`;
const { values: options } = parseArgs({ options: { scale: { type: 'string' } } });
/** `--scale N`: also the N× catalogue's first bytes (scale-ttfb.ts), on a second shop on the next port. */
const scale = options.scale === undefined ? null : Number(options.scale);

const benchStarted = performance.now();
/** Progress on stderr, so a slow part shows while the bench runs. */
const progress = (what: string) => process.stderr.write(`bench ${Math.round((performance.now() - benchStarted) / 1000)} s: ${what}\n`);

const products: SeedProduct[] = JSON.parse(await readFile('kv-seed/commerce/products.json', 'utf8'));
const product = products.find((p) => p.masterVariant.sku.startsWith('EX10'));
if (!product) throw new Error('no A-ware product in kv-seed');
const productUrl = `${origin}/p/${product.slug['sk']}`;
/** The pages of the first-byte targets (127.0.0.1 is the default market, SK, the audited pages' market). */
const pagePath = (name: string) => {
  const page = AUDITED_PAGES.find((audited) => audited.name === name);
  if (!page) throw new Error(`no audited ${name} page`);
  return page.path;
};
// Fresh local KV each run: a product none of the run's other requests asks for has never been viewed.
const SK = marketFor('SK');
const newProductPaths = freshProductPaths(products, SK, new Set([product.masterVariant.sku, CART_SKU]), 5);

// Fresh local KV and Durable Object state: the stand-ins give everything new ids on each start. Both
// workers share it; the CONTENT KV is seeded as `npm start` does, so pages carry their CMS content.
const persistTo = await mkdtemp(join(tmpdir(), 'storefront-bench-'));
const productionOut = await mkdtemp(join(tmpdir(), 'storefront-bench-build-'));
// The stand-ins run in their own Node process: the load generator must not share their event loop.
const [stack] = await Promise.all([spawnLocalStack(), seedLocalContent({ persistTo })]);
const proxy = await startDelayProxy(stack.commerceUrl, DELAY_MS);
// Every stand-in URL as `npm start` passes them (third-party scripts included: a script on a port nobody
// listens on is a console error Lighthouse counts); commerce goes through the delay proxy or directly.
const serviceVars = localWorkerVars(stack);
let worker: WorkerProcess | null = null;
let staticCopies: StaticCopies | null = null;
const stopAll = async () => {
  await worker?.stop();
  await staticCopies?.remove();
  await proxy.close();
  await stack.close();
  await rm(persistTo, { recursive: true, force: true });
  await rm(productionOut, { recursive: true, force: true });
};
// A bound on the whole run (servers it started must stop by themselves): the listing replay alone takes
// four to five minutes on the 2-core machine, so 9 minutes cut the last phase (Lighthouse) off.
// The N× shop of `--scale` adds its minutes of seeding and indexing (scale-ttfb.ts) on top.
const watchdogMinutes = scale === null ? 15 : 25;
const watchdog = setTimeout(() => {
  console.error(`bench: over ${watchdogMinutes} minutes, stopped`);
  void stopAll().then(() => process.exit(2));
}, watchdogMinutes * 60_000);

try {
  // The CACHE KV as after an index run (scripts/seed-cache-kv.ts), for the market the pages are timed in:
  // a product page nobody has viewed reads what the indexer wrote, as in production. Written before the
  // worker starts, read from commerce without the delay (the indexer's time is not a shopper's).
  progress('cache warmed as after an index run (SK)');
  const warmed = await seedLocalCache({ persistTo, commerceUrl: stack.commerceUrl, markets: [SK] });
  worker = await startWorker({
    port: PORT,
    persistTo,
    vars: { ...serviceVars, COMMERCE_API_URL: proxy.url, COMMERCE_AUTH_URL: proxy.url },
  });
  for (let i = 0; i < 3; i++) await timeRequest(productUrl, 'gzip'); // warm: token, category tree, shipping in KV
  const measure = async (encoding: 'identity' | 'gzip') => {
    const samples = [];
    for (let i = 0; i < SAMPLES; i++) samples.push(await timeRequest(productUrl, encoding));
    if (samples.some((s) => s.status !== 200)) throw new Error(`product page answered ${samples.map((s) => s.status)}`);
    const [first] = samples;
    if (!first) throw new Error('no product page samples');
    return {
      medianTtfbMs: Math.round(median(samples.map((s) => s.ttfb))),
      medianFirstChunkMs: Math.round(median(samples.map((s) => s.firstChunk))),
      medianFullPageMs: Math.round(median(samples.map((s) => s.full))),
      bytes: first.bytes,
    };
  };
  progress('product page streaming');
  const identity = await measure('identity');
  const gzip = await measure('gzip');
  let scaled: ScaledFirstBytes | null = null;
  if (scale !== null) {
    progress(`${scale}× catalogue shop`);
    const shop = await startBenchShop({ port: PORT + 1, scale, delayMs: DELAY_MS, warmMarkets: [SK] });
    try {
      progress(`${scale}× catalogue first bytes (shop up: ${JSON.stringify(shop.seconds)} s)`);
      scaled = await compareScaledFirstBytes(origin, shop.origin, { category: pagePath('category'), product: productUrl.replace(origin, '') });
    } finally {
      await shop.stop();
    }
  }

  // JavaScript and CSS per page type, from the build's manifest (the same figures npm test budgets).
  const assets = await pageAssetBytes();

  progress('cart bursts');
  // The cart bench measures our own path (debounce, one update, broadcast), so commerce answers at once.
  proxy.setDelay(0);
  const cart = await benchCartBursts({
    origin,
    commerceUrl: stack.commerceUrl,
    projectKey: DEFAULT_PROJECT_KEY,
    actionsPerBurst: 10,
    sockets: 5,
    bursts: 10,
    sku: product.masterVariant.sku,
  });

  progress('checkout orders');
  proxy.setDelay(CHECKOUT_DELAY_MS);
  const checkout = await benchCheckoutOrders({
    origin,
    commerceUrl: stack.commerceUrl,
    projectKey: DEFAULT_PROJECT_KEY,
    sku: CART_SKU,
    samples: CHECKOUT_SAMPLES,
    concurrent: CHECKOUT_CONCURRENT,
  });
  proxy.setDelay(0);

  // Listings measure the search cache, with the commerce backend answering at once as well.
  progress('listing cache');
  const listings = await benchListingCache(origin);

  // Part 2: the production build on the same port, talking to the commerce stand-in directly.
  await worker.stop();
  worker = null;
  progress('production build');
  const build = await buildProductionWorker(productionOut);
  // First bytes are a production figure (React's production server build; the development build renders
  // several times slower), with commerce again 300 ms slower, on a worker of their own.
  proxy.setDelay(DELAY_MS);
  worker = await startWorker({
    port: PORT,
    persistTo,
    script: build.script,
    vars: { ...serviceVars, COMMERCE_API_URL: proxy.url, COMMERCE_AUTH_URL: proxy.url },
  });
  for (let i = 0; i < 3; i++) await timeRequest(productUrl, 'gzip'); // warm, as for the streaming figures
  progress('first bytes (production build)');
  const firstBytes = await benchFirstBytes(origin, {
    home: pagePath('home'),
    category: pagePath('category'),
    search: pagePath('search'),
    product: productUrl.replace(origin, ''),
    newProducts: newProductPaths,
    missingProducts: missingProductPaths(SK, 3),
  });
  await worker.stop();
  proxy.setDelay(0);
  const startProduction = () =>
    startWorker({
      port: PORT,
      persistTo,
      script: build.script,
      vars: serviceVars,
    });
  worker = await startProduction();
  // The static copies are the production worker's own pages. New asset files may make wrangler reload the
  // worker, so it is restarted once they are written; they go when the bench ends (stopAll).
  const throughputPages = AUDITED_PAGES.filter((page) => ['home', 'category', 'product'].includes(page.name));
  staticCopies = await writeStaticCopies(origin, throughputPages, 'dist/client');
  await worker.stop();
  worker = await startProduction();
  progress('SSR throughput');
  const throughput = await benchThroughput(origin, staticCopies.copies);
  progress('load run');
  const load = await loadRun({ origin, productPath: productUrl.replace(origin, ''), sku: CART_SKU });
  progress('Lighthouse');
  const lighthouse = await benchLighthouse(PORT);
  progress('done');

  const measurements = measurementsOf({
    throughput,
    productLoad: { seconds: load.secondsPerTarget, summary: load.results[`GET ${productUrl.replace(origin, '')}`] },
    firstBytes,
    assets,
    lighthouse,
    cart,
    scale: scaled && {
      categoryRatio: scaled.category.ratio,
      categoryRange: scaled.category.range,
      productRatio: scaled.product.ratio,
      productRange: scaled.product.range,
    },
  });
  const targets = evaluateTargets(measurements, { commerceDelayMs: DELAY_MS, commerceRoundTripMs: cart.commerceRoundTripMs });

  const results = {
    date: new Date().toISOString(),
    benchSeconds: Math.round((performance.now() - benchStarted) / 1000),
    page: productUrl.replace(origin, ''),
    commerceDelayMs: DELAY_MS,
    samples: SAMPLES,
    identity,
    gzip,
    firstBytes: { commerceDelayMs: DELAY_MS, warmedCache: { market: SK.locale, ...warmed }, ...firstBytes },
    scaledFirstBytes: scaled && { scale, commerceDelayMs: DELAY_MS, ...scaled },
    productPageJsGzipBytes: assets.product.js,
    assetsGzipBytes: Object.fromEntries(
      Object.entries(assets).map(([type, page]) => [
        type,
        { js: page.js, jsAfterHydration: page.jsAfterHydration, css: page.css, scriptFiles: page.scripts.length },
      ]),
    ),
    cart,
    checkout: { commerceDelayMs: CHECKOUT_DELAY_MS, ...checkout },
    listings,
    production: {
      build: {
        how: "wrangler deploy --dry-run --outdir, served unbundled by wrangler dev's runtime with the inspector off",
        bytes: build.bytes,
        reactServerBuilds: build.reactServerBuilds,
      },
      throughput,
      load,
      lighthouse,
    },
    targets: targets.map(({ id, label, measured, range, note, target, unit, pass }) => ({ id, label, measured, target, unit, pass, range, note })),
  };
  await writeFile('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  const row = (figures: typeof identity) => ({
    'median TTFB (ms)': figures.medianTtfbMs,
    'median first HTML chunk (ms)': figures.medianFirstChunkMs,
    'median full page (ms)': figures.medianFullPageMs,
    'bytes received': figures.bytes,
  });
  console.log(`product page ${results.page}, commerce backend +${DELAY_MS} ms, ${SAMPLES} samples each`);
  console.table({ identity: row(identity), gzip: row(gzip) });
  console.log('JavaScript and CSS loaded at start, gzip bytes per page type');
  console.table(
    Object.fromEntries(
      Object.entries(assets).map(([type, page]) => [
        type,
        { JS: page.js, 'script files': page.scripts.length, 'JS right after hydration': page.jsAfterHydration, CSS: page.css },
      ]),
    ),
  );
  console.log(
    `cart: ${cart.bursts} bursts of ${cart.actionsPerBurst} actions, ${cart.sockets} sockets: commercetools updates per burst ${cart.commerceUpdatesPerBurst.join(' ')}; action → other tabs' pending echo median ${cart.actionToEchoMs.median} ms, p95 ${cart.actionToEchoMs.p95} ms (${cart.actionToEchoMs.missed} missed); → confirmed cart median ${cart.actionToConfirmedMs.median} ms, p95 ${cart.actionToConfirmedMs.p95} ms; commerce round trip ${cart.commerceRoundTripMs} ms`,
  );
  const c = checkout;
  console.log(
    `checkout, commerce +${CHECKOUT_DELAY_MS} ms: place order → thank-you median ${c.placeToThankYouMs.median} ms, p95 ${c.placeToThankYouMs.p95} ms (${c.placeToThankYouMs.samples} orders, bank transfer)`,
  );
  console.log(
    `concurrent checkouts: ${c.concurrent.carts} carts, ${c.concurrent.requests} order requests (each sent twice) → ${c.concurrent.orders} orders, ${c.concurrent.duplicates} duplicates, ${c.concurrent.lost} lost; answers by status ${JSON.stringify(c.concurrent.statuses)}`,
  );
  const l = listings;
  console.log(
    `listing TTFB (${l.ttfbMs.samples} samples): search cache miss median ${l.ttfbMs.cacheMiss.median} ms (p95 ${l.ttfbMs.cacheMiss.p95}), hit median ${l.ttfbMs.cacheHit.median} ms (p95 ${l.ttfbMs.cacheHit.p95})`,
  );
  console.log(
    `listing replay: ${l.replay.urls} URLs (${l.replay.distinctUrls} distinct) in ${l.replay.seconds} s: ${l.replay.htmlCacheHitRatio} answered by the HTML cache; of the pages rendered, KV hit ratio ${l.replay.pageHitRatio}, ${l.replay.queryHitRatio} of ${l.replay.searchQueries} search queries; ${l.replay.errors} errors`,
  );

  console.log(`\nproduction build (${build.reactServerBuilds.join(', ')}; ${build.bytes} bytes), commerce without delay`);
  console.log(
    `SSR throughput, warm KV, ${throughput.secondsPerCell} s per cell, ${throughput.rounds} rounds at ${throughput.repeatedAt.join(' and ')} connections: requests/s of the page and of a static asset of the same bytes, median (min–max)`,
  );
  const withRange = (median: number, range: { min: number; max: number }) => `${median} (${range.min}–${range.max})`;
  console.table(
    throughput.rows.map((row) => ({
      page: row.page,
      'HTML bytes': row.htmlBytes,
      connections: row.connections,
      rounds: row.rounds,
      'SSR req/s': withRange(row.ssrPerSecond, row.ranges.ssrPerSecond),
      'static req/s': withRange(row.staticPerSecond, row.ranges.staticPerSecond),
      'SSR ÷ static': withRange(row.ratio, row.ranges.ratio),
      'SSR p99 ms (median)': row.ssrLatencyMs.p99,
      ...(row.errors.length > 0 ? { errors: JSON.stringify(row.errors) } : {}),
    })),
  );
  console.log(`load run: ${load.connections} connections, ${load.secondsPerTarget} s per target, ${load.carts} carts`);
  console.table(Object.fromEntries(Object.entries(load.results).map(([target, summary]) => [target, loadRow(summary)])));
  console.log(`Lighthouse, ${lighthouse.preset}; a first visit's row is the median of ${LIGHTHOUSE_RUNS} runs (min–max of their scores)`);
  console.table(
    lighthouse.rows.map((row) => ({
      page: row.page,
      performance: row.runs > 1 ? `${row.scores.performance} (${row.performanceRange.min}–${row.performanceRange.max})` : row.scores.performance,
      accessibility: row.scores.accessibility,
      'best practices': row.scores['best-practices'],
      SEO: 'seoWithoutIsCrawlable' in row ? `${row.scores.seo} (noindex; ${row.seoWithoutIsCrawlable} without is-crawlable)` : row.scores.seo,
      'LCP ms': row.lcpMs,
      'LCP element': row.lcpElement?.split(' > ').slice(-2).join(' > ') ?? '',
      'TBT ms': row.tbtMs,
      CLS: row.cls,
    })),
  );
  const f = firstBytes;
  const w = results.firstBytes.warmedCache;
  console.log(
    `first bytes with commerce +${DELAY_MS} ms (identity): median (min–max) of ${f.samples} after warming, or of one view each; CACHE KV as after an index run: ${w.entries} entries of ${w.market} in ${Math.round(w.ms / 1000)} s`,
  );
  console.table({
    home: { path: f.home.path, 'TTFB ms': withRange(f.home.median, f.home) },
    category: { path: f.category.path, 'TTFB ms': withRange(f.category.median, f.category) },
    search: { path: f.search.path, 'TTFB ms': withRange(f.search.median, f.search) },
    'product, viewed before': { path: f.product.path, 'TTFB ms': withRange(f.product.median, f.product) },
    'product, never viewed': { path: f.newProduct.paths.join(' '), 'TTFB ms': withRange(f.newProduct.median, f.newProduct) },
    'product that does not exist': {
      path: `${f.missingProduct.paths.join(' ')} → ${f.missingProduct.statuses.join(' ')}`,
      'TTFB ms': withRange(f.missingProduct.median, f.missingProduct),
    },
  });
  if (scaled && scale !== null) printScaledFirstBytes(scale, DELAY_MS, scaled);
  console.log(`\nissue 18 targets (bench/targets.ts; also results.json's targets)\n`);
  console.log(formatTargetReport(targets));
  console.log(`\nthe bench took ${results.benchSeconds} s (its watchdog stops it at ${watchdogMinutes * 60} s)`);
} finally {
  clearTimeout(watchdog);
  await stopAll();
}
