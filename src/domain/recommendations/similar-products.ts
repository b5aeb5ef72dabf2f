// The recommendation service's "similar products" call (spec part 2 §7.5 "Recommendation"): the body the
// shop POSTs and how its answer is read. The answer is Bloomreach-like,
// `{ success, results: [{ success, value: [{ item_id }, …] }] }`; only `results[0].value` matters, a list
// of SKUs or of items carrying one. Anything else is a failure (null), which the shop shows as nothing.
import * as v from 'valibot';
import type { LocaleCode } from '../markets/countries.ts';
import { recommendationKeysFor } from '../markets/recommendation-keys.ts';

/** The product page does not wait longer for recommendations; they stream in or are left out. */
export const RECOMMENDATION_TIMEOUT_MS = 1_500;
/**
 * Recommended products shown (not in the spec). Six: the most a product slider shows side by side
 * (spec part 2 §9 "max 6 visible").
 */
export const RECOMMENDATIONS_LIMIT = 6;

export interface SimilarProductsBody {
  /** The shopper's analytics cookie value, '' when there is none. */
  cookie: string;
  /** The similar-products recommendation id of the locale. */
  typeId: string;
  /** The recommendation domain (key) of the locale. */
  domainId: string;
  /** e.g. `sk-SK`. */
  languageAndCountry: LocaleCode;
  sourceSku: string;
}

export function similarProductsBody({
  locale,
  sourceSku,
  cookie,
}: {
  locale: LocaleCode;
  sourceSku: string;
  cookie: string | undefined;
}): SimilarProductsBody | null {
  const keys = recommendationKeysFor(locale);
  if (!keys) return null;
  return { cookie: cookie ?? '', typeId: keys.similarProductsId, domainId: keys.key, languageAndCountry: locale, sourceSku };
}

const SkuSchema = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{1,64}$/));

/** One recommended item: a bare SKU, or an object naming it as `item_id`, `sku` or `id`. */
const ItemSchema = v.union([
  SkuSchema,
  v.pipe(
    v.looseObject({ item_id: v.optional(v.unknown()), sku: v.optional(v.unknown()), id: v.optional(v.unknown()) }),
    v.transform((item) => [item.item_id, item.sku, item.id].find((value) => typeof value === 'string')),
    SkuSchema,
  ),
]);

const ResponseSchema = v.looseObject({
  success: v.optional(v.boolean()),
  results: v.pipe(
    v.array(v.unknown()),
    v.minLength(1),
    v.transform((results) => results[0]),
    v.looseObject({ success: v.optional(v.boolean()), value: v.array(v.unknown()) }),
  ),
});

/** SKUs of `results[0].value` in the service's order, unreadable items and repeats dropped; null when the answer is a failure. */
export function similarProductSkus(response: unknown): string[] | null {
  const parsed = v.safeParse(ResponseSchema, response);
  if (!parsed.success || parsed.output.success === false || parsed.output.results.success === false) return null;
  const skus = parsed.output.results.value.flatMap((item) => {
    const sku = v.safeParse(ItemSchema, item);
    return sku.success ? [sku.output] : [];
  });
  return [...new Set(skus)];
}
