// Keys of the CONTENT KV namespace. The seeding script and the worker both use these, so a page written
// by one is found by the other.
import { isLanguage, type CountryCode, type Language } from '../markets/countries.ts';

export const CONTENT_PAGE_KEY_PREFIX = 'page:';

export const contentPageKey = (language: Language, slug: string): string => `${CONTENT_PAGE_KEY_PREFIX}${language}:${slug}`;

/** The language and slug of a content page's key; null for any other key. */
export function parseContentPageKey(key: string): { language: Language; slug: string } | null {
  const [prefix, language, slug, ...rest] = key.split(':');
  if (`${prefix}:` !== CONTENT_PAGE_KEY_PREFIX || !language || !isLanguage(language) || !slug || rest.length > 0) return null;
  return { language, slug };
}

/** Paths are stored lower-case and without a trailing slash, as the redirects middleware leaves them. */
export const seoRedirectKey = (country: CountryCode, path: string): string => `seo-redirect:${country}:${normaliseRedirectPath(path)}`;

export function normaliseRedirectPath(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
}

/** Workers KV refuses keys longer than 512 bytes (UTF-8) with an error. */
export const MAX_KV_KEY_BYTES = 512;

/**
 * Whether a key can be looked up at all. Keys built from request paths can be longer than KV allows;
 * no stored key is, so such a lookup is simply a miss (found by fuzzing: a 561-byte path was a 500).
 */
export const isStorableKey = (key: string): boolean => new TextEncoder().encode(key).length <= MAX_KV_KEY_BYTES;

/** The CMS component list of a content language (component-list.ts). */
export const componentListKey = (language: Language): string => `components:${language}`;
