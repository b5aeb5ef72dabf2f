// The targets of issue 18, one typed table read by both the printed report and bench/results.json
// (`targets: [{ id, label, measured, target, unit, pass }]`). A target is a comparison of one measured
// figure with a limit; the limit is a number, or derived from the run (the commerce delay the TTFB was
// measured with, the commerce round trip the cart was measured with). A figure the bench could not take
// stays `null` and is printed "not measured": never a made-up value.
import { CART_DEBOUNCE_MS } from '../src/domain/cart/burst-timing.ts';

type Comparison = 'atLeast' | 'atMost' | 'below' | 'equals';

/** What the run knows that some limits are derived from. */
export interface TargetContext {
  /** The delay the commerce proxy added while first bytes were timed. */
  commerceDelayMs: number;
  /** One cart read at the commerce stand-in, median, while the cart bench ran. */
  commerceRoundTripMs: number | null;
}

interface TargetSpec {
  id: string;
  label: string;
  unit: string;
  comparison: Comparison;
  /** The limit; null when the run could not supply what it is derived from. */
  limit: (context: TargetContext) => number | null;
}

const fixed = (value: number) => () => value;
/** First byte of a catalogue page: at most a tenth of the commerce backend's latency. */
const tenthOfDelay = (context: TargetContext) => 0.1 * context.commerceDelayMs;
/** The confirmed cart: the debounce, one commerce round trip and 100 ms. */
const confirmedCartLimit = (context: TargetContext) =>
  context.commerceRoundTripMs === null ? null : CART_DEBOUNCE_MS + context.commerceRoundTripMs + 100;

const THROUGHPUT_PAGES = ['home', 'category', 'product'] as const;
export const LIGHTHOUSE_PAGES = ['home', 'category', 'product', 'search', 'cart'] as const;

export const TARGETS = [
  ...THROUGHPUT_PAGES.flatMap((page) => [
    {
      id: `throughput-${page}-16`,
      label: `${page}: SSR ÷ static req/s, 16 connections`,
      unit: 'ratio',
      comparison: 'atLeast',
      limit: fixed(0.5),
    } as const,
    {
      id: `throughput-${page}-64`,
      label: `${page}: SSR ÷ static req/s, 64 connections`,
      unit: 'ratio',
      comparison: 'atLeast',
      limit: fixed(0.3),
    } as const,
  ]),
  {
    id: 'load-product-socket-errors',
    label: 'product load run, 64 connections: socket errors',
    unit: 'errors',
    comparison: 'equals',
    limit: fixed(0),
  },
  { id: 'load-product-http-errors', label: 'product load run, 64 connections: HTTP errors', unit: 'errors', comparison: 'equals', limit: fixed(0) },
  { id: 'load-product-p99', label: 'product load run, 64 connections: p99 latency', unit: 'ms', comparison: 'below', limit: fixed(1000) },
  { id: 'ttfb-home', label: 'home: first byte, commerce +delay', unit: 'ms', comparison: 'atMost', limit: tenthOfDelay },
  { id: 'ttfb-category', label: 'category: first byte, commerce +delay', unit: 'ms', comparison: 'atMost', limit: tenthOfDelay },
  { id: 'ttfb-search', label: 'search: first byte, commerce +delay', unit: 'ms', comparison: 'atMost', limit: tenthOfDelay },
  { id: 'ttfb-product-viewed', label: 'product viewed before: first byte, commerce +delay', unit: 'ms', comparison: 'atMost', limit: tenthOfDelay },
  { id: 'ttfb-product-new', label: 'product never viewed: first byte, commerce +delay', unit: 'ms', comparison: 'atMost', limit: tenthOfDelay },
  { id: 'not-found-product-status', label: 'product that does not exist: status', unit: 'status', comparison: 'equals', limit: fixed(404) },
  { id: 'js-product', label: 'product: JavaScript at start, gzip', unit: 'B', comparison: 'atMost', limit: fixed(80_000) },
  { id: 'js-category', label: 'category: JavaScript at start, gzip', unit: 'B', comparison: 'atMost', limit: fixed(120_000) },
  { id: 'js-search', label: 'search: JavaScript at start, gzip', unit: 'B', comparison: 'atMost', limit: fixed(120_000) },
  ...LIGHTHOUSE_PAGES.flatMap((page) => [
    {
      id: `lighthouse-${page}-performance`,
      label: `${page}: Lighthouse mobile performance`,
      unit: 'score',
      comparison: 'atLeast',
      limit: fixed(98),
    } as const,
    { id: `lighthouse-${page}-cls`, label: `${page}: Lighthouse CLS`, unit: 'CLS', comparison: 'atMost', limit: fixed(0.02) } as const,
  ]),
  { id: 'cart-echo-p95', label: 'cart action → first message in every other tab, p95', unit: 'ms', comparison: 'atMost', limit: fixed(100) },
  {
    id: 'cart-confirmed-p95',
    label: `cart action → confirmed cart in every other tab, p95 (limit: debounce ${CART_DEBOUNCE_MS} ms + commerce round trip + 100 ms)`,
    unit: 'ms',
    comparison: 'atMost',
    limit: confirmedCartLimit,
  },
  {
    id: 'cart-bursts-not-one-update',
    label: 'cart bursts not sent as exactly one commercetools update',
    unit: 'bursts',
    comparison: 'equals',
    limit: fixed(0),
  },
  {
    id: 'scale-category-ttfb',
    label: '10× catalogue: category first byte ÷ default catalogue’s',
    unit: 'ratio',
    comparison: 'atMost',
    limit: fixed(1.2),
  },
  {
    id: 'scale-product-ttfb',
    label: '10× catalogue: product first byte ÷ default catalogue’s',
    unit: 'ratio',
    comparison: 'atMost',
    limit: fixed(1.2),
  },
] as const satisfies readonly TargetSpec[];

export type TargetId = (typeof TARGETS)[number]['id'];

/** One figure of the run: the value judged (a median where repeated), its spread, and what else to know. */
export interface Measured {
  value: number | null;
  /** Lowest and highest of the repeats the value is the median of. */
  range?: { min: number; max: number };
  note?: string;
}

export type Measurements = Record<TargetId, Measured>;

/** A row of the report and of results.json's `targets`. */
export interface TargetRow {
  id: TargetId;
  label: string;
  measured: number | null;
  range?: { min: number; max: number };
  note?: string;
  target: number | null;
  comparison: Comparison;
  unit: string;
  /** null: not measured, or the limit could not be derived. */
  pass: boolean | null;
}

function passes(comparison: Comparison, measured: number, limit: number): boolean {
  switch (comparison) {
    case 'atLeast':
      return measured >= limit;
    case 'atMost':
      return measured <= limit;
    case 'below':
      return measured < limit;
    case 'equals':
      return measured === limit;
  }
}

/** Every target with its measured figure and verdict, in the table's order. */
export function evaluateTargets(measurements: Measurements, context: TargetContext): TargetRow[] {
  return TARGETS.map((spec) => {
    const measured = measurements[spec.id];
    const target = spec.limit(context);
    return {
      id: spec.id,
      label: spec.label,
      measured: measured.value,
      ...(measured.range ? { range: measured.range } : {}),
      ...(measured.note ? { note: measured.note } : {}),
      target,
      comparison: spec.comparison,
      unit: spec.unit,
      pass: measured.value === null || target === null ? null : passes(spec.comparison, measured.value, target),
    };
  });
}
