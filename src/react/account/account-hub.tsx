// The account hub's content (/my-account, spec part 1 §2): a greeting, a card for every account page and
// the external 'my orders' link.
import { useT } from '../i18n/i18n.tsx';
import { useLink } from '../market-context.tsx';
import { ACCOUNT_PAGES } from './account-layout.tsx';
import { OrdersLinkButton } from './orders-link-button.tsx';

export function AccountHub({ firstName }: { firstName: string }) {
  const t = useT();
  const link = useLink();
  return (
    <>
      <p className="account__greeting">{firstName ? t('account.hub.greeting', { name: firstName }) : t('account.hub.greetingNoName')}</p>
      <ul className="account-cards">
        <li className="account-card account-card--orders">
          <div>
            <h2 className="account-card__title">{t('account.orders.title')}</h2>
            <p className="account-card__text">{t('account.orders.text')}</p>
          </div>
          <OrdersLinkButton />
        </li>
        {ACCOUNT_PAGES.filter((name) => name !== 'myAccount').map((name) => (
          <li key={name} className="account-card">
            <a className="account-card__link" href={link({ name })}>
              {t(`route.${name}`)}
            </a>
            <p className="account-card__text">{t(`account.hub.${name}`)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
