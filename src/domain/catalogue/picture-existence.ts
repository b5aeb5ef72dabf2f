// Whether a product picture exists, as the worker learns it from a HEAD request (spec part 2 §7.5), and
// what a page shows instead of one that does not: the default picture. The worker asks once per picture
// and remembers the answer; these are the rules for what the answer means and how long it holds.
import type { ProductCard } from './product-card.ts';
import { DEFAULT_PICTURE } from './default-picture.ts';
import type { Product, ProductImage } from './types.ts';

/** `unknown`: the check said nothing about the picture (timeout, network or server error). */
export type PictureCheck = 'exists' | 'missing' | 'unknown';

/**
 * What the status of a HEAD answer says: a success is a picture, a server error is no answer (the picture
 * may well be there: a page keeps it and the browser's own fallback covers the rest), any other refusal
 * (404, 410, 403…) is a picture that is not there.
 */
export function pictureCheckOf(status: number): PictureCheck {
  if (status >= 200 && status < 300) return 'exists';
  return status >= 500 ? 'unknown' : 'missing';
}

/**
 * Seconds an answer holds before the picture is asked about again. A missing picture is asked about
 * sooner: once someone uploads it, the shop should show it within minutes.
 */
export const PICTURE_CHECK_FRESH_SECONDS: Readonly<Record<Exclude<PictureCheck, 'unknown'>, number>> = { exists: 3_600, missing: 600 };

/** Longest a page waits for one HEAD answer; a check that takes longer counts as `unknown`. */
export const PICTURE_CHECK_TIMEOUT_MS = 1_500;

/** The picture, or the default picture where it is known to be missing. */
export const existingPicture = (image: ProductImage, missing: ReadonlySet<string>): ProductImage =>
  missing.has(image.url) ? DEFAULT_PICTURE : image;

/** The product with every missing picture replaced by the default picture (the 360° frames are the viewer's). */
export function withExistingPictures<T extends Pick<Product, 'images'>>(product: T, missing: ReadonlySet<string>): T {
  if (!product.images.some((image) => missing.has(image.url))) return product;
  return { ...product, images: product.images.map((image) => existingPicture(image, missing)) };
}

/** The card with the default picture where its picture is missing. */
export const cardWithExistingPicture = (card: ProductCard, missing: ReadonlySet<string>): ProductCard =>
  missing.has(card.image) ? { ...card, image: DEFAULT_PICTURE.url } : card;

/** A search hit (its record's `image`, search/record.ts) with the default picture where its picture is missing. */
export function hitWithExistingPicture<T extends Record<string, unknown>>(hit: T, missing: ReadonlySet<string>): T {
  const image = hit['image'];
  return typeof image === 'string' && missing.has(image) ? { ...hit, image: DEFAULT_PICTURE.url } : hit;
}
