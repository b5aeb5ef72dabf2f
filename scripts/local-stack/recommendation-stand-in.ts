// The recommendation service stand-in's rules (served as `POST /recommendation` by services-server.ts).
// It answers like Bloomreach, `{ success, results: [{ success, value: [{ item_id }, …] }] }`, with the
// RECOMMENDED_COUNT catalogue SKUs that follow `sourceSku` (wrapping round at the end), so every product
// page gets the same recommendations on every run. A shopper whose analytics cookie starts with
// RECOMMENDATION_NEXT_COOKIE gets the RECOMMENDED_COUNT after those, so tests can tell two shoppers'
// recommendations apart. Two SKUs drive the failure branches in tests:
// RECOMMENDATION_FAILING_SKU answers 500, RECOMMENDATION_SLOW_SKU answers only after RECOMMENDATION_SLOW_MS.
// No Node imports: the worker tests read the constants too.
import * as v from 'valibot';

export const RECOMMENDED_COUNT = 6;
/** A real product (meat slicer 300 mm) whose recommendations always fail with 500. */
export const RECOMMENDATION_FAILING_SKU = 'EX10010002';
/** A real product (meat grinder 120 kg/h) whose recommendations come later than the shop waits. */
export const RECOMMENDATION_SLOW_SKU = 'EX10010003';
export const RECOMMENDATION_SLOW_MS = 3_000;
/** The start of an analytics cookie whose shopper is recommended the next RECOMMENDED_COUNT products instead. */
export const RECOMMENDATION_NEXT_COOKIE = 'next-';

export const RecommendationRequestSchema = v.object({
  cookie: v.string(),
  typeId: v.pipe(v.string(), v.minLength(1)),
  domainId: v.pipe(v.string(), v.minLength(1)),
  languageAndCountry: v.pipe(v.string(), v.regex(/^[a-z]{2}-[A-Z]{2}$/)),
  sourceSku: v.pipe(v.string(), v.minLength(1)),
});
export type RecommendationRequest = v.InferOutput<typeof RecommendationRequestSchema>;

export type RecommendationOutcome =
  | { kind: 'answer'; delayMs: number; body: { success: true; results: [{ success: true; value: { item_id: string }[] }] } }
  | { kind: 'failure'; status: 500; body: { success: false; error: string } };

export function recommendationOutcome(catalogueSkus: readonly string[], request: RecommendationRequest): RecommendationOutcome {
  if (request.sourceSku === RECOMMENDATION_FAILING_SKU) {
    return { kind: 'failure', status: 500, body: { success: false, error: 'recommendation engine unavailable (stand-in failure SKU)' } };
  }
  const at = catalogueSkus.indexOf(request.sourceSku);
  const count = at < 0 ? 0 : Math.min(RECOMMENDED_COUNT, catalogueSkus.length - 1);
  const first = at + 1 + (request.cookie.startsWith(RECOMMENDATION_NEXT_COOKIE) ? RECOMMENDED_COUNT : 0);
  const value = Array.from({ length: count }, (_, i) => ({ item_id: catalogueSkus[(first + i) % catalogueSkus.length] ?? '' }));
  return {
    kind: 'answer',
    delayMs: request.sourceSku === RECOMMENDATION_SLOW_SKU ? RECOMMENDATION_SLOW_MS : 0,
    body: { success: true, results: [{ success: true, value }] },
  };
}

/** SKUs of the sellable catalogue in seed order: products.json drafts, virtual products left out. */
export function catalogueSkus(drafts: unknown): string[] {
  const Draft = v.object({
    masterVariant: v.object({
      sku: v.string(),
      attributes: v.optional(v.array(v.object({ name: v.string(), value: v.unknown() })), []),
    }),
  });
  const parsed = v.parse(v.array(Draft), drafts);
  return parsed
    .filter((draft) => !draft.masterVariant.attributes.some((attribute) => attribute.name === 'isVirtual' && attribute.value === true))
    .map((draft) => draft.masterVariant.sku);
}
