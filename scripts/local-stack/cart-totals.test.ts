import { describe, expect, it } from 'vitest';
import type { Cart, LineItem, ShippingInfo, TaxRate } from '@commercetools/platform-sdk';
import { money, priceCart, roundCents, shippingPrice, sumTaxed, taxItem, type PricingInputs } from './cart-totals.ts';
import type { VolumeTier } from './volume-tiers.ts';

const SK: TaxRate = { id: 'sk', name: 'SK VAT', amount: 0.23, includedInPrice: true, country: 'SK' };
const DE: TaxRate = { id: 'de', name: 'DE VAT', amount: 0.19, includedInPrice: true, country: 'DE' };
const eur = (cents: number) => money('EUR', cents);

const tiers: VolumeTier[] = [3, 5, 10].map((minQuantity, i) => ({
  discountId: `d${minQuantity}`,
  group: 'grinders',
  minQuantity,
  permyriad: [500, 1000, 1500][i] ?? 0,
  storeKeys: [],
  sortOrder: `0.${i}`,
}));

const inputs: PricingInputs = {
  taxRatesByCategory: { standard: [SK, DE] },
  defaultTaxCategoryId: 'standard',
  productTaxCategory: {},
  tiers,
};

const line = (id: string, unitCents: number, quantity: number, group?: string): LineItem => ({
  id,
  productId: `p-${id}`,
  quantity,
  name: { en: id },
  productType: { typeId: 'product-type', id: 'pt' },
  variant: { id: 1, sku: id, attributes: group ? [{ name: 'volumeDiscountGroup', value: group }] : [] },
  price: { id: `price-${id}`, value: eur(unitCents) },
  totalPrice: eur(unitCents * quantity),
  discountedPricePerQuantity: [],
  taxedPricePortions: [],
  perMethodTaxRate: [],
  state: [],
  lineItemMode: 'Standard',
  priceMode: 'Platform',
});

const cart = (lineItems: LineItem[], extra: Partial<Cart> = {}): Cart => ({
  id: 'c',
  version: 1,
  createdAt: '',
  lastModifiedAt: '',
  lineItems,
  customLineItems: [],
  country: 'SK',
  totalPrice: eur(0),
  taxMode: 'Platform',
  taxRoundingMode: 'HalfEven',
  taxCalculationMode: 'LineItemLevel',
  inventoryMode: 'None',
  cartState: 'Active',
  shippingMode: 'Single',
  shipping: [],
  itemShippingAddresses: [],
  discountCodes: [],
  directDiscounts: [],
  refusedGifts: [],
  origin: 'Customer',
  priceRoundingMode: 'HalfEven',
  ...extra,
});

describe('roundCents', () => {
  it('rounds half to even by default and honours the other modes', () => {
    expect([roundCents(2.5), roundCents(3.5), roundCents(2.4999), roundCents(2.51)]).toEqual([2, 4, 2, 3]);
    expect([roundCents(2.5, 'HalfUp'), roundCents(2.5, 'HalfDown')]).toEqual([3, 2]);
  });
});

describe('taxItem / sumTaxed', () => {
  it('splits a gross amount into net and tax when the rate is included in the price', () => {
    const taxed = taxItem(eur(12300), SK);
    expect(taxed.totalNet.centAmount).toBe(10000);
    expect(taxed.totalTax?.centAmount).toBe(2300);
    expect(taxed.totalGross.centAmount).toBe(12300);
    expect(taxed.taxPortions).toEqual([{ rate: 0.23, name: 'SK VAT', amount: eur(2300) }]);
  });
  it('adds tax on top when the rate is not included', () => {
    expect(taxItem(eur(10000), { ...SK, includedInPrice: false }).totalGross.centAmount).toBe(12300);
  });
  it('merges portions of the same rate', () => {
    const sum = sumTaxed([taxItem(eur(12300), SK), taxItem(eur(1230), SK), taxItem(eur(1190), DE)], 'EUR', 2);
    expect(sum.totalGross.centAmount).toBe(14720);
    expect(sum.taxPortions.map((p) => [p.name, p.amount.centAmount])).toEqual([
      ['SK VAT', 2530],
      ['DE VAT', 190],
    ]);
    expect(sum.totalTax?.centAmount).toBe(2720);
  });
});

describe('priceCart', () => {
  it('taxes every line with the standard rate of the cart country', () => {
    const priced = priceCart(cart([line('a', 12300, 1)]), inputs);
    expect(priced.lineItems[0]?.taxRate?.amount).toBe(0.23);
    expect(priced.lineItems[0]?.taxedPrice?.totalNet.centAmount).toBe(10000);
    expect(priced.taxedPrice?.totalGross.centAmount).toBe(12300);
    expect(priced.totalPrice.centAmount).toBe(12300);
  });

  it('uses the shipping address country before the cart country', () => {
    const priced = priceCart(cart([line('a', 11900, 1)], { shippingAddress: { country: 'DE' } }), inputs);
    expect(priced.taxedPrice?.taxPortions[0]?.name).toBe('DE VAT');
  });

  it('leaves taxedPrice out when no rate exists for the country', () => {
    const priced = priceCart(cart([line('a', 100, 1)], { country: 'FR' }), inputs);
    expect(priced.taxedPrice).toBeUndefined();
    expect(priced.totalPrice.centAmount).toBe(100);
  });

  it('applies no volume discount below the first tier', () => {
    const priced = priceCart(cart([line('a', 10000, 2, 'grinders')]), inputs);
    expect(priced.lineItems[0]?.discountedPricePerQuantity).toEqual([]);
    expect(priced.totalPrice.centAmount).toBe(20000);
  });

  it('applies the best reached tier to every line of the group, counting summed quantities', () => {
    const priced = priceCart(cart([line('a', 10000, 3, 'grinders'), line('b', 5000, 2, 'grinders'), line('c', 1000, 9, 'other')]), inputs);
    const [a, b, c] = priced.lineItems;
    expect(a?.discountedPricePerQuantity[0]?.discountedPrice.value.centAmount).toBe(9000);
    expect(a?.discountedPricePerQuantity[0]?.discountedPrice.includedDiscounts[0]?.discount.id).toBe('d5');
    expect(a?.totalPrice.centAmount).toBe(27000);
    expect(b?.totalPrice.centAmount).toBe(9000);
    expect(c?.totalPrice.centAmount).toBe(9000);
    expect(priced.totalPrice.centAmount).toBe(45000);
    expect(priced.taxedPrice?.totalGross.centAmount).toBe(45000);
  });

  it('honours store-limited tiers', () => {
    const storeTiers = tiers.map((t) => ({ ...t, storeKeys: ['de'] }));
    const priced = priceCart(cart([line('a', 10000, 3, 'grinders')], { store: { typeId: 'store', key: 'sk' } }), { ...inputs, tiers: storeTiers });
    expect(priced.totalPrice.centAmount).toBe(30000);
  });

  it('prices an external-price line from its external price: taxed, in the totals, cart discounts still applied', () => {
    const external: LineItem = {
      ...line('g', 0, 1),
      priceMode: 'ExternalPrice',
      price: { id: 'price-g', value: eur(2312), discounted: { value: eur(0), discount: { typeId: 'product-discount', id: 'pd' } } },
    };
    const priced = priceCart(cart([line('a', 28899, 1), external]), inputs);
    expect(priced.lineItems[1]?.totalPrice.centAmount).toBe(2312);
    expect(priced.lineItems[1]?.taxedPrice?.totalGross.centAmount).toBe(2312);
    expect(priced.totalPrice.centAmount).toBe(28899 + 2312);
    expect(priced.taxedPrice?.totalGross.centAmount).toBe(28899 + 2312);
    expect(priced.taxedPrice?.totalTax?.centAmount).toBe(
      (priced.lineItems[0]?.taxedPrice?.totalTax?.centAmount ?? 0) + (priced.lineItems[1]?.taxedPrice?.totalTax?.centAmount ?? 0),
    );
    const grouped = priceCart(
      cart([{ ...external, quantity: 3, variant: { ...external.variant, attributes: [{ name: 'volumeDiscountGroup', value: 'grinders' }] } }]),
      inputs,
    );
    expect(grouped.lineItems[0]?.totalPrice.centAmount).toBe(3 * (2312 - 116));
  });

  it('keeps the total of an external-total line and taxes it', () => {
    const externalTotal: LineItem = { ...line('t', 1000, 3), priceMode: 'ExternalTotal', totalPrice: eur(2500) };
    const priced = priceCart(cart([externalTotal]), inputs);
    expect(priced.totalPrice.centAmount).toBe(2500);
    expect(priced.taxedPrice?.totalGross.centAmount).toBe(2500);
  });

  it('is idempotent', () => {
    const once = priceCart(cart([line('a', 10000, 3, 'grinders')]), inputs);
    expect(priceCart(once, inputs)).toEqual(once);
  });

  it('prices, taxes and adds shipping, free above the threshold', () => {
    const shippingInfo: ShippingInfo = {
      shippingMethodName: 'parcel',
      price: eur(0),
      shippingMethodState: 'MatchesCart',
      taxCategory: { typeId: 'tax-category', id: 'standard' },
      shippingRate: { price: eur(990), freeAbove: eur(50000), tiers: [] },
    };
    const cheap = priceCart(cart([line('a', 10000, 1)], { shippingInfo }), inputs);
    expect(cheap.shippingInfo?.price.centAmount).toBe(990);
    expect(cheap.shippingInfo?.taxedPrice?.totalTax?.centAmount).toBe(185);
    expect(cheap.totalPrice.centAmount).toBe(10990);
    expect(cheap.taxedPrice?.totalGross.centAmount).toBe(10990);
    expect(cheap.taxedShippingPrice?.totalGross.centAmount).toBe(990);
    const dear = priceCart(cart([line('a', 60000, 1)], { shippingInfo }), inputs);
    expect(dear.shippingInfo?.price.centAmount).toBe(0);
    expect(dear.totalPrice.centAmount).toBe(60000);
  });
});

describe('shippingPrice', () => {
  it('picks the highest reached cart-value tier', () => {
    const rate = {
      price: eur(990),
      tiers: [
        { type: 'CartValue' as const, minimumCentAmount: 10000, price: eur(500) },
        { type: 'CartValue' as const, minimumCentAmount: 20000, price: eur(200) },
      ],
    };
    expect(shippingPrice(rate, eur(5000)).centAmount).toBe(990);
    expect(shippingPrice(rate, eur(15000)).centAmount).toBe(500);
    expect(shippingPrice(rate, eur(25000)).centAmount).toBe(200);
  });
});
