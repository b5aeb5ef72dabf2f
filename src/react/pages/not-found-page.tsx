import { useT } from '../i18n/i18n.tsx';
import { useHref } from '../market-context.tsx';
import { homePath } from '../../domain/routes/page-routes.ts';

export function NotFoundPage() {
  const t = useT();
  const href = useHref();
  return (
    <section className="message-page">
      <svg aria-hidden="true" className="message-page__art" viewBox="0 0 120 120" width="120" height="120"><circle cx="52" cy="52" r="32" fill="none" stroke="#c9ced6" strokeWidth="8"/><path d="m76 76 24 24" stroke="#c9ced6" strokeWidth="10" strokeLinecap="round"/><path d="M40 44l24 16M64 44 40 60" stroke="#f26b1d" strokeWidth="6" strokeLinecap="round"/></svg>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <a className="button button--primary" href={href(homePath())}>{t('notFound.home')}</a>
    </section>
  );
}

export function ErrorPage() {
  const t = useT();
  return (
    <section className="message-page">
      <h1>{t('error-occured')}</h1>
      <p>{t('go-back-or-try-again')}</p>
      <a className="button button--primary" href="/">{t('notFound.home')}</a>
    </section>
  );
}
