// The frame of every account page (spec part 1 §2, /my-account/*): the side navigation to all account
// pages and log-out, and the page's heading and content beside it. The pages of helpers account-area,
// addresses and reviews render inside it, so the navigation is one list in one place:
//   <AccountLayout current="shippingDetails">…</AccountLayout>
// Server-rendered links only (no script): it works before hydration and costs the page no JavaScript.
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n.tsx';
import { useLink } from '../market-context.tsx';

/** The account pages, in the order the side navigation lists them (route names of the route table). */
export const ACCOUNT_PAGES = ['myAccount', 'myProfile', 'shippingDetails', 'billingDetails', 'myNewsletter', 'myReviews', 'loyaltyCard'] as const;
export type AccountPageName = (typeof ACCOUNT_PAGES)[number];

interface AccountLayoutProps {
  /** The page shown: marked in the navigation; its route name is the heading unless `title` says otherwise. */
  current: AccountPageName;
  title?: string;
  children: ReactNode;
}

export function AccountLayout({ current, title, children }: AccountLayoutProps) {
  const t = useT();
  const link = useLink();
  return (
    <div className="account">
      <nav className="account__nav" aria-label={t('account.nav.label')}>
        <ul className="account__nav-list">
          {ACCOUNT_PAGES.map((name) => (
            <li key={name}>
              <a className="account__nav-link" href={link({ name })} aria-current={name === current ? 'page' : undefined}>
                {t(`route.${name}`)}
              </a>
            </li>
          ))}
          <li>
            {/* The log-out page asks for a confirming POST (signing out is never a cross-site GET). */}
            <a className="account__nav-link account__nav-link--logout" href={link({ name: 'logOut' })}>
              {t('route.logOut')}
            </a>
          </li>
        </ul>
      </nav>
      <section className="account__content" aria-labelledby="account-title">
        <h1 id="account-title" className="account__title">
          {title ?? t(`route.${current}`)}
        </h1>
        {children}
      </section>
    </div>
  );
}
