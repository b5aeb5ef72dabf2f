import { describe, expect, it } from 'vitest';
import type { Money } from '../money/money.ts';
import { checkoutShippingMethods, type ShippingMethodRate } from './shipping-offers.ts';

const czk = (centAmount: number): Money => ({ centAmount, currencyCode: 'CZK', fractionDigits: 2 });

const parcel: ShippingMethodRate = {
  key: 'parcel',
  name: 'Doručení balíkem',
  description: 'Doručení přepravcem až ke dveřím.',
  deliveryTime: '1-3',
  price: czk(4600),
  freeAbove: czk(139900),
  isDefault: true,
};
const freight: ShippingMethodRate = {
  ...parcel,
  key: 'freight',
  name: 'Spedice',
  deliveryTime: '3-7',
  price: czk(23500),
  freeAbove: null,
  isDefault: false,
};

const cart = (subtotal: number, shippingMethodKey: string | null = 'parcel') => ({ totals: { subtotal: czk(subtotal) }, shippingMethodKey });

describe('the shipping methods the checkout offers', () => {
  it('charges the parcel fee below the free-above amount and nothing from it on', () => {
    expect(checkoutShippingMethods([parcel], cart(139899))[0]?.price).toEqual(czk(4600));
    expect(checkoutShippingMethods([parcel], cart(139900))[0]?.price).toEqual(czk(0));
  });

  it('always charges freight, which has no free-above amount', () => {
    expect(checkoutShippingMethods([parcel, freight], cart(500000, 'freight'))).toEqual([
      {
        key: 'parcel',
        name: parcel.name,
        description: parcel.description,
        deliveryTime: '1-3',
        price: czk(0),
        freeAbove: czk(139900),
        selected: false,
      },
      { key: 'freight', name: 'Spedice', description: parcel.description, deliveryTime: '3-7', price: czk(23500), freeAbove: null, selected: true },
    ]);
  });

  it('marks none selected while the cart has no method', () => {
    expect(checkoutShippingMethods([parcel, freight], cart(0, null)).map((method) => method.selected)).toEqual([false, false]);
  });
});
