// What an extra guarantee is, by SKU and by cart line (spec part 1 §3 "SKU conventions", part 2 §9
// "General": virtual SKUs with the prefix 41000 — 4100010, 4100020, 4100030, 4100040). The only place
// that knows it: the worker, the Durable Object, the UI and analytics ask here.
import type { CartLine } from './types.ts';

export const GUARANTEE_SKU_PREFIX = '41000';

/** The guarantee products the catalogue has today (the cart offers these). */
export const GUARANTEE_SKUS = ['4100010', '4100020', '4100030', '4100040'] as const;

/** The prefix and two digits: the shape of every guarantee SKU, so a fifth one needs no code change. */
const GUARANTEE_SKU = new RegExp(`^${GUARANTEE_SKU_PREFIX}\\d{2}$`);

export const isGuaranteeSku = (sku: string): boolean => GUARANTEE_SKU.test(sku);

/** A guarantee line is one with a parent; the SKU check also catches one that lost its parent link. */
export const isGuaranteeLine = (line: Pick<CartLine, 'sku' | 'parentSku'>): boolean => line.parentSku !== null || isGuaranteeSku(line.sku);
