// `node scripts/measure-first-byte.ts`: time to the response head (TTFB) of the catalogue pages with
// commerce answering after +300 ms (the delay proxy), 10 samples each: a product never viewed before
// (ten different ones), one viewed before, a category and home, in SK. A quick check of issue 18's first-byte
// target while working on it; `npm run bench` is the full measurement.
// Options: --port N (worker, default 8751), --delay MS (default 300), --samples N (default 10).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startWorker } from '../bench/worker-process.ts';
import { startDelayProxy } from './local-stack/delay-proxy.ts';
import { spawnLocalStack } from './local-stack/spawn-stack.ts';
import { localWorkerVars } from './local-stack/worker-vars.ts';
import { seedLocalCache } from './seed-cache-kv.ts';
import { seedLocalContent } from './seed-content-kv.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8751' },
    delay: { type: 'string', default: '300' },
    samples: { type: 'string', default: '10' },
    'no-warm': { type: 'boolean', default: false },
  },
});
const samples = Number(values.samples);
const origin = `http://127.0.0.1:${values.port}`;

async function ttfb(path: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'identity', 'user-agent': 'first-byte-check' } });
  const ms = performance.now() - started;
  await response.arrayBuffer();
  return { ms, status: response.status };
}

const products: { masterVariant: { sku: string }; slug: Record<string, string | undefined> }[] = JSON.parse(
  await readFile('kv-seed/commerce/products.json', 'utf8'),
);
const slugs = products.flatMap((product) => product.slug['sk'] ?? []);

const persistTo = await mkdtemp(join(tmpdir(), 'first-byte-'));
const [stack] = await Promise.all([spawnLocalStack(), seedLocalContent({ persistTo })]);
if (!values['no-warm']) {
  const warmed = await seedLocalCache({ persistTo, commerceUrl: stack.commerceUrl });
  process.stderr.write(`cache: ${warmed.entries} entries warmed in ${warmed.ms} ms\n`);
}
const proxy = await startDelayProxy(stack.commerceUrl, Number(values.delay));
const worker = await startWorker({
  port: Number(values.port),
  persistTo,
  vars: { ...localWorkerVars(stack), COMMERCE_API_URL: proxy.url, COMMERCE_AUTH_URL: proxy.url },
});
try {
  // The frame's data (token, category tree, shipping options, store settings) as after a few shoppers.
  for (const path of ['/', '/c/gastronomia', `/p/${slugs[0]}`]) await ttfb(path);
  const rows: Record<string, number[]> = { 'product, never viewed': [], 'product, viewed': [], category: [], home: [] };
  for (let i = 0; i < samples; i++) {
    const fresh = await ttfb(`/p/${slugs[1 + i]}`);
    if (fresh.status !== 200) throw new Error(`/p/${slugs[1 + i]} answered ${fresh.status}`);
    rows['product, never viewed']?.push(fresh.ms);
    rows['product, viewed']?.push((await ttfb(`/p/${slugs[0]}`)).ms);
    rows['category']?.push((await ttfb('/c/gastronomia')).ms);
    rows['home']?.push((await ttfb('/')).ms);
  }
  const unknown = await ttfb('/p/no-such-product-99999999');
  for (const [name, times] of Object.entries(rows)) {
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    process.stdout.write(
      `${name.padEnd(24)} median ${median.toFixed(0).padStart(4)} ms  min ${sorted[0]?.toFixed(0)}  max ${sorted.at(-1)?.toFixed(0)}\n`,
    );
  }
  process.stdout.write(`unknown product: ${unknown.status} after ${unknown.ms.toFixed(0)} ms\n`);
} finally {
  await worker.stop();
  await proxy.close();
  await stack.close();
  await rm(persistTo, { recursive: true, force: true });
}
