// SVG building blocks for the product pictograms: shape helpers, the per-category palette and the
// frame (rounded background, soft floor shadow) with its three gallery variants.

/** Colours a pictogram is drawn with. */
export interface Palette {
  /** Accent colour of the first-level category. */
  A: string;
  /** Dark body colour. */
  D: string;
  /** Metal grey. */
  M: string;
  /** White. */
  L: string;
}

export type Pictogram = (c: Palette) => string;

const attrs = (extra: string): string => (extra ? ` ${extra}` : '');

export const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = ''): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${attrs(extra)}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${attrs(extra)}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${attrs(extra)}/>`;

export const poly = (points: string, fill: string, extra = ''): string => `<polygon points="${points}" fill="${fill}"${attrs(extra)}/>`;

export const path = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;

/** An unfilled, round-capped stroke. */
export const line = (d: string, stroke: string, width: number, extra = ''): string =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${attrs(extra)}/>`;

export const ring = (cx: number, cy: number, r: number, stroke: string, width: number): string =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${stroke}" stroke-width="${width}"/>`;

/** Background tints (three gallery variants) and accent per first-level category. */
export const CATEGORY_COLOURS: Readonly<Record<string, { bg: readonly [string, string, string]; accent: string }>> = {
  gastronomy: { bg: ['#FDEBD3', '#FFF4E6', '#FBE3E0'], accent: '#E07A2E' },
  workshop: { bg: ['#DCE8F5', '#EEF4FB', '#E3E7EE'], accent: '#2E6DB4' },
  garden: { bg: ['#DDF0D8', '#EFF8EC', '#EAF2D7'], accent: '#3D8B37' },
  'beauty-wellness': { bg: ['#F8E1EC', '#FCF0F5', '#F1E4F3'], accent: '#C2477F' },
  laboratory: { bg: ['#E3E6F8', '#F1F2FC', '#E0EEF6'], accent: '#5A5FC8' },
  cleaning: { bg: ['#D8F1F1', '#ECF8F8', '#DDEEF6'], accent: '#1F9A9A' },
  warehouse: { bg: ['#F3EBD9', '#F9F5EC', '#EFE6D2'], accent: '#B8862B' },
  service: { bg: ['#E6F4EA', '#F2FAF4', '#E3F1EC'], accent: '#2E8B57' },
};

const BASE: Omit<Palette, 'A'> = { D: '#37474F', M: '#B0BEC5', L: '#FFFFFF' };

/** A complete 800×800 SVG: variant 1 plain tint, 2 lighter tint with a halo, 3 third tint with a frame. */
export const renderSvg = (pictogram: Pictogram, category: string, variant: 1 | 2 | 3): string => {
  const colours = CATEGORY_COLOURS[category];
  if (!colours) throw new Error(`No colours for ${category}`);
  const palette: Palette = { ...BASE, A: colours.accent };
  const background = [
    rect(0, 0, 800, 800, 64, colours.bg[variant - 1] ?? colours.bg[0]),
    variant === 2 ? circle(400, 400, 300, '#FFFFFF', 'opacity="0.55"') : '',
    variant === 3 ? rect(24, 24, 752, 752, 48, 'none', `stroke="${colours.accent}" stroke-opacity="0.35" stroke-width="6"`) : '',
    ellipse(400, 655, 270, 26, '#000000', 'opacity="0.08"'),
  ].join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800">${background}${pictogram(palette)}</svg>\n`;
};
