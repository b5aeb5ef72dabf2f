// My reviews (route 'myReviews', signed in), in the shared account layout: the customer's own reviews,
// newest first, each with the product it is about (a link to it), the stars, the date and the text.
// Personal: never cached (noStore).
import type { CustomerReview } from '../../domain/reviews/review.ts';
import { AccountLayout } from '../account/account-layout.tsx';
import { useT } from '../i18n/i18n.tsx';
import { useLink } from '../market-context.tsx';
import { ReviewItem } from '../product/reviews/review-item.tsx';
import { definePage, shopTitle } from './define-page.ts';

function MyReviewsPage({ reviews }: { reviews: CustomerReview[] }) {
  const t = useT();
  const link = useLink();
  return (
    <AccountLayout current="myReviews">
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
    </AccountLayout>
  );
}

export default definePage({
  kind: 'my-reviews',
  routes: ['myReviews'],
  async load({ services }) {
    // The route's guard lets only signed-in customers in; a session ended meanwhile shows an empty list.
    const reviews = (await services.myReviews()) ?? [];
    return { data: { reviews }, noStore: true };
  },
  head: (_, { t }) => ({ title: shopTitle(t('route.myReviews'), t) }),
  Component: ({ page }) => <MyReviewsPage reviews={page.reviews} />,
});
