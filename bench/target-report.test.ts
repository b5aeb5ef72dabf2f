// The issue 18 report with fixed figures: what a reader of `npm run bench` sees for a figure just inside,
// just outside and without a measurement, and how the run's raw figures become the targets' measurements.
import { describe, expect, it } from 'vitest';
import { formatTargetReport } from './target-report.ts';
import { measurementsOf, SCALE_NOT_MEASURED, type RunFigures } from './target-measurements.ts';
import { evaluateTargets, TARGETS, type TargetRow } from './targets.ts';

const spread = (median: number, min: number, max: number) => ({ median, min, max });
const loadSummary = (p99: number, socketErrors: number, httpErrors: Record<string, number>, requests = 2000) => ({
  requests,
  okPerSecond: 95,
  httpErrors,
  socketErrors,
  timeouts: 0,
  latencyMs: { p50: 300, p90: 600, p99, max: p99 + 50 },
});
const throughputRow = (page: string, connections: number, ratio: number, min: number, max: number) => ({
  page,
  connections,
  ratio,
  ranges: { ratio: { min, max } },
  errors: [],
});
const lighthouseRow = (page: string, performance: number, cls: number, [min, max] = [performance, performance], runs = 3) => ({
  page,
  scores: { performance },
  cls,
  runs,
  performanceRange: { min, max },
});

const figures = {
  throughput: {
    rows: [
      throughputRow('home', 16, 0.5, 0.47, 0.55),
      throughputRow('home', 64, 0.31, 0.29, 0.33),
      throughputRow('category', 16, 0.49, 0.45, 0.51),
      throughputRow('category', 64, 0.2, 0.18, 0.21),
      throughputRow('product', 16, 0.6, 0.58, 0.61),
      throughputRow('product', 64, 0.4, 0.38, 0.41),
    ],
  },
  productLoad: { seconds: 20, summary: loadSummary(1000, 0, { '503': 2 }) },
  firstBytes: {
    samples: 9,
    home: { path: '/', ...spread(12, 10, 15) },
    category: { path: '/c/gastronomia', ...spread(30, 28, 35) },
    search: { path: '/search?query=stroj', ...spread(31, 29, 40) },
    product: { path: '/p/x-10010001', ...spread(20, 18, 25) },
    newProduct: { paths: ['/p/a-10070010', '/p/b-10070009'], ...spread(340, 330, 360) },
    missingProduct: { paths: ['/p/bench-no-such-product-99990000'], statuses: [404], ...spread(8, 7, 9) },
  },
  assets: { product: { js: 80_000 }, category: { js: 120_001 }, search: { js: 119_000 } },
  lighthouse: {
    rows: [
      lighthouseRow('home', 100, 0),
      lighthouseRow('category', 97, 0.01, [95, 99]),
      lighthouseRow('product', 98, 0.02),
      lighthouseRow('search', 99, 0.021),
      lighthouseRow('cart', 100, 0.078),
      // A returning visit is not the target's first visit.
      lighthouseRow('home (returning, consent answered)', 50, 0.5, [50, 50], 1),
    ],
  },
  cart: {
    bursts: 4,
    sockets: 5,
    actionToEchoMs: { median: 40, p95: 100, missed: 0 },
    actionToConfirmedMs: { median: 420, p95: 430 },
    commerceUpdatesPerBurst: [1, 1, 2, 1],
  },
  scale: null,
} as unknown as RunFigures;

const rows = evaluateTargets(measurementsOf(figures), { commerceDelayMs: 300, commerceRoundTripMs: 25 });
const row = (id: TargetRow['id']): TargetRow => {
  const found = rows.find((r) => r.id === id);
  if (!found) throw new Error(`no row ${id}`);
  return found;
};

describe('issue 18 targets', () => {
  it('has one row per target, in the table’s order, each id once', () => {
    expect(rows.map((r) => r.id)).toEqual(TARGETS.map((t) => t.id));
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  });

  it('judges the throughput ratios by their median, with the repeats’ spread kept', () => {
    expect(row('throughput-home-16')).toMatchObject({ measured: 0.5, target: 0.5, pass: true, range: { min: 0.47, max: 0.55 } });
    expect(row('throughput-category-16').pass).toBe(false);
    expect(row('throughput-home-64').pass).toBe(true);
    expect(row('throughput-category-64').pass).toBe(false);
  });

  it('gives no ratio where the static asset answered nothing, rather than an infinite one', () => {
    const rowsWithout = figures.throughput.rows.map((r) => (r.page === 'product' && r.connections === 64 ? { ...r, ratio: Number.NaN } : r));
    const [ratio] = evaluateTargets(measurementsOf({ ...figures, throughput: { rows: rowsWithout } }), {
      commerceDelayMs: 300,
      commerceRoundTripMs: 25,
    }).filter((r) => r.id === 'throughput-product-64');
    expect(ratio).toMatchObject({ measured: null, pass: null, note: 'the static asset answered nothing' });
  });

  it('wants no error of either kind and a p99 under, not at, one second', () => {
    expect(row('load-product-socket-errors')).toMatchObject({ measured: 0, pass: true });
    expect(row('load-product-http-errors')).toMatchObject({ measured: 2, pass: false, note: '{"503":2}' });
    expect(row('load-product-p99')).toMatchObject({ measured: 1000, target: 1000, pass: false });
  });

  it('misses the p99 of a run nobody answered instead of reading its empty latencies as 0 ms', () => {
    const silent = { ...figures, productLoad: { seconds: 20, summary: loadSummary(0, 0, {}, 0) } };
    const [p99] = evaluateTargets(measurementsOf(silent), { commerceDelayMs: 300, commerceRoundTripMs: 25 }).filter(
      (r) => r.id === 'load-product-p99',
    );
    expect(p99).toMatchObject({ measured: 20_000, pass: false });
  });

  it('holds first bytes to a tenth of the commerce delay, the never-viewed product included', () => {
    expect(row('ttfb-category')).toMatchObject({ measured: 30, target: 30, pass: true });
    expect(row('ttfb-search').pass).toBe(false);
    expect(row('ttfb-product-new')).toMatchObject({ measured: 340, pass: false, range: { min: 330, max: 360 } });
    expect(row('not-found-product-status')).toMatchObject({ measured: 404, pass: true, note: 'first byte 8 ms (7–9 ms)' });
  });

  it('reports the first status other than 404 when a missing product answered one', () => {
    const answered200 = {
      ...figures,
      firstBytes: { ...figures.firstBytes, missingProduct: { ...figures.firstBytes.missingProduct, statuses: [404, 200] } },
    };
    const [status] = evaluateTargets(measurementsOf(answered200), { commerceDelayMs: 300, commerceRoundTripMs: 25 }).filter(
      (r) => r.id === 'not-found-product-status',
    );
    expect(status).toMatchObject({ measured: 200, pass: false });
  });

  it('checks JavaScript against 80 kB for the product page and 120 kB for listings', () => {
    expect(row('js-product').pass).toBe(true);
    expect(row('js-category').pass).toBe(false);
    expect(row('js-search').pass).toBe(true);
  });

  it('reads Lighthouse from the first visits', () => {
    expect(row('lighthouse-home-performance')).toMatchObject({ measured: 100, pass: true });
    expect(row('lighthouse-category-performance').pass).toBe(false);
    // The median run is judged; the runs' range is shown beside it, not judged.
    expect(row('lighthouse-category-performance')).toMatchObject({ measured: 97, range: { min: 95, max: 99 }, note: 'median of 3 runs' });
    expect(row('lighthouse-product-cls')).toMatchObject({ measured: 0.02, pass: true });
    expect(row('lighthouse-search-cls').pass).toBe(false);
  });

  it('derives the confirmed cart’s limit from the debounce and the measured round trip', () => {
    expect(row('cart-confirmed-p95')).toMatchObject({ measured: 430, target: 300 + 25 + 100, pass: false });
    expect(row('cart-echo-p95')).toMatchObject({ measured: 100, pass: true });
    expect(row('cart-bursts-not-one-update')).toMatchObject({ measured: 1, pass: false, note: 'updates per burst: 1 1 2 1' });
  });

  it('misses the echo when a tab saw the burst only with the confirmed cart, not reading the missing echo times as 0 ms', () => {
    const noEcho = { ...figures, cart: { ...figures.cart, actionToEchoMs: { median: 0, p95: 0, missed: 20 } } };
    const [echo] = evaluateTargets(measurementsOf(noEcho), { commerceDelayMs: 300, commerceRoundTripMs: 25 }).filter((r) => r.id === 'cart-echo-p95');
    expect(echo).toMatchObject({ measured: 430, pass: false, note: '20 of 20 tabs got no echo and waited for the confirmed cart (p95)' });
  });

  it('gives no verdict where the limit cannot be derived or nothing was measured', () => {
    const withoutRoundTrip = evaluateTargets(measurementsOf(figures), { commerceDelayMs: 300, commerceRoundTripMs: null });
    expect(withoutRoundTrip.find((r) => r.id === 'cart-confirmed-p95')).toMatchObject({ target: null, pass: null });
    expect(row('scale-product-ttfb')).toMatchObject({ measured: null, pass: null, note: SCALE_NOT_MEASURED });
    const noLoad = evaluateTargets(measurementsOf({ ...figures, productLoad: { seconds: 20, summary: undefined } }), {
      commerceDelayMs: 300,
      commerceRoundTripMs: 25,
    });
    expect(noLoad.find((r) => r.id === 'load-product-p99')).toMatchObject({ measured: null, pass: null });
  });
});

describe('the printed report', () => {
  const report = formatTargetReport(rows);
  const line = (label: string) => report.split('\n').find((l) => l.startsWith(`| ${label} |`));

  it('shows the median with the min–max of the repeats, the limit and the verdict', () => {
    expect(line('home: SSR ÷ static req/s, 16 connections')).toBe(
      '| home: SSR ÷ static req/s, 16 connections | 0.500 (0.470–0.550) | ≥ 0.500 | PASS |',
    );
    expect(line('product never viewed: first byte, commerce +delay')).toBe(
      '| product never viewed: first byte, commerce +delay | 340 ms (330–360); 2 products, one view each | ≤ 30 ms | MISS |',
    );
  });

  it('groups bytes and says what was not measured', () => {
    expect(line('category: JavaScript at start, gzip')).toBe('| category: JavaScript at start, gzip | 120,001 B | ≤ 120,000 B | MISS |');
    expect(line('10× catalogue: product first byte ÷ default catalogue’s')).toBe(
      `| 10× catalogue: product first byte ÷ default catalogue’s | not measured (${SCALE_NOT_MEASURED}) | ≤ 1.200 | — |`,
    );
  });

  it('ends with the count of each verdict', () => {
    const passed = rows.filter((r) => r.pass === true).length;
    const missed = rows.filter((r) => r.pass === false).length;
    expect(report.trim().split('\n').at(-1)).toBe(`${passed} PASS, ${missed} MISS, 2 not measured of ${rows.length} targets`);
  });
});
