// The sellable catalogue before it becomes drafts: one item per A-ware model plus the B-ware
// (returned) copies, with SKUs, prices, stock, tags and all other per-product decisions.
import { ALL_LOCALES, type LocaleCode } from '../../src/domain/markets/countries.ts';
import { CATEGORY_ROWS } from './category-tree.ts';
import type { Kind, Model } from './kind.ts';
import { GASTRONOMY_KINDS, WORKSHOP_KINDS } from './kinds-gastro-workshop.ts';
import { BEAUTY_KINDS, GARDEN_KINDS } from './kinds-garden-beauty.ts';
import { CLEANING_KINDS, LABORATORY_KINDS, WAREHOUSE_KINDS } from './kinds-lab-cleaning-warehouse.ts';
import { intBetween, rng, round1 } from './lib.ts';
import { isTopRated, plannedRatings } from './review-ratings.ts';
import { SERIES_ROWS } from './series.ts';

/** First-level categories in SKU order: EX10{two digits}{four digits}. */
export const LEVEL1: readonly (readonly [key: string, kinds: readonly Kind[]])[] = [
  ['gastronomy', GASTRONOMY_KINDS],
  ['workshop', WORKSHOP_KINDS],
  ['garden', GARDEN_KINDS],
  ['beauty-wellness', BEAUTY_KINDS],
  ['laboratory', LABORATORY_KINDS],
  ['cleaning', CLEANING_KINDS],
  ['warehouse', WAREHOUSE_KINDS],
];

export const ALL_KINDS: readonly Kind[] = LEVEL1.flatMap(([, kinds]) => kinds);

const PARENT = new Map([...CATEGORY_ROWS, ...SERIES_ROWS].map((row) => [row.key, row.parent]));

/** The category and all its ancestors, nearest first. */
export const ancestry = (key: string): string[] => {
  const chain: string[] = [];
  for (let current: string | null | undefined = key; current; current = PARENT.get(current)) chain.push(current);
  return chain;
};

/** Locales where heavy, expensive freight goods are not sold (outside the EU customs area). */
const NON_EU_LOCALES: readonly LocaleCode[] = ['de-CH', 'fr-CH', 'it-CH', 'nb-NO', 'en-GB'];

/** Where a product is sold: heavy freight over 1,000 € only inside the EU customs area, everything else everywhere. */
export const enabledLocalesFor = (freight: boolean, eur: number): LocaleCode[] =>
  freight && eur > 1000 ? ALL_LOCALES.filter((locale) => !NON_EU_LOCALES.includes(locale)) : [...ALL_LOCALES];

export interface Item {
  sku: string;
  /** The 8 digits after `EX`, also the end of every slug. */
  digits: string;
  kind: Kind;
  model: Model;
  modelIndex: number;
  level1: string;
  /** Second-level category of the kind's leaf. */
  level2: string;
  isBware: boolean;
  /** For B-ware: the SKU of the new product it is a returned copy of. */
  baseSku?: string;
  eur: number;
  saleEur?: number;
  tags: string[];
  stock: number;
  eligibleForSelling: boolean;
  freight: boolean;
  grossWeight: number;
  categories: string[];
  images: string[];
  enabledLocales: LocaleCode[];
  releaseDate: string;
  /** The average the product's demo reviews are drawn around (review-ratings.ts). */
  ratingTarget: number;
  /** How much it sells: the bestseller tag, and the number of demo reviews. */
  popularity: number;
  /** The star ratings of its demo reviews (none for B-ware, a new listing of a returned copy). */
  ratings: number[];
  /** How many 360° photos it has (0: none); the frames are drawn by frames-360.ts. */
  numberOf360Images: number;
  volumeDiscountGroup?: string;
}

export const isoDate = (day: number): string => new Date(Date.UTC(2022, 0, 10) + day * 86_400_000).toISOString().slice(0, 10);
/** Days between 2022-01-10 and 2026-10-31. */
export const DATE_SPAN = 1755;
export const NEW_FROM = '2026-09-01';

const aWareItem = (kind: Kind, model: Model, modelIndex: number, level1: string, digits: string, index: number): Item => {
  const sku = `EX${digits}`;
  const random = rng(sku);
  const grossWeight = round1(model.kg * 1.1 + 0.5);
  const freight = grossWeight > 30;
  const level2 = ancestry(kind.leaf)[1] as string;
  const fresh = random() < 0.1;
  const releaseDate = fresh ? isoDate(DATE_SPAN - intBetween(random, 0, 55)) : isoDate(intBetween(random, 0, DATE_SPAN - 70));
  const ratingTarget = round1(3.5 + random() * 1.5);
  const popularity = 2 + Math.floor(random() ** 2 * 320);
  const ratings = plannedRatings(sku, ratingTarget, popularity);
  const onSale = index % 7 === 3;
  const zeroStock = index % 16 === 9;
  const tags: string[] = [];
  if (releaseDate >= NEW_FROM) tags.push('new');
  if (popularity >= 150) tags.push('bestseller');
  if (onSale) tags.push('on-sale');
  if (isTopRated(ratings)) tags.push('topRated');
  const images = kind.accessoryOf
    ? [`${kind.key}.svg`, `${kind.key}-2.svg`]
    : modelIndex === 0
      ? [`${kind.key}.svg`, `${kind.key}-2.svg`, `${kind.key}-3.svg`]
      : [`${kind.key}.svg`, `${kind.key}-3.svg`];
  return {
    sku,
    digits,
    kind,
    model,
    modelIndex,
    level1,
    level2,
    isBware: false,
    eur: model.eur,
    ...(onSale ? { saleEur: Math.round(model.eur * (index % 2 === 0 ? 0.85 : 0.8)) } : {}),
    tags,
    stock: zeroStock ? 0 : intBetween(random, 20, 400),
    eligibleForSelling: index !== 9,
    freight,
    grossWeight,
    categories: [kind.leaf, ...(kind.extraCategories ?? [])],
    images: images.map((file) => `/images/products/${file}`),
    enabledLocales: enabledLocalesFor(freight, model.eur),
    releaseDate,
    ratingTarget,
    popularity,
    ratings,
    numberOf360Images: 0,
    ...(kind.volumeDiscountGroup ? { volumeDiscountGroup: kind.volumeDiscountGroup } : {}),
  };
};

/** A returned, tested copy of an A-ware product: EX20…, 20 % below its current price, 1–5 in stock. */
const bWareItem = (base: Item): Item => {
  const digits = `20${base.digits.slice(2)}`;
  const random = rng(`EX${digits}`);
  const { saleEur: _sale, volumeDiscountGroup: _group, ...rest } = base;
  return {
    ...rest,
    sku: `EX${digits}`,
    digits,
    isBware: true,
    baseSku: base.sku,
    eur: Math.round((base.saleEur ?? base.eur) * 0.8),
    tags: ['bware'],
    ratings: [],
    // The returned copy is listed with one picture of the new product, no turntable photos.
    numberOf360Images: 0,
    stock: intBetween(random, 1, 5),
    eligibleForSelling: true,
    categories: [base.kind.leaf],
    images: base.images.slice(0, 1),
  };
};

/** Campaign tags on the first on-sale products: four Black Friday, three Cyber Week. */
const addCampaignTags = (items: Item[]): void => {
  items
    .filter((item) => item.saleEur !== undefined)
    .forEach((item, i) => {
      if (i < 4) item.tags.push('campaign:black_friday');
      else if (i < 7) item.tags.push('campaign:cyber_week');
    });
};

/**
 * The product whose main picture was never uploaded: its first image names a file that does not exist, so
 * the shop's picture check (HEAD) shows the default picture in its place. A second model of a cleaning
 * kind, which no test uses for anything else.
 */
export const MISSING_PICTURE_SKU = 'EX10060004';

const withoutMainPicture = (items: Item[]): void => {
  for (const item of items) {
    if (item.sku === MISSING_PICTURE_SKU) item.images = [`/images/products/${item.kind.key}-missing.svg`, ...item.images.slice(1)];
  }
};

/** Frames of a turntable shoot: one every 15°. */
const FRAMES_PER_TURN = 24;

/**
 * 360° photos for the first product of every second department: four products in four departments,
 * among them EX10010001, the product most tests open.
 */
const addTurntablePhotos = (items: Item[]): void => {
  for (const item of items) {
    const department = Number(item.digits.slice(2, 4));
    if (item.digits.endsWith('0001') && department % 2 === 1) item.numberOf360Images = FRAMES_PER_TURN;
  }
};

export const buildCatalogue = (): Item[] => {
  const aWare: Item[] = [];
  LEVEL1.forEach(([level1, kinds], level1Index) => {
    let sequence = 0;
    for (const kind of kinds) {
      kind.models.forEach((model, modelIndex) => {
        sequence += 1;
        const digits = `10${String(level1Index + 1).padStart(2, '0')}${String(sequence).padStart(4, '0')}`;
        aWare.push(aWareItem(kind, model, modelIndex, level1, digits, aWare.length));
      });
    }
  });
  addCampaignTags(aWare);
  addTurntablePhotos(aWare);
  withoutMainPicture(aWare);
  const bWare = aWare.filter((_, index) => index % 10 === 5).map(bWareItem);
  return [...aWare, ...bWare];
};

const push = (map: Map<string, string[]>, key: string, sku: string): void => {
  map.set(key, [...(map.get(key) ?? []), sku]);
};

/** A-ware SKUs of the accessory kinds, by the kind they are an accessory of. */
export const accessoriesByKind = (items: readonly Item[]): Map<string, string[]> => {
  const map = new Map<string, string[]>();
  for (const item of items) {
    if (!item.isBware) for (const parent of item.kind.accessoryOf ?? []) push(map, parent, item.sku);
  }
  return map;
};

/** A-ware SKUs of the products an accessory kind belongs to, by accessory kind. */
export const parentsByAccessoryKind = (items: readonly Item[]): Map<string, string[]> => {
  const map = new Map<string, string[]>();
  for (const accessory of ALL_KINDS) {
    for (const item of items) {
      if (!item.isBware && accessory.accessoryOf?.includes(item.kind.key)) push(map, accessory.key, item.sku);
    }
  }
  return map;
};
