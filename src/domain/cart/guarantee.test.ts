import { describe, expect, it } from 'vitest';
import { guaranteeOffers } from './guarantee.ts';
import type { GuaranteeProduct } from './guarantee-product.ts';
import { cartLine, cartOf, eur } from '../../../tests/fixtures/cart.ts';
import type { CartLine } from './types.ts';

const line = (sku: string, over: Partial<CartLine> = {}): CartLine => cartLine(sku, { unitPrice: eur(129900), ...over });
const guaranteeLine = (sku: string, parentSku: string): CartLine =>
  line(sku, { parentSku, isVirtual: true, brand: 'Exquip', unitPrice: eur(0), totalPrice: eur(0) });
const guarantee = (sku: string, years: number, ratePercent: number, over: Partial<GuaranteeProduct> = {}): GuaranteeProduct => ({
  sku,
  name: `${years} years`,
  years,
  ratePercent,
  excludedSkus: [],
  excludedBrands: [],
  excludedRelations: [],
  enabledOnMarket: { 'de-DE': 'true', 'de-AT': 'true', 'de-CH': 'false' },
  ...over,
});
const GUARANTEES = [guarantee('4100010', 1, 8), guarantee('4100020', 2, 12), guarantee('4100030', 3, 15), guarantee('4100040', 5, 20)];

const product = line('EX10000001');
const base = { line: product, cart: cartOf(product), guarantees: GUARANTEES, locale: 'de-DE' as const, onPaymentPage: false, storeEnabled: true };
const skus = (offers: ReturnType<typeof guaranteeOffers>) => offers.map((offer) => offer.guarantee.sku);

describe('guaranteeOffers', () => {
  it('offers every guarantee sold on the market, priced from the line unit price', () => {
    const offers = guaranteeOffers(base);
    expect(skus(offers)).toEqual(['4100010', '4100020', '4100030', '4100040']);
    expect(offers.map((offer) => offer.price.centAmount)).toEqual([10392, 15588, 19485, 25980]);
    expect(offers[0]?.price.currencyCode).toBe('EUR');
  });

  it('prices from the line unit price (the product price, before the volume discount), not the line total', () => {
    // Five units at 900.00 with the 10 % volume discount: the line costs 4050.00, the guarantee 8 % of 900.00.
    const bulk = line('EX10000001', { quantity: 5, unitPrice: eur(90000), totalPrice: eur(405000) });
    expect(guaranteeOffers({ ...base, line: bulk, cart: cartOf(bulk) })[0]?.price).toEqual(eur(7200));
  });

  it('offers nothing when the store does not sell guarantees or on the payment page', () => {
    expect(guaranteeOffers({ ...base, storeEnabled: false })).toEqual([]);
    expect(guaranteeOffers({ ...base, onPaymentPage: true })).toEqual([]);
  });

  it('offers nothing for a virtual product or a guarantee line', () => {
    const virtual = line('EX10000009', { isVirtual: true });
    expect(guaranteeOffers({ ...base, line: virtual, cart: cartOf(virtual) })).toEqual([]);
    const attached = guaranteeLine('4100010', 'EX10000001');
    expect(guaranteeOffers({ ...base, line: attached, cart: cartOf(product, attached) })).toEqual([]);
    const orphan = line('4100020', { isVirtual: false });
    expect(guaranteeOffers({ ...base, line: orphan, cart: cartOf(orphan) })).toEqual([]);
  });

  it('offers nothing once a guarantee is added for the product', () => {
    expect(guaranteeOffers({ ...base, cart: cartOf(product, guaranteeLine('4100020', 'EX10000001')) })).toEqual([]);
    // A guarantee for another product does not count.
    expect(guaranteeOffers({ ...base, cart: cartOf(product, guaranteeLine('4100020', 'EX10000002')) })).toHaveLength(4);
  });

  it('leaves out guarantees excluding the sku, brand or a relation', () => {
    const guarantees = [
      guarantee('4100010', 1, 8, { excludedSkus: ['EX10000001'] }),
      guarantee('4100020', 2, 12, { excludedBrands: ['Acme'] }),
      guarantee('4100030', 3, 15, { excludedRelations: ['refurbished'] }),
      guarantee('4100040', 5, 20, { excludedSkus: ['EX20000001'], excludedBrands: ['Other'] }),
    ];
    expect(skus(guaranteeOffers({ ...base, guarantees, relations: ['refurbished'] }))).toEqual(['4100040']);
    expect(skus(guaranteeOffers({ ...base, guarantees }))).toEqual(['4100030', '4100040']);
  });

  it('keeps only guarantees enabled (exactly "true") for the locale', () => {
    const guarantees = [
      guarantee('4100010', 1, 8, { enabledOnMarket: { 'de-DE': 'true' } }),
      guarantee('4100020', 2, 12, { enabledOnMarket: { 'de-DE': 'TRUE' } }),
      guarantee('4100030', 3, 15, { enabledOnMarket: { 'de-AT': 'true' } }),
      guarantee('4100040', 5, 20, { enabledOnMarket: {} }),
    ];
    expect(skus(guaranteeOffers({ ...base, guarantees }))).toEqual(['4100010']);
    expect(guaranteeOffers({ ...base, locale: 'de-CH' })).toEqual([]);
  });

  it('leaves out a guarantee whose rate cannot price it', () => {
    const guarantees = [guarantee('4100010', 1, 0), guarantee('4100020', 2, Number.NaN), guarantee('4100030', 3, 15)];
    expect(skus(guaranteeOffers({ ...base, guarantees }))).toEqual(['4100030']);
  });
});
