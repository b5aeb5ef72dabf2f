// SEO redirects (spec part 1 §2: 301 for SEO redirects). The seed table lists old paths per market;
// each becomes one KV key so a lookup is a single read.
import * as v from 'valibot';
import { COUNTRY_CODES } from '../markets/countries.ts';

/** A site path: one leading slash, no scheme, no host, no backslash. */
const sitePath = v.pipe(v.string(), v.regex(/^\/(?!\/)[^\\\s]*$/), v.maxLength(2048));

export const SeoRedirectSeedSchema = v.array(
  v.object({
    /** Markets the redirect applies to; `*` for all. */
    countries: v.union([v.literal('*'), v.pipe(v.array(v.picklist(COUNTRY_CODES)), v.minLength(1))]),
    source: sitePath,
    target: sitePath,
  }),
);
export type SeoRedirectSeed = v.InferOutput<typeof SeoRedirectSeedSchema>;

export const SeoRedirectEntrySchema = v.object({ target: sitePath, status: v.literal(301) });
export type SeoRedirectEntry = v.InferOutput<typeof SeoRedirectEntrySchema>;
