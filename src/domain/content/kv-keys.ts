// Keys of the CONTENT KV namespace. The seeding script and the worker both use these, so a page written
// by one is found by the other.
import type { CountryCode, Language } from '../markets/countries.ts';

export const contentPageKey = (language: Language, slug: string): string => `page:${language}:${slug}`;

/** Paths are stored lower-case and without a trailing slash, as the redirects middleware leaves them. */
export const seoRedirectKey = (country: CountryCode, path: string): string =>
  `seo-redirect:${country}:${normaliseRedirectPath(path)}`;

export function normaliseRedirectPath(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
}
