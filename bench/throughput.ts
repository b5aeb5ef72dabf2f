// SSR throughput: requests per second of home, a category and a product page rendered by the worker,
// next to a static asset of the same bytes served by the same worker (its assets binding), at several
// concurrencies. The ratio SSR ÷ static says what rendering costs against merely serving that much HTML
// from the same workerd on the same machine, which makes the figure comparable between machines.
// Each cell runs a bounded number of seconds; loopback only.
//
// `wrangler dev` reloads the worker whenever a file in the assets directory changes, dropping requests in
// flight (and answering 503 while it reloads). So the static copies are written first, the worker is
// restarted, and they are removed only once the worker has stopped: no reload during any measurement.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runLoad } from './load-generator.ts';

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

/** Requests each page a few times first, so the KV cache (SDK token, category tree, search results) is warm. */
export async function benchThroughput(origin: string, copies: readonly StaticCopy[], { concurrencies = [1, 16, 64], secondsPerCell = 5 } = {}) {
  for (const copy of copies) {
    for (let i = 0; i < WARM_REQUESTS; i++) await getHtml(origin + copy.path);
    const served = Buffer.from(await getHtml(origin + copy.staticPath)).byteLength;
    const rendered = Buffer.from(await getHtml(origin + copy.path)).byteLength;
    if (served !== copy.bytes || rendered !== copy.bytes) {
      throw new Error(`${copy.name}: static copy ${copy.bytes} bytes, served ${served}, page now ${rendered}`);
    }
  }
  const rows = [];
  for (const connections of concurrencies) {
    for (const copy of copies) {
      const asset = await runLoad({ url: origin + copy.staticPath, connections, seconds: secondsPerCell });
      const ssr = await runLoad({ url: origin + copy.path, connections, seconds: secondsPerCell });
      // Requests the load generator gave up on at the end of the cell are still being answered by the
      // worker and the stand-ins; one more request of the page, alone, waits behind them, so the next
      // cell does not start on a busy machine.
      await getHtml(origin + copy.path);
      const failed = [ssr, asset].some((run) => run.socketErrors > 0 || Object.keys(run.httpErrors).length > 0);
      rows.push({
        page: copy.name,
        path: copy.path,
        htmlBytes: copy.bytes,
        connections,
        ssrPerSecond: ssr.okPerSecond,
        staticPerSecond: asset.okPerSecond,
        ratio: Number((ssr.okPerSecond / asset.okPerSecond).toFixed(3)),
        ssrLatencyMs: ssr.latencyMs,
        staticLatencyMs: asset.latencyMs,
        ...(failed
          ? { errors: { ssr: { http: ssr.httpErrors, socket: ssr.socketErrors }, static: { http: asset.httpErrors, socket: asset.socketErrors } } }
          : {}),
      });
    }
  }
  return { secondsPerCell, warmRequests: WARM_REQUESTS, rows };
}
