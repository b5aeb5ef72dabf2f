import type { Cart, LineItem, TaxRate } from '@commercetools/platform-sdk';
import { describe, expect, it } from 'vitest';
import { money, priceCart, type PricingInputs } from './cart-totals.ts';
import { changeTaxMode, setLineItemTotalPrice } from './tax-mode.ts';

const SK: TaxRate = { id: 'sk', name: 'SK VAT', amount: 0.23, includedInPrice: true, country: 'SK' };
const ZERO: TaxRate = { name: 'Reverse charge', amount: 0, includedInPrice: false, country: 'SK' };
const eur = (cents: number) => money('EUR', cents);
const inputs: PricingInputs = { taxRatesByCategory: { standard: [SK] }, defaultTaxCategoryId: 'standard', productTaxCategory: {}, tiers: [] };

const line = (unitCents: number, quantity: number): LineItem => ({
  id: 'l1',
  productId: 'p1',
  quantity,
  name: { en: 'Grinder' },
  productType: { typeId: 'product-type', id: 'pt' },
  variant: { id: 1, sku: 'EX1', prices: [{ id: 'price', value: eur(unitCents) }] },
  price: { id: 'price', value: eur(unitCents) },
  totalPrice: eur(unitCents * quantity),
  discountedPricePerQuantity: [],
  taxedPricePortions: [],
  perMethodTaxRate: [],
  state: [],
  lineItemMode: 'Standard',
  priceMode: 'Platform',
});

const cartOf = (lineItems: LineItem[]): Cart =>
  priceCart(
    {
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
    },
    inputs,
  );

describe('changeTaxMode and setLineItemTotalPrice (net invoice)', () => {
  it('prices a line at an external net total with a 0 % external rate, and back at the platform price and rate', () => {
    const cart = cartOf([line(17899, 7)]);
    const net = cart.taxedPrice?.totalNet.centAmount ?? 0;
    expect(cart.taxedPrice?.totalGross.centAmount).toBe(17899 * 7);

    changeTaxMode(cart, { action: 'changeTaxMode', taxMode: 'External' });
    expect(cart.lineItems[0]?.taxRate).toBeUndefined();
    setLineItemTotalPrice(cart, {
      action: 'setLineItemTotalPrice',
      lineItemId: 'l1',
      externalTotalPrice: { price: eur(14552), totalPrice: eur(net) },
    });
    Object.assign(cart.lineItems[0] ?? {}, { taxRate: ZERO });
    const netCart = priceCart(cart, inputs);
    expect(netCart.lineItems[0]?.priceMode).toBe('ExternalTotal');
    expect(netCart.totalPrice.centAmount).toBe(net);
    expect(netCart.taxedPrice).toMatchObject({ totalNet: { centAmount: net }, totalGross: { centAmount: net }, totalTax: { centAmount: 0 } });

    changeTaxMode(netCart, { action: 'changeTaxMode', taxMode: 'Platform' });
    setLineItemTotalPrice(netCart, { action: 'setLineItemTotalPrice', lineItemId: 'l1' });
    const grossCart = priceCart(netCart, inputs);
    expect(grossCart.lineItems[0]?.priceMode).toBe('Platform');
    expect(grossCart.taxedPrice).toEqual(cartOf([line(17899, 7)]).taxedPrice);
  });

  it('refuses a total in another currency', () => {
    const cart = cartOf([line(1000, 1)]);
    const czk = { currencyCode: 'CZK', centAmount: 100 };
    expect(() =>
      setLineItemTotalPrice(cart, { action: 'setLineItemTotalPrice', lineItemId: 'l1', externalTotalPrice: { price: czk, totalPrice: czk } }),
    ).toThrow(/Currency mismatch/);
  });
});
