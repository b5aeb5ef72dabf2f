// SKU conventions (spec part 1 §3 "SKU conventions", part 2 §9 "General"). A product SKU is `EX`
// followed by the eight-digit product number that also ends the product slug (`/p/{name}-{8 digits}`).
// Extra-guarantee SKUs (prefix 41000) are the cart's: src/domain/cart/guarantee-skus.ts.

const SKU_PREFIX = 'EX';

/** Longest prefix first: `EX5` is shorter than the others and must not shadow them. */
const SKU_KIND_PREFIXES = [
  ['EX10', 'a-ware'],
  ['EX20', 'b-ware'],
  ['EX18', 'set'],
  ['EX5', 'test'],
] as const;
export type SkuKind = (typeof SKU_KIND_PREFIXES)[number][1];

const PRODUCT_NUMBER = /^\d{8}$/;
const SLUG_PRODUCT_NUMBER = /-(\d{8})$/;

/** `EX` and eight digits: ten characters. */
export const isProductSku = (sku: string): boolean => sku.startsWith(SKU_PREFIX) && PRODUCT_NUMBER.test(sku.slice(SKU_PREFIX.length));

export const skuKind = (sku: string): SkuKind | undefined =>
  isProductSku(sku) ? SKU_KIND_PREFIXES.find(([prefix]) => sku.startsWith(prefix))?.[1] : undefined;

/** `drill-press-10012345` → `10012345`; a slug without the eight-digit tail has no product number. */
export const productNumberFromSlug = (slug: string): string | undefined => SLUG_PRODUCT_NUMBER.exec(slug)?.[1];

export const skuFromProductNumber = (digits: string): string => `${SKU_PREFIX}${digits}`;
