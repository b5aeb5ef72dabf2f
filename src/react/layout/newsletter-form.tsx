// The newsletter block's form (lazy chunk of newsletter-block.tsx): an e-mail address and the consent
// box — required unless the country makes it optional (domain newsletter-signup.ts, also what the worker
// checks). `POST /api/newsletter` answers 202 'check your inbox', or 400 with a message per field.
// Inserted above the footer, the block moves the footer down. It appears at once while the footer is
// below the fold (a shift nobody sees) or the page is scrolled (the browser's scroll anchoring keeps the
// visible footer where it is); on a short page seen from its top, at the first touch, key or scroll.
import { type FormEvent, useEffect, useId, useState } from 'react';
import * as v from 'valibot';
import { newsletterConsentRequired } from '../../domain/content/newsletter-signup.ts';
import { callJsonApi } from '../http/json-api.ts';
import { useT } from '../i18n/i18n.tsx';
import { useMarket } from '../market-context.tsx';

const SentSchema = v.object({ message: v.optional(v.string()) });

type Status = { kind: 'sent' | 'failed'; message: string; fields?: Readonly<Record<string, string>> };

function useShownWithoutShift(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const footer = document.querySelector('.footer');
    if (!footer || footer.getBoundingClientRect().top > innerHeight || scrollY > 0) {
      setShown(true);
      return;
    }
    const show = () => setShown(true);
    const triggers = ['pointerdown', 'keydown', 'scroll'] as const;
    for (const trigger of triggers) addEventListener(trigger, show, { once: true, passive: true });
    return () => {
      for (const trigger of triggers) removeEventListener(trigger, show);
    };
  }, []);
  return shown;
}

export default function NewsletterForm() {
  const t = useT();
  const shown = useShownWithoutShift();
  const market = useMarket();
  const id = useId();
  const consentRequired = newsletterConsentRequired(market.country.code);
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    // API paths carry no language prefix: a second language of the country is named for the answer's texts.
    const query = market.prefix ? `?language=${market.language}` : '';
    const answer = await callJsonApi(`/api/newsletter${query}`, { method: 'POST', body: { email, consent }, answer: SentSchema });
    setSending(false);
    if (answer.ok) setStatus({ kind: 'sent', message: answer.value.message ?? t('newsletter.sent') });
    else setStatus({ kind: 'failed', message: answer.message ?? t('newsletter.error.unavailable'), fields: answer.fields });
  }

  const fields = status?.fields ?? {};
  if (!shown) return null;
  return (
    <section className="newsletter" aria-labelledby={`${id}-title`} data-testid="newsletter-block">
      <div className="newsletter__inner">
        <div className="newsletter__intro">
          <h2 id={`${id}-title`} className="newsletter__title">
            {t('newsletter.title')}
          </h2>
          <p className="newsletter__text">{t('newsletter.text')}</p>
        </div>
        {status?.kind === 'sent' ? (
          <p className="newsletter__sent" role="status">
            {status.message}
          </p>
        ) : (
          <form className="newsletter__form" onSubmit={subscribe} noValidate>
            <div className="newsletter__row">
              <label className="visually-hidden" htmlFor={`${id}-email`}>
                {t('newsletter.email')}
              </label>
              <input
                id={`${id}-email`}
                className="newsletter__email"
                type="email"
                name="email"
                autoComplete="email"
                required
                placeholder={t('newsletter.email')}
                value={email}
                aria-invalid={fields.email ? true : undefined}
                aria-describedby={fields.email ? `${id}-email-error` : undefined}
                onChange={(event) => setEmail(event.target.value)}
              />
              <button type="submit" className="button button--primary newsletter__submit" disabled={sending} aria-busy={sending}>
                {t('newsletter.submit')}
              </button>
            </div>
            {fields.email && (
              <p id={`${id}-email-error`} className="newsletter__error">
                {fields.email}
              </p>
            )}
            <label className="newsletter__consent">
              <input
                type="checkbox"
                name="consent"
                required={consentRequired}
                checked={consent}
                aria-invalid={fields.consent ? true : undefined}
                aria-describedby={fields.consent ? `${id}-consent-error` : undefined}
                onChange={(event) => setConsent(event.target.checked)}
              />
              <span>{t('newsletter.consent')}</span>
            </label>
            {fields.consent && (
              <p id={`${id}-consent-error`} className="newsletter__error">
                {fields.consent}
              </p>
            )}
            {status?.kind === 'failed' && !fields.email && !fields.consent && (
              <p className="newsletter__error" role="alert">
                {status.message}
              </p>
            )}
          </form>
        )}
      </div>
    </section>
  );
}
