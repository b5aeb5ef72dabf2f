// The account hub, /my-account (spec part 1 §2): a card for every account page inside the shared account
// layout. Personal data: never cached (noStore).
import { ACCOUNT_PAGES, AccountLayout } from '../account/account-layout.tsx';
import { useT } from '../i18n/i18n.tsx';
import { useLink } from '../market-context.tsx';
import { definePage, shopTitle } from './define-page.ts';

function MyAccountPage() {
  const t = useT();
  const link = useLink();
  return (
    <AccountLayout current="myAccount">
      <ul className="account-cards">
        {ACCOUNT_PAGES.filter((name) => name !== 'myAccount').map((name) => (
          <li key={name} className="account-card">
            <a className="account-card__link" href={link({ name })}>
              {t(`route.${name}`)}
            </a>
          </li>
        ))}
      </ul>
    </AccountLayout>
  );
}

export default definePage({
  kind: 'my-account',
  routes: ['myAccount'],
  async load() {
    return { data: {}, noStore: true };
  },
  head: (_, { t }) => ({ title: shopTitle(t('route.myAccount'), t) }),
  Component: () => <MyAccountPage />,
});
