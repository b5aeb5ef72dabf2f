// My reviews (route 'myReviews', signed in): the customer's own reviews, newest first, each with the
// product it is about (a link to it), the stars, the date and the text. Personal: never cached.
import type { CustomerReview } from '../../domain/reviews/review.ts';
import { useT } from '../i18n/i18n.tsx';
import { useLink } from '../market-context.tsx';
import { ReviewItem } from '../product/reviews/review-item.tsx';
import { definePage, shopTitle } from './define-page.ts';

function MyReviewsPage({ reviews }: { reviews: CustomerReview[] }) {
  const t = useT();
  const link = useLink();
  return (
    <section className="my-reviews" aria-labelledby="my-reviews-title">
      <h1 id="my-reviews-title">{t('reviews.mine.title')}</h1>
      {reviews.length === 0 ? (
        <p>{t('reviews.mine.none')}</p>
      ) : (
        <ol className="my-reviews__list" role="list">
          {reviews.map((review) => (
            <li key={review.id} className="my-reviews__item" data-testid="my-review">
              <p className="my-reviews__product">
                {review.product ? (
                  <a href={link({ name: 'product', slug: review.product.slug })}>{review.product.name}</a>
                ) : (
                  t('reviews.mine.unknownProduct')
                )}
              </p>
              <ReviewItem review={review} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export default definePage({
  kind: 'my-reviews',
  routes: ['myReviews'],
  async load({ route, services }) {
    // The route's guard lets only signed-in customers in; a session ended meanwhile shows an empty list.
    const reviews = (await services.myReviews()) ?? [];
    return { data: { reviews }, seo: services.seo({ ref: route }), noStore: true };
  },
  head: (_, { t }) => ({ title: shopTitle(t('reviews.mine.title'), t) }),
  Component: ({ page }) => <MyReviewsPage reviews={page.reviews} />,
});
