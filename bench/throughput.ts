// SSR throughput: requests per second of home, a category and a product page rendered by the worker,
// next to a static asset of the same bytes served by the same worker (its assets binding), at several
// concurrencies. The ratio SSR ÷ static says what rendering costs against merely serving that much HTML
// from the same workerd on the same machine, which makes the figure comparable between machines.
// Each cell runs a bounded number of seconds, repeated over several rounds; loopback only.
//
// `wrangler dev` reloads the worker whenever a file in the assets directory changes, dropping requests in
// flight (and answering 503 while it reloads). So the static copies are written first, the worker is
// restarted, and they are removed only once the worker has stopped: no reload during any measurement.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runLoad, type LoadSummary } from './load-generator.ts';
import { median, spread } from './spread.ts';

export interface ThroughputPage {
  name: string;
  path: string;
}
export interface StaticCopy extends ThroughputPage {
  staticPath: string;
  bytes: number;
}
export interface StaticCopies {
  copies: StaticCopy[];
  remove: () => Promise<void>;
}

const WARM_REQUESTS = 5;
/** Under the assets directory, away from the hashed assets. */
const STATIC_DIR = 'bench-static';

async function getHtml(url: string): Promise<string> {
  const response = await fetch(url, { headers: { 'user-agent': 'storefront-bench' } });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return html;
}

/**
 * Each page's own HTML as a file in the assets directory: the same bytes, so only rendering differs.
 * `.html` files are served without their extension by the assets binding.
 */
export async function writeStaticCopies(origin: string, pages: readonly ThroughputPage[], assetsDir: string): Promise<StaticCopies> {
  const pagesHtml = [];
  // Copied warm: a page's first render in an isolate waits for its lazily imported parts (the product's
  // comparison table) and streams them as an extra boundary, a few hundred bytes more than every later render.
  for (const page of pages) {
    for (let i = 0; i < WARM_REQUESTS; i++) await getHtml(origin + page.path);
    pagesHtml.push({ page, html: Buffer.from(await getHtml(origin + page.path)) });
  }
  // Only now touch the assets directory: from here on the worker reloads and is to be restarted.
  const dir = join(assetsDir, STATIC_DIR);
  await mkdir(dir, { recursive: true });
  const copies: StaticCopy[] = [];
  for (const { page, html } of pagesHtml) {
    await writeFile(join(dir, `${page.name}.html`), html);
    copies.push({ ...page, staticPath: `/${STATIC_DIR}/${page.name}`, bytes: html.byteLength });
  }
  return { copies, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * Requests each page a few times first, so the KV cache (SDK token, category tree, search results) is warm.
 * The cells of the concurrencies issue 18 sets targets at (`repeatedAt`) are measured `rounds` times, round
 * after round rather than back to back, so a slow minute of the machine touches every cell a little instead
 * of one cell wholly; the others once, in the first round, to keep the bench within its watchdog.
 */
export async function benchThroughput(
  origin: string,
  copies: readonly StaticCopy[],
  { concurrencies = [1, 16, 64], repeatedAt = [16, 64], secondsPerCell = 4, rounds = 3 } = {},
) {
  for (const copy of copies) {
    for (let i = 0; i < WARM_REQUESTS; i++) await getHtml(origin + copy.path);
    const served = Buffer.from(await getHtml(origin + copy.staticPath)).byteLength;
    const rendered = Buffer.from(await getHtml(origin + copy.path)).byteLength;
    if (served !== copy.bytes || rendered !== copy.bytes) {
      throw new Error(`${copy.name}: static copy ${copy.bytes} bytes, served ${served}, page now ${rendered}`);
    }
  }
  const cells = concurrencies.flatMap((connections) =>
    copies.map((copy) => ({ connections, copy, runs: [] as { ssr: LoadSummary; asset: LoadSummary }[] })),
  );
  for (let round = 0; round < rounds; round++) {
    for (const cell of cells) {
      if (round > 0 && !repeatedAt.includes(cell.connections)) continue;
      const url = origin + cell.copy.path;
      const asset = await runLoad({ url: origin + cell.copy.staticPath, connections: cell.connections, seconds: secondsPerCell });
      const ssr = await runLoad({ url, connections: cell.connections, seconds: secondsPerCell });
      // Requests the load generator gave up on at the end of the cell are still being answered by the
      // worker and the stand-ins; one more request of the page, alone, waits behind them, so the next
      // cell does not start on a busy machine.
      await getHtml(url);
      cell.runs.push({ ssr, asset });
    }
  }
  const rows = cells.map(({ connections, copy, runs }) => {
    const ssr = spread(runs.map((run) => run.ssr.okPerSecond));
    const asset = spread(runs.map((run) => run.asset.okPerSecond));
    // A round whose static asset answered nothing has no ratio; with no round left the ratio is NaN (not measured).
    const ratios = runs.filter((run) => run.asset.okPerSecond > 0).map((run) => Number((run.ssr.okPerSecond / run.asset.okPerSecond).toFixed(3)));
    const ratio = ratios.length > 0 ? spread(ratios) : { median: Number.NaN, min: Number.NaN, max: Number.NaN };
    const errors = runs.flatMap(({ ssr: s, asset: a }) =>
      [s, a].some((run) => run.socketErrors > 0 || Object.keys(run.httpErrors).length > 0)
        ? [{ ssr: { http: s.httpErrors, socket: s.socketErrors }, static: { http: a.httpErrors, socket: a.socketErrors } }]
        : [],
    );
    return {
      page: copy.name,
      path: copy.path,
      htmlBytes: copy.bytes,
      connections,
      rounds: runs.length,
      /** Medians over the rounds; the ratio's is the median of each round's own ratio. */
      ssrPerSecond: ssr.median,
      staticPerSecond: asset.median,
      ratio: ratio.median,
      ranges: {
        ssrPerSecond: { min: ssr.min, max: ssr.max },
        staticPerSecond: { min: asset.min, max: asset.max },
        ratio: { min: ratio.min, max: ratio.max },
      },
      ssrLatencyMs: { p99: median(runs.map((run) => run.ssr.latencyMs.p99)) },
      /** The rounds whose static or SSR run had HTTP or socket errors. */
      errors,
    };
  });
  return { secondsPerCell, rounds, repeatedAt, warmRequests: WARM_REQUESTS, rows };
}
