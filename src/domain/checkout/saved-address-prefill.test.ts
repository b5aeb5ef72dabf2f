import { describe, expect, it } from 'vitest';
import type { AddressBook, SavedAddress } from '../account/saved-address.ts';
import { checkoutPrefill, savedAddressesIn } from './saved-address-prefill.ts';

const office: SavedAddress = {
  id: 'a1',
  key: '81101-1',
  firstName: 'Jana',
  lastName: 'Nováková',
  company: 'Acme s.r.o.',
  streetName: 'Hlavná',
  streetNumber: '12',
  postalCode: '811 01',
  city: 'Bratislava',
  country: 'SK',
};
const { company: _company, ...private_ } = office;
const home: SavedAddress = { ...private_, id: 'a2', key: '04001-2', streetName: 'Mlynská', postalCode: '040 01', city: 'Košice' };
const vienna: SavedAddress = { ...office, id: 'a3', key: '1010-3', postalCode: '1010', city: 'Wien', country: 'AT' };

const book = (changes: Partial<AddressBook> = {}): AddressBook => ({
  version: 4,
  billing: [office, vienna],
  shipping: [home, office],
  defaultBillingAddressId: 'a1',
  defaultShippingAddressId: 'a2',
  ...changes,
});
const customer = (changes: Partial<AddressBook> = {}) => ({ email: 'jana@example.sk', firstName: 'Jana', lastName: 'Nováková', book: book(changes) });
const emptyCart = { customerEmail: null };

describe('checkoutPrefill', () => {
  it('starts an empty cart with the e-mail, the default billing and the default shipping address', () => {
    const { id: _i, key: _k, ...officeFields } = office;
    expect(checkoutPrefill(emptyCart, customer(), 'SK')).toEqual({
      email: 'jana@example.sk',
      billing: officeFields,
      // The default billing address is a company's: the checkout starts as the company's.
      customerType: 'company',
      shipping: {
        firstName: 'Jana',
        lastName: 'Nováková',
        streetName: 'Mlynská',
        streetNumber: '12',
        postalCode: '040 01',
        city: 'Košice',
        country: 'SK',
      },
      shippingAddressType: 'different-from-billing',
    });
  });

  it('ships to the billing address when the default shipping address is the same one', () => {
    const prefill = checkoutPrefill(emptyCart, customer({ defaultShippingAddressId: 'a1' }), 'SK');
    expect(prefill.shippingAddressType).toBe('same-as-billing');
    expect(checkoutPrefill(emptyCart, customer({ billing: [home], defaultBillingAddressId: 'a2' }), 'SK').customerType).toBeUndefined();
  });

  it("starts with the names only without a default billing address, and leaves the shipping choice to the shopper's last one", () => {
    const prefill = checkoutPrefill(emptyCart, customer({ defaultBillingAddressId: null, defaultShippingAddressId: null }), 'SK');
    expect(prefill).toEqual({ email: 'jana@example.sk', billing: { country: 'SK', firstName: 'Jana', lastName: 'Nováková' } });
  });

  it('keeps what the cart holds: its e-mail, and no start at all once it has a billing address', () => {
    const cart = { customerEmail: 'other@example.sk', billingAddress: { country: 'SK', firstName: 'Eva' } };
    expect(checkoutPrefill(cart, customer(), 'SK')).toEqual({});
    expect(checkoutPrefill({ customerEmail: 'other@example.sk' }, customer(), 'SK').email).toBeUndefined();
  });

  it("never starts with a default address of another country than the market's", () => {
    const prefill = checkoutPrefill(emptyCart, customer({ defaultBillingAddressId: 'a3', defaultShippingAddressId: null }), 'SK');
    expect(prefill.billing).toEqual({ country: 'SK', firstName: 'Jana', lastName: 'Nováková' });
    expect(savedAddressesIn(book(), 'SK').billing.map((a) => a.id)).toEqual(['a1']);
  });
});
