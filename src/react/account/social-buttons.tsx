// 'Continue with Google' and 'Continue with Facebook' for the login pages (helper "pages" places it) and the
// failed sign-in page: plain links to the worker's /auth/{provider}/start, so they work before hydration
// and without JavaScript. `returnTo` is where the shopper lands afterwards (a path of this shop; the worker
// ignores anything else and lands on /my-account).
import { useT } from '../i18n/i18n.tsx';

const startHref = (provider: 'google' | 'facebook', returnTo: string | undefined) =>
  `/auth/${provider}/start${returnTo ? `?return=${encodeURIComponent(returnTo)}` : ''}`;

export function SocialButtons({ returnTo }: { returnTo?: string }) {
  const t = useT();
  return (
    <div className="social-buttons">
      <p className="social-buttons__or">
        <span>{t('social.or')}</span>
      </p>
      <a className="social-button" href={startHref('google', returnTo)}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path fill="#4285f4" d="M22.6 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h5.9a5 5 0 0 1-2.2 3.3v2.8h3.6c2.1-1.9 3.3-4.8 3.3-8.1z" />
          <path fill="#34a853" d="M12 23c3 0 5.5-1 7.3-2.6l-3.6-2.8c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.9A11 11 0 0 0 12 23z" />
          <path fill="#fbbc05" d="M5.8 14.2a6.6 6.6 0 0 1 0-4.3V7H2.1a11 11 0 0 0 0 9.9l3.7-2.7z" />
          <path fill="#ea4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7l3.7 2.9C6.7 7.3 9.1 5.4 12 5.4z" />
        </svg>
        {t('social.continue.google')}
      </a>
      <a className="social-button social-button--facebook" href={startHref('facebook', returnTo)}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <circle cx="12" cy="12" r="11" fill="#fff" />
          <path
            fill="#0866ff"
            d="M13.4 23v-8.1h2.7l.4-3.2h-3.1v-2c0-.9.3-1.5 1.6-1.5h1.6V5.3a22 22 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2.4H7.5v3.2h2.7V23z"
          />
        </svg>
        {t('social.continue.facebook')}
      </a>
    </div>
  );
}
