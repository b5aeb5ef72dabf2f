// Turns the files under kv-seed/content into CONTENT KV entries. Pure, so the seeding script (Node, reads
// the directory) and the worker tests (workerd, files bundled with import.meta.glob) share one mapping.
//   pages/{language}/{slug}.json → page:{language}:{slug}
//   seo-redirects.json           → seo-redirect:{CC}:{source} per market
//   components/{language}.json   → components:{language} (the frame's CMS component list)
import * as v from 'valibot';
import { ContentPageSchema } from '../src/domain/content/content-page.ts';
import { parseComponentList } from '../src/domain/content/component-list.ts';
import { componentListKey, contentPageKey, seoRedirectKey } from '../src/domain/content/kv-keys.ts';
import { SeoRedirectEntrySchema, sitePath } from '../src/domain/content/seo-redirect.ts';
import { COUNTRY_CODES, isLanguage } from '../src/domain/markets/countries.ts';

/** kv-seed/content/seo-redirects.json: old paths per market and where they lead. */
const SeoRedirectSeedSchema = v.array(
  v.object({
    /** Markets the redirect applies to; `*` for all. */
    countries: v.union([v.literal('*'), v.pipe(v.array(v.picklist(COUNTRY_CODES)), v.minLength(1))]),
    source: sitePath,
    target: sitePath,
  }),
);

export interface KvEntry {
  key: string;
  value: string;
}

/** `files`: path relative to kv-seed/content (forward slashes) → parsed JSON. Throws on a bad file. */
export function contentEntries(files: Readonly<Record<string, unknown>>): KvEntry[] {
  const entries: KvEntry[] = [];
  for (const [path, json] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    const page = /^pages\/([a-z]{2})\/([a-z0-9-]+)\.json$/.exec(path);
    const components = /^components\/([a-z]{2})\.json$/.exec(path)?.[1];
    if (page?.[1] !== undefined && page[2] !== undefined) {
      const [, language, slug] = page;
      if (!isLanguage(language)) throw new Error(`${path}: unknown language ${language}`);
      const parsed = v.safeParse(ContentPageSchema, json);
      if (!parsed.success) throw new Error(`${path}: ${v.summarize(parsed.issues)}`);
      if (parsed.output.slug !== slug) throw new Error(`${path}: slug ${parsed.output.slug} differs from file name`);
      entries.push({ key: contentPageKey(language, slug), value: JSON.stringify(parsed.output) });
    } else if (components !== undefined) {
      if (!isLanguage(components)) throw new Error(`${path}: unknown language ${components}`);
      // Checked with the worker's own parser: a seed the worker would partly drop is refused here.
      const { problems } = parseComponentList(json);
      if (problems.length > 0) throw new Error(`${path}: ${problems.join('; ')}`);
      entries.push({ key: componentListKey(components), value: JSON.stringify(json) });
    } else if (path === 'seo-redirects.json') {
      const parsed = v.safeParse(SeoRedirectSeedSchema, json);
      if (!parsed.success) throw new Error(`${path}: ${v.summarize(parsed.issues)}`);
      for (const redirect of parsed.output) {
        const countries = redirect.countries === '*' ? COUNTRY_CODES : redirect.countries;
        // Written in the shape the worker reads back (checked with the worker's schema).
        const entry = v.parse(SeoRedirectEntrySchema, { target: redirect.target, status: 301 });
        for (const country of countries) {
          entries.push({ key: seoRedirectKey(country, redirect.source), value: JSON.stringify(entry) });
        }
      }
    } else {
      throw new Error(`${path}: not a content file this seed knows`);
    }
  }
  return entries;
}
