// The model lines of the catalogue's extension (extension.ts): below each leaf of a department other than
// Gastronomy, three fourth-level categories — compact, professional and heavy-duty models — that hold the
// generated products. Gastronomy keeps its two levels: the tests count its listings.
import { CATEGORY_ROWS, type CategoryRow } from './category-tree.ts';
import type { Kind } from './kind.ts';
import { WORKSHOP_KINDS } from './kinds-gastro-workshop.ts';
import { BEAUTY_KINDS, GARDEN_KINDS } from './kinds-garden-beauty.ts';
import { CLEANING_KINDS, LABORATORY_KINDS, WAREHOUSE_KINDS } from './kinds-lab-cleaning-warehouse.ts';
import type { Words } from './lib.ts';

export interface Series {
  key: string;
  /** Language-neutral mark in the product name, after the model label ("125 mm Pro 3"). */
  mark: string;
  /** Price and weight of a series model relative to the kind's model it is built on. */
  priceFactor: number;
  weightFactor: number;
  names: Words;
}

// biome-ignore format: one row of 21 names per series reads like the category tree
export const SERIES: readonly Series[] = [
  { key: 'compact', mark: 'Compact', priceFactor: 0.78, weightFactor: 0.8,
    names: ['Compact models', 'Kompaktmodelle', 'Kompaktní modely', 'Kompaktné modely', 'Modele kompaktowe', 'Modèles compacts', 'Modelli compatti', 'Modelos compactos', 'Compacte modellen', 'Kompakt modellek', 'Modelos compactos', 'Kompakte modeller', 'Kompakta modeller', 'Kompakte modeller', 'Kompaktimallit', 'Συμπαγή μοντέλα', 'Kompaktni modeli', 'Kompaktiški modeliai', 'Modele compacte', 'Компактни модели', 'Kompaktni modeli'] },
  { key: 'professional', mark: 'Pro', priceFactor: 1.35, weightFactor: 1.1,
    names: ['Professional models', 'Profi-Modelle', 'Profesionální modely', 'Profesionálne modely', 'Modele profesjonalne', 'Modèles professionnels', 'Modelli professionali', 'Modelos profesionales', 'Professionele modellen', 'Professzionális modellek', 'Modelos profissionais', 'Professionelle modeller', 'Proffsmodeller', 'Profesjonelle modeller', 'Ammattimallit', 'Επαγγελματικά μοντέλα', 'Profesionalni modeli', 'Profesionalūs modeliai', 'Modele profesionale', 'Професионални модели', 'Profesionalni modeli'] },
  { key: 'heavy-duty', mark: 'HD', priceFactor: 1.7, weightFactor: 1.3,
    names: ['Heavy-duty models', 'Modelle für den Dauereinsatz', 'Modely pro náročný provoz', 'Modely na náročnú prevádzku', 'Modele do intensywnej pracy', 'Modèles pour usage intensif', 'Modelli per uso intensivo', 'Modelos para uso intensivo', 'Modellen voor intensief gebruik', 'Modellek intenzív használatra', 'Modelos para uso intensivo', 'Modeller til intensiv brug', 'Modeller för tung drift', 'Modeller for tung drift', 'Raskaan käytön mallit', 'Μοντέλα εντατικής χρήσης', 'Modeli za intenzivnu uporabu', 'Intensyvaus naudojimo modeliai', 'Modele pentru utilizare intensivă', 'Модели за интензивна употреба', 'Modeli za intenzivnu uporabo'] },
];

/** The kinds that get model lines: every kind of the six departments after Gastronomy but the accessories. */
export const SERIES_KINDS: readonly Kind[] = [WORKSHOP_KINDS, GARDEN_KINDS, BEAUTY_KINDS, LABORATORY_KINDS, CLEANING_KINDS, WAREHOUSE_KINDS]
  .flat()
  .filter((kind) => !kind.accessoryOf);

/** Key of the fourth-level category of one series below a leaf. */
export const seriesCategoryKey = (leaf: string, series: Series): string => `${leaf}-${series.key}`;

const leaves = [...new Set(SERIES_KINDS.map((kind) => kind.leaf))];
const leafRows = new Map(CATEGORY_ROWS.map((row) => [row.key, row]));
for (const leaf of leaves) if (!leafRows.has(leaf)) throw new Error(`Model lines below unknown category ${leaf}`);

/** The fourth-level category rows, after all rows of the tree so that the older categories keep their slugs. */
export const SERIES_ROWS: readonly CategoryRow[] = leaves.flatMap((leaf) =>
  SERIES.map((series) => ({ key: seriesCategoryKey(leaf, series), parent: leaf, names: series.names })),
);
