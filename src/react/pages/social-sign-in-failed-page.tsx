// The page a failed Google or Facebook sign-in ends on (400: cancelled, tampered, replayed or refused;
// 503: a provider or the sign-in sync did not answer). Nothing was changed; the way on is the login page.
import { SocialButtons } from '../account/social-buttons.tsx';
import { useT } from '../i18n/i18n.tsx';
import { useLink } from '../market-context.tsx';
import { defineMessagePage } from './define-page.ts';

function SocialSignInFailedPage() {
  const t = useT();
  const link = useLink();
  return (
    <section className="message-page">
      <svg aria-hidden="true" className="message-page__art" viewBox="0 0 120 120" width="120" height="120">
        <rect x="26" y="52" width="68" height="52" rx="8" fill="none" stroke="#c9ced6" strokeWidth="8" />
        <path d="M42 52V38a18 18 0 0 1 36 0v14" fill="none" stroke="#c9ced6" strokeWidth="8" />
        <path d="M60 70v14" stroke="#f26b1d" strokeWidth="8" strokeLinecap="round" />
      </svg>
      <h1>{t('social.failed.title')}</h1>
      <p>{t('social.failed.text')}</p>
      <a className="button button--primary" href={link({ name: 'login' })}>
        {t('social.failed.back')}
      </a>
      <SocialButtons />
      <a className="message-page__back" href={link({ name: 'home' })}>
        {t('notFound.home')}
      </a>
    </section>
  );
}

export default defineMessagePage({
  kind: 'social-sign-in-failed',
  head: (_, { t }) => ({ title: t('social.failed.title') }),
  Component: () => <SocialSignInFailedPage />,
});
