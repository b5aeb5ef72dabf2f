// SKU conventions (spec part 1 §3 "SKU conventions", part 2 §9 "General"). A product SKU is `EX`
// followed by the eight-digit product number that also ends the product slug (`/p/{name}-{8 digits}`).

export const SKU_PREFIX = 'EX';
export const SKU_LENGTH = 10;
export const PRODUCT_NUMBER_LENGTH = SKU_LENGTH - SKU_PREFIX.length;

/** Longest prefix first: `EX5` is shorter than the others and must not shadow them. */
export const SKU_KIND_PREFIXES = [
  ['EX10', 'a-ware'],
  ['EX20', 'b-ware'],
  ['EX18', 'set'],
  ['EX5', 'test'],
] as const;
export type SkuKind = (typeof SKU_KIND_PREFIXES)[number][1];

const PRODUCT_NUMBER = /^\d{8}$/;
const SLUG_PRODUCT_NUMBER = /-(\d{8})$/;

export const isProductNumber = (value: string): boolean => PRODUCT_NUMBER.test(value);

export const isProductSku = (sku: string): boolean =>
  sku.startsWith(SKU_PREFIX) && isProductNumber(sku.slice(SKU_PREFIX.length));

export const skuKind = (sku: string): SkuKind | undefined =>
  isProductSku(sku) ? SKU_KIND_PREFIXES.find(([prefix]) => sku.startsWith(prefix))?.[1] : undefined;

/** `drill-press-10012345` → `10012345`; a slug without the eight-digit tail has no product number. */
export const productNumberFromSlug = (slug: string): string | undefined => SLUG_PRODUCT_NUMBER.exec(slug)?.[1];

export const skuFromProductNumber = (digits: string): string => `${SKU_PREFIX}${digits}`;

/**
 * Extra-guarantee products are virtual line items with these SKUs; the cart adds the default one
 * as the carrier and prices it from the parent product.
 */
export const EXTRA_GUARANTEE_SKU_PREFIX = '41000';
export const EXTRA_GUARANTEE_SKUS = ['4100010', '4100020', '4100030', '4100040'] as const;
export type ExtraGuaranteeSku = (typeof EXTRA_GUARANTEE_SKUS)[number];
export const DEFAULT_EXTRA_GUARANTEE_SKU: ExtraGuaranteeSku = '4100010';

export const isVirtualGuaranteeSku = (sku: string): sku is ExtraGuaranteeSku =>
  (EXTRA_GUARANTEE_SKUS as readonly string[]).includes(sku);
