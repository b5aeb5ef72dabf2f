import type { Cart, LineItem, ShippingMethod, Zone } from '@commercetools/platform-sdk';
import { describe, expect, it } from 'vitest';
import { money } from './cart-totals.ts';
import { matchingShippingMethods, shippingMethodStateOf } from './shipping-matching.ts';
import { parseCartPredicate } from './shipping-predicates.ts';

const zone = (id: string, country: string): Zone => ({
  id,
  version: 1,
  name: id,
  locations: [{ country }],
  createdAt: '',
  lastModifiedAt: '',
});
const zones = [zone('z-sk', 'SK'), zone('z-cz', 'CZ')];

const method = (key: string, changes: Partial<ShippingMethod> = {}): ShippingMethod => ({
  id: `id-${key}`,
  version: 1,
  key,
  name: key,
  taxCategory: { typeId: 'tax-category', id: 'standard' },
  isDefault: false,
  active: true,
  stores: [],
  zoneRates: [
    { zone: { typeId: 'zone', id: 'z-sk' }, shippingRates: [{ price: money('EUR', 195), tiers: [] }] },
    { zone: { typeId: 'zone', id: 'z-cz' }, shippingRates: [{ price: money('CZK', 4600), tiers: [] }] },
  ],
  createdAt: '',
  lastModifiedAt: '',
  ...changes,
});

const line = (freight: boolean): LineItem =>
  ({
    id: `line-${freight}`,
    variant: { id: 1, sku: 'EX1', attributes: [{ name: 'freight', value: freight }] },
  }) as LineItem;

const cart = (country: string | null, lines: LineItem[], currency = 'EUR'): Pick<Cart, 'lineItems' | 'shippingAddress' | 'totalPrice'> => ({
  lineItems: lines,
  totalPrice: money(currency, 0),
  ...(country ? { shippingAddress: { country } } : {}),
});

const FREIGHT = 'lineItemExists(attributes.freight = true)';
const methods = [method('freight', { predicate: FREIGHT }), method('parcel', { isDefault: true }), method('pickup', { active: false })];

describe('shipping methods matching a cart (stand-in)', () => {
  it('offers freight only to a cart holding a freight product, the default method first, never an inactive one', () => {
    expect(matchingShippingMethods(cart('SK', [line(false)]), methods, zones).map((m) => m.key)).toEqual(['parcel']);
    expect(matchingShippingMethods(cart('SK', [line(false), line(true)]), methods, zones).map((m) => m.key)).toEqual(['parcel', 'freight']);
  });

  it("keeps only the zone rate of the cart's country and currency, marked matching", () => {
    const [parcel] = matchingShippingMethods(cart('CZ', [line(false)], 'CZK'), methods, zones);
    expect(parcel?.zoneRates).toEqual([
      { zone: { typeId: 'zone', id: 'z-cz' }, shippingRates: [{ price: money('CZK', 4600), tiers: [], isMatching: true }] },
    ]);
    expect(matchingShippingMethods(cart('AT', [line(false)]), methods, zones)).toEqual([]);
    expect(matchingShippingMethods(cart(null, [line(false)]), methods, zones)).toEqual([]);
  });

  it('says DoesNotMatchCart once the freight product has left the cart', () => {
    expect(shippingMethodStateOf(cart('SK', [line(true)]), 'id-freight', methods, zones)).toBe('MatchesCart');
    expect(shippingMethodStateOf(cart('SK', [line(false)]), 'id-freight', methods, zones)).toBe('DoesNotMatchCart');
  });
});

describe('cart predicates the stand-in understands', () => {
  it('compares a line attribute with a boolean, a number or a text', () => {
    const withVolume = cart('SK', [{ ...line(false), variant: { id: 1, attributes: [{ name: 'grade', value: 'B' }] } }]);
    expect(parseCartPredicate('lineItemExists(attributes.grade = "B")')(withVolume)).toBe(true);
    expect(parseCartPredicate('lineItemExists(attributes.grade = "A")')(withVolume)).toBe(false);
    expect(parseCartPredicate('true')(withVolume)).toBe(true);
  });

  it('refuses a predicate outside its subset loudly instead of guessing', () => {
    expect(() => parseCartPredicate('totalPrice > "10.00 EUR"')).toThrow(/unsupported shipping method predicate/);
  });
});
