import { describe, expect, it } from 'vitest';
import { cartInLanguage, cartLanguages, type LineTexts } from './line-language.ts';
import type { Cart, CartLine, CartState } from './types.ts';

const chf = (centAmount: number) => ({ centAmount, currencyCode: 'CHF' as const, fractionDigits: 2 });
const line = (id: string, name: string, slug: string): CartLine => ({
  id,
  sku: `EX${id}`,
  productId: `p-${id}`,
  name,
  slug,
  image: null,
  quantity: 1,
  unitPrice: chf(1000),
  totalPrice: chf(1000),
  parentSku: null,
  brand: 'Gastrova',
  isVirtual: false,
});
const swissCart = (lines: CartLine[]): CartState => {
  const cart: Cart = {
    id: 'cart-1',
    version: 3,
    storeKey: 'ch',
    currency: 'CHF',
    country: 'CH',
    itemCount: lines.length,
    discountCodes: [],
    lines,
    totals: { subtotal: chf(2000), net: null, gross: chf(2000), taxPortions: [], shipping: null },
    shippingMethodKey: null,
    customerEmail: null,
    hasShippingAddress: false,
  };
  return { cart, stock: { EXa: 4 } };
};

const texts: LineTexts = {
  a: {
    de: { name: 'Aufschnittmaschine', slug: 'aufschnittmaschine-a' },
    fr: { name: 'Trancheuse', slug: 'trancheuse-a' },
    it: { name: 'Affettatrice', slug: 'affettatrice-a' },
  },
};

describe('cartLanguages', () => {
  it('keeps a cart in every language of its country, and in the one of a one-language country', () => {
    expect(cartLanguages('CH')).toEqual(['de', 'fr', 'it']);
    expect(cartLanguages('BE')).toEqual(['nl', 'fr']);
    expect(cartLanguages('SK')).toEqual(['sk']);
    expect(cartLanguages('XX')).toEqual([]);
  });
});

describe('cartInLanguage', () => {
  const created = swissCart([line('a', 'Aufschnittmaschine', 'aufschnittmaschine-a'), line('b', 'Waage', 'waage-b')]);

  it("shows each line's name and slug in the reader's language, whatever language the cart was made in", () => {
    const french = cartInLanguage(created, texts, 'fr');
    expect(french.cart?.lines[0]).toMatchObject({ name: 'Trancheuse', slug: 'trancheuse-a', quantity: 1, sku: 'EXa' });
    expect(cartInLanguage(created, texts, 'it').cart?.lines[0]?.name).toBe('Affettatrice');
    expect(french.cart?.totals).toEqual(created.cart?.totals);
    expect(french.stock).toEqual(created.stock);
  });

  it('keeps the name a line has when no text in the language is known, and leaves the stored cart as it was', () => {
    const french = cartInLanguage(created, texts, 'fr');
    expect(french.cart?.lines[1]).toMatchObject({ name: 'Waage', slug: 'waage-b' });
    expect(created.cart?.lines[0]?.name).toBe('Aufschnittmaschine');
  });

  it('leaves no cart as none', () => {
    expect(cartInLanguage({ cart: null, stock: {} }, texts, 'fr')).toEqual({ cart: null, stock: {} });
  });
});
