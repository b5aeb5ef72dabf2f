// SEO redirects (spec part 1 §2: 301 for SEO redirects): one KV entry per market and old path, so a lookup
// is a single read (the demo's table of old paths per market is turned into entries by kv-seed).
import * as v from 'valibot';

/** A site path: one leading slash, no scheme, no host, no backslash. */
export const sitePath = v.pipe(v.string(), v.regex(/^\/(?!\/)[^\\\s]*$/), v.maxLength(2048));

export const SeoRedirectEntrySchema = v.object({ target: sitePath, status: v.literal(301) });
