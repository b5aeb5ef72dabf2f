// The error page. No route leads here: the worker shows it, with the failure's status, when a page
// cannot be shown (a backend down, a method a page does not take, a bug).
import type { MouseEvent } from 'react';
import { useT } from '../i18n/i18n.tsx';
import { useLink } from '../market-context.tsx';
import { defineMessagePage } from './define-page.ts';

/** Goes back one step when there is a step to go back to; otherwise the link leads home. */
function goBack(event: MouseEvent<HTMLAnchorElement>) {
  if (window.history.length > 1) {
    event.preventDefault();
    window.history.back();
  }
}

function ErrorPage() {
  const t = useT();
  const link = useLink();
  return (
    <section className="message-page">
      <svg aria-hidden="true" className="message-page__art" viewBox="0 0 120 120" width="120" height="120">
        <path d="M60 14 110 102H10z" fill="none" stroke="#c9ced6" strokeWidth="8" strokeLinejoin="round" />
        <path d="M60 46v26" stroke="#f26b1d" strokeWidth="8" strokeLinecap="round" />
        <circle cx="60" cy="86" r="5" fill="#f26b1d" />
      </svg>
      <h1>{t('error-occured')}</h1>
      <p>{t('go-back-or-try-again')}</p>
      <a className="button button--primary" href="/">
        {t('notFound.home')}
      </a>
      <a className="message-page__back" href={link({ name: 'home' })} onClick={goBack}>
        {t('error.goBack')}
      </a>
    </section>
  );
}

export default defineMessagePage({
  kind: 'error',
  head: (_, { t }) => ({ title: t('shop.name') }),
  Component: () => <ErrorPage />,
});
