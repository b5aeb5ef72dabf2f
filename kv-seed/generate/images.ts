// Writes the product pictograms to public/images/products/: `{kind}.svg`, `{kind}-2.svg`,
// `{kind}-3.svg` (colour variants for the gallery) and `extra-guarantee.svg`.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LEVEL1 } from './catalogue.ts';
import { GASTRO_WORKSHOP_ICONS } from './icons-gastro-workshop.ts';
import { GARDEN_BEAUTY_ICONS } from './icons-garden-beauty.ts';
import { LAB_CLEANING_WAREHOUSE_ICONS } from './icons-lab-cleaning-warehouse.ts';
import { renderSvg, type Pictogram } from './svg.ts';

export const ICONS: Readonly<Record<string, Pictogram>> = {
  ...GASTRO_WORKSHOP_ICONS,
  ...GARDEN_BEAUTY_ICONS,
  ...LAB_CLEANING_WAREHOUSE_ICONS,
};

/** Renders every image; returns the file names written. */
export const writeProductImages = (directory: string): string[] => {
  const files = new Map<string, string>();
  for (const [level1, kinds] of LEVEL1) {
    for (const kind of kinds) {
      const icon = ICONS[kind.key];
      if (!icon) throw new Error(`No pictogram for kind ${kind.key}`);
      files.set(`${kind.key}.svg`, renderSvg(icon, level1, 1));
      files.set(`${kind.key}-2.svg`, renderSvg(icon, level1, 2));
      files.set(`${kind.key}-3.svg`, renderSvg(icon, level1, 3));
    }
  }
  const guarantee = ICONS['extra-guarantee'];
  if (!guarantee) throw new Error('No pictogram for the extra guarantee');
  files.set('extra-guarantee.svg', renderSvg(guarantee, 'service', 1));

  mkdirSync(directory, { recursive: true });
  for (const stale of readdirSync(directory)) {
    if (stale.endsWith('.svg') && !files.has(stale)) rmSync(join(directory, stale));
  }
  for (const [file, svg] of files) writeFileSync(join(directory, file), svg);
  return [...files.keys()];
};
