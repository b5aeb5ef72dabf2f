// The customer's saved billing addresses, /my-account/billing-details (spec part 1 §2 account pages; issue
// 15): the cards with edit, delete and make default, and the form for a new one, inside the shared
// account layout. The loader reads the book server-side, so the page shows it before any script runs.
// Personal data: never cached (noStore); the route guard admits signed-in customers only.
import { hrefFor } from '../../domain/routes/route-table.ts';
import { AccountLayout } from '../account/account-layout.tsx';
import { AddressBookView } from '../account/addresses/address-book.tsx';
import { definePage, redirect, shopTitle } from './define-page.ts';

export default definePage({
  kind: 'billing-details',
  routes: ['billingDetails'],
  async load({ market, services }) {
    const book = await services.addressBook();
    // The session ended between the guard and here: home, as the guard sends a visitor without one (spec §2).
    if (!book) return redirect(hrefFor(market, { name: 'home' }), 303);
    return { data: { book }, noStore: true };
  },
  head: (_, { t }) => ({ title: shopTitle(t('route.billingDetails'), t) }),
  Component: ({ page }) => (
    <AccountLayout current="billingDetails">
      <AddressBookView kind="billing" initial={page.book} />
    </AccountLayout>
  ),
});
