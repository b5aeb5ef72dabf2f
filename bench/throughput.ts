// SSR throughput: requests per second of home, a category and a product page rendered by the worker,
// next to a static asset of the same bytes served by the same worker (its assets binding), at several
// concurrencies. The ratio SSR ÷ static says what rendering costs against merely serving that much HTML
// from the same workerd on the same machine, which makes the figure comparable between machines.
// The pages are requested a few times first, so the KV cache (SDK token, category tree, search results)
// is warm. Each cell runs a bounded number of seconds; loopback only.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runLoad } from './load-generator.ts';

export interface ThroughputPage { name: string; path: string }
export interface ThroughputOptions {
  origin: string;
  pages: readonly ThroughputPage[];
  /** The worker's assets directory, where the same-size static files are written for the run. */
  assetsDir: string;
  concurrencies?: readonly number[];
  secondsPerCell?: number;
}

const WARM_REQUESTS = 5;
/** Under the assets directory, away from hashed assets, and removed after the run. */
const STATIC_DIR = 'bench-static';

async function getHtml(url: string): Promise<string> {
  const response = await fetch(url, { headers: { 'user-agent': 'storefront-bench' } });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return html;
}

/** Polls until the worker serves the file just written (wrangler dev picks up new assets on its own). */
async function waitForAsset(url: string, bytes: number, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const response = await fetch(url);
    const body = await response.arrayBuffer();
    if (response.status === 200 && body.byteLength === bytes) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the worker did not serve ${url} (${bytes} bytes) in time`);
}

export async function benchThroughput({ origin, pages, assetsDir, concurrencies = [1, 16, 64], secondsPerCell = 5 }: ThroughputOptions) {
  const staticDir = join(assetsDir, STATIC_DIR);
  await mkdir(staticDir, { recursive: true });
  try {
    const targets = [];
    for (const page of pages) {
      for (let i = 0; i < WARM_REQUESTS; i++) await getHtml(origin + page.path);
      // The page's own HTML as the static file: the same bytes, so only rendering differs. `.html` files
      // are served without their extension by the assets binding.
      const html = Buffer.from(await getHtml(origin + page.path));
      await writeFile(join(staticDir, `${page.name}.html`), html);
      const staticPath = `/${STATIC_DIR}/${page.name}`;
      await waitForAsset(origin + staticPath, html.byteLength, Date.now() + 15_000);
      targets.push({ ...page, staticPath, bytes: html.byteLength });
    }

    const rows = [];
    for (const connections of concurrencies) {
      for (const target of targets) {
        const asset = await runLoad({ url: origin + target.staticPath, connections, seconds: secondsPerCell });
        const ssr = await runLoad({ url: origin + target.path, connections, seconds: secondsPerCell });
        // Requests the load generator gave up on at the end of the cell are still being answered by the
        // worker and the stand-ins; one more request of the page, alone, waits behind them, so the next
        // cell does not start on a busy machine.
        await getHtml(origin + target.path);
        const failed = [ssr, asset].filter((run) => run.socketErrors > 0 || Object.keys(run.httpErrors).length > 0);
        rows.push({
          page: target.name, path: target.path, htmlBytes: target.bytes, connections,
          ssrPerSecond: ssr.okPerSecond, staticPerSecond: asset.okPerSecond,
          ratio: Number((ssr.okPerSecond / asset.okPerSecond).toFixed(3)),
          ssrLatencyMs: ssr.latencyMs, staticLatencyMs: asset.latencyMs,
          ...(failed.length > 0 ? { errors: { ssr: { http: ssr.httpErrors, socket: ssr.socketErrors }, static: { http: asset.httpErrors, socket: asset.socketErrors } } } : {}),
        });
      }
    }
    return { secondsPerCell, warmRequests: WARM_REQUESTS, rows };
  } finally {
    await rm(staticDir, { recursive: true, force: true });
  }
}
