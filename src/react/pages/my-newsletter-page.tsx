// /my-account/my-newsletter: the three consents in the account layout, as stored on the customer.
import { hrefFor } from '../../domain/routes/route-table.ts';
import { AccountLayout } from '../account/account-layout.tsx';
import { NewsletterForm } from '../account/newsletter-form.tsx';
import { definePage, redirect, shopTitle } from './define-page.ts';

export default definePage({
  kind: 'my-newsletter',
  routes: ['myNewsletter'],
  async load({ market, services }) {
    const consents = await services.accountConsents();
    if (!consents) return redirect(hrefFor(market, { name: 'login' }), 302);
    return { data: { consents }, noStore: true };
  },
  head: (_, { t }) => ({ title: shopTitle(t('route.myNewsletter'), t) }),
  Component: ({ page }) => (
    <AccountLayout current="myNewsletter">
      <NewsletterForm consents={page.consents} />
    </AccountLayout>
  ),
});
