// The customer's saved addresses, /my-account/shipping-details and /my-account/billing-details (spec
// part 1 §2 account pages; issue 15): the cards with edit, delete and make default, and the form for a
// new one, inside the shared account layout. One module for both lists, so the two pages cannot drift
// apart and the page table (which every page's script carries) grows by one entry, not two. The
// loader reads the book server-side, so the page shows it before any script runs. Personal data:
// never cached (noStore); the route guard admits signed-in customers only.
import type { AddressKind } from '../../domain/account/saved-address.ts';
import { hrefFor } from '../../domain/routes/route-table.ts';
import { AccountLayout } from '../account/account-layout.tsx';
import { AddressBookView } from '../account/addresses/address-book.tsx';
import { definePage, redirect, shopTitle } from './define-page.ts';

const PAGE_OF_LIST = { shipping: 'shippingDetails', billing: 'billingDetails' } as const;

export default definePage({
  kind: 'address-book',
  routes: ['shippingDetails', 'billingDetails'],
  async load({ route, market, services }) {
    const book = await services.addressBook();
    // The session ended between the guard and here: home, as the guard sends a visitor without one (spec §2).
    if (!book) return redirect(hrefFor(market, { name: 'home' }), 303);
    // `list`, not `kind`: the page's data carries its page kind under that name.
    const list: AddressKind = route.name === 'billingDetails' ? 'billing' : 'shipping';
    return { data: { list, book }, noStore: true };
  },
  head: (page, { t }) => ({ title: shopTitle(t(`route.${PAGE_OF_LIST[page.list]}`), t) }),
  Component: ({ page }) => (
    <AccountLayout current={PAGE_OF_LIST[page.list]}>
      <AddressBookView kind={page.list} initial={page.book} />
    </AccountLayout>
  ),
});
