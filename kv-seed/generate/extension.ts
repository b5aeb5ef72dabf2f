// The catalogue's extension: the generated model lines (series.ts) that bring the demo catalogue to a
// realistic size. The products the tests name (catalogue.ts) stay as they are; these come after them with
// product numbers of their own (EX11…, EX12… on overflow), each in a fourth-level category and nowhere else
// (no industry or inspiration pages, no accessories), so listings the tests count keep their numbers.
import { ancestry, DATE_SPAN, enabledLocalesFor, isoDate, type Item, LEVEL1, NEW_FROM } from './catalogue.ts';
import type { Kind, Model } from './kind.ts';
import { intBetween, rng, round1 } from './lib.ts';
import { isTopRated, plannedRatings } from './review-ratings.ts';
import { SERIES, SERIES_KINDS, type Series, seriesCategoryKey } from './series.ts';
import { LOW_STOCK_MAX_QUANTITY } from '../../src/domain/catalogue/stock.ts';

/** Products per model line at scale 1: with the named products, about 1,140 in all. */
const PER_LINE = 9;
/** One review per this much popularity (2–322): at most five a product, most have none or one. */
const POPULARITY_PER_REVIEW = 64;
const SEQUENCE_SPAN = 10_000;
/** Prefixes 11…19 are free; 20 is B-ware. */
const MAX_PREFIX = 19;

const LINES = SERIES_KINDS.flatMap((kind) => SERIES.map((series) => ({ kind, series })));

/** The products of the extension at `scale`, so that named and extension products are `scale` × the default count. */
const extensionSize = (namedCount: number, scale: number): number => scale * (namedCount + LINES.length * PER_LINE) - namedCount;

const department = (kind: Kind): { level1: string; number: number } => {
  const index = LEVEL1.findIndex(([, kinds]) => kinds.includes(kind));
  const entry = LEVEL1[index];
  if (!entry) throw new Error(`Kind ${kind.key} is in no department`);
  return { level1: entry[0], number: index + 1 };
};

/** The n-th model of a line: built on one of the kind's models, priced and weighted by the series. */
const lineModel = (kind: Kind, series: Series, n: number, random: () => number): Model => {
  const base = kind.models[n % kind.models.length] as Model;
  const generation = Math.floor(n / kind.models.length) + 1;
  const size = Math.cbrt(series.weightFactor);
  const [w, d, h] = base.dims;
  return {
    ...base,
    label: `${base.label} ${series.mark} ${generation}`,
    eur: Math.max(9, Math.round(base.eur * series.priceFactor * (0.9 + 0.25 * random() + 0.03 * generation))),
    kg: round1(base.kg * series.weightFactor),
    dims: [Math.round(w * size), Math.round(d * size), Math.round(h * size)],
  };
};

/** Mostly in stock, about one in six low (1–5) and one in sixteen sold out. */
const stockOf = (random: () => number): number => {
  const roll = random();
  if (roll < 0.06) return 0;
  if (roll < 0.18) return intBetween(random, 1, LOW_STOCK_MAX_QUANTITY);
  return LOW_STOCK_MAX_QUANTITY + 1 + Math.floor(random() ** 2 * 400);
};

const lineItem = (kind: Kind, series: Series, n: number, digits: string, level1: string): Item => {
  const sku = `EX${digits}`;
  const random = rng(sku);
  const model = lineModel(kind, series, n, random);
  const grossWeight = round1(model.kg * 1.1 + 0.5);
  const freight = grossWeight > 30;
  const fresh = random() < 0.08;
  const releaseDate = fresh ? isoDate(DATE_SPAN - intBetween(random, 0, 55)) : isoDate(intBetween(random, 0, DATE_SPAN - 70));
  const ratingTarget = round1(3.4 + random() * 1.6);
  const popularity = 2 + Math.floor(random() ** 3 * 320);
  const ratings = plannedRatings(sku, ratingTarget, popularity, POPULARITY_PER_REVIEW);
  const onSale = random() < 0.08;
  const tags: string[] = [];
  if (releaseDate >= NEW_FROM) tags.push('new');
  if (popularity >= 150) tags.push('bestseller');
  if (onSale) tags.push('on-sale');
  if (isTopRated(ratings)) tags.push('topRated');
  return {
    sku,
    digits,
    kind,
    model,
    modelIndex: n % kind.models.length,
    level1,
    level2: ancestry(kind.leaf)[1] as string,
    isBware: false,
    eur: model.eur,
    ...(onSale ? { saleEur: Math.round(model.eur * 0.85) } : {}),
    tags,
    stock: stockOf(random),
    eligibleForSelling: true,
    freight,
    grossWeight,
    categories: [seriesCategoryKey(kind.leaf, series)],
    images: [`/images/products/${kind.key}.svg`, `/images/products/${kind.key}-${n % 2 === 0 ? 2 : 3}.svg`],
    enabledLocales: enabledLocalesFor(freight, model.eur),
    releaseDate,
    ratingTarget,
    popularity,
    ratings,
    numberOf360Images: 0,
    ...(kind.volumeDiscountGroup ? { volumeDiscountGroup: kind.volumeDiscountGroup } : {}),
  };
};

/** The extension's items for a catalogue of `namedCount` named items at `scale` (a whole number ≥ 1). */
export const buildExtension = (namedCount: number, scale: number): Item[] => {
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`scale must be a whole number ≥ 1, not ${scale}`);
  const total = extensionSize(namedCount, scale);
  const sequences = new Map<number, number>();
  return LINES.flatMap(({ kind, series }, line) => {
    const count = Math.floor(total / LINES.length) + (line < total % LINES.length ? 1 : 0);
    const { level1, number } = department(kind);
    return Array.from({ length: count }, (_, n) => {
      const sequence = sequences.get(number) ?? 0;
      sequences.set(number, sequence + 1);
      const prefix = 11 + Math.floor(sequence / SEQUENCE_SPAN);
      if (prefix > MAX_PREFIX) throw new Error(`scale ${scale} needs more product numbers than department ${number} has`);
      const digits = `${prefix}${String(number).padStart(2, '0')}${String(sequence % SEQUENCE_SPAN).padStart(4, '0')}`;
      return lineItem(kind, series, n, digits, level1);
    });
  });
};
