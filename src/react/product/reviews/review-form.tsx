// Writing a review (spec part 1 §4 review states: not submitted, added, error). 'Write a review' asks the
// account API who is signed in (the page is the same for everyone): signed out, the shopper is asked to
// sign in; signed in, the form: stars (required), title, text and the consent to show the name, ticked at
// first only where the country's rule says so. The server decides who bought the product and refuses a
// second review with the spec's messages, shown here.
import { type FormEvent, useId, useState } from 'react';
import type { Review } from '../../../domain/reviews/review.ts';
import { MAX_REVIEW_TEXT_LENGTH, MAX_REVIEW_TITLE_LENGTH } from '../../../domain/reviews/review-draft.ts';
import { reviewNameConsentByDefault } from '../../../domain/reviews/review-rules.ts';
import { useT } from '../../i18n/i18n.tsx';
import { useLink, useMarket } from '../../market-context.tsx';
import { isSignedIn, postReview } from './reviews-client.ts';

const STARS = [1, 2, 3, 4, 5] as const;

type FormState =
  | { step: 'closed'; asking: boolean }
  | { step: 'signed-out' }
  | { step: 'open'; error: string | null; sending: boolean }
  | { step: 'added' };

export function ReviewForm({ sku, onAdded }: { sku: string; onAdded: (review: Review) => void }) {
  const t = useT();
  const link = useLink();
  const { country, language } = useMarket();
  const id = useId();
  const [state, setState] = useState<FormState>({ step: 'closed', asking: false });
  const [rating, setRating] = useState(0);
  const [consent, setConsent] = useState(() => reviewNameConsentByDefault(country.code));

  async function open() {
    setState({ step: 'closed', asking: true });
    setState((await isSignedIn()) ? { step: 'open', error: null, sending: false } : { step: 'signed-out' });
  }

  if (state.step === 'signed-out') {
    return (
      <p className="review-form__invite">
        <a className="button button--secondary" href={link({ name: 'login' })}>
          {t('reviews.write.signIn')}
        </a>
      </p>
    );
  }
  if (state.step === 'added') {
    return (
      <p className="review-form__added" role="status">
        {t('reviews.form.added')}
      </p>
    );
  }
  if (state.step === 'closed') {
    return (
      <p className="review-form__invite">
        <button type="button" className="button button--secondary" disabled={state.asking} onClick={() => void open()}>
          {t('reviews.write.title')}
        </button>
      </p>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (rating === 0) {
      setState({ step: 'open', error: t('reviews.error.rating-required'), sending: false });
      return;
    }
    const form = new FormData(event.currentTarget);
    setState({ step: 'open', error: null, sending: true });
    const answer = await postReview(language, { sku, rating, title: String(form.get('title') ?? ''), text: String(form.get('text') ?? ''), consent });
    if (answer.ok) {
      setState({ step: 'added' });
      onAdded(answer.value);
    } else {
      setState({ step: 'open', error: answer.message ?? t('reviews.error.unavailable'), sending: false });
    }
  }

  return (
    <form className="review-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="review-form__title">
        {t('reviews.write.title')}
      </h3>
      <p className="review-form__hint">{t('reviews.write.purchasersOnly')}</p>
      <fieldset className="review-form__stars">
        <legend>{t('reviews.form.rating')}</legend>
        {STARS.map((star) => (
          <label key={star} className={star <= rating ? 'review-form__star review-form__star--on' : 'review-form__star'}>
            <input type="radio" name="rating" value={star} checked={rating === star} onChange={() => setRating(star)} className="visually-hidden" />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t('reviews.stars', { count: star })}</span>
          </label>
        ))}
      </fieldset>
      <label className="review-form__field">
        <span>{t('reviews.form.title')}</span>
        <input name="title" type="text" maxLength={MAX_REVIEW_TITLE_LENGTH} autoComplete="off" />
      </label>
      <label className="review-form__field">
        <span>{t('reviews.form.text')}</span>
        <textarea name="text" rows={5} maxLength={MAX_REVIEW_TEXT_LENGTH} />
      </label>
      <label className="review-form__consent">
        <input type="checkbox" checked={consent} onChange={(event) => setConsent(event.currentTarget.checked)} />
        <span>{t('reviews.form.consent')}</span>
      </label>
      {state.error && (
        <p className="review-form__error" role="alert">
          {state.error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={state.sending}>
        {state.sending ? t('reviews.form.sending') : t('reviews.form.submit')}
      </button>
    </form>
  );
}
