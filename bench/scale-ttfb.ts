// The 10× catalogue's first bytes against the default catalogue's (issue 18: category and product TTFB at
// most 1.2 × the default's). A second shop: the generator's catalogue at N times its size in a temporary
// seed directory, its own stack, the same commerce delay proxy and a cache warmed as after an index run
// (scripts/seed-cache-kv.ts), its own worker. Category and product are timed as bench/first-byte.ts times
// them (warmed by three views, then a median of several), one request to each shop in turn, so both see the
// same moments of a busy machine; the ratio is of the medians, its min–max that of the rounds' ratios.
// Seeding and indexing the 10× catalogue take minutes (kv-seed/README.md), more than the bench's 15-minute
// watchdog leaves: `npm run bench -- --scale 10` runs it, otherwise its targets are not measured.
// Alone, against a default and a 10× shop it starts itself: `node bench/scale-ttfb.ts [--scale 10]
// [--samples 9] [--port 8794] [--no-warm]` (the 10× shop on the next port; --no-warm skips the cache warm of
// the timed pages' market, some 34,000 KV entries at 10× at a few hundred a second locally; the timed pages
// are viewed first anyway).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { writeSeedDir } from '../kv-seed/generate/seed-dir.ts';
import { generateSeed } from '../kv-seed/generate/seed-files.ts';
import { startDelayProxy } from '../scripts/local-stack/delay-proxy.ts';
import { spawnLocalStack } from '../scripts/local-stack/spawn-stack.ts';
import { localWorkerVars } from '../scripts/local-stack/worker-vars.ts';
import { seedLocalCache } from '../scripts/seed-cache-kv.ts';
import { seedLocalContent } from '../scripts/seed-content-kv.ts';
import type { Market } from '../src/domain/markets/market.ts';
import { spread } from './spread.ts';
import { timeRequest } from './time-request.ts';
import { startWorker } from './worker-process.ts';

const WARM_REQUESTS = 3;

export interface BenchShop {
  origin: string;
  /** Seconds each step of its start took. */
  seconds: { generate: number; stack: number; warmCache: number; worker: number };
  stop: () => Promise<void>;
}

/**
 * A shop on `port` over its own stack, seeded from the catalogue at `scale` (null: the default catalogue),
 * commerce answering after `delayMs`, the product cache warmed.
 */
export async function startBenchShop({
  port,
  scale,
  delayMs,
  warmCache = true,
  warmMarkets,
}: {
  port: number;
  scale: number | null;
  delayMs: number;
  warmCache?: boolean;
  /**
   * The markets whose cache entries are written, those of the timed pages: every market's entries of the
   * 10× catalogue would be some 300,000 (more than the bench's memory, and hours at local KV's pace).
   */
  warmMarkets: readonly Market[];
}): Promise<BenchShop> {
  const seconds = { generate: 0, stack: 0, warmCache: 0, worker: 0 };
  const since = (started: number) => Math.round((performance.now() - started) / 100) / 10;
  const cleanup: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const step of cleanup.reverse()) await step();
  };
  try {
    let started = performance.now();
    let seedDir: string | undefined;
    if (scale !== null) {
      const dir = await mkdtemp(join(tmpdir(), `storefront-seed-x${scale}-`));
      cleanup.push(() => rm(dir, { recursive: true, force: true }));
      writeSeedDir(dir, generateSeed({ kind: 'full', scale }).files);
      seedDir = dir;
      seconds.generate = since(started);
    }
    const persistTo = await mkdtemp(join(tmpdir(), 'storefront-bench-scale-'));
    cleanup.push(() => rm(persistTo, { recursive: true, force: true }));
    started = performance.now();
    const [stack] = await Promise.all([spawnLocalStack({ seedDir }), seedLocalContent({ persistTo })]);
    cleanup.push(() => stack.close());
    seconds.stack = since(started);
    started = performance.now();
    if (warmCache) await seedLocalCache({ persistTo, commerceUrl: stack.commerceUrl, markets: warmMarkets });
    seconds.warmCache = since(started);
    const proxy = await startDelayProxy(stack.commerceUrl, delayMs);
    cleanup.push(() => proxy.close());
    started = performance.now();
    const worker = await startWorker({
      port,
      persistTo,
      vars: { ...localWorkerVars(stack), COMMERCE_API_URL: proxy.url, COMMERCE_AUTH_URL: proxy.url },
    });
    cleanup.push(() => worker.stop());
    seconds.worker = since(started);
    return { origin: worker.origin, seconds, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

const ttfbOf = async (url: string): Promise<number> => {
  const timed = await timeRequest(url, 'identity');
  if (timed.status !== 200) throw new Error(`${url} answered ${timed.status}`);
  return timed.ttfb;
};

const rounded = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const msSpread = (values: readonly number[]) => {
  const { median, min, max } = spread(values);
  return { median: Math.round(median), min: Math.round(min), max: Math.round(max) };
};

/** One page's first bytes on both shops, and the scaled shop's ÷ the default's. */
async function comparePage(defaultOrigin: string, scaledOrigin: string, path: string, samples: number) {
  for (let i = 0; i < WARM_REQUESTS; i++) {
    await ttfbOf(defaultOrigin + path);
    await ttfbOf(scaledOrigin + path);
  }
  const base: number[] = [];
  const scaled: number[] = [];
  for (let i = 0; i < samples; i++) {
    base.push(await ttfbOf(defaultOrigin + path));
    scaled.push(await ttfbOf(scaledOrigin + path));
  }
  const ratios = scaled.map((ms, i) => ms / (base[i] ?? ms));
  return {
    path,
    defaultMs: msSpread(base),
    scaledMs: msSpread(scaled),
    ratio: rounded(spread(scaled).median / spread(base).median, 3),
    range: { min: rounded(Math.min(...ratios), 3), max: rounded(Math.max(...ratios), 3) },
  };
}

export async function compareScaledFirstBytes(
  defaultOrigin: string,
  scaledOrigin: string,
  paths: { category: string; product: string },
  { samples = 9 } = {},
) {
  return {
    samples,
    category: await comparePage(defaultOrigin, scaledOrigin, paths.category, samples),
    product: await comparePage(defaultOrigin, scaledOrigin, paths.product, samples),
  };
}

export type ScaledFirstBytes = Awaited<ReturnType<typeof compareScaledFirstBytes>>;

/** Prints the comparison as the bench prints its tables. */
export function printScaledFirstBytes(scale: number, delayMs: number, figures: ScaledFirstBytes): void {
  console.log(`${scale}× catalogue, commerce +${delayMs} ms (identity): first byte median (min–max) of ${figures.samples}, default and ${scale}×`);
  const row = (page: ScaledFirstBytes['category']) => ({
    path: page.path,
    'default TTFB ms': `${page.defaultMs.median} (${page.defaultMs.min}–${page.defaultMs.max})`,
    [`${scale}× TTFB ms`]: `${page.scaledMs.median} (${page.scaledMs.min}–${page.scaledMs.max})`,
    ratio: `${page.ratio} (${page.range.min}–${page.range.max})`,
  });
  console.table({ category: row(figures.category), product: row(figures.product) });
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: '10' },
      samples: { type: 'string', default: '9' },
      port: { type: 'string', default: '8794' },
      'no-warm': { type: 'boolean', default: false },
    },
  });
  const { AUDITED_PAGES } = await import('./audited-pages.ts');
  const pathOf = (name: string) => AUDITED_PAGES.find((page) => page.name === name)?.path ?? '';
  const scale = Number(values.scale);
  const delayMs = 300;
  const port = Number(values.port);
  // One after the other: two stacks seeding at once would time each other.
  const warmCache = !values['no-warm'];
  // The audited pages are the default market's (SK).
  const { marketFor } = await import('../src/domain/markets/resolve-market.ts');
  const warmMarkets = [marketFor('SK')];
  const base = await startBenchShop({ port, scale: null, delayMs, warmCache, warmMarkets });
  let scaled: BenchShop | null = null;
  try {
    console.log(`default shop up: ${JSON.stringify(base.seconds)} s`);
    scaled = await startBenchShop({ port: port + 1, scale, delayMs, warmCache, warmMarkets });
    console.log(`${scale}× shop up: ${JSON.stringify(scaled.seconds)} s`);
    const figures = await compareScaledFirstBytes(
      base.origin,
      scaled.origin,
      { category: pathOf('category'), product: pathOf('product') },
      {
        samples: Number(values.samples),
      },
    );
    printScaledFirstBytes(scale, delayMs, figures);
  } finally {
    await scaled?.stop();
    await base.stop();
  }
}
