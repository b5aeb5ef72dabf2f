// First byte (TTFB) of the catalogue pages with the commerce backend answering late (issue 18: at most a
// tenth of its latency): home, a category, a search and a product viewed before, each warmed first and
// then timed several times; products no earlier request of the run has viewed, each timed once (its first
// view is the figure); product URLs that do not exist, whose status must be 404 already in the head.
// `identity` encoding: the head leaves as the worker writes it.
import { spread } from './spread.ts';
import { timeRequest } from './time-request.ts';

export interface FirstBytePaths {
  home: string;
  category: string;
  search: string;
  product: string;
  /** Products no request of the run has asked for before (fresh-products.ts). */
  newProducts: readonly string[];
  /** Product URLs of no product. */
  missingProducts: readonly string[];
}

const WARM_REQUESTS = 3;

/** Median, lowest and highest of the samples, in whole milliseconds. */
function spreadOf(values: readonly number[]) {
  const { median, min, max } = spread(values);
  return { median: Math.round(median), min: Math.round(min), max: Math.round(max) };
}

async function timedOnce(url: string, status: number): Promise<number> {
  const timed = await timeRequest(url, 'identity');
  if (timed.status !== status) throw new Error(`${url} answered ${timed.status}, expected ${status}`);
  return timed.ttfb;
}

export async function benchFirstBytes(origin: string, paths: FirstBytePaths, { samples = 9 } = {}) {
  const viewed = async (path: string) => {
    for (let i = 0; i < WARM_REQUESTS; i++) await timedOnce(origin + path, 200);
    const ttfbs = [];
    for (let i = 0; i < samples; i++) ttfbs.push(await timedOnce(origin + path, 200));
    return { path, ...spreadOf(ttfbs) };
  };
  const home = await viewed(paths.home);
  const category = await viewed(paths.category);
  const search = await viewed(paths.search);
  const product = await viewed(paths.product);
  const newProducts = [];
  for (const path of paths.newProducts) newProducts.push(await timedOnce(origin + path, 200));
  // Not through timedOnce: the status is a figure of the report, not a precondition.
  const missing = [];
  for (const path of paths.missingProducts) {
    const timed = await timeRequest(origin + path, 'identity');
    missing.push({ path, status: timed.status, ttfb: timed.ttfb });
  }
  return {
    samples,
    home,
    category,
    search,
    product,
    newProduct: { paths: paths.newProducts, ...spreadOf(newProducts) },
    missingProduct: { statuses: missing.map((m) => m.status), paths: paths.missingProducts, ...spreadOf(missing.map((m) => m.ttfb)) },
  };
}
