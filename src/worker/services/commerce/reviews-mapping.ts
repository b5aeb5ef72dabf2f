// commercetools Review → the shop's Review. The custom fields (review-custom: the date written, customer
// care's answer, translations) arrive untyped, so they are parsed, never cast; a review is shown in the
// page's language when a translation into it exists, otherwise as written.
import type { ProductProjection, Review as CommerceReview } from '@commercetools/platform-sdk';
import * as v from 'valibot';
import { type Review, type ReviewStatistics, NO_STATISTICS, reviewStatistics } from '../../../domain/reviews/review.ts';
import type { Language } from '../../../domain/markets/countries.ts';
import { logWarn } from '../observability/log.ts';

const Translations = v.optional(v.record(v.string(), v.string()));

const ReviewFieldsSchema = v.object({
  reviewCreatedAt: v.optional(v.string()),
  customerCareResponseText: v.optional(v.string()),
  titleTranslations: Translations,
  textTranslations: Translations,
  customerCareResponseTranslations: Translations,
});

const fieldsOf = (review: CommerceReview): v.InferOutput<typeof ReviewFieldsSchema> => {
  const parsed = v.safeParse(ReviewFieldsSchema, review.custom?.fields ?? {});
  if (parsed.success) return parsed.output;
  logWarn(`review ${review.id}: custom fields not as expected, shown without them`, parsed.issues[0]?.message);
  return {};
};

/** The review in `language`: its translation when it was written in another language and one exists. */
export function toReview(review: CommerceReview, language: Language): Review {
  const fields = fieldsOf(review);
  const writtenIn = (review.locale ?? '').split('-')[0] ?? '';
  const translate = writtenIn !== language;
  const shown = (original: string, translations: Record<string, string> | undefined): { text: string; translated: boolean } => {
    const translation = translate ? translations?.[language] : undefined;
    return translation ? { text: translation, translated: true } : { text: original, translated: false };
  };
  const title = shown(review.title ?? '', fields.titleTranslations);
  const text = shown(review.text ?? '', fields.textTranslations);
  const answer = fields.customerCareResponseText ? shown(fields.customerCareResponseText, fields.customerCareResponseTranslations) : null;
  return {
    id: review.id,
    rating: Math.max(1, Math.min(5, Math.round(review.rating ?? 1))),
    title: title.text,
    text: text.text,
    authorName: review.authorName ?? '',
    createdAt: fields.reviewCreatedAt ?? review.createdAt,
    locale: review.locale ?? '',
    translated: title.translated || text.translated || answer?.translated === true,
    answer: answer?.text ?? null,
  };
}

/** The product's review statistics as commercetools keeps them (none without reviews). */
export function statisticsOf(projection: Pick<ProductProjection, 'reviewRatingStatistics'>): ReviewStatistics {
  const statistics = projection.reviewRatingStatistics;
  if (!statistics) return NO_STATISTICS;
  const distribution: unknown = statistics.ratingsDistribution;
  const parsed = v.safeParse(v.record(v.string(), v.unknown()), distribution);
  return reviewStatistics(statistics.averageRating, statistics.count, parsed.success ? parsed.output : {});
}
