import type { Cart as CtCart, LineItem } from '@commercetools/platform-sdk';
import { describe, expect, it } from 'vitest';
import { keptVatCheck, netAfter, toGrossPrices, toNetPrices, vatResultUpdates } from './cart-vat.ts';

const eur = (centAmount: number) => ({ type: 'centPrecision' as const, currencyCode: 'EUR', centAmount, fractionDigits: 2 });

const line = (id: string, changes: Partial<LineItem> = {}): LineItem => ({
  id,
  productId: `p-${id}`,
  quantity: 3,
  name: { en: id },
  productType: { typeId: 'product-type', id: 'pt' },
  variant: { id: 1, sku: id },
  price: { id: `price-${id}`, value: eur(12000) },
  totalPrice: eur(36000),
  taxRate: { name: 'DE VAT', amount: 0.2, includedInPrice: true, country: 'DE' },
  taxedPrice: { totalNet: eur(30000), totalGross: eur(36000), totalTax: eur(6000), taxPortions: [] },
  discountedPricePerQuantity: [],
  taxedPricePortions: [],
  perMethodTaxRate: [],
  state: [],
  lineItemMode: 'Standard',
  priceMode: 'Platform',
  ...changes,
});

const checked = { vatNumber: 'DE123456789', vatValidated: true, vatResponse: 'valid' };
const cart = (changes: Partial<CtCart> = {}): CtCart =>
  ({
    id: 'c',
    version: 3,
    country: 'DE',
    taxMode: 'Platform',
    lineItems: [line('a')],
    billingAddress: { country: 'DE', fax: 'DE123456789', custom: { type: { typeId: 'type', id: 't' }, fields: checked } },
    ...changes,
  }) as CtCart;

describe('the VAT result on the cart', () => {
  it('keeps the check when the new billing address carries the same VAT ID, however typed', () => {
    const remembered = { vatId: 'DE123456789', status: 'valid' as const };
    expect(keptVatCheck(remembered, { country: 'DE', vatId: 'de 123 456 789' })).toEqual(remembered);
    expect(keptVatCheck(remembered, { country: 'DE', vatId: 'DE987654321' })).toBeNull();
    expect(keptVatCheck(remembered, { country: 'DE' })).toBeNull();
  });

  it('is net after a net result, gross again after a cleared one or a billing address without the checked VAT ID', () => {
    const net = cart({ taxMode: 'External' });
    expect(netAfter(cart(), [{ action: 'setVatResult', vatId: 'DE123456789', status: 'valid', netPrices: true }])).toBe(true);
    expect(netAfter(net, [{ action: 'setCustomerEmail', email: 'a@example.com' }])).toBe(true);
    expect(netAfter(net, [{ action: 'setBillingAddress', address: { country: 'DE', vatId: 'DE123456789' } }])).toBe(true);
    expect(netAfter(net, [{ action: 'setBillingAddress', address: { country: 'DE' } }])).toBe(false);
    expect(netAfter(net, [{ action: 'setVatResult', vatId: null, status: null, netPrices: false }])).toBe(false);
  });

  it('starts a billing address for a VAT ID alone, and leaves none for a cleared one', () => {
    const action = { action: 'setVatResult', vatId: 'DE123456789', status: 'notValid', netPrices: false } as const;
    expect(vatResultUpdates(null, action, 'DE')).toEqual([
      { action: 'setBillingAddress', address: { country: 'DE', fax: 'DE123456789' } },
      {
        action: 'setBillingAddressCustomType',
        type: { typeId: 'type', key: 'address-vat' },
        fields: { vatNumber: 'DE123456789', vatValidated: false, vatResponse: 'notValid' },
      },
    ]);
    expect(vatResultUpdates(null, { ...action, vatId: null, status: null }, 'DE')).toEqual([]);
  });
});

describe('net and gross prices', () => {
  it("prices every line at the platform's net total with a 0 % rate, and keeps a guarantee's own price for the way back", () => {
    const guarantee = line('g', { quantity: 1, priceMode: 'ExternalPrice', price: { id: 'x', value: eur(1200) }, totalPrice: eur(1200) });
    const updates = toNetPrices(cart({ lineItems: [line('a'), { ...guarantee, taxedPrice: { ...line('a').taxedPrice!, totalNet: eur(1000) } }] }));
    expect(updates?.[0]).toEqual({ action: 'changeTaxMode', taxMode: 'External' });
    expect(updates).toContainEqual({
      action: 'setLineItemTotalPrice',
      lineItemId: 'a',
      externalTotalPrice: { price: { currencyCode: 'EUR', centAmount: 10000 }, totalPrice: { currencyCode: 'EUR', centAmount: 30000 } },
    });
    expect(updates).toContainEqual({ action: 'setLineItemCustomField', lineItemId: 'g', name: 'extraGuaranteePrice', value: eur(1200) });
    expect(updates).toContainEqual({
      action: 'setLineItemTaxRate',
      lineItemId: 'a',
      externalTaxRate: { name: 'Reverse charge', amount: 0, includedInPrice: false, country: 'DE' },
    });
  });

  it('cannot make a cart net whose lines the platform has not taxed', () => {
    expect(toNetPrices(cart({ lineItems: [line('a', { taxedPrice: undefined })] }))).toBeNull();
  });

  it('goes back to the platform: tax mode, product prices, a guarantee at its kept price', () => {
    const guarantee = line('g', {
      priceMode: 'ExternalTotal',
      custom: { type: { typeId: 'type', id: 't' }, fields: { extraGuaranteePrice: eur(1200) } },
    });
    const updates = toGrossPrices(cart({ taxMode: 'External', lineItems: [line('a', { priceMode: 'ExternalTotal' }), guarantee] }));
    expect(updates).toEqual([
      { action: 'changeTaxMode', taxMode: 'Platform' },
      { action: 'setLineItemTotalPrice', lineItemId: 'a' },
      { action: 'setLineItemPrice', lineItemId: 'g', externalPrice: { currencyCode: 'EUR', centAmount: 1200 } },
    ]);
    expect(toGrossPrices(cart())).toEqual([]);
  });
});
