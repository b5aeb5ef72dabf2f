// The run's figures, as the bench parts return them, read into one measurement per target of targets.ts.
// Where a part was not run or a figure is missing the measurement is null with the reason, so the report
// says "not measured" instead of judging a figure nobody took.
import type { PageAssets } from '../scripts/bundle-size.ts';
import type { benchCartBursts } from './cart-burst.ts';
import type { benchFirstBytes } from './first-byte.ts';
import type { benchLighthouse } from './lighthouse-pages.ts';
import type { loadRun } from './load.ts';
import { LIGHTHOUSE_PAGES, type Measured, type Measurements, type TargetId } from './targets.ts';
import type { benchThroughput } from './throughput.ts';

export interface RunFigures {
  throughput: Pick<Awaited<ReturnType<typeof benchThroughput>>, 'rows'>;
  /** The load run's summary of the product page (its `GET /p/…` target) and how long it ran. */
  productLoad: { seconds: number; summary: Awaited<ReturnType<typeof loadRun>>['results'][string] | undefined };
  firstBytes: Awaited<ReturnType<typeof benchFirstBytes>>;
  assets: Readonly<Record<'product' | 'category' | 'search', Pick<PageAssets, 'js'>>>;
  lighthouse: Pick<Awaited<ReturnType<typeof benchLighthouse>>, 'rows'>;
  cart: Pick<
    Awaited<ReturnType<typeof benchCartBursts>>,
    'bursts' | 'sockets' | 'actionToEchoMs' | 'actionToConfirmedMs' | 'commerceUpdatesPerBurst'
  >;
  /** The 10× catalogue's first bytes ÷ the default's with the rounds' min–max (scale-ttfb.ts); null when not run. */
  scale: { categoryRatio: number; productRatio: number; categoryRange?: Range; productRange?: Range } | null;
}

/** Printed when the run did not start the 10× shop: seeding and indexing it take minutes (scale-ttfb.ts). */
export const SCALE_NOT_MEASURED = 'opt-in, minutes of seeding: `npm run bench -- --scale 10`';

type Range = { min: number; max: number };

const value = (measured: number | null | undefined, extra: Omit<Measured, 'value'> = {}): Measured =>
  measured === null || measured === undefined || Number.isNaN(measured)
    ? { value: null, note: extra.note ?? 'missing from the run' }
    : { value: measured, ...extra };

const rangeOf = ({ min, max }: { min: number; max: number }) => ({ min, max });

export function measurementsOf(figures: RunFigures): Measurements {
  const throughput = (page: string, connections: number): Measured => {
    const row = figures.throughput.rows.find((r) => r.page === page && r.connections === connections);
    if (!row) return value(null);
    if (Number.isNaN(row.ratio)) return value(null, { note: 'the static asset answered nothing' });
    return value(row.ratio, { range: row.ranges.ratio, ...(row.errors.length > 0 ? { note: `${row.errors.length} of its rounds had errors` } : {}) });
  };
  const load = figures.productLoad.summary;
  const httpErrors = load ? Object.values(load.httpErrors).reduce((sum, count) => sum + count, 0) : null;
  // A run nobody answered has no latencies (autocannon reports 0): its p99 is at least the run's length.
  const p99 =
    load?.requests === 0
      ? value(figures.productLoad.seconds * 1000, { note: 'no request answered during the run; at least its length' })
      : value(load?.latencyMs.p99, load ? { note: `${load.requests} requests` } : {});
  const lighthouse = (page: string) => figures.lighthouse.rows.find((row) => row.page === page);
  // The median run's score, with the range of all runs (lighthouse-pages.ts) so one run's luck shows.
  const lighthousePerformance = (row: ReturnType<typeof lighthouse>) =>
    row && row.runs > 1
      ? value(row.scores.performance, { range: rangeOf(row.performanceRange), note: `median of ${row.runs} runs` })
      : value(row?.scores.performance);
  const first = figures.firstBytes;
  const lighthouseMeasurements = Object.fromEntries(
    LIGHTHOUSE_PAGES.flatMap((page) => [
      [`lighthouse-${page}-performance`, lighthousePerformance(lighthouse(page))],
      [`lighthouse-${page}-cls`, value(lighthouse(page)?.cls)],
    ]),
  ) as Record<`lighthouse-${(typeof LIGHTHOUSE_PAGES)[number]}-${'performance' | 'cls'}`, Measured>;
  const updates = figures.cart.commerceUpdatesPerBurst;
  const notOne = updates.filter((count) => count !== 1).length;
  const scaleNote = { note: SCALE_NOT_MEASURED };
  const { actionToEchoMs: echo, actionToConfirmedMs: confirmed } = figures.cart;
  // The target is every other tab within 100 ms: a tab that got no echo saw the burst only with the
  // confirmed cart, so then that is the figure (and there are no echo times to take a p95 of).
  const tabs = figures.cart.bursts * figures.cart.sockets;
  const echoMeasured =
    echo.missed > 0
      ? value(confirmed.p95, { note: `${echo.missed} of ${tabs} tabs got no echo and waited for the confirmed cart (p95)` })
      : value(echo.p95, { note: `median ${echo.median} ms` });

  const measurements: Record<TargetId, Measured> = {
    'throughput-home-16': throughput('home', 16),
    'throughput-home-64': throughput('home', 64),
    'throughput-category-16': throughput('category', 16),
    'throughput-category-64': throughput('category', 64),
    'throughput-product-16': throughput('product', 16),
    'throughput-product-64': throughput('product', 64),
    'load-product-socket-errors': value(load?.socketErrors),
    'load-product-http-errors': value(httpErrors, load && httpErrors ? { note: JSON.stringify(load.httpErrors) } : {}),
    'load-product-p99': p99,
    'ttfb-home': value(first.home.median, { range: rangeOf(first.home) }),
    'ttfb-category': value(first.category.median, { range: rangeOf(first.category) }),
    'ttfb-search': value(first.search.median, { range: rangeOf(first.search) }),
    'ttfb-product-viewed': value(first.product.median, { range: rangeOf(first.product) }),
    'ttfb-product-new': value(first.newProduct.median, {
      range: rangeOf(first.newProduct),
      note: `${first.newProduct.paths.length} products, one view each`,
    }),
    // The report's figure is the status; every missing URL must have answered it, else the first other one.
    'not-found-product-status': value(first.missingProduct.statuses.find((status) => status !== 404) ?? 404, {
      note: `first byte ${first.missingProduct.median} ms (${first.missingProduct.min}–${first.missingProduct.max} ms)`,
    }),
    'js-product': value(figures.assets.product.js),
    'js-category': value(figures.assets.category.js),
    'js-search': value(figures.assets.search.js),
    ...lighthouseMeasurements,
    'cart-echo-p95': echoMeasured,
    'cart-confirmed-p95': value(confirmed.p95, { note: `median ${confirmed.median} ms` }),
    'cart-bursts-not-one-update': value(notOne, { note: `updates per burst: ${updates.join(' ')}` }),
    'scale-category-ttfb': figures.scale
      ? value(figures.scale.categoryRatio, figures.scale.categoryRange ? { range: figures.scale.categoryRange } : {})
      : { value: null, ...scaleNote },
    'scale-product-ttfb': figures.scale
      ? value(figures.scale.productRatio, figures.scale.productRange ? { range: figures.scale.productRange } : {})
      : { value: null, ...scaleNote },
  };
  return measurements;
}
