// The account area's own pages (spec part 1 §2): the hub /my-account, /my-account/my-profile,
// /my-account/my-newsletter and /my-account/loyalty-card, each in the shared account layout. One module
// for the four: every page kind costs every page's start-up script an entry in the page table, and the
// product page's JavaScript is at its budget. Personal data: never cached (noStore); without a session
// (the guard lets none through) the shopper is sent to log in.
import type { Consents } from '../../domain/account/consents.ts';
import type { CustomerProfile } from '../../domain/account/customer.ts';
import { hrefFor } from '../../domain/routes/route-table.ts';
import { AccountHub } from '../account/account-hub.tsx';
import { AccountLayout } from '../account/account-layout.tsx';
import { LoyaltyCardView } from '../account/loyalty-card-view.tsx';
import { MyProfile } from '../account/my-profile.tsx';
import { NewsletterForm } from '../account/newsletter-form.tsx';
import { definePage, redirect, shopTitle } from './define-page.ts';
import type { LoyaltyCard, PageServices } from './page-services.ts';

type AccountView =
  | { route: 'myAccount'; firstName: string }
  | { route: 'myProfile'; profile: CustomerProfile }
  | { route: 'myNewsletter'; consents: Consents }
  | { route: 'loyaltyCard'; card: LoyaltyCard };

type AccountRoute = AccountView['route'];

async function viewOf(route: AccountRoute, services: PageServices): Promise<AccountView | null> {
  switch (route) {
    case 'myAccount': {
      const profile = await services.accountProfile();
      return profile && { route, firstName: profile.firstName };
    }
    case 'myProfile': {
      const profile = await services.accountProfile();
      return profile && { route, profile };
    }
    case 'myNewsletter': {
      const consents = await services.accountConsents();
      return consents && { route, consents };
    }
    case 'loyaltyCard': {
      const card = await services.loyaltyCard();
      return card && { route, card };
    }
  }
}

function AccountContent({ view }: { view: AccountView }) {
  switch (view.route) {
    case 'myAccount':
      return <AccountHub firstName={view.firstName} />;
    case 'myProfile':
      return <MyProfile profile={view.profile} />;
    case 'myNewsletter':
      return <NewsletterForm consents={view.consents} />;
    case 'loyaltyCard':
      return <LoyaltyCardView card={view.card} />;
  }
}

export default definePage({
  kind: 'account',
  routes: ['myAccount', 'myProfile', 'myNewsletter', 'loyaltyCard'],
  async load({ route, market, services }) {
    const view = await viewOf(route.name, services);
    if (!view) return redirect(hrefFor(market, { name: 'login' }), 302);
    return { data: { view }, noStore: true };
  },
  head: ({ view }, { t }) => ({ title: shopTitle(t(`route.${view.route}`), t) }),
  Component: ({ page }) => (
    <AccountLayout current={page.view.route}>
      <AccountContent view={page.view} />
    </AccountLayout>
  ),
});
