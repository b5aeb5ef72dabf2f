// The default picture shown when a product image does not exist (spec part 2 §7.5 "Image HEAD request to
// test whether a picture exists, falling back to a default image"); served from the site's own assets.
export const DEFAULT_PICTURE_URL = '/images/default-product.svg';
