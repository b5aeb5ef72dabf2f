// Where a product's 360° photos live (spec part 2 "360-photo asset location") and how they are numbered:
// the one place that knows it, for the product mapping and the demo-catalogue generator alike.

/** Frames start at 01 and count with two digits, in turning order. */
const frameName = (index: number): string => String(index + 1).padStart(2, '0');

/**
 * The URLs of a product's 360° frames in turning order; none when the product has no 360 photos
 * (`count` 0, missing, negative or not a whole number).
 */
export function frames360(sku: string, count: number): string[] {
  if (!Number.isInteger(count) || count <= 0 || sku === '') return [];
  return Array.from({ length: count }, (_, index) => `/images/360/${encodeURIComponent(sku)}/${frameName(index)}.svg`);
}
