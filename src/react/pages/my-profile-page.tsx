// /my-account/my-profile: the profile form in the account layout, filled with the customer as stored.
import { hrefFor } from '../../domain/routes/route-table.ts';
import { AccountLayout } from '../account/account-layout.tsx';
import { ProfileForm } from '../account/profile-form.tsx';
import { definePage, redirect, shopTitle } from './define-page.ts';

export default definePage({
  kind: 'my-profile',
  routes: ['myProfile'],
  async load({ market, services }) {
    const profile = await services.accountProfile();
    if (!profile) return redirect(hrefFor(market, { name: 'login' }), 302);
    return { data: { profile }, noStore: true };
  },
  head: (_, { t }) => ({ title: shopTitle(t('route.myProfile'), t) }),
  Component: ({ page }) => (
    <AccountLayout current="myProfile">
      <ProfileForm profile={page.profile} />
    </AccountLayout>
  ),
});
