// `node scripts/measure-first-byte.ts`: time to the response head (TTFB) of SK product pages nobody has
// viewed, set up as `npm run bench` times them (bench/run.ts): fresh local state, the SK market's CACHE
// entries written as an index run would, commerce answering after +300 ms through the delay proxy, three
// views of one product first; then each never-viewed product once (bench/fresh-products.ts), two product
// numbers nobody sells (404), and, for comparison, a viewed product and home rendered again (a query the
// HTML cache has not seen: every data read cached, so what remains is the render). A quick check of issue
// 18's first-byte target while working on it; `npm run bench` is the full measurement.
// Options: --port N (worker, default 8751), --delay MS (default 300), --count N (never-viewed products,
// default 8), --production (the bundle `wrangler deploy` would upload, with React's production server
// build, instead of `wrangler dev`'s development build), --no-warm (no index run: commerce answers).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CART_SKU } from '../bench/audited-pages.ts';
import { freshProductPaths, missingProductPaths, type SeedProduct } from '../bench/fresh-products.ts';
import { buildProductionWorker } from '../bench/production-build.ts';
import { spread } from '../bench/spread.ts';
import { timeRequest } from '../bench/time-request.ts';
import { startWorker, type WorkerProcess } from '../bench/worker-process.ts';
import { marketFor } from '../src/domain/markets/resolve-market.ts';
import { startDelayProxy } from './local-stack/delay-proxy.ts';
import { spawnLocalStack } from './local-stack/spawn-stack.ts';
import { localWorkerVars } from './local-stack/worker-vars.ts';
import { seedLocalCache } from './seed-cache-kv.ts';
import { seedLocalContent } from './seed-content-kv.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8751' },
    delay: { type: 'string', default: '300' },
    count: { type: 'string', default: '8' },
    production: { type: 'boolean', default: false },
    'no-warm': { type: 'boolean', default: false },
  },
});
const origin = `http://127.0.0.1:${values.port}`;
const SK = marketFor('SK');
const RERENDERS = 5;

const products: SeedProduct[] = JSON.parse(await readFile('kv-seed/commerce/products.json', 'utf8'));
const viewed = products.find((product) => product.masterVariant.sku.startsWith('EX10'));
if (!viewed) throw new Error('no A-ware product in kv-seed');
const viewedPath = `/p/${viewed.slug['sk']}`;
const neverViewed = freshProductPaths(products, SK, new Set([viewed.masterVariant.sku, CART_SKU]), Number(values.count));

const line = (name: string, times: readonly number[]) => {
  const { median, min, max } = spread(times);
  process.stdout.write(
    `${name.padEnd(32)} median ${median.toFixed(0).padStart(4)} ms  (${min.toFixed(0)}–${max.toFixed(0)}), ${times.length} samples\n`,
  );
};

const persistTo = await mkdtemp(join(tmpdir(), 'first-byte-'));
const [stack] = await Promise.all([spawnLocalStack(), seedLocalContent({ persistTo })]);
const proxy = await startDelayProxy(stack.commerceUrl, Number(values.delay));
let worker: WorkerProcess | null = null;
try {
  if (!values['no-warm']) {
    const warmed = await seedLocalCache({ persistTo, commerceUrl: stack.commerceUrl, markets: [SK] });
    process.stderr.write(`cache: ${warmed.entries} entries of ${SK.locale} written in ${warmed.ms} ms\n`);
  }
  const script = values.production ? (await buildProductionWorker(join(persistTo, 'build'))).script : undefined;
  worker = await startWorker({
    port: Number(values.port),
    persistTo,
    ...(script ? { script } : {}),
    vars: { ...localWorkerVars(stack), COMMERCE_API_URL: proxy.url, COMMERCE_AUTH_URL: proxy.url },
  });
  // The frame's data (token, category tree, shipping options, store settings) as after a few shoppers.
  for (let i = 0; i < 3; i++) await timeRequest(origin + viewedPath, 'gzip');
  const timedOnce = async (path: string, status: number) => {
    const timed = await timeRequest(origin + path, 'identity');
    if (timed.status !== status) throw new Error(`${path} answered ${timed.status}, expected ${status}`);
    return timed.ttfb;
  };
  const fresh = [];
  for (const path of neverViewed) fresh.push(await timedOnce(path, 200));
  const missing = [];
  for (const path of missingProductPaths(SK, 2)) missing.push(await timedOnce(path, 404));
  const rerendered: { product: number[]; home: number[] } = { product: [], home: [] };
  for (let i = 0; i < RERENDERS; i++) {
    rerendered.product.push(await timedOnce(`${viewedPath}?rendered=${i}`, 200));
    rerendered.home.push(await timedOnce(`/?rendered=${i}`, 200));
  }
  process.stdout.write(`${values.production ? 'production build' : 'wrangler dev (React development build)'}, commerce +${values.delay} ms\n`);
  line('product, never viewed', fresh);
  line('product that does not exist (404)', missing);
  line('product viewed, rendered again', rerendered.product);
  line('home, rendered again', rerendered.home);
} finally {
  await worker?.stop();
  await proxy.close();
  await stack.close();
  await rm(persistTo, { recursive: true, force: true });
}
