// Which page a path (language prefix already removed) names. The full route table of spec part 1 §2
// grows here; the worker's router and the links React renders both build on it.

export type PageRoute =
  | { name: 'home' }
  | { name: 'category'; slug: string }
  | { name: 'product'; slug: string };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A product slug ends with a dash and an eight-digit product number. */
const PRODUCT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*-\d{8}$/;

export function matchPageRoute(path: string): PageRoute | null {
  if (path === '/' || path === '' || path === '/home') return { name: 'home' };
  const category = /^\/c\/([^/]+)$/.exec(path);
  if (category?.[1] !== undefined) return SLUG.test(category[1]) ? { name: 'category', slug: category[1] } : null;
  const product = /^\/p\/([^/]+)$/.exec(path);
  if (product?.[1] !== undefined) return PRODUCT_SLUG.test(product[1]) ? { name: 'product', slug: product[1] } : null;
  return null;
}

export const homePath = (): string => '/';
export const categoryPath = (slug: string): string => `/c/${slug}`;
export const productPath = (slug: string): string => `/p/${slug}`;
