// Writes the 360° photos of the products that have them (Item.numberOf360Images) where the shop looks for
// them (src/domain/catalogue/frames-360.ts), under public/. Each frame is the product's pictogram on a
// turntable, squeezed and mirrored as it turns away, with a marker on the turntable's rim, so turning
// through the frames visibly turns the product.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { frames360 } from '../../src/domain/catalogue/frames-360.ts';
import type { Item } from './catalogue.ts';
import { ICONS } from './images.ts';
import { CATEGORY_COLOURS, circle, ellipse, rect, type Palette } from './svg.ts';

const fixed = (value: number): string => String(Math.round(value * 1000) / 1000);

/** One frame at `angle` radians from the front. */
const renderFrame = (item: Item, angle: number): string => {
  const icon = ICONS[item.kind.key];
  const colours = CATEGORY_COLOURS[item.level1];
  if (!icon || !colours) throw new Error(`No pictogram or colours for ${item.kind.key}`);
  const palette: Palette = { A: colours.accent, D: '#37474F', M: '#B0BEC5', L: '#FFFFFF' };
  const cos = Math.cos(angle);
  // Never quite edge-on, or the product would vanish; the back is the front mirrored.
  const squeeze = Math.sign(cos || 1) * Math.max(0.2, Math.abs(cos));
  const lean = Math.sin(angle) * 6;
  const body = `<g transform="translate(400 0) scale(${fixed(squeeze)} 1) skewY(${fixed(lean)}) translate(-400 0)">${icon(palette)}</g>`;
  const marker = circle(400 + 250 * Math.sin(angle), 655 + 22 * cos, 10, colours.accent);
  const background = rect(0, 0, 800, 800, 64, colours.bg[0]) + ellipse(400, 655, 270, 26, '#000000', 'opacity="0.1"');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800">${background}${body}${marker}</svg>\n`;
  return svg.replace(/(\d+\.\d{3})\d+/g, '$1');
};

/** Renders every product's frames below `publicDirectory`; returns how many were written. */
export const write360Frames = (publicDirectory: string, items: readonly Item[]): number => {
  const files = new Map<string, string>();
  for (const item of items) {
    const frames = frames360(item.sku, item.numberOf360Images);
    for (const [index, url] of frames.entries()) files.set(join(publicDirectory, url), renderFrame(item, (2 * Math.PI * index) / frames.length));
  }
  const root = join(publicDirectory, 'images', '360');
  const wanted = new Set([...files.keys()].map((file) => dirname(file)));
  mkdirSync(root, { recursive: true });
  for (const folder of readdirSync(root)) {
    if (!wanted.has(join(root, folder))) rmSync(join(root, folder), { recursive: true });
  }
  for (const [file, svg] of files) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, svg);
  }
  return files.size;
};
