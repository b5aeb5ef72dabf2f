// A product kind (e.g. "meat slicer") with its models; every model becomes one A-ware product.
import type { Words } from './lib.ts';
import type { HighlightKey, TechKey } from './phrases.ts';

export interface Model {
  /** Language-neutral suffix of the product name, e.g. "250 mm". */
  label: string;
  /** Regular price target in EUR (rounded to …,99 per currency). */
  eur: number;
  /** Net weight in kg. */
  kg: number;
  /** Width × depth × height in cm. */
  dims: readonly [number, number, number];
  tech: Partial<Record<TechKey, string>>;
  /** Base name overriding the kind's name for this model (e.g. "Chamber vacuum sealer"). */
  names?: Words;
}

export interface Kind {
  /** Also the SVG file name of the kind's pictogram. */
  key: string;
  /** Key of the level-3 category the kind's products live in. */
  leaf: string;
  brand: string;
  family: string;
  /** Short model prefix, e.g. "SL" for SliceLine. */
  code: string;
  /** Singular product name per language; `{}` marks where the model label goes (default: at the end). */
  names: Words;
  highlights: readonly HighlightKey[];
  /** Industry and longtail category keys the products are also listed in. */
  extraCategories?: readonly string[];
  volumeDiscountGroup?: string;
  /** Kind keys this kind is an accessory of. */
  accessoryOf?: readonly string[];
  models: readonly Model[];
}

export const m = (
  label: string,
  eur: number,
  kg: number,
  dims: readonly [number, number, number],
  tech: Partial<Record<TechKey, string>>,
  names?: Words,
): Model => (names ? { label, eur, kg, dims, tech, names } : { label, eur, kg, dims, tech });

/** The ten own brands. */
export const BRANDS = {
  gastrova: 'Gastrova',
  polarfrost: 'Polarfrost',
  steinmann: 'Steinmann Tools',
  voltaris: 'Voltaris',
  hortiva: 'Hortiva Pro',
  bellamedic: 'Bellamedic',
  labora: 'Labora',
  kalibra: 'Kalibra',
  clearox: 'Clearox',
  palletto: 'Palletto',
} as const;
