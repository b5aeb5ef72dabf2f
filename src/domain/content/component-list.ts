// The CMS component list (spec part 2 §7.5 "A CMS component list is fetched at start-up"): what the page
// frame takes from the content system per content language — promo banners above the header and the
// customer-service texts. Stored in the CONTENT KV namespace (kv-keys.ts `componentListKey`) and parsed
// here when read: one broken banner is left out (logged by the caller), it never hides the others.
import * as v from 'valibot';
import type { CountryCode } from '../markets/countries.ts';
import { COUNTRY_CODES } from '../markets/countries.ts';
import { safeSitePath } from '../routes/safe-path.ts';

const IsoDate = v.pipe(v.string(), v.isoDate());
const text = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(300));

export const PromoBannerEntrySchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/)),
  text,
  /** A path on this site without the language prefix (`/return-policy`, `/search?tags=on-sale`); absent for a plain notice. */
  link: v.optional(
    v.pipe(
      v.string(),
      v.check((path) => safeSitePath(path) !== null, 'link must be a path on this site'),
    ),
  ),
  /** Shown from this day on (midnight UTC), until the day before `end`. */
  start: v.optional(IsoDate),
  end: v.optional(IsoDate),
  /** Only in these markets; absent for every market. */
  markets: v.optional(v.pipe(v.array(v.picklist(COUNTRY_CODES)), v.minLength(1))),
});
export type PromoBannerEntry = v.InferOutput<typeof PromoBannerEntrySchema>;

/** The document as a whole; its banners are checked one by one (`parseComponentList`). */
const ComponentListDocumentSchema = v.object({
  banners: v.array(v.unknown()),
  customerService: v.object({ openingHours: v.optional(text) }),
});

export interface ComponentList {
  banners: PromoBannerEntry[];
  /** Already worded in the list's language, e.g. 'Mon–Fri 8:00–16:00'; null where the content has none. */
  openingHours: string | null;
}

/** The list as the worker keeps it once parsed (cached between requests). */
export const ComponentListSchema = v.object({ banners: v.array(PromoBannerEntrySchema), openingHours: v.nullable(v.string()) });

export const EMPTY_COMPONENT_LIST: ComponentList = { banners: [], openingHours: null };

export interface ParsedComponentList {
  list: ComponentList;
  /** What was wrong, for the log: the whole document, or a banner by its position. */
  problems: string[];
}

/** A document that does not parse gives the empty list; a banner that does not parse is left out. */
export function parseComponentList(json: unknown): ParsedComponentList {
  const document = v.safeParse(ComponentListDocumentSchema, json);
  if (!document.success) return { list: EMPTY_COMPONENT_LIST, problems: [`component list: ${v.summarize(document.issues)}`] };
  const problems: string[] = [];
  const banners = document.output.banners.flatMap((entry, index) => {
    const banner = v.safeParse(PromoBannerEntrySchema, entry);
    if (banner.success) return [banner.output];
    problems.push(`banner ${index}: ${v.summarize(banner.issues)}`);
    return [];
  });
  return { list: { banners, openingHours: document.output.customerService.openingHours ?? null }, problems };
}

const midnight = (date: string): number => Date.parse(`${date}T00:00:00Z`);

/** The banners shown in a market now: its market list includes it, and now is at or after start and before end. */
export function activePromoBanners(banners: readonly PromoBannerEntry[], country: CountryCode, now: Date): PromoBannerEntry[] {
  const time = now.getTime();
  return banners.filter(
    (banner) =>
      (banner.markets === undefined || banner.markets.includes(country)) &&
      (banner.start === undefined || midnight(banner.start) <= time) &&
      (banner.end === undefined || time < midnight(banner.end)),
  );
}
