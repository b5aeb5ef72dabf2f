// The account hub, /my-account (spec part 1 §2): a greeting, a card for every account page and the
// external 'my orders' link, inside the shared account layout. Personal data: never cached (noStore).
import { hrefFor } from '../../domain/routes/route-table.ts';
import { ACCOUNT_PAGES, AccountLayout } from '../account/account-layout.tsx';
import { OrdersLinkButton } from '../account/orders-link-button.tsx';
import { useT } from '../i18n/i18n.tsx';
import { useLink } from '../market-context.tsx';
import { definePage, redirect, shopTitle } from './define-page.ts';

function MyAccountPage({ firstName }: { firstName: string }) {
  const t = useT();
  const link = useLink();
  return (
    <AccountLayout current="myAccount">
      <p className="account__greeting">{firstName ? t('account.hub.greeting', { name: firstName }) : t('account.hub.greetingNoName')}</p>
      <ul className="account-cards">
        {ACCOUNT_PAGES.filter((name) => name !== 'myAccount').map((name) => (
          <li key={name} className="account-card">
            <a className="account-card__link" href={link({ name })}>
              {t(`route.${name}`)}
            </a>
            <p className="account-card__text">{t(`account.hub.${name}`)}</p>
          </li>
        ))}
        <li className="account-card account-card--orders">
          <h2 className="account-card__title">{t('account.orders.title')}</h2>
          <p className="account-card__text">{t('account.orders.text')}</p>
          <OrdersLinkButton />
        </li>
      </ul>
    </AccountLayout>
  );
}

export default definePage({
  kind: 'my-account',
  routes: ['myAccount'],
  async load({ market, services }) {
    const profile = await services.accountProfile();
    if (!profile) return redirect(hrefFor(market, { name: 'login' }), 302);
    return { data: { firstName: profile.firstName }, noStore: true };
  },
  head: (_, { t }) => ({ title: shopTitle(t('route.myAccount'), t) }),
  Component: ({ page }) => <MyAccountPage firstName={page.firstName} />,
});
