// The default picture shown when a product image does not exist (spec part 2 §7.5 "Image HEAD request to
// test whether a picture exists, falling back to a default image"); served from the site's own assets.
import type { ProductImage } from './types.ts';

export const DEFAULT_PICTURE_URL = '/images/default-product.svg';

/** The default picture with the dimensions of its file (public/images/default-product.svg). */
export const DEFAULT_PICTURE: ProductImage = { url: DEFAULT_PICTURE_URL, width: 400, height: 400 };
