// The log-out page (route 'logOut'): a confirm button, since signing out is a same-origin POST (a GET
// any other site could trigger would sign customers out behind their backs). Works without script.
import { useT } from '../i18n/i18n.tsx';
import { useLink } from '../market-context.tsx';
import { LogOutForm } from '../sign-in/log-out-form.tsx';
import { definePage, shopTitle } from './define-page.ts';

function LogOutPage() {
  const t = useT();
  const link = useLink();
  return (
    <section className="account-entry account-entry--narrow" aria-labelledby="account-title">
      <h1 id="account-title" className="account-entry__title">
        {t('route.logOut')}
      </h1>
      <p>{t('signIn.logOut.question')}</p>
      <div className="account-entry__actions">
        <LogOutForm />
        <a className="button button--secondary" href={link({ name: 'home' })}>
          {t('signIn.logOut.stay')}
        </a>
      </div>
    </section>
  );
}

export default definePage({
  kind: 'log-out',
  routes: ['logOut'],
  async load() {
    return { data: {}, noStore: true };
  },
  head: (_, { t }) => ({ title: shopTitle(t('route.logOut'), t) }),
  Component: () => <LogOutPage />,
});
